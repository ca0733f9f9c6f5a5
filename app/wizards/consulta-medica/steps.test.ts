import { describe, expect, it } from 'vitest'
import { back, fallbackPath, invalidate as invalidateIn } from '../graph'
import { changePath, errorPath as errorPathIn } from '../wizard'
import type { Draft } from './schemas.server'
import { madeReservationId, medicalBookingSteps as wizard, paidOnline, raisedOn, steps, withoutGivenBack, type Step } from './steps'

const canAccess = (draft: Draft, step: Step) => wizard.canAccess(draft, step)
const allowed = (draft: Draft) => steps.filter((step) => canAccess(draft, step))
const invalidate = (draft: Draft, change: Partial<Draft>) => invalidateIn(wizard, draft, change)
const base = '/agenda/consulta-medica'
const KEY = '7f1d3c52-4b0e-4d3f-9a57-0c1f2e3d4b5a'
const PAY_KEY = '0b6f1e0a-8d1c-4f55-b0a4-7c2b9e1d3f60'

const general = { especialidad: 3, tipoOrden: 31 }
const quick: Draft = { ...general, reservaRapida: true }
const doctor: Draft = { ...general, reservaRapida: false, profesional: 2 }
const withDay: Draft = { ...doctor, fecha: '2026-11-24' }
const turno = { nroCalendario: 3001, nroOrden: 4, comienzo: '2026-11-24T15:00' }
const chosen: Draft = { ...withDay, turno }
const quickChosen: Draft = { ...quick, turno }
const costed: Draft = { ...chosen, convenio: { id: 2, costo: 450 } }
const online: Draft = { ...costed, medioPago: 'online' }
const booked = { kind: 'booked', reservationId: '12', debtId: null, message: null } as const
const free: Draft = { ...chosen, attempts: { reserva: { key: KEY, outcome: booked } } }
const payment = (status: 'waiting-security-code' | 'rejected') => ({
  state:
    status === 'rejected'
      ? { status: 'rejected' as const, id: '9', messages: ['Fondos insuficientes'] }
      : { status: 'waiting-security-code' as const, id: '9', url: 'https://pagos.example/9' },
  details: { reservationId: '9', notSaved: false, activeReservation: false, debtId: '40', infoCfe: null },
})

describe('canAccess (BR24)', () => {
  const drafts: Array<[string, Draft, Step[]]> = [
    ['an empty draft', {}, ['reserva-web']],
    ['a specialty without an order type', { especialidad: 3, reservaRapida: true }, ['reserva-web']],
    ['a quick booking', quick, ['reserva-web', 'fecha-hora-rapida']],
    ['a doctor chosen', doctor, ['reserva-web', 'fecha']],
    ['"Elegir médico" without a doctor', { ...general, reservaRapida: false }, ['reserva-web']],
    ['a day', withDay, ['reserva-web', 'fecha', 'hora']],
    ['a slot of the quick booking', quickChosen, ['reserva-web', 'fecha-hora-rapida', 'confirmacion']],
    ['a slot on the chosen day', chosen, ['reserva-web', 'fecha', 'hora', 'confirmacion']],
    ['a booking that costs', costed, ['reserva-web', 'fecha', 'hora', 'confirmacion', 'medio-pago']],
    ['an agency chosen', { ...costed, medioPago: 'abitab' }, ['reserva-web', 'fecha', 'hora', 'confirmacion', 'medio-pago']],
    ['online chosen', online, ['reserva-web', 'fecha', 'hora', 'confirmacion', 'medio-pago', 'pago-online']],
    ['a free booking made', free, ['reserva-web', 'fecha', 'hora', 'confirmacion', 'reserva-finalizada']],
    // A key is kept before the call is sent: no result yet.
    ['a booking key without its outcome', { ...chosen, attempts: { reserva: { key: KEY } } }, ['reserva-web', 'fecha', 'hora', 'confirmacion']],
    [
      'a payment waiting for its code',
      { ...online, attempts: { pago: { key: PAY_KEY, outcome: payment('waiting-security-code') } } },
      ['reserva-web', 'fecha', 'hora', 'confirmacion', 'medio-pago', 'pago-online'],
    ],
    [
      'a payment rejected',
      { ...online, attempts: { pago: { key: PAY_KEY, outcome: payment('rejected') } } },
      ['reserva-web', 'fecha', 'hora', 'confirmacion', 'medio-pago', 'pago-online', 'reserva-finalizada'],
    ],
    // A later answer does not stand in for a missing earlier one.
    ['a slot without a specialty', { tipoOrden: 31, reservaRapida: true, turno }, ['reserva-web']],
    ['a day without a doctor', { ...general, reservaRapida: false, fecha: '2026-11-24', turno }, ['reserva-web']],
    ['a payment method without a cost', { ...chosen, medioPago: 'online' }, ['reserva-web', 'fecha', 'hora', 'confirmacion']],
  ]

  it.each(drafts)('with %s allows exactly the expected steps', (_name, draft, expected) => {
    expect(allowed(draft)).toEqual(expected)
  })

  // BR24's worked examples.
  it('sends {} from /fecha, and a quick booking from /confirmacion, to reserva-web keeping the draft', () => {
    expect(canAccess({}, 'fecha')).toBe(false)
    expect(canAccess(quick, 'fecha-hora-rapida')).toBe(true)
    expect(canAccess(quick, 'confirmacion')).toBe(false)
    expect(fallbackPath(wizard, quick)).toBe(`${base}/reserva-web?continuar`)
    expect(canAccess(withDay, 'hora')).toBe(true)
  })
})

