import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYS_ONLINE_HEADER, paysOnline } from '~/payments/pays-online.server'
import { providerOrigin } from '~/payments/provider.server'
import * as confirmation from '~/routes/mi-producto.pagos-pendientes.confirmacion'
import * as pendingList from '~/routes/mi-producto.pagos-pendientes'
import * as pendingDebt from '~/routes/mi-producto.pagos-pendientes.$type.$id'
import * as payPage from '~/routes/mi-producto.pagos-pendientes.pago.$type.$id'
import * as paymentReturn from '~/routes/pagos.retorno'
import * as profile from '~/routes/mis-datos._index'
import * as savedCards from '~/routes/mis-datos_.medios-precargados'
import * as login from '~/routes/login'
import { contentSecurityPolicy, securityHeaders } from './security-headers'

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]))

describe('the Content-Security-Policy', () => {
  it('names the card provider only on the pages that declare they pay online', () => {
    const declares = (module: object) => ((module as { handle?: unknown }).handle as { paysOnline?: boolean } | undefined)?.paysOnline === true
    expect(declares(payPage)).toBe(true)
    expect(declares(savedCards)).toBe(true)
    for (const [name, module] of Object.entries({ pendingList, pendingDebt, confirmation, paymentReturn, profile, login })) {
      expect(declares(module), name).toBe(false)
    }
  })

  it('reads the declaration from the routes the document matched', () => {
    const context = (handles: unknown[]) => ({
      routeModules: Object.fromEntries(handles.map((handle, index) => [`r${index}`, { handle, default: () => null }])),
      staticHandlerContext: { matches: handles.map((_, index) => ({ route: { id: `r${index}` } })) },
    })
    const of = (handles: unknown[]) => paysOnline(context(handles) as unknown as Parameters<typeof paysOnline>[0])
    expect(of([undefined, { paysOnline: true }])).toBe(true)
    expect(of([undefined, { shell: false }])).toBe(false)
    expect(of([undefined, { paysOnline: 'yes' }])).toBe(false)
  })

  it('lets the provider in a frame and as the target of a form’s redirect there, and nowhere else', () => {
    const plain = directives(contentSecurityPolicy('n'))
    expect(plain['frame-src']).toBeUndefined()
    expect(plain['form-action']).toBe("'self'")
    const pay = directives(contentSecurityPolicy('n', 'http://127.0.0.1:3001'))
    expect(pay['frame-src']).toBe('http://127.0.0.1:3001')
    expect(pay['form-action']).toBe("'self' http://127.0.0.1:3001")
    expect(pay['script-src']).toBe(plain['script-src'])
    expect(pay['frame-ancestors']).toBe("'none'")
  })

  describe('as the server sends it', () => {
    let base = ''
    let close = () => {}
    beforeAll(async () => {
      const app = express()
      app.use(securityHeaders)
      // As the Remix adapter copies a rendered page's headers: the paying page's carries the mark entry.server sets.
      app.get('/paga', (_req, res) => void res.append(PAYS_ONLINE_HEADER, '1').send('<p>paga</p>'))
      app.get('/no-paga', (_req, res) => void res.send('<p>no paga</p>'))
      const server = app.listen(0)
      await new Promise((resolve) => server.once('listening', resolve))
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      close = () => server.close()
    })
    afterAll(() => close())

    it('gives a paying page the provider’s origin, with its own nonce, and a page that does not pay none', async () => {
      const paying = await fetch(`${base}/paga`)
      const policy = directives(paying.headers.get('content-security-policy') ?? '')
      expect(policy['frame-src']).toBe(providerOrigin())
      expect(policy['form-action']).toBe(`'self' ${providerOrigin()}`)
      expect(policy['script-src']).toMatch(/^'nonce-[^']+' 'strict-dynamic'$/)
      expect(paying.headers.get(PAYS_ONLINE_HEADER)).toBeNull()
      expect(paying.headers.getSetCookie()).toEqual([])

      const other = await fetch(`${base}/no-paga`)
      const plain = directives(other.headers.get('content-security-policy') ?? '')
      expect(plain['frame-src']).toBeUndefined()
      expect(plain['form-action']).toBe("'self'")
      expect(other.headers.get('content-security-policy')).not.toContain(providerOrigin())
    })
  })
})
