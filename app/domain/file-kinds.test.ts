import { describe, expect, it } from 'vitest'
import { detectFileKind, SIGNATURE_BYTES } from './file-kinds'

const bytes = (...values: number[]) => Uint8Array.from(values)
const text = (value: string) => new TextEncoder().encode(value)
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16)
const PDF = text('%PDF-1.7\n%âãÏÓ\n')

describe('detectFileKind', () => {
  it('knows a PDF, a JPEG and a PNG by their first bytes', () => {
    expect(detectFileKind(PDF)).toBe('pdf')
    expect(detectFileKind(text('%PDF-'))).toBe('pdf')
    expect(detectFileKind(JPEG)).toBe('jpeg')
    expect(detectFileKind(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('jpeg')
    expect(detectFileKind(PNG)).toBe('png')
  })

  it('refuses anything else: text, a GIF, a cut signature, a PDF marker that is not first, nothing', () => {
    expect(detectFileKind(text('informe.pdf: no soy un PDF'))).toBeNull()
    expect(detectFileKind(text('GIF89a'))).toBeNull()
    expect(detectFileKind(text('%PDF'))).toBeNull()
    expect(detectFileKind(text(' %PDF-1.7'))).toBeNull()
    expect(detectFileKind(text('%pdf-1.7'))).toBeNull()
    expect(detectFileKind(PNG.subarray(0, 7))).toBeNull()
    expect(detectFileKind(bytes(0xff, 0xd8))).toBeNull()
    expect(detectFileKind(text('PNG\r\n\x1a\n'))).toBeNull()
    expect(detectFileKind(bytes())).toBeNull()
  })

  it('answers only among the kinds accepted', () => {
    expect(detectFileKind(PDF, ['jpeg', 'png'])).toBeNull()
    expect(detectFileKind(PNG, ['pdf'])).toBeNull()
    expect(detectFileKind(PNG, ['png'])).toBe('png')
  })

  it('needs at most SIGNATURE_BYTES bytes', () => {
    expect(SIGNATURE_BYTES).toBe(8)
    expect(detectFileKind(PNG.subarray(0, SIGNATURE_BYTES))).toBe('png')
  })
})
