import { describe, expect, it } from 'vitest'
import {
  afterPaymentMethod,
  agreementCost,
  agreementLabel,
  availabilityCall,
  bookingKind,
  bookingOutcome,
  cancelledMessage,
  cheapestAgreement,
  confirmChoice,
  medicalErrorMessage,
  parseMedicalErrorKind,
  paymentMethodOptions,
  professionalName,
  reservationDate,
  resultEffects,
  shownSlots,
  type Agreement,
} from './medical-booking'
import { readReservationStart } from './reservation-answers'

describe('the availability call (BR28)', () => {
  it('sends professional 0 and the branches comma-joined for a quick booking', () => {
    expect(availabilityCall({ especialidad: 3, profesional: null, filiales: [3, 7] }, { inicio: '05-03-2025', fin: '05-03-2026' })).toEqual({
      url: 'disponibilidad/0/3/05-03-2025/05-03-2026/',
      filial: '3,7',
      modalidad: 'ANY',
    })
  })

  it("sends the doctor's id, every branch and the mode asked for", () => {
    expect(availabilityCall({ especialidad: 1, profesional: 4, modalidad: 'REMOTE' }, { inicio: '23-11-2026', fin: '23-11-2026' })).toEqual({
      url: 'disponibilidad/4/1/23-11-2026/23-11-2026/',
      filial: '',
      modalidad: 'REMOTE',
    })
  })
})

describe('names', () => {
  it('names a doctor by name and surname', () => {
    expect(professionalName({ nombre: 'Martín', apellido: 'Silva' })).toBe('Martín Silva')
  })
})

describe('the agreement and the confirmation button (BR29, A56)', () => {
  const cases: Array<[string, Agreement[], number | null, number, string | null]> = [
    ['a free one beats a costed one', [{ id: 1, nombre: 'Particular', costo: '350.00' }, { id: 2, nombre: 'FONASA', costo: '0' }], 2, 0, 'Confirmar reserva'],
    ['the cheaper of two costed ones', [{ id: 1, nombre: 'Particular', costo: '120' }, { id: 2, nombre: 'FONASA', costo: '80.5' }], 2, 80.5, 'Pagar'],
    ['a missing cost counts as 0', [{ id: 1, nombre: 'FONASA', costo: null }], 1, 0, 'Confirmar reserva'],
    ['equal costs keep the API order', [{ id: 7, nombre: 'A', costo: 450 }, { id: 3, nombre: 'B', costo: '450.00' }], 7, 450, 'Pagar'],
    ['no agreement: nothing to confirm', [], null, 0, null],
  ]

  it.each(cases)('%s', (_name, agreements, id, cost, label) => {
    const cheapest = cheapestAgreement(agreements)
    expect(cheapest?.agreement.id ?? null).toBe(id)
    if (cheapest) {
      expect(cheapest.cost).toBe(cost)
      expect(confirmChoice(cheapest.cost).label).toBe(label)
    }
  })

  it('reads a cost that is not an amount as 0', () => {
    for (const costo of [undefined, null, '', 'gratis', '-5', Number.NaN]) expect(agreementCost(costo), String(costo)).toBe(0)
    expect(agreementCost('1350.00')).toBe(1350)
    expect(agreementCost('80,5')).toBe(80.5)
  })

  it('shows the agreement with the cost charged (C39)', () => {
    expect(agreementLabel({ agreement: { id: 2, nombre: 'FONASA', costo: '450.00' }, cost: 450 })).toBe('FONASA: $450.00')
    expect(agreementLabel(cheapestAgreement([{ id: 2, nombre: 'FONASA', costo: '80.5' }])!)).toBe('FONASA: $80.50')
  })

  it('pays when it costs something, and books at once otherwise (BR30)', () => {
    expect(confirmChoice(120)).toEqual({ action: 'pay', label: 'Pagar' })
    expect(confirmChoice(0)).toEqual({ action: 'book', label: 'Confirmar reserva' })
  })
})

describe('after the payment method (BR30, C40)', () => {
  it('offers the three methods with the spec labels (A39)', () => {
    expect(paymentMethodOptions()).toEqual([
      { value: 'online', label: 'Pago en línea' },
      { value: 'abitab', label: 'Abitab' },
      { value: 'redpagos', label: 'RedPagos' },
    ])
  })

  it('goes to the card for online, books with the agency code otherwise', () => {
    expect(afterPaymentMethod('online', null)).toEqual({ kind: 'pay-online' })
    expect(afterPaymentMethod('abitab', null)).toEqual({ kind: 'book', metodoPago: 'abitab' })
  })

  it('only changes the method of a reservation already made', () => {
    expect(afterPaymentMethod('redpagos', '77')).toEqual({ kind: 'change', idReserva: '77', metodoPago: 'redpagos', isOnline: false })
    expect(afterPaymentMethod('online', '77')).toEqual({ kind: 'change', idReserva: '77', metodoPago: 'online', isOnline: true })
  })
})

