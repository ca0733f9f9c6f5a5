import { describe, expect, it } from 'vitest'
import { newCaptureReference, paymentReference } from '~/payments/return-reference.server'
import { loadContext, thrownResponse } from '../../tests/route-helpers'
import { loader } from './pagos.retorno'

/**
 * The public return from the card provider's hosted pages (R45, A33): the signed reference alone says where the
 * payment's journey continues (app/payments/return-destinations.server.ts), with the reference and the provider's
 * `resultado` in the query; nothing else in the query is ever followed.
 */
const LIST = '/mi-mutual/pagos-pendientes'

const back = (query: string) =>
  Promise.resolve().then(() =>
    loader({ request: new Request(`http://localhost/pagos/retorno?${query}`), params: {}, context: loadContext })
  )
const nextOf = async (query: string) => ((await back(query)) as { next: string }).next
const withRef = (ref: string, rest = '') => `ref=${encodeURIComponent(ref)}${rest}`

describe('/pagos/retorno', () => {
  it.each([
    ['couta', `${LIST}/confirmacion`],
    ['orden', `${LIST}/confirmacion`],
    ['solicitud-medicamento', `${LIST}/confirmacion`],
    ['reserva', '/agenda/consulta-medica/pago-online'],
    ['compra-medicamentos', '/medicamentos-recetados/nueva-solicitud/pago'],
  ])('continues a payment of channel %s at %s, with its reference and the provider’s resultado', async (name, page) => {
    const ref = paymentReference(name, '31')!
    const next = new URL(await nextOf(withRef(ref, '&resultado=aprobado')), 'http://localhost')
    expect(next.pathname).toBe(page)
    expect(Object.fromEntries(next.searchParams)).toEqual({ ref, resultado: 'aprobado' })
  })

  it('passes on only a result it knows (else cancelado), and a card capture goes to the saved cards', async () => {
    const ref = paymentReference('reserva', '31')!
    expect(await nextOf(withRef(ref, '&resultado=<script>'))).toBe(
      `/agenda/consulta-medica/pago-online?${new URLSearchParams({ ref, resultado: 'cancelado' })}`
    )
    const capture = newCaptureReference()
    expect(await nextOf(withRef(capture, '&resultado=guardada'))).toBe(
      `/mis-datos/medios-precargados?${new URLSearchParams({ ref: capture, resultado: 'guardada' })}`
    )
  })

  it('sends a forged, unsigned or missing reference to the pending payments, never to an address from the query', async () => {
    const ref = paymentReference('reserva', '31')!
    const [, name, id, signature] = ref.split('.')
    for (const query of [
      '',
      'resultado=aprobado&next=https://evil.example/',
      withRef(`pago.${name}.${id}`, '&resultado=aprobado'),
      withRef(`pago.${name}.${id}.${'A'.repeat(43)}`, '&resultado=aprobado'),
      withRef(`pago.compra-medicamentos.${id}.${signature}`, '&resultado=aprobado'),
      withRef(`pago.otro.${id}.${signature}`, '&resultado=aprobado'),
      `ref=https%3A%2F%2Fevil.example%2F&resultado=aprobado`,
    ]) {
      const away = await thrownResponse(back(query))
      expect(away.headers.get('location'), query).toBe(LIST)
    }
  })
})
