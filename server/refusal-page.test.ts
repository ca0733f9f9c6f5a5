import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import http from 'node:http'
import { refusalPage } from './refusal-page'
import { requestShape } from './request-shape'
import { sameOrigin } from './same-origin'

describe('refusalPage', () => {
  it('is a Spanish page with a title, a heading, the message and the way back, its text escaped', () => {
    const html = refusalPage('Pedido <no> admitido', 'Vuelva & siga.')
    expect(html).toMatch(/^<!DOCTYPE html>/)
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('<title>Pedido &#60;no&#62; admitido · Servicios en línea</title>')
    expect(html).toContain('<h1>Pedido &#60;no&#62; admitido</h1>')
    expect(html).toContain('<p>Vuelva &#38; siga.</p>')
    expect(html).toContain('<a href="/">Volver al menú principal</a>')
    expect(html).not.toMatch(/<script|<style|style=/)
  })
})

describe('the refusals before Remix, over HTTP', () => {
  let server: Server
  let port: number
  beforeAll(async () => {
    const app = express()
    app.use(requestShape)
    app.use(sameOrigin)
    app.use((req, res) => void res.json({ address: req.originalUrl }))
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  /** node:http, since fetch refuses to send TRACE. */
  function send(method: string, path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }))
      })
      request.on('error', reject)
      request.end()
    })
  }

  it('answers TRACE with 405 and the Spanish page, and lets the methods of the portal through', async () => {
    const answer = await send('TRACE', '/ayuda')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD, POST')
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.body).toContain('<h1>Pedido no admitido</h1>')
    expect((await send('GET', '/ayuda')).status).toBe(200)
  })

  it('hands Remix an address it can read: a path that does not decode taken literally, without `_data`', async () => {
    expect(JSON.parse((await send('GET', '/pases/12345672%ff')).body)).toEqual({ address: '/pases/12345672%25ff' })
    expect(JSON.parse((await send('GET', '/ayuda?_data=routes%2Fayuda&x=1')).body)).toEqual({ address: '/ayuda?x=1' })
  })

  it('refuses a form another site posted with 403 and the Spanish page, not a line of text', async () => {
    const answer = await send('POST', '/cerrar-sesion', { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' })
    expect(answer.status).toBe(403)
    expect(answer.headers['content-type']).toMatch(/^text\/html/)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.body).toContain('<h1>Solicitud rechazada</h1>')
  })
})
