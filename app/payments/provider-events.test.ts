import { describe, expect, it } from 'vitest'
import { providerEvent, providerSession } from './provider-events'

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
