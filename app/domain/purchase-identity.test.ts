import { describe, expect, it } from 'vitest'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { affiliateKey } from '~/wizards/compra-medicamentos/selection'
import {
  afterResend,
  apiLockMs,
  codeComplete,
  dedupeQuoted,
  documentForm,
  documentNumber,
  documentRoute,
  isOwnDocument,
  RESEND_LOCK_MS,
  resendLabel,
  resendsAt,
  smsError,
  type DocumentAnswers,
} from './purchase-identity'

const ANA = '12345672'
const member = { callCentre: false, ownCi: '23456783', sendFailed: false }

describe('BR52: the document form', () => {
  it.each([
    { tipoDocumento: 1, documento: '12345672', enabled: true, key: '1-12345672' },
    { tipoDocumento: 1, documento: '12345673', enabled: false, key: '1-12345673' },
    { tipoDocumento: 2, documento: 'AB-99', enabled: true, key: '2-AB-99' },
    { tipoDocumento: 2, documento: '', enabled: false, key: '2-' },
    { tipoDocumento: 1, documento: '1.234.567-2', enabled: true, key: '1-12345672' },
  ])('type $tipoDocumento, "$documento" → enabled $enabled, key $key', ({ tipoDocumento, documento, enabled, key }) => {
    expect(documentForm({ ...member, tipoDocumento, documento }).enabled).toBe(enabled)
    expect(affiliateKey(tipoDocumento, documentNumber(tipoDocumento, documento))).toBe(key)
  })

  it.each([
    { why: 'another person', form: { ...member, tipoDocumento: 1, documento: ANA }, label: 'Enviar SMS' },
    { why: 'her own CI', form: { ...member, ownCi: ANA, tipoDocumento: 1, documento: ANA }, label: 'Continuar' },
    { why: 'the call centre', form: { ...member, callCentre: true, tipoDocumento: 1, documento: ANA }, label: 'Continuar' },
    { why: 'after a refused send', form: { ...member, sendFailed: true, tipoDocumento: 1, documento: ANA }, label: 'Reintentar envio' },
  ])('label for $why: $label', ({ form, label }) => {
    expect(documentForm(form).label).toBe(label)
  })

  it('hints the SMS, or the call-centre mode', () => {
    expect(documentForm({ ...member, tipoDocumento: 1, documento: '' }).hint).toBe(
      'Enviaremos un código por SMS al teléfono de la persona afiliada para validar su identidad.',
    )
    expect(documentForm({ ...member, callCentre: true, tipoDocumento: 1, documento: '' }).hint).toBe('Está trabajando en modalidad Call Center.')
  })

  it.each([
    { ownCi: ANA, tipo: 1, doc: '1.234.567-2', own: true },
    { ownCi: ANA, tipo: 1, doc: '23456783', own: false },
    { ownCi: ANA, tipo: 2, doc: ANA, own: false },
    { ownCi: null, tipo: 1, doc: ANA, own: false },
  ])('own document: $ownCi vs $tipo-$doc → $own', ({ ownCi, tipo, doc, own }) => {
    expect(isOwnDocument(ownCi, tipo, doc)).toBe(own)
  })
})

describe('BR53: where a document leads', () => {
  const other: DocumentAnswers = { alreadyAdded: false, own: false, callCentre: false, sanctioned: false, inhabilitado: null }
  it.each<{ why: string; answers: DocumentAnswers; route: ReturnType<typeof documentRoute> }>([
    { why: 'other person, sanctioned', answers: { ...other, sanctioned: true }, route: 'sancionado' },
    { why: 'other person, inhabilitado "Tiene deuda"', answers: { ...other, inhabilitado: 'Tiene deuda' }, route: 'inhabilitado' },
    { why: 'other person, first time', answers: other, route: 'sms' },
    { why: 'other person, code redeemed, no orders', answers: { ...other, verified: true, ordenesPendientes: [] }, route: 'agregar-medicamentos' },
    { why: 'other person, code redeemed, orders', answers: { ...other, verified: true, ordenesPendientes: [150] }, route: 'ordenes-pendientes' },
    { why: 'own document, no pending orders', answers: { alreadyAdded: false, own: true, callCentre: false, inhabilitado: null }, route: 'agregar-medicamentos' },
    { why: 'own document, inhabilitado', answers: { alreadyAdded: false, own: true, callCentre: false, inhabilitado: 'Tiene deuda' }, route: 'inhabilitado' },
    { why: 'call centre, orders [150]', answers: { ...other, callCentre: true, ordenesPendientes: [150] }, route: 'ordenes-pendientes' },
    { why: 'call centre, no orders: no SMS', answers: { ...other, callCentre: true }, route: 'agregar-medicamentos' },
    { why: 'already in the purchase (C79)', answers: { ...other, alreadyAdded: true, sanctioned: true }, route: 'agregar-medicamentos' },
  ])('$why → $route', ({ answers, route }) => {
    expect(documentRoute(answers)).toBe(route)
  })
})

