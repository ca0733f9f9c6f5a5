/**
 * The medical booking as the journey books it (E58; spec 001 §3 "Reservation payload", BR29, BR33, A47): the chosen
 * slot, its agreement and the booking kind are read again from the API, so what is booked is what the API offers
 * now, never what a form said. The confirmation, `medio-pago` and `pago-online` all book through these.
 */
import type { SessionUser } from '~/auth/user'
import {
  availabilityCall,
  bookingKind,
  cheapestAgreement,
  professionalName,
  reservationDate,
  type Agreement,
  type BookingKind,
} from '~/domain/medical-booking'
import { dayWindow } from '~/domain/medical-booking-days.server'
import { findSlot, slotStart, type Slot, type SlotRef } from '~/domain/medical-slots'
import { fetchAgreements, fetchAvailability, fetchFirstAvailableDate, fetchProfessionals } from '~/upstream/agenda-medica.server'
import type { Caller } from '~/upstream/client.server'
import type { ReservationBooking, ReservationPaymentMethod } from '~/upstream/reserva-web.server'
import { sharedBranches, sharedBuildingAddress, sharedSpecialties } from './catalog.server'

/** What a booking needs of the draft (the answers `canAccess('confirmacion')` guarantees). */
export interface BookingChoice {
  especialidad: number
  tipoOrden: number
  reservaRapida: boolean
  /** Only with `Elegir médico`. */
  profesional?: number
  turno: SlotRef
}

/** The chosen slot as E53 offers it now (its day only); undefined once it is gone (someone else booked it). */
export async function chosenSlot(api: Caller, choice: BookingChoice): Promise<Slot | undefined> {
  const day = slotStart(choice.turno.comienzo)?.day
  if (!day) return undefined
  const profesional = choice.reservaRapida ? null : (choice.profesional ?? null)
  const slots = await fetchAvailability(api, availabilityCall({ especialidad: choice.especialidad, profesional }, dayWindow(day)))
  return findSlot(slots, choice.turno)
}

/** BR29: the cheapest agreement that covers the order type on the slot's calendar; null when E55 lists none. */
export async function slotAgreement(api: Caller, slot: Slot, tipoOrden: number): Promise<{ agreement: Agreement; cost: number } | null> {
  const agreements = await fetchAgreements(api, { calendarNumber: slot.nro_calendario, orderNumber: slot.nro_orden, orderType: tipoOrden })
  return cheapestAgreement(agreements)
}

/** A47: the booking kind, with the doctor's reference flag (E52) and the specialty's first date (E57) as they are now. */
export async function kindOf(api: Caller, choice: BookingChoice, slot: Slot): Promise<BookingKind> {
  if (choice.reservaRapida) return bookingKind({ quick: true, professional: null, slot: slot.comienzo, firstAvailable: null })
  const [doctors, firstAvailable] = await Promise.all([
    fetchProfessionals(api, choice.especialidad),
    fetchFirstAvailableDate(api, choice.especialidad),
  ])
  const professional = doctors.allowed ? (doctors.professionals.find((doctor) => doctor.id === slot.profesional) ?? null) : null
  return bookingKind({ quick: false, professional, slot: slot.comienzo, firstAvailable })
}

/** The names the confirmation shows and E58's extras carry, as E51, E54 and E56 give them (the shared catalog). */
export interface BookingNames {
  specialty: string
  orderType: string
  branch: string
  address: string
}

export async function bookingNames(api: Caller, choice: Pick<BookingChoice, 'especialidad' | 'tipoOrden'>, slot: Slot): Promise<BookingNames> {
  const [specialties, branches, address] = await Promise.all([
    sharedSpecialties(api),
    sharedBranches(api, choice.especialidad, null),
    sharedBuildingAddress(api, { subsidiaryId: slot.filial, buildingId: slot.edificio }),
  ])
  const specialty = specialties.find((item) => item.id === choice.especialidad)
  return {
    specialty: specialty?.nombre ?? slot.nombre_especialidad,
    orderType: specialty?.tiposOrden.find((item) => item.id === choice.tipoOrden)?.nombre ?? '',
    branch: branches.find((item) => item.id === slot.filial)?.nombre ?? '',
    address,
  }
}