describe('a booking without a card (BR31)', () => {
  const read = (body: unknown) => bookingOutcome(readReservationStart(body))

  it('is booked with its id', () => {
    expect(read({ id: 12, id_transaccion: 40 })).toEqual({ kind: 'booked', reservationId: '12', debtId: '40', message: null })
  })

  it('was not saved after error_inicial', () => {
    expect(read({ error_inicial: 'x' })).toEqual({ kind: 'not-saved', reservationId: null, debtId: null, message: 'x' })
  })

  it('names a standing reservation for the specialty', () => {
    expect(read({ detail: 'Tiene una reserva vigente para esta especialidad.', reserva_vigente: true })).toMatchObject({
      kind: 'active-reservation',
      message: 'Tiene una reserva vigente para esta especialidad.',
    })
  })

  it('is an error for an error flag, an error text or a payment nobody asked for', () => {
    expect(read({ error: true, id: 3 })).toMatchObject({ kind: 'error', message: null })
    expect(read({ error: 'Sin lugar' })).toMatchObject({ kind: 'error', message: 'Sin lugar' })
    expect(read({ id: 9, url: 'https://pagos.example/capture' })).toMatchObject({ kind: 'error', reservationId: '9' })
    expect(read({ id: 9, errores_pagos: ['Fondos insuficientes'] })).toMatchObject({ kind: 'error', reservationId: '9', message: 'Fondos insuficientes' })
  })
})

describe('the result screen (BR32)', () => {
  it('annuls the invoice of a failed or rejected booking, and shows the invoice of a failed or rejected online one', () => {
    expect(resultEffects('success', 'online')).toEqual({ annulInvoice: false, showInvoice: false })
    expect(resultEffects('rejected', 'online')).toEqual({ annulInvoice: true, showInvoice: true })
    expect(resultEffects('error', 'online')).toEqual({ annulInvoice: true, showInvoice: true })
    expect(resultEffects('error', 'abitab')).toEqual({ annulInvoice: true, showInvoice: false })
    expect(resultEffects('error', null)).toEqual({ annulInvoice: true, showInvoice: false })
  })
})

describe('reservationDate (BR33, A25)', () => {
  it.each([
    ['2025-03-05T14:30:00', '2025-03-05T14:30', '2025-03-05T14:30'],
    ['2025-03-05T09:05:00', '2025-03-05T09:05', '2025-03-05T9:05'],
    ['2025-03-05T9:05', '2025-03-05T09:05', '2025-03-05T9:05'],
  ])('%s is sent as %s (literal H: %s)', (comienzo, padded, literal) => {
    expect(reservationDate(comienzo)).toBe(padded)
    expect(reservationDate(comienzo, 'literal')).toBe(literal)
  })

  it('is null for a start that is not one', () => {
    expect(reservationDate('05-03-2025 09:05')).toBeNull()
  })
})

describe('bookingKind (A47)', () => {
  const base = { quick: false, professional: { es_referencia: false }, slot: '2026-11-25T09:00:00', firstAvailable: '2026-11-20T09:20:00' }

  it.each([
    ['a quick booking, whatever else', { ...base, quick: true, professional: null }, 1],
    ['a quick booking before a reference doctor', { ...base, quick: true, professional: { es_referencia: true } }, 1],
    ['the reference doctor', { ...base, professional: { es_referencia: true } }, 2],
    ['a slot on the first available date', { ...base, slot: '2026-11-20T15:00:00' }, 3],
    ['a slot before it', { ...base, slot: '2026-11-19T15:00:00' }, 3],
    ['a later date the member chose', base, 4],
    ['a specialty without a first available date', { ...base, firstAvailable: null }, 4],
  ] as const)('%s is %i', (_name, booking, kind) => {
    expect(bookingKind(booking)).toBe(kind)
  })
})

describe('the cancelled consultation (BR34)', () => {
  it('words each way it had been paid', () => {
    expect(cancelledMessage('ONLINE')).toContain('48 horas hábiles')
    expect(cancelledMessage('AGENCIA_PAGA')).toContain('30 días')
    expect(cancelledMessage('AGENCIA_NO_PAGA')).toBe('Tu reserva fue cancelada.')
  })
})

describe('shownSlots (C36: the quick booking\'s pages)', () => {
  it('shows whole pages, from one up to the most, whatever the address asks', () => {
    expect(shownSlots('48', 24, 5)).toBe(48)
    expect(shownSlots('30', 24, 5)).toBe(48)
    expect(shownSlots('120', 24, 5)).toBe(120)
    for (const huge of ['121', '2000', '100000', '1e9', 'Infinity']) expect(shownSlots(huge, 24, 5), huge).toBe(120)
    for (const odd of [null, '', ' ', 'abc', '-48', '0', '24', '12', 'NaN', '-Infinity']) expect(shownSlots(odd, 24, 5), String(odd)).toBe(24)
  })
})

describe('error kinds', () => {
  it('reads only its own kinds from a URL', () => {
    expect(parseMedicalErrorKind('SLOT_UNAVAILABLE')).toBe('SLOT_UNAVAILABLE')
    for (const value of ['NO_ERROR', 'slot_unavailable', '', null]) expect(parseMedicalErrorKind(value)).toBeNull()
  })

  it('words each kind', () => {
    expect(medicalErrorMessage('GENERIC_ERROR')).toBe('Ocurrió un problema inesperado. Inténtelo de nuevo más tarde.')
    expect(medicalErrorMessage('SLOT_UNAVAILABLE')).toBe('El horario elegido ya no está disponible. Elija otro.')
  })
})
