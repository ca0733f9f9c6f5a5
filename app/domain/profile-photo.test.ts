import { describe, expect, it } from 'vitest'
import { detectPhotoType, photoProblem, PROFILE_PHOTO_MAX_BYTES, SIGNATURE_BYTES } from './profile-photo'

const bytes = (...values: number[]) => Uint8Array.from(values)
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16)
const text = (value: string) => new TextEncoder().encode(value)

describe('detectPhotoType', () => {
  it('knows a PNG and a JPEG by their first bytes', () => {
    expect(detectPhotoType(PNG)).toBe('image/png')
    expect(detectPhotoType(JPEG)).toBe('image/jpeg')
    expect(detectPhotoType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg')
  })

  it('refuses anything else, however it is named: text, GIF, PDF, a cut signature, nothing', () => {
    expect(detectPhotoType(text('foto.png: no soy una imagen'))).toBeNull()
    expect(detectPhotoType(text('GIF89a'))).toBeNull()
    expect(detectPhotoType(text('%PDF-1.7'))).toBeNull()
    expect(detectPhotoType(PNG.subarray(0, 7))).toBeNull()
    expect(detectPhotoType(bytes(0xff, 0xd8))).toBeNull()
    expect(detectPhotoType(bytes())).toBeNull()
    // "PNG" without the high-bit byte first: a text file that starts with the word.
    expect(detectPhotoType(text('PNG\r\n\x1a\n'))).toBeNull()
  })

  it('needs at most SIGNATURE_BYTES bytes', () => {
    expect(detectPhotoType(PNG.subarray(0, SIGNATURE_BYTES))).toBe('image/png')
  })
})

describe('photoProblem', () => {
  it('accepts a PNG or a JPEG of up to 2 MB (2,097,152 bytes)', () => {
    expect(PROFILE_PHOTO_MAX_BYTES).toBe(2_097_152)
    expect(photoProblem(PNG.length, PNG)).toBeNull()
    expect(photoProblem(PROFILE_PHOTO_MAX_BYTES, JPEG)).toBeNull()
  })

  it('says what is wrong: no file, one byte too many, not a PNG or a JPEG', () => {
    expect(photoProblem(0, bytes())).toBe('missing')
    expect(photoProblem(PROFILE_PHOTO_MAX_BYTES + 1, PNG)).toBe('too-large')
    expect(photoProblem(27, text('foto.png: no soy una imagen'))).toBe('wrong-type')
  })

  it('names the size first: a big file is refused before its type is read', () => {
    expect(photoProblem(5 * 1024 * 1024, text('x'))).toBe('too-large')
  })
})
