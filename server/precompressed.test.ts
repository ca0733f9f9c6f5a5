import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptedEncoding, compressedCopies, precompressed, type Encoding } from './precompressed'

describe('acceptedEncoding', () => {
  const both: Encoding[] = ['br', 'gzip']
  it.each<[string | undefined, Encoding[], Encoding | undefined]>([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip, deflate', both, 'gzip'],
    ['gzip, deflate, br', ['gzip'], 'gzip'],
    ['br', ['gzip'], undefined],
    ['br;q=0, gzip', both, 'gzip'],
    ['gzip;q=1, br;q=0.5', both, 'gzip'],
    // Equal weights: ours, the smaller, first.
    ['gzip;q=0.8, br;q=0.8', both, 'br'],
    ['*', both, 'br'],
    ['*;q=0.5, gzip', both, 'gzip'],
    ['*, br;q=0', both, 'gzip'],
    ['BR, GZIP', both, 'br'],
    ['gzip;q=abc', both, undefined],
    ['identity', both, undefined],
    ['', both, undefined],
    [undefined, both, undefined],
  ])('%j of %j: %s', (header, available, expected) => {
    expect(acceptedEncoding(header, available)).toBe(expected)
  })
})

describe('precompressed over HTTP, in front of the static files and the compression middleware', () => {
  const script = 'export const saludo = "hola";\n'.repeat(200)
  let dir = ''
  let base = ''
  let close = () => {}

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
    fs.mkdirSync(path.join(dir, 'routes'))
    for (const name of ['entry-ABC.js', 'routes/pases.$id-DEF.js']) {
      fs.writeFileSync(path.join(dir, name), script)
      fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(script))
      fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(script, { level: 9 }))
    }
    fs.writeFileSync(path.join(dir, 'plain-GHI.js'), script)
    const app = express()
    app.use(compression())
    app.use('/build', precompressed(dir))
    app.use('/build', express.static(dir, { immutable: true, maxAge: '1y', index: false }))
    app.use('/build', (_req, res) => void res.status(404).end())
    const server = app.listen(0)
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => {
    close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  /** The answer's bytes as sent (fetch would decompress them). */
  const get = (urlPath: string, acceptEncoding?: string, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }
      http
        .request(base + urlPath, { method, headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
        .end()
    })

  it('lists the files that have copies, by their path below the mount', () => {
    expect([...compressedCopies(dir)].sort()).toEqual([
      ['/entry-ABC.js', ['br', 'gzip']],
      ['/routes/pases.$id-DEF.js', ['br', 'gzip']],
    ])
  })

  it("sends the build's brotli copy to a browser that accepts it, typed as the script, cached for a year", async () => {
    const answer = await get('/build/entry-ABC.js?v=1', 'gzip, deflate, br')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/)
    expect(answer.headers.vary).toMatch(/accept-encoding/i)
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.body.equals(fs.readFileSync(path.join(dir, 'entry-ABC.js.br')))).toBe(true)
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('sends the gzip copy when brotli is not accepted, and finds a file by its encoded name', async () => {
    const answer = await get('/build/routes/pases.%24id-DEF.js', 'gzip, deflate')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.body.equals(fs.readFileSync(path.join(dir, 'routes/pases.$id-DEF.js.gz')))).toBe(true)
  })

  it('sends the file itself to a client that accepts no coding', async () => {
    const answer = await get('/build/entry-ABC.js', 'identity')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/)
    expect(answer.body.toString()).toBe(script)
  })

  it('answers HEAD with the copy it would send', async () => {
    const answer = await get('/build/entry-ABC.js', 'br', 'HEAD')
    expect(answer.headers['content-encoding']).toBe('br')
    expect(Number(answer.headers['content-length'])).toBe(fs.statSync(path.join(dir, 'entry-ABC.js.br')).size)
  })

  it('leaves a file without copies to the static files and the compression middleware', async () => {
    const answer = await get('/build/plain-GHI.js', 'gzip')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(answer.body).toString()).toBe(script)
  })

  it('serves nothing outside its folder, nor a copy asked for by a broken name', async () => {
    expect((await get('/build/..%2f..%2fetc%2fpasswd', 'br')).status).toBe(404)
    expect((await get('/build/%E0%A4%A.js', 'br')).status).toBe(404)
    expect((await get('/build/missing.js', 'br')).status).toBe(404)
  })
})
