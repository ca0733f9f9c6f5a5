/**
 * Rules of the medical consultation booking (spec 001 §2.1, §4, §5, §9; checklist BR28–BR34, A25, A47, A56): the
 * availability call, the agreement and what it costs, where the journey goes after the confirmation and the payment method, the booking's date and kind, and the
 * cancelled consultation's words. Pure and browser-safe; the rules that read or write dates (the availability
 * window, the step titles' days, the calendar's months) are server-only, in medical-booking-days.server.ts. The
 * slots' filters, days and hours, shared with the browser, are in medical-slots.ts.
 */
import { commonErrors } from '~/copy/errors/common'
import { medicalBooking } from '~/copy/medical-booking'
import { formatMoney } from './money'
import { slotStart, type Modalidad } from './medical-slots'
import type { ReservationStart } from './reservation-answers'

export interface AvailabilityQuery {
  especialidad: number
  /** null: any professional (a quick booking). */
  profesional: number | null
  /** Branch ids; empty or absent: every branch. */
  filiales?: readonly number[]
  modalidad?: Modalidad
}

/** E53's body: the spec's url `disponibilidad/{profesional o 0}/{especialidad}/{inicio}/{fin}/`, `filial` comma-joined. */
export interface AvailabilityCall {
  url: string
  filial: string
  modalidad: Modalidad
}

/** The first and last day of an availability call, as it writes them ('DD-MM-YYYY'): medical-booking-days.server.ts. */
export interface AvailabilityWindow {
  inicio: string
  fin: string
}

/** BR28: what E53 is sent for the query over the window. */
export function availabilityCall(query: AvailabilityQuery, window: AvailabilityWindow): AvailabilityCall {
  return {
    url: `disponibilidad/${query.profesional ?? 0}/${query.especialidad}/${window.inicio}/${window.fin}/`,
    filial: (query.filiales ?? []).join(','),
    modalidad: query.modalidad ?? 'ANY',
  }
}

/** A professional's name as the pages show it. */
export const professionalName = (professional: { nombre: string; apellido: string }): string =>
  `${professional.nombre} ${professional.apellido}`.trim()

/** An agreement of E55 as it came: its cost may be text, a number or missing. */
export interface Agreement {
  id: number
  nombre: string
  costo?: string | number | null
}

/** BR29: the cost as a number; anything that is not an amount counts as 0 (spec 001 §3 "default 0"). */
export function agreementCost(costo: Agreement['costo']): number {
  const value = typeof costo === 'string' ? Number(costo.trim().replace(',', '.')) : costo
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0
}

/**
 * BR29 (cheapestAgreement): the agreements sorted by cost, ascending and stable; the first one, with its cost.
 * Null for none (`[]` is "not specified": the confirmation shows the generic error and confirms nothing).
 */
export function cheapestAgreement<A extends Agreement>(agreements: readonly A[]): { agreement: A; cost: number } | null {
  const costed = agreements.map((agreement, index) => ({ agreement, cost: agreementCost(agreement.costo), index }))
  costed.sort((a, b) => a.cost - b.cost || a.index - b.index)
  const first = costed[0]
  return first ? { agreement: first.agreement, cost: first.cost } : null
}

/** C39: the agreement row, its name with the cost charged: 'FONASA: $450.00'. */
export const agreementLabel = ({ agreement, cost }: { agreement: Agreement; cost: number }): string =>
  medicalBooking.confirmacion.agreementWithCost(agreement.nombre, formatMoney(cost))

/**
 * BR29, BR30, A56: the confirmation's button. Above zero it is `Pagar` and leads to `medio-pago`; otherwise it is
 * `Confirmar reserva` and books at once (E58 with cost 0 and no payment).
 */
export function confirmChoice(cost: number): { action: 'pay'; label: string } | { action: 'book'; label: string } {
  return cost > 0
    ? { action: 'pay', label: medicalBooking.confirmacion.pay }
    : { action: 'book', label: medicalBooking.confirmacion.confirm }
}

