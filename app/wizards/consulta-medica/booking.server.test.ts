import { describe, expect, inject, it } from 'vitest'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { getEnv } from '~/config/env.server'
import { toBusinessTime } from '~/domain/dates.server'
import { availabilityCall, bookingOutcome } from '~/domain/medical-booking'
import { availabilityWindow } from '~/domain/medical-booking-days.server'
import { slotRef, slotStart, type Slot } from '~/domain/medical-slots'
import { readReservationStart } from '~/domain/reservation-answers'
import { fetchAvailability, fetchFirstAvailableDate } from '~/upstream/agenda-medica.server'
import { bookReservation } from '~/upstream/reserva-web.server'
import { getRequest, signIn } from '../../../tests/route-helpers'
import { createPersona, sandboxNow } from '../../../tests/sandbox-control'
import { bookingNames, chosenSlot, datosReservaKey, kindOf, reservationBooking, slotAgreement, type BookingChoice, type BookingPayment } from './booking.server'

/**
 * The booking built from what the API offers (E53, E55, E52, E57) is one E58 accepts: the sandbox refuses any slot,
 * doctor, branch, building, order type, agreement or cost that disagrees with the agenda. Cardiología (3): Martín
 * Silva (2, the reference doctor of members like Ana) and Fernando Olivera (8).
 */
const sandboxUrl = inject('sandboxUrl')
const CARDIOLOGIA = 3
const CONSULTA = 31
const RESULTADOS = 33

/** A new member like Ana (one standing reservation per specialty each), signed in. */
async function member(): Promise<SignedInApi> {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  const cookie = await signIn(persona.ci, persona.password ?? undefined)
  return upstreamAs(getRequest('/agenda/consulta-medica/confirmacion', cookie))
}

/** Cardiología's free slots of the window, of one doctor or any. */
async function slots(api: SignedInApi, profesional: number | null): Promise<Slot[]> {
  const today = toBusinessTime(await sandboxNow(sandboxUrl))
  return fetchAvailability(api, availabilityCall({ especialidad: CARDIOLOGIA, profesional }, availabilityWindow(today)))
}

/** Books `slot` as the journey would, for `choice`, and reads the answer as the result screen does. */
async function book(api: SignedInApi, choice: BookingChoice, payment: BookingPayment) {
  const slot = await chosenSlot(api, choice)
  if (!slot) throw new Error('the chosen slot is not offered')
  const agreement = await slotAgreement(api, slot, choice.tipoOrden)
  if (!agreement) throw new Error('no agreement')
  const kind = await kindOf(api, choice, slot)
  const names = await bookingNames(api, choice, slot)
  const booking = reservationBooking({ user: api.user, product: getEnv().PORTAL_PRODUCT, choice, slot, agreement, kind, payment, names })
  return { booking, agreement, outcome: bookingOutcome(readReservationStart(await bookReservation(api, booking, crypto.randomUUID()))) }
}

const quickChoice = (slot: Slot, tipoOrden: number): BookingChoice => ({
  especialidad: CARDIOLOGIA,
  tipoOrden,
  reservaRapida: true,
  turno: slotRef(slot)!,
})

describe('booking what the API offers', () => {
  it('books a free quick booking at once, and the slot is no longer offered; a second one meets the standing reservation', async () => {
    const api = await member()
    const [first, second] = (await slots(api, null)).slice(-2)
    const choice = quickChoice(first!, RESULTADOS)
    const { booking, agreement, outcome } = await book(api, choice, { method: null })
    expect(agreement).toEqual({ agreement: { id: 2, nombre: 'FONASA', costo: '0.00' }, cost: 0 })
    expect(booking).toMatchObject({ costo: 0, metodoPago: null, perfilPago: null, profesional: String(first!.profesional) })
    expect(booking.datosReserva.value.motivo_fecha).toBe(1)
    expect(outcome).toMatchObject({ kind: 'booked', reservationId: expect.any(String) })
    expect(await chosenSlot(api, choice)).toBeUndefined()

    const again = await book(api, quickChoice(second!, RESULTADOS), { method: null })
    expect(again.outcome).toMatchObject({ kind: 'active-reservation', message: 'Tiene una reserva vigente para esta especialidad.' })
  })

  it('books a costed one to be paid at an agency, with the cheapest agreement', async () => {
    const api = await member()
    const slot = (await slots(api, null)).at(-3)!
    const { booking, outcome } = await book(api, quickChoice(slot, CONSULTA), { method: 'abitab' })
    expect(booking).toMatchObject({ costo: 450, convenio: '2', metodoPago: 'abitab', perfilPago: null })
    // The confirm extras: what the confirmation showed, in words (E58).
    expect(booking.extras).toEqual({
      nombre_especialidad: 'Cardiología',
      nombre_tipo_orden: 'Consulta',
      nombre_filial: expect.stringMatching(/\S/),
      direccion: expect.stringMatching(/\S/),
      nombre_profesional: `${slot.nombre} ${slot.apellido}`,
      nombre_convenio: 'FONASA',
      costo_convenio: '450.00',
      tipo_reserva: 1,
    })
    expect(outcome).toMatchObject({ kind: 'booked', reservationId: expect.any(String), debtId: expect.any(String) })
  })
})

describe('the booking kind (A47), read from the API', () => {
  it('is 2 with the reference doctor, 3 on the first available date and 4 after it', async () => {
    const api = await member()
    const choose = (slot: Slot): BookingChoice => ({
      especialidad: CARDIOLOGIA,
      tipoOrden: CONSULTA,
      reservaRapida: false,
      profesional: slot.profesional,
      turno: slotRef(slot)!,
    })
    const silva = (await slots(api, 2))[0]!
    expect(await kindOf(api, choose(silva), silva)).toBe(2)

    const firstDay = slotStart((await fetchFirstAvailableDate(api, CARDIOLOGIA))!)!.day
    const olivera = await slots(api, 8)
    const onFirstDay = olivera.find((slot) => slotStart(slot.comienzo)!.day === firstDay)!
    expect(await kindOf(api, choose(onFirstDay), onFirstDay)).toBe(3)
    const later = olivera.at(-1)!
    expect(await kindOf(api, choose(later), later)).toBe(4)
  })
})

describe('datosReservaKey', () => {
  it("names the product's key with the API's underscores", () => {
    expect(datosReservaKey('mutual')).toBe('backend_mutual_datos_reserva')
    expect(datosReservaKey('mi-mutual')).toBe('backend_mi_mutual_datos_reserva')
  })
})