/**
 * What was booked, in words, as the offer the booking used said it: once booked the slot is no longer offered (E53),
 * so the calendar file's place and doctor are these, kept with the booking's outcome.
 */
export interface BookedConsultation {
  doctor: string
  branch: string
  address: string
  telephone: boolean
}

export const bookedConsultation = (slot: Slot, names: BookingNames): BookedConsultation => ({
  doctor: professionalName(slot),
  branch: names.branch,
  address: names.address,
  telephone: slot.es_telemedicina === true,
})

/** E58's call, and what it books in words (`booked`, for the outcome to keep). */
export interface BookingCall {
  body: ReservationBooking
  booked: BookedConsultation
}

/**
 * E58's confirm extras (checklist E58: "field names not shown"; the names are the portal's, listed in
 * docs/decisions/invented-paths.md): what the member confirmed, in words, beside the ids the body carries.
 */
export function confirmExtras(booking: {
  names: BookingNames
  slot: Slot
  agreement: { agreement: Agreement; cost: number }
  kind: BookingKind
}): NonNullable<ReservationBooking['extras']> {
  return {
    nombre_especialidad: booking.names.specialty,
    nombre_tipo_orden: booking.names.orderType,
    nombre_filial: booking.names.branch,
    direccion: booking.names.address,
    nombre_profesional: professionalName(booking.slot),
    nombre_convenio: booking.agreement.agreement.nombre,
    costo_convenio: booking.agreement.cost.toFixed(2),
    tipo_reserva: booking.kind,
  }
}

/** How the booking is paid: nothing (cost 0), at an agency, or with a saved card (its `payment_profile_id`). */
export type BookingPayment =
  | { method: null }
  | { method: Exclude<ReservationPaymentMethod, 'online'> }
  | { method: 'online'; perfilPago: string }

/**
 * `backend_{product}_datos_reserva` (A06): the product's short name, with the API's underscores for its hyphens.
 */
export const datosReservaKey = (product: string): string => `backend_${product.replace(/-/g, '_')}_datos_reserva`

/** E58's body for the member, the slot and its agreement as the API gave them, and the payment. */
export function reservationBooking(booking: {
  user: Pick<SessionUser, 'id' | 'nombre' | 'apellido' | 'celular' | 'telefono'>
  product: string
  choice: Pick<BookingChoice, 'especialidad' | 'tipoOrden'>
  slot: Slot
  agreement: { agreement: Agreement; cost: number }
  kind: BookingKind
  payment: BookingPayment
  names: BookingNames
}): ReservationBooking {
  const { user, slot, choice, agreement, payment } = booking
  const fecha = reservationDate(slot.comienzo)
  if (fecha === null) throw new Error('the slot has no start')
  const numeroOrden = String(slot.nro_orden)
  const numeroCalendario = String(slot.nro_calendario)
  const convenio = String(agreement.agreement.id)
  const tipoOrden = String(choice.tipoOrden)
  return {
    afiliado: user.id,
    afiliadoDatos: {
      id: user.id,
      nombre_afiliado: user.nombre,
      apellido_afiliado: user.apellido,
      telefono_afiliado: user.celular ?? user.telefono ?? '',
    },
    numeroOrden,
    numeroCalendario,
    especialidad: String(choice.especialidad),
    tipoDeOrden: tipoOrden,
    filial: String(slot.filial),
    edificio: String(slot.edificio),
    fecha,
    profesional: String(slot.profesional),
    convenio,
    costo: agreement.cost,
    metodoPago: agreement.cost > 0 ? payment.method : null,
    perfilPago: agreement.cost > 0 && payment.method === 'online' ? payment.perfilPago : null,
    datosReserva: {
      key: datosReservaKey(booking.product),
      value: { nro_calendario: numeroCalendario, nro_orden: numeroOrden, convenio, motivo_fecha: booking.kind, tipo_orden: tipoOrden },
    },
    extras: confirmExtras({ names: booking.names, slot, agreement, kind: booking.kind }),
  }
}
