/**
 * The medical booking's way to pay (checklist C41, BR31, BR32): E58 books the slot and starts the payment in one
 * call, E59 finalizes, E60 (`anular_factura_reserva`) ends the payment while the booking stays (the machine's
 * cancel: an open or rejected payment is cancelled, a charged one refunded), E62 reads the payment's real state.
 * The machine's payment id is the reservation's id.
 */
import { classifyConfirm } from '~/domain/payment-answers'
import { readReservationStart, type ReservationStart } from '~/domain/reservation-answers'
import { isUpstreamUnavailable } from '~/upstream/errors'
import {
  annulReservationInvoice,
  bookReservation,
  fetchReservation,
  finalizeReservation,
  type ReservationBooking,
} from '~/upstream/reserva-web.server'
import type { ChannelRecord, PaymentChannel } from '../channel'

/** What the booking's journey keeps from the start besides the outcome (BR31). */
export type ReservaDetails = Omit<ReservationStart, 'outcome'>

/** A booking with no online payment (free, or paid at an agency): nothing for the machine to charge. */
const NO_PAYMENT = 'sin-pago'

export function reservaChannel(booking: ReservationBooking): PaymentChannel<ReservaDetails> {
  return {
    name: 'reserva',
    start: (api, key) => bookReservation(api, booking, key),
    readStart(body) {
      const { outcome, ...details } = readReservationStart(body)
      return { outcome, details }
    },
    finalize: (api, id) => finalizeReservation(api, id),
    readFinalize: classifyConfirm,
    cancel: (api, id) =>
      annulReservationInvoice(api, id).catch((error: unknown) => (isUpstreamUnavailable(error) ? false : Promise.reject(error))),
    async read(api, id): Promise<ChannelRecord | null> {
      const reservation = await fetchReservation(api, id)
      if (!reservation) return null
      return { id: reservation.id, estado: reservation.estado_pago ?? NO_PAYMENT, motivo: reservation.motivo || null }
    },
  }
}
