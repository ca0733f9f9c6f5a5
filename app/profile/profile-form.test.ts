import { describe, expect, it } from 'vitest'
import { profile } from '~/copy/profile'
import { PROFILE_PHOTO_MAX_BYTES } from '~/domain/profile-photo'
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