describe('next', () => {
  const cases: Array<[Step, Draft, Step]> = [
    ['reserva-web', quick, 'fecha-hora-rapida'],
    ['reserva-web', doctor, 'fecha'],
    ['fecha', withDay, 'hora'],
    ['fecha-hora-rapida', quickChosen, 'confirmacion'],
    ['hora', chosen, 'confirmacion'],
    ['confirmacion', chosen, 'reserva-finalizada'],
    ['confirmacion', costed, 'medio-pago'],
    ['medio-pago', online, 'pago-online'],
    ['medio-pago', { ...costed, medioPago: 'abitab' }, 'reserva-finalizada'],
    ['medio-pago', { ...costed, medioPago: 'redpagos' }, 'reserva-finalizada'],
    ['pago-online', online, 'reserva-finalizada'],
    ['reserva-finalizada', free, 'reserva-finalizada'],
  ]

  it.each(cases)('after %s goes on as the answers say', (step, draft, to) => {
    expect(wizard.next(draft, step)).toBe(to)
  })
})

describe('ahead', () => {
  it('fetches both kinds of booking ahead from reserva-web, whatever the draft holds: the person chooses there', () => {
    for (const draft of [{}, quick, doctor]) expect(wizard.ahead!(draft, 'reserva-web')).toEqual(['fecha-hora-rapida', 'fecha'])
  })

  it('fetches the next step ahead everywhere else', () => {
    expect(wizard.ahead!(withDay, 'fecha')).toEqual(['hora'])
    expect(wizard.ahead!(costed, 'confirmacion')).toEqual(['medio-pago'])
  })
})

describe('back', () => {
  it('leaves for the agenda from the first step and goes back along the path taken elsewhere', () => {
    expect(back(wizard, {}, 'reserva-web')).toBe('/agenda')
    expect(back(wizard, quickChosen, 'confirmacion')).toBe(`${base}/fecha-hora-rapida?continuar`)
    expect(back(wizard, chosen, 'confirmacion')).toBe(`${base}/hora?continuar`)
    expect(back(wizard, withDay, 'hora')).toBe(`${base}/fecha?continuar`)
    expect(back(wizard, doctor, 'fecha')).toBe(`${base}/reserva-web?continuar`)
    expect(back(wizard, online, 'pago-online')).toBe(`${base}/medio-pago?continuar`)
    expect(back(wizard, costed, 'medio-pago')).toBe(`${base}/confirmacion?continuar`)
  })

  it('changes the general info from the confirmation (Modificar consulta) and comes back', () => {
    expect(wizard.summary).toBe('confirmacion')
    expect(changePath(wizard, 'reserva-web')).toBe(`${base}/reserva-web?continuar&cambiar`)
  })
})

