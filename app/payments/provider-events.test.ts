import { describe, expect, it } from 'vitest'
import { providerEvent, providerSession, securityCodeReport } from './provider-events'
import { securityCodeReportOf } from './schemas.server'

const from = (fields: Record<string, unknown>) => ({
  proveedor: 'sandbox-pagos',
  version: 1,
  tipo: 'cvv',
  sesion: 's1',
  ...fields,
})

describe('providerEvent', () => {
  it.each([
    ['process status 1 proceeds', from({ evento: 'process', status: 1 }), { event: 'process-status-1' }],
    [
      'process status 2 is a rejection with its reason',
      from({ evento: 'process', status: 2, mensaje: ' Código incorrecto ' }),
      { event: 'rejected', message: 'Código incorrecto' },
    ],
    ['a notification', from({ evento: 'notification', status: 1 }), { event: 'notification' }],
    ['Cancelar on the page', from({ evento: 'close' }), { event: 'close' }],
    ['the page timing out', from({ evento: 'timeout' }), { event: 'timeout' }],
  ])('%s', (_, message, event) => {
    expect(providerEvent(message, 'cvv', 's1')).toEqual(event)
  })

  it.each([
    ['another provider', { ...from({ evento: 'close' }), proveedor: 'otro' }],
    ['another page kind', { ...from({ evento: 'close' }), tipo: 'captura' }],
    ['another session', { ...from({ evento: 'process', status: 1 }), sesion: 's2' }],
    ['an unknown event', from({ evento: 'process', status: 3 })],
    ['not an object', 'close'],
    ['null', null],
  ])('ignores %s', (_, message) => {
    expect(providerEvent(message, 'cvv', 's1')).toBeNull()
  })

  it('ignores everything when the page has no session', () => {
    expect(providerEvent(from({ evento: 'close' }), 'cvv', null)).toBeNull()
  })
})

describe('providerSession', () => {
  it('reads the session from the page address', () => {
    expect(providerSession('http://127.0.0.1:3001/pasarela/cvv?sesion=abc')).toBe('abc')
    expect(providerSession('no es una dirección')).toBeNull()
  })
})

describe('the security-code relay', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [name, value] of Object.entries(fields)) data.append(name, value)
    return data
  }

  it('submits what the dialog saw in the fields the action reads back', () => {
    const fields = securityCodeReport('pago.couta.MQ.sig', { event: 'rejected', message: 'Código incorrecto' })
    expect(fields).toEqual({ intent: 'evento', ref: 'pago.couta.MQ.sig', evento: 'rejected', mensaje: 'Código incorrecto', conScripts: '1' })
    expect(securityCodeReportOf(form(fields))).toEqual({ ref: 'pago.couta.MQ.sig', evento: 'rejected', mensaje: 'Código incorrecto' })
  })

  it('tells another submit of the page (null) from a malformed report', () => {
    expect(securityCodeReportOf(form({ perfil_pago: '501' }))).toBeNull()
    expect(securityCodeReportOf(form({ intent: 'evento', ref: 'x', evento: 'aprobado' }))).toBe('invalid')
    expect(securityCodeReportOf(form({ intent: 'evento', evento: 'close' }))).toBe('invalid')
  })
})
