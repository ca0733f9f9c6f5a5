/**
 * The medical booking's words about another tab or window of the same session (shown-booking.server.ts,
 * lost-return.server.ts). Only the server says them (a 409's message, a flash on the page the member lands on), so
 * they live apart from `medicalBooking`, whose module every step's page loads.
 */
export const medicalBookingOtherTabs = {
  /**
   * invented: a step's form was sent from a page that showed another booking than the journey holds now (changed in
   * another tab: shown-booking.server.ts).
   */
  changedElsewhere: 'La consulta cambió en otra pestaña o ventana. Revise los datos y confirme de nuevo.',
  /**
   * invented: the card payment's return from the provider's page for a booking the journey no longer holds (another
   * tab started a new one meanwhile: lost-return.server.ts), on the page the member lands on.
   */
  paidElsewhere: {
    /** On the upcoming consultations: the payment charged. */
    booked: 'Se completó el pago de la consulta que reservó en otra pestaña o ventana. La consulta quedó reservada y figura en esta lista.',
    /** On the upcoming consultations: the charge not answered yet. */
    confirming:
      'El pago de la consulta que reservó en otra pestaña o ventana todavía se está confirmando. La consulta figura en esta lista; si el pago no se confirma, podrá pagarla desde Pagos pendientes.',
    /** On the pending payments: rejected, failed or given up; the reservation and its order stand. */
    notPaid:
      'El pago con tarjeta de la consulta que reservó en otra pestaña o ventana no se completó. La consulta sigue reservada: puede pagar su orden desde esta lista.',
  },
}