describe('invalidate', () => {
  it('clears everything chosen for the specialty when it changes', () => {
    const filtered: Draft = { ...costed, filtros: { modalidad: 'ANY', filiales: [2], desde: 0, hasta: 24 }, medioPago: 'online' }
    expect(invalidate(filtered, { especialidad: 1, tipoOrden: 11 })).toEqual({ especialidad: 1, tipoOrden: 11, reservaRapida: false })
  })

  it('clears the doctor, day and slot when the booking kind changes', () => {
    expect(invalidate(costed, { reservaRapida: true })).toEqual({ ...general, reservaRapida: true })
  })

  it('clears the filters, day and slot (and what followed) when the doctor changes', () => {
    const filtered: Draft = { ...costed, filtros: { modalidad: 'REMOTE', filiales: [], desde: 8, hasta: 12 } }
    expect(invalidate(filtered, { profesional: 8 })).toEqual({ ...doctor, profesional: 8 })
  })

  it('clears the slot, agreement and method when the day changes', () => {
    expect(invalidate(online, { fecha: '2026-11-26' })).toEqual({ ...withDay, fecha: '2026-11-26' })
  })

  it('clears the agreement and method, keeping the slot, when the order type changes', () => {
    expect(invalidate(online, { tipoOrden: 32 })).toEqual({ ...chosen, tipoOrden: 32 })
  })

  it('keeps everything when the filters change, or an answer is given again unchanged', () => {
    const filtros = { modalidad: 'PRESENCIAL', filiales: [1], desde: 9, hasta: 24 } as const
    expect(invalidate(online, { filtros: { ...filtros, filiales: [...filtros.filiales] } })).toEqual({ ...online, filtros })
    expect(invalidate(online, { ...general, reservaRapida: false, profesional: 2, turno: { ...turno } })).toEqual(online)
  })
})

