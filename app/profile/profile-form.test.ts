import { describe, expect, it } from 'vitest'
import { profile } from '~/copy/profile'
import { PROFILE_PHOTO_MAX_BYTES } from '~/domain/profile-photo'
import { refusedFileCheck, type FileInput } from '~/forms/use-file-check'
import { chosenPhotoMessage } from './profile-form'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

describe('chosenPhotoMessage: the photo chosen, checked in the browser by the server’s rule', () => {
  it.each([
    ['nothing chosen', undefined, null],
    ['a PNG', new Blob([new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 0])]), null],
    ['a text file, whatever its name', new Blob(['esto no es una foto']), profile.photoWrongType],
    ['a PNG over 2 MB', new Blob([new Uint8Array(PNG_SIGNATURE), new Uint8Array(PROFILE_PHOTO_MAX_BYTES)]), profile.photoTooLarge],
    ['an empty file', new Blob([]), profile.photoMissing],
  ])('%s → its message', async (_name, file, message) => {
    expect(await chosenPhotoMessage(file)).toBe(message)
  })
})

describe('the photo’s submit check (refusedFileCheck): Subir foto, with JavaScript, after the browser refused the photo chosen', () => {
  // What `useForm` gives a field's check for a file input: a file is not a text value.
  const FILE_VALUE = ''
  const emptied: FileInput = { files: [] }
  const holding: FileInput = { files: [new File(['x'], 'otra.png')] }

  it.each([
    ['a text file, whatever its name', new Blob(['esto no es una foto']), profile.photoWrongType],
    ['a PNG over 2 MB', new Blob([new Uint8Array(PNG_SIGNATURE), new Uint8Array(PROFILE_PHOTO_MAX_BYTES)]), profile.photoTooLarge],
  ])('%s, taken out of the field: says why again, not that none was chosen', async (_name, file, message) => {
    const check = refusedFileCheck(await chosenPhotoMessage(file), () => emptied)
    expect(check?.(FILE_VALUE)).toBe(message)
    expect(check?.(FILE_VALUE)).not.toBe(profile.photoMissing)
  })

  it('lets a file in the field go to the server: another one chosen, its own check still running', () => {
    expect(refusedFileCheck(profile.photoWrongType, () => holding)?.(FILE_VALUE)).toBeUndefined()
  })

  it('has no check when nothing was refused: the server answers, and says of a field never chosen to choose a photo', async () => {
    expect(refusedFileCheck(await chosenPhotoMessage(undefined), () => emptied)).toBeNull()
    expect(refusedFileCheck(undefined, () => emptied)).toBeNull()
  })
})
