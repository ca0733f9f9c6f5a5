import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, usesPaymentProvider } from './security-headers'

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1).join(' ')]))

describe('the Content-Security-Policy', () => {
  it('names the card provider only on the pages that use it', () => {
    expect(usesPaymentProvider('/mi-mutual/pagos-pendientes/pago/couta/70001')).toBe(true)
    expect(usesPaymentProvider('/mis-datos/medios-precargados')).toBe(true)
    for (const path of [
      '/',
      '/mi-mutual/pagos-pendientes',
      '/mi-mutual/pagos-pendientes/couta/70001',
      '/mi-mutual/pagos-pendientes/confirmacion',
      '/pagos/retorno',
      '/mis-datos',
      '/login',
    ]) {
      expect(usesPaymentProvider(path), path).toBe(false)
    }
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
})