describe('the attempts', () => {
  const made: Draft = { ...online, attempts: { reserva: { key: KEY, outcome: booked }, pago: { key: PAY_KEY, outcome: payment('rejected') } } }
  const changes: Array<[string, Partial<Draft>, boolean]> = [
    ['another specialty', { especialidad: 1 }, false],
    ['another order type', { tipoOrden: 32 }, false],
    ['another booking kind', { reservaRapida: true }, false],
    ['another doctor', { profesional: 8 }, false],
    ['another day', { fecha: '2026-11-26' }, false],
    ['another slot', { turno: { ...turno, nroOrden: 5, comienzo: '2026-11-24T15:20' } }, false],
    ['another agreement', { convenio: { id: 1, costo: 1350 } }, false],
    // C40: the reservation made stays; only its method changes (E63).
    ['another payment method', { medioPago: 'abitab' }, true],
    ['other filters', { filtros: { modalidad: 'ANY', filiales: [], desde: 0, hasta: 24 } }, true],
    ['the same slot again', { turno: { ...turno } }, true],
  ]

  it.each(changes)('with %s are kept: %s', (_name, change, kept) => {
    const after = invalidate(made, change)
    expect(after.attempts?.reserva?.key === KEY && after.attempts?.pago?.key === PAY_KEY).toBe(kept)
    if (!kept) expect(after.attempts).toBeUndefined()
  })

  it('get their keys on the confirmation (the booking) and on the card step (the payment)', () => {
    const dependsOn = ['especialidad', 'tipoOrden', 'reservaRapida', 'profesional', 'turno', 'convenio']
    expect(wizard.attempts).toEqual({ reserva: { step: 'confirmacion', dependsOn }, pago: { step: 'pago-online', dependsOn } })
  })

  it("name the reservation already made: the card's first, then the agency's", () => {
    expect(madeReservationId(online)).toBeNull()
    expect(madeReservationId(free)).toBe('12')
    expect(madeReservationId(made)).toBe('9')
    expect(madeReservationId({ ...online, attempts: { pago: { key: PAY_KEY } } })).toBeNull()
  })

  describe('given back (a booking that failed before anything was charged, or that E58 did not save)', () => {
    const failedCard = { ...payment('rejected'), state: { status: 'error-before-confirm' as const, message: null, error107: false } }
    const failedAgency = { ...booked, kind: 'error' as const, reservationId: '13' }
    const notSaved = { ...booked, kind: 'not-saved' as const, reservationId: null }
    const cases: Array<[string, Draft, string | null]> = [
      ['a card', { ...online, attempts: { pago: { key: PAY_KEY, outcome: failedCard } } }, null],
      ['an agency', { ...online, attempts: { reserva: { key: KEY, outcome: failedAgency } } }, null],
      ['a booking not saved', { ...online, attempts: { reserva: { key: KEY, outcome: notSaved } } }, null],
      ['a card, after an agency booking that stands', { ...online, attempts: { reserva: { key: KEY, outcome: booked }, pago: { key: PAY_KEY, outcome: failedCard } } }, '12'],
    ]

    it.each(cases)('name no reservation made for %s', (_name, draft, made) => {
      expect(madeReservationId(draft)).toBe(made)
    })

    it.each(cases)('are dropped for the next payment method chosen, and only they: %s', (_name, draft) => {
      const kept = withoutGivenBack(draft).attempts
      expect(kept?.pago).toBeUndefined()
      const gone = ['error', 'not-saved'].includes(draft.attempts?.reserva?.outcome?.kind ?? '')
      expect(kept?.reserva).toEqual(gone ? undefined : draft.attempts?.reserva)
      expect(withoutGivenBack(made)).toBe(made)
    })
  })

  it('say a booking paid online only once its card payment succeeded: a rejected one may still be paid another way', () => {
    const paid = payment('rejected')
    const withPayment = (state: typeof paid.state | { status: 'success'; id: string }) => ({
      ...online,
      attempts: { pago: { key: PAY_KEY, outcome: { ...paid, state } } },
    })
    expect(paidOnline(withPayment({ status: 'success', id: '9' }))).toBe(true)
    expect(paidOnline(withPayment(paid.state))).toBe(false)
    expect(paidOnline({ ...online, attempts: { pago: { key: PAY_KEY, outcome: payment('waiting-security-code') } } })).toBe(false)
    expect(paidOnline(free)).toBe(false)
    expect(paidOnline(online)).toBe(false)
  })
})

describe('errorPath', () => {
  const errorPath = (kind: 'GENERIC_ERROR' | 'SLOT_UNAVAILABLE', where: Step) => errorPathIn(wizard, kind, where)

  it('shows an error on the step that names it', () => {
    expect(errorPath('GENERIC_ERROR', 'fecha')).toBe(`${base}/fecha?error=GENERIC_ERROR`)
    expect(errorPath('SLOT_UNAVAILABLE', 'fecha-hora-rapida')).toBe(`${base}/fecha-hora-rapida?error=SLOT_UNAVAILABLE`)
    expect(wizard.errors?.parse('SLOT_UNAVAILABLE')).toBe('SLOT_UNAVAILABLE')
    expect(wizard.errors?.parse('NO_ERROR')).toBeNull()
  })
})

describe('raisedOn', () => {
  it('holds each kind to the steps that raise it, so an address cannot show it elsewhere', () => {
    expect(steps.filter((step) => raisedOn('PRICE_CHANGED', step))).toEqual(['confirmacion'])
    expect(steps.filter((step) => raisedOn('SPECIALTIES_FAILED', step))).toEqual(['reserva-web'])
    expect(steps.filter((step) => raisedOn('SLOT_UNAVAILABLE', step))).toEqual(['fecha-hora-rapida', 'hora'])
    expect(steps.filter((step) => raisedOn('GENERIC_ERROR', step))).toEqual(['reserva-web', 'fecha-hora-rapida', 'fecha', 'hora', 'confirmacion'])
  })
})
