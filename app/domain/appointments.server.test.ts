import { describe, expect, it } from 'vitest'
import { adminCard, medicalCard, medicalList, reservationStart } from './appointments.server'
import { statusBadge } from './reservation-status'

const ok = <T,>(value: T): PromiseFulfilledResult<T> => ({ status: 'fulfilled', value })
const failed: PromiseRejectedResult = { status: 'rejected', reason: new Error('down') }

const consulta = (id: number, fechahora: string) => ({
  id,
  fechahora,
  medico: `Médico ${id}`,
  filial: 'Centro',
  especialidad: 'Medicina General',
})

const reserva = (id: number, fechaReserva: string, status = 'confirmed') => ({
  id,
  description: 'Farmacia',
  fechaReserva,
  fechaReservaFormatString: fechaReserva,
  idTramite: null,
  nombreSector: 'Farmacia',
  numeroLlamado: null,
  sucursal: { id: 1, descripcion: 'Centro' },
  status,
})

describe('medicalCard (BR45)', () => {
  it('shows the earliest upcoming consultation when the code is 00', () => {
    const a = consulta(1, '10-03-2025 09:00')
    const b = consulta(2, '05-03-2025 14:30')
    expect(medicalCard(ok({ codigo: '00', consultas: [a, b] }))).toEqual({ status: 'ok', next: b })
  })

  it('compares dates, not text, and keeps the API order for ties and unreadable dates', () => {
    const nextYear = consulta(1, '01-01-2026 08:00')
    const december = consulta(2, '31-12-2025 08:00')
    expect(medicalCard(ok({ codigo: '00', consultas: [nextYear, december] }))).toMatchObject({ next: december })

    const unreadable = consulta(3, 'pronto')
    const first = consulta(4, '05-03-2025 14:30')
    const twin = consulta(5, '05-03-2025 14:30')
    expect(medicalCard(ok({ codigo: '00', consultas: [unreadable, first, twin] }))).toMatchObject({ next: first })
    expect(medicalCard(ok({ codigo: '00', consultas: [unreadable] }))).toMatchObject({ next: unreadable })
  })

  it('has nothing to show (the booking link) when the list is empty', () => {
    expect(medicalCard(ok({ codigo: '00', consultas: [] }))).toEqual({ status: 'ok', next: null })
  })

  it('reports a code other than 00 with the spec message', () => {
    expect(medicalCard(ok({ codigo: '01', consultas: [consulta(1, '05-03-2025 14:30')] }))).toEqual({
      status: 'error',
      message: 'Is not possible get information for this user.',
    })
  })

  it('reports a failed request with the spec message', () => {
    expect(medicalCard(failed)).toEqual({ status: 'error', message: 'Error fetching next medical appointments.' })
  })
})

describe('medicalList (BR45)', () => {
  it('lists every consultation earliest first, unreadable dates last, ties in the API order', () => {
    const march10 = consulta(1, '10-03-2025 09:00')
    const march5 = consulta(2, '05-03-2025 14:30')
    const unreadable = consulta(3, 'pronto')
    const march5Twin = consulta(4, '05-03-2025 14:30')
    expect(medicalList(ok({ codigo: '00', consultas: [march10, unreadable, march5, march5Twin] }))).toEqual({
      status: 'ok',
      items: [march5, march5Twin, march10, unreadable],
    })
  })

  it('is empty (the booking link) when the member has none', () => {
    expect(medicalList(ok({ codigo: '00', consultas: [] }))).toEqual({ status: 'ok', items: [] })
  })

  it('reports a code other than 00 and a failed request with the spec messages, never the items', () => {
    expect(medicalList(ok({ codigo: '01', consultas: [consulta(1, '05-03-2025 14:30')] }))).toEqual({
      status: 'error',
      message: 'Is not possible get information for this user.',
    })
    expect(medicalList(failed)).toEqual({ status: 'error', message: 'Error fetching next medical appointments.' })
  })
})

describe('adminCard (BR45)', () => {
  it('shows the earliest reservation', () => {
    const later = reserva(1, '2025-03-05T11:00:00')
    const sooner = reserva(2, '2025-03-05T09:30:00')
    expect(adminCard(ok([later, sooner]))).toEqual({ status: 'ok', next: sooner })
  })

  it('has nothing to show when there are no reservations', () => {
    expect(adminCard(ok([]))).toEqual({ status: 'ok', next: null })
  })

  it('reports a failed request with the spec message', () => {
    expect(adminCard(failed)).toEqual({ status: 'error', message: 'Error fetching next admin appointments.' })
  })

  it('orders by the spec’s fechaReservaFormatString when the answer has no fechaReserva', () => {
    const later = { ...reserva(1, ''), fechaReserva: undefined, fechaReservaFormatString: '05/03/2025 11:00' }
    const sooner = { ...reserva(2, ''), fechaReserva: undefined, fechaReservaFormatString: '05/03/2025 09:30' }
    expect(adminCard(ok([later, sooner]))).toEqual({ status: 'ok', next: sooner })
  })
})

describe('reservationStart (E49)', () => {
  it.each([
    ['its fechaReserva', { fechaReserva: '2025-03-05T09:30:00', fechaReservaFormatString: 'x' }, new Date(2025, 2, 5, 9, 30)],
    ['the spec’s fechaReservaFormatString without it', { fechaReservaFormatString: '05/03/2025 09:30' }, new Date(2025, 2, 5, 9, 30)],
    ['nothing that reads', { fechaReserva: null, fechaReservaFormatString: 'mañana' }, null],
  ])('reads %s', (_name, reservation, expected) => {
    expect(reservationStart(reservation)).toEqual(expected)
  })
})

describe('statusBadge (BR66)', () => {
  it.each([
    ['pendingPayment', 'Pendiente de Pago'],
    ['reserved', 'Pendiente de Pago'],
    ['confirmed', 'Confirmada'],
  ])('%s → %s', (status, badge) => {
    expect(statusBadge(status)).toBe(badge)
  })

  it('has no badge for a status the spec does not name', () => {
    expect(statusBadge('cancelled')).toBeNull()
  })
})
