import { describe, expect, it } from 'vitest'
import { byId, renderRoutePage } from '../../tests/component-helpers'
import EntregaStep from './medicamentos.nueva-solicitud.entrega'

/** What flow A's `entrega` loader gives its page: the frame and the holder's data to start from (home delivery). */
const page = {
  error: null,
  here: '/medicamentos/nueva-solicitud/entrega',
  back: '/medicamentos/nueva-solicitud/pago',
  ahead: [],
  progress: [],
  progressLinks: {},
  homeDelivery: true,
  values: { celular: '099123456', telefono: '24001234', direccion: 'Av. Italia 1234', entreCalles: '' },
}

describe('flow A step entrega (C64): what a phone may fill in', () => {
  it('names the mobile, the landline and the street for the browser’s saved details; not the streets between', () => {
    const html = renderRoutePage(EntregaStep, page)
    expect(byId(html, 'entrega-celular').attrs).toMatchObject({ type: 'tel', autocomplete: 'mobile tel-national' })
    expect(byId(html, 'entrega-telefono').attrs).toMatchObject({ type: 'tel', autocomplete: 'home tel-national' })
    expect(byId(html, 'entrega-direccion').attrs.autocomplete).toBe('shipping address-line1')
    expect(byId(html, 'entrega-entreCalles').attrs.autocomplete).toBe('off')
  })
})
