import { describe, expect, it } from 'vitest'
import { readReservationCfe, readReservationStart } from './reservation-answers'

const CFE = {
  url_consulta_cfe: 'https://efactura.example/consulta?serie=A&nro=1000001&codigo=Ab12Cd',
  tipo_documento_cfe: 'e-Ticket',
  serie_cfe: 'A',
  nro_doc_cfe: 1000001,
  codigo_seguridad: 'Ab12Cd',
}

describe('readReservationStart (BR31, the spec\'s worked examples first)', () => {
  it('{error_inicial: "x"} → not saved, that result, no reservation', () => {
    expect(readReservationStart({ error_inicial: 'x' })).toEqual({
      outcome: { kind: 'error', message: 'x' },
      reservationId: null,
      notSaved: true,
      activeReservation: false,
      debtId: null,
      infoCfe: null,
    })
  })

  it('{id: 9, errores_pagos: ["Fondos insuficientes"]} → idReservation 9, rejected', () => {
    expect(readReservationStart({ id: 9, errores_pagos: ['Fondos insuficientes'] })).toMatchObject({
      outcome: { kind: 'rejected', messages: ['Fondos insuficientes'], id: '9' },
      reservationId: '9',
      notSaved: false,
    })
  })

  it('{id: 9, url: "https://capture"} → the security-code modal', () => {
    expect(readReservationStart({ id: 9, url: 'https://capture' }).outcome).toEqual({
      kind: 'ask-security-code',
      id: '9',
      url: 'https://capture/',
    })
  })

  it('reads error_inicial before everything else, and errores_pagos before an error', () => {
    expect(readReservationStart({ error_inicial: 'x', id: 9, errores_pagos: ['y'] })).toMatchObject({ notSaved: true, reservationId: null })
    expect(readReservationStart({ id: 9, errores_pagos: 'y', error: 'z' }).outcome).toEqual({ kind: 'rejected', messages: ['y'], id: '9' })
  })

  it('a standing reservation for the specialty is told apart, with the API\'s words', () => {
    const read = readReservationStart({ detail: 'Tiene una reserva vigente para esta especialidad.', reserva_vigente: true })
    expect(read).toMatchObject({ activeReservation: true, outcome: { kind: 'error', message: 'Tiene una reserva vigente para esta especialidad.' } })
  })

  it('the error flag without words is the generic error, never a payment to confirm', () => {
    expect(readReservationStart({ id: 9, error: true }).outcome).toEqual({ kind: 'generic-error' })
    expect(readReservationStart({ error_inicial: true }).outcome).toEqual({ kind: 'generic-error' })
  })

  it('an error with its text, error_107, and an id without url (confirm now) read as for a debt', () => {
    expect(readReservationStart({ id: 9, error: 'Monto inválido' }).outcome).toEqual({ kind: 'error', message: 'Monto inválido' })
    expect(readReservationStart({ id: 9, error_107: 'Reingrese la tarjeta' }).outcome).toEqual({ kind: 'error-107', message: 'Reingrese la tarjeta' })
    expect(readReservationStart({ id: 9, url: null, id_transaccion: 70100 })).toMatchObject({
      outcome: { kind: 'confirm-now', id: '9' },
      debtId: '70100',
    })
  })

  it('keeps info_cfe when it names an invoice', () => {
    expect(readReservationStart({ id: 9, info_cfe: CFE }).infoCfe).toEqual({ ...CFE, nro_doc_cfe: '1000001' })
    expect(readReservationCfe(null)).toBeNull()
    expect(readReservationCfe({ serie_cfe: 'A' })).toBeNull()
  })

  it.each([['text', 'texto'], ['a list', [1]], ['null', null]])('%s is the generic error', (_, body) => {
    expect(readReservationStart(body)).toMatchObject({ outcome: { kind: 'generic-error' }, reservationId: null })
  })
})