/** How a booking is paid, by the portal's names; the upstream client sends A46's codes. */
export const PAYMENT_METHODS = ['online', 'abitab', 'redpagos'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** C40, A39: the options of `medio-pago`, with the spec's labels. */
export function paymentMethodOptions(): Array<{ value: PaymentMethod; label: string }> {
  return PAYMENT_METHODS.map((value) => ({ value, label: medicalBooking['medio-pago'].methods[value] }))
}

/** What the payment method's answer leads to (BR30). */
export type AfterPaymentMethod =
  /** `pago-online`: the card, then E58 with the card's profile and the payment. */
  | { kind: 'pay-online' }
  /** E58 with the agency's code: booked, to be paid there. */
  | { kind: 'book'; metodoPago: Exclude<PaymentMethod, 'online'> }
  /** E63: the reservation already exists, only its method changes. */
  | { kind: 'change'; idReserva: string; metodoPago: PaymentMethod; isOnline: boolean }

/**
 * BR30 (nextAfterConfirm), after `medio-pago`: with a reservation already made (a rejected online payment, an
 * earlier agency booking) only its method changes (C40); else online goes to the card and an agency books.
 */
export function afterPaymentMethod(method: PaymentMethod, reservationId: string | null): AfterPaymentMethod {
  if (reservationId !== null) return { kind: 'change', idReserva: reservationId, metodoPago: method, isOnline: method === 'online' }
  return method === 'online' ? { kind: 'pay-online' } : { kind: 'book', metodoPago: method }
}

/** What a booking without an online payment (free, or paid at an agency) came to, as the result screen reads it. */
export interface BookingOutcome {
  kind: 'booked' | 'not-saved' | 'active-reservation' | 'error'
  reservationId: string | null
  debtId: string | null
  /** The API's own words for a refusal, when it gave some. */
  message: string | null
}

/**
 * BR31 for a booking that starts no payment: E58's answer as `readReservationStart` read it. An `id` without a
 * capture url is the booking made; `error_inicial` is not saved; a standing reservation for the specialty has its
 * own message; anything else (an error, a rejection, a capture url that nothing asked for) is an error.
 */
export function bookingOutcome(start: ReservationStart): BookingOutcome {
  const kept = { reservationId: start.reservationId, debtId: start.debtId }
  const { outcome } = start
  const message = outcome.kind === 'error' || outcome.kind === 'error-107' ? outcome.message : null
  if (start.notSaved) return { ...kept, kind: 'not-saved', message }
  if (start.activeReservation) return { ...kept, kind: 'active-reservation', message }
  if (outcome.kind === 'confirm-now') return { ...kept, kind: 'booked', message: null }
  return { ...kept, kind: 'error', message: outcome.kind === 'rejected' ? (outcome.messages[0] ?? null) : message }
}

/**
 * BR32 (onResult): what the result screen does besides showing it. A failed or rejected booking has its invoice
 * annulled (E60); a failed or rejected online one shows its invoice (E62's `info_cfe`: the spec's example "rejected
 * online (id 9) → E60 + E62 → CFE block").
 */
export function resultEffects(result: 'success' | 'rejected' | 'error', method: PaymentMethod | null): { annulInvoice: boolean; showInvoice: boolean } {
  return { annulInvoice: result !== 'success', showInvoice: result !== 'success' && method === 'online' }
}

/**
 * BR33, A25: E58's `fecha`, the slot's start to the minute. `padded` (the resolution): 'YYYY-MM-DDTHH:mm'; `literal`
 * (the spec's `H`): no zero before a one-digit hour. Null for a start that is not one.
 */
export function reservationDate(comienzo: string, reading: 'padded' | 'literal' = 'padded'): string | null {
  const start = slotStart(comienzo)
  if (!start) return null
  const hour = reading === 'padded' ? String(start.hour).padStart(2, '0') : String(start.hour)
  return `${start.day}T${hour}:${String(start.minute).padStart(2, '0')}`
}

/**
 * A47: the booking kind (`motivo_fecha`), in this order: 1 a quick booking; 2 with the member's reference doctor;
 * 3 a slot on or before the specialty's first available date (E57); 4 a later date the member chose.
 */
export type BookingKind = 1 | 2 | 3 | 4

export function bookingKind(booking: {
  quick: boolean
  professional: { es_referencia: boolean } | null
  /** The slot's start (E53's `comienzo`). */
  slot: string
  /** E57's `Fecha`; null when the specialty has none. */
  firstAvailable: string | null
}): BookingKind {
  if (booking.quick) return 1
  if (booking.professional?.es_referencia) return 2
  const slotDay = slotStart(booking.slot)?.day
  const firstDay = booking.firstAvailable === null ? undefined : slotStart(booking.firstAvailable)?.day
  return slotDay !== undefined && firstDay !== undefined && slotDay <= firstDay ? 3 : 4
}

/** How E61 says a cancelled booking had been paid (A63). */
export type CancellationKind = 'ONLINE' | 'AGENCIA_PAGA' | 'AGENCIA_NO_PAGA'

/** BR34 (cancelledView): the cancelled consultation's words for how it had been paid. */
export function cancelledMessage(kind: CancellationKind): string {
  return medicalBooking.cancelled[kind]
}

/**
 * C36: how many slots a view of the quick booking shows for its `?mostrar=` (anyone's text): whole pages of
 * `pageSize`, from one up to `maxPages`, since every slot drawn is markup (2,000 of them were 2.3 MB of HTML).
 * Anything that is not a count above one page (text, a negative, nothing) is one page; a bigger count, the most.
 */
export function shownSlots(asked: string | null, pageSize: number, maxPages: number): number {
  const count = Number(asked)
  if (Number.isNaN(count) || count <= pageSize) return pageSize
  return Math.min(Math.ceil(count / pageSize), maxPages) * pageSize
}

/**
 * The error screens of the medical booking: a failed load (001 §8 "a shared generic message"), the specialties
 * that could not be read (C35, A48: its own words), a slot gone, an agreement or cost that changed since the
 * confirmation (shown on it: its `Reintentar` shows the price of now).
 */
const MEDICAL_ERROR_KINDS = ['GENERIC_ERROR', 'SPECIALTIES_FAILED', 'SLOT_UNAVAILABLE', 'PRICE_CHANGED'] as const
export type MedicalErrorKind = (typeof MEDICAL_ERROR_KINDS)[number]

const errorMessages: Record<MedicalErrorKind, string> = {
  GENERIC_ERROR: commonErrors.generic,
  SPECIALTIES_FAILED: medicalBooking['reserva-web'].specialtiesFailed,
  SLOT_UNAVAILABLE: medicalBooking.slotUnavailable,
  PRICE_CHANGED: medicalBooking.priceChanged,
}

export const medicalErrorMessage = (kind: MedicalErrorKind): string => errorMessages[kind]

/** An error kind from untrusted text (a query parameter); null for anything unknown. */
export function parseMedicalErrorKind(value: string | null): MedicalErrorKind | null {
  return value !== null && (MEDICAL_ERROR_KINDS as readonly string[]).includes(value) ? (value as MedicalErrorKind) : null
}
