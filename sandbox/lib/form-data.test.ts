import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formData } from './form-data'
import { errorHandler } from './http'

let server: Server
let url: string

beforeAll(async () => {
  const app = express()
  app.use(express.json())
  app.use(express.urlencoded({ extended: false }))
  app.post('/eco', ...formData, (req, res) => {
    res.json({ body: req.body as unknown })
  })
  app.use(errorHandler())
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eco`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function post(body: BodyInit, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', body, headers })
  return { status: res.status, body: (await res.json()) as unknown }
}

function form(entries: Array<[string, string | Blob]>): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('formData', () => {
  it('reads multipart text fields into the body, JSON strings and non-ASCII included', async () => {
    const credential = JSON.stringify({ id: 'abc', response: { clientDataJSON: 'x' } })
    expect(
      await post(
        form([
          ['deviceId', 'ñandú-1'],
          ['credential_info', credential],
        ]),
      ),
    ).toEqual({
      status: 200,
      body: { body: { deviceId: 'ñandú-1', credential_info: credential } },
    })
  })

  it('gives a field sent twice as an array, like the urlencoded parser', async () => {
    expect(
      await post(
        form([
          ['a', '1'],
          ['a', '2'],
          ['a', '3'],
        ]),
      ),
    ).toEqual({
      status: 200,
      body: { body: { a: ['1', '2', '3'] } },
    })
    expect(await post('a=1&a=2', { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({
      status: 200,
      body: { body: { a: ['1', '2'] } },
    })
  })

  it('leaves urlencoded and JSON bodies as their parsers left them', async () => {
    expect(await post('deviceId=d1&userId=7', { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({
      status: 200,
      body: { body: { deviceId: 'd1', userId: '7' } },
    })
    expect(await post(JSON.stringify({ userId: 7 }), { 'content-type': 'application/json' })).toEqual({
      status: 200,
      body: { body: { userId: 7 } },
    })
  })

  it('refuses a file, a broken multipart body and one beyond the limit', async () => {
    expect(await post(form([['credential', new Blob(['{}'])]]))).toEqual({
      status: 400,
      body: { detail: 'El campo credential es un archivo; se esperaba texto' },
    })
    expect(await post('--x\r\nnada', { 'content-type': 'multipart/form-data; boundary=x' })).toEqual({
      status: 400,
      body: { detail: 'El cuerpo multipart/form-data no es válido' },
    })
    const big = await post(form([['credential', 'x'.repeat(70_000)]]))
    expect(big.status).toBe(413)
  })
})
