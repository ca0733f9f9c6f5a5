import { describe, expect, it } from 'vitest'
import { contentDisposition, fileDownload } from './file-download.server'

describe('contentDisposition', () => {
  it.each([
    ['pase-1.pdf', 'attachment; filename="pase-1.pdf"'],
    ['informe de análisis.pdf', `attachment; filename="informe-de-analisis.pdf"; filename*=UTF-8''informe%20de%20an%C3%A1lisis.pdf`],
    ['a"b\r\n.pdf', `attachment; filename="a-b-.pdf"; filename*=UTF-8''a%22b%0D%0A.pdf`],
  ])('%j → %s', (name, expected) => {
    expect(contentDisposition(name)).toBe(expected)
  })
})

describe('fileDownload', () => {
  it('serves the bytes with their type and length, never cached nor sniffed', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70])
    const response = fileDownload({ contentType: 'application/pdf', bytes }, 'x.pdf')
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="x.pdf"',
      'content-length': '4',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
  })
})