describe('BR54: the code and its resends', () => {
  it.each([
    { code: 'A1B2C', complete: false },
    { code: 'A1B2C3', complete: true },
    { code: 'A1B2C3D', complete: false },
  ])('"$code" → Continuar enabled $complete', ({ code, complete }) => {
    expect(codeComplete(code)).toBe(complete)
  })

  it('counts 3 → 2 → 1 → 0, then locks five minutes (05:00, 61 s later 03:59), then gives 3 back', () => {
    const t0 = 1_000_000
    let state = { resendsLeft: 3 } as Parameters<typeof afterResend>[0]
    expect(resendLabel(state, t0).label).toBe('Reenviar código (Reintentos 3)')
    state = afterResend(state, { sent: true }, t0)
    expect(resendsAt(state, t0).left).toBe(2)
    state = afterResend(state, { sent: true }, t0)
    expect(resendsAt(state, t0).left).toBe(1)
    state = afterResend(state, { sent: true }, t0)
    expect(resendsAt(state, t0)).toEqual({ left: 0, lockedFor: RESEND_LOCK_MS })
    expect(resendLabel(state, t0)).toEqual({ label: medicinePurchase.verificacion.locked('05:00'), locked: true })
    expect(resendLabel(state, t0 + 61_000).label).toBe(medicinePurchase.verificacion.locked('03:59'))
    expect(resendLabel(state, t0 + RESEND_LOCK_MS)).toEqual({ label: 'Reenviar código (Reintentos 3)', locked: false })
    expect(resendsAt(afterResend(state, { sent: true }, t0 + RESEND_LOCK_MS), t0 + RESEND_LOCK_MS).left).toBe(2)
  })

  it('a failed resend costs nothing', () => {
    expect(afterResend({ resendsLeft: 2 }, { sent: false }, 0)).toEqual({ resendsLeft: 2 })
  })

  it("takes the API's own lock as its own, shown and ended the same way", () => {
    const t0 = 1_000_000
    const state = afterResend({ resendsLeft: 2 }, { sent: false, lockedFor: apiLockMs('Intente nuevamente en 04:59.') }, t0)
    expect(state).toEqual({ resendsLeft: 0, lockedUntil: t0 + 299_000 })
    expect(resendLabel(state, t0)).toEqual({ label: medicinePurchase.verificacion.locked('04:59'), locked: true })
    expect(resendLabel(state, t0 + 299_000)).toEqual({ label: 'Reenviar código (Reintentos 3)', locked: false })
  })

  it.each([
    { text: 'Se alcanzó el máximo de reenvíos del código. Intente nuevamente en 04:59.', ms: 299_000 },
    { text: 'Intente nuevamente en 12:00', ms: 720_000 },
    { text: 'Se alcanzó el máximo de reenvíos del código.', ms: RESEND_LOCK_MS },
    { text: 'Intente nuevamente en 4:75.', ms: RESEND_LOCK_MS },
    { text: '', ms: RESEND_LOCK_MS },
  ])('a 429 that says "$text" locks for $ms ms', ({ text, ms }) => {
    expect(apiLockMs(text)).toBe(ms)
  })
})

describe('BR55: a refused SMS send', () => {
  it.each([
    { body: '', message: 'No se pudo enviar el SMS al afiliado.' },
    { body: null, message: 'No se pudo enviar el SMS al afiliado.' },
    { body: 'x'.repeat(800), message: medicinePurchase.generic },
    { body: 'El afiliado "PÉREZ" "PÉREZ" no tiene celular', message: 'El afiliado "PÉREZ" no tiene celular' },
    { body: 'Sin saldo', message: 'Sin saldo' },
  ])('body of $body.length chars → its message', ({ body, message }) => {
    expect(smsError(body)).toBe(message)
  })

  it.each([
    { text: '"A" "A" "A" y "B"', collapsed: '"A" y "B"' },
    { text: '"A" "B"', collapsed: '"A" "B"' },
    { text: 'sin comillas', collapsed: 'sin comillas' },
  ])('dedupeQuoted($text) → $collapsed', ({ text, collapsed }) => {
    expect(dedupeQuoted(text)).toBe(collapsed)
  })
})
