import { describe, expect, it } from 'vitest'
import { purchaseAnnulled, PurchasePriceChanged, readPurchaseCfe, readPurchaseFinalize, readPurchaseStart } from './purchase-answers'

const CFE = { TipoDocumentoCFE: 'e-Ticket', SerieCFE: 'A', NroDocumentoCFE: 1000002, CodSeguridad: 'Xy34Zw', URLConsultaCFE: 'https://efactura.example/c' }

describe('readPurchaseStart (BR63, the spec\'s worked example first)', () => {
  it('pasarela {id: 5, url: null} → success: paid already, read as "confirm now" on purchase 5', () => {
    expect(readPurchaseStart({ Status: true, pasarela: { id: 5, url: null } })).toMatchObject({
      outcome: { kind: 'confirm-now', id: '5' },
      deudaId: '5',
    })
  })

  it('pasarela with a url → the security code; only a web address is followed', () => {
    const read = readPurchaseStart({ Status: true, Mensaje: 'Recibimos tu solicitud', Id_EnvFarDom: 500001, deuda_id: 5, pasarela: { id: 5, url: 'https://pagos.example/cvv?sesion=1' } })
    expect(read).toEqual({
      outcome: { kind: 'ask-security-code', id: '5', url: 'https://pagos.example/cvv?sesion=1' },
      deudaId: '5',
      mensaje: 'Recibimos tu solicitud',
      idEnvFarDom: '500001',
      cfe: null,
      registered: false,
    })
    expect(readPurchaseStart({ Status: true, pasarela: { id: 5, url: 'javascript:alert(1)' } }).outcome).toEqual({ kind: 'generic-error' })
  })

  it('errores_pagos → rejected, keeping the purchase to annul or retry (Intentar nuevamente)', () => {
    expect(readPurchaseStart({ Status: false, error: true, Mensaje: 'Fondos insuficientes', errores_pagos: ['Fondos insuficientes'], deuda_id: 7 }).outcome).toEqual({
      kind: 'rejected',
      messages: ['Fondos insuficientes'],
      id: '7',
    })
  })

  it('the error flag or Status false → an error with Mensaje, generic without words; error_107 is its own', () => {
    expect(readPurchaseStart({ Status: false, error: true, Mensaje: 'No se pudo iniciar el pago', deuda_id: 7 }).outcome).toEqual({
      kind: 'error',
      message: 'No se pudo iniciar el pago',
    })
    expect(readPurchaseStart({ error: true, pasarela: { id: 5, url: 'https://pagos.example/cvv' } }).outcome).toEqual({ kind: 'generic-error' })
    expect(readPurchaseStart({ Status: false }).outcome).toEqual({ kind: 'generic-error' })
    expect(readPurchaseStart({ error_107: 'Reingrese la tarjeta', deuda_id: 7 }).outcome).toEqual({ kind: 'error-107', message: 'Reingrese la tarjeta' })
  })

  it('E94 pricing the purchase otherwise (409 costo_calculado) is no outcome at all: the prices are to be reviewed', () => {
    const priced = { detail: 'El costo no coincide', error: true, Mensaje: 'El costo no coincide', costo_calculado: '512.30' }
    expect(() => readPurchaseStart(priced)).toThrow(PurchasePriceChanged)
    expect(readPurchaseStart({ ...priced, costo_calculado: null }).outcome).toEqual({ kind: 'error', message: 'El costo no coincide' })
  })

  it('Status true without pasarela is a purchase registered to be paid elsewhere, with its invoice fields (A23)', () => {
    const read = readPurchaseStart({ Status: true, Confirmacion_Result: { ...CFE, deuda_id: 8 }, Mensaje: 'ok', Id_EnvFarDom: 500003, deuda_id: 8, pasarela: null })
    expect(read).toMatchObject({ registered: true, deudaId: '8', cfe: { ...CFE, NroDocumentoCFE: '1000002' } })
  })

  it.each([['text', 'texto'], ['null', null], ['an empty object', {}], ['a refusal', { detail: 'No existe el medio de pago' }]])('%s is an error', (_, body) => {
    expect(['generic-error', 'error']).toContain(readPurchaseStart(body).outcome.kind)
  })
})

describe('readPurchaseFinalize (E96)', () => {
  it.each([
    ['charged, with the invoice', { Status: true, ok: true, ...CFE }, { kind: 'ok' }],
    ['rejected by the provider', { Status: false, error: true, errores_pagos: ['Tarjeta rechazada'] }, { kind: 'rejected', messages: ['Tarjeta rechazada'] }],
    ['the error flag with Mensaje', { error: true, Mensaje: 'No se pudo confirmar el pago' }, { kind: 'error', message: 'No se pudo confirmar el pago' }],
    ['a refusal', { detail: 'La compra fue anulada', error: true, Mensaje: 'La compra fue anulada' }, { kind: 'error', message: 'La compra fue anulada' }],
    ['nothing', {}, { kind: 'error', message: null }],
  ])('%s', (_, body, outcome) => {
    expect(readPurchaseFinalize(body)).toEqual(outcome)
  })

  it('reads the invoice of the answer', () => {
    expect(readPurchaseCfe({ Status: true, ...CFE })).toMatchObject({ CodSeguridad: 'Xy34Zw' })
    expect(readPurchaseCfe({ Status: true, TipoDocumentoCFE: null })).toBeNull()
  })
})

describe('purchaseAnnulled (E95: an error with errores_pagos is rejected, else not)', () => {
  it.each([
    ['annulled', { Status: true, ok: true }, true],
    ['the payment had been rejected: ended, nothing charged', { Status: false, error: true, errores_pagos: ['Tarjeta rechazada'] }, true],
    ['refused (paid)', { error: true, Mensaje: 'La compra ya fue pagada' }, false],
    ['nothing', {}, false],
    ['text', 'texto', false],
  ])('%s', (_, body, ended) => {
    expect(purchaseAnnulled(body)).toBe(ended)
  })
})
