/**
 * What booking a medical consultation (E58) answered, read as BR31 says (handleReservationResponse): the payment
 * machine's outcome plus what the booking's journey keeps. Pure.
 *
 * In the rule's order: `error_inicial` → the reservation was not saved (the result's "No es posible reservar…" with
 * the support address); `errores_pagos` → rejected, the reservation kept (`id`); a standing reservation for the
 * specialty → its own message; an error flag without words → the generic error; then the debts' reading (BR19:
 * `error` with its text, `error_107`, an `id` with or without the provider's `url`). The machine's payment id is the
 * reservation's: E59, E60 and E62 name it.
 */
import { classifyInit, messageList, type InitOutcome } from './payment-answers'
import { fieldText, idText, isRecord } from './answer-fields'

/** The invoice of a charged booking (`info_cfe`, spec 001 §3 "Fiscal receipt info"). */
export interface ReservationCfe {
  url_consulta_cfe: string
  tipo_documento_cfe: string
  serie_cfe: string
  nro_doc_cfe: string
  codigo_seguridad: string
}

export interface ReservationStart {
  outcome: InitOutcome
  /** The reservation the API registered, when it did (kept for E60, E62, E63 and "another card"). */
  reservationId: string | null
  /** `error_inicial`: nothing was booked (C42's "initial save failed"). */
  notSaved: boolean
  /** The member already has a standing reservation for the specialty (C39). */
  activeReservation: boolean
  /** The order debt the booking owes, which "another card" pays from the pending payments (A29). */
  debtId: string | null
  infoCfe: ReservationCfe | null
}

/** `info_cfe` when it names an invoice (its number and security code at least); null otherwise. */
export function readReservationCfe(value: unknown): ReservationCfe | null {
  if (!isRecord(value)) return null
  const cfe = {
    url_consulta_cfe: fieldText(value.url_consulta_cfe) ?? '',
    tipo_documento_cfe: fieldText(value.tipo_documento_cfe) ?? '',
    serie_cfe: fieldText(value.serie_cfe) ?? '',
    nro_doc_cfe: fieldText(value.nro_doc_cfe) ?? '',
    codigo_seguridad: fieldText(value.codigo_seguridad) ?? '',
  }
  return cfe.nro_doc_cfe && cfe.codigo_seguridad ? cfe : null
}

export function readReservationStart(body: unknown): ReservationStart {
  const answer = isRecord(body) ? body : {}
  const reservationId = idText(answer.id)
  const kept = {
    reservationId,
    notSaved: false,
    activeReservation: false,
    debtId: idText(answer.id_transaccion),
    infoCfe: readReservationCfe(answer.info_cfe),
  }
  const initial = messageList(answer.error_inicial)
  if (initial.length > 0 || answer.error_inicial === true) {
    return {
      ...kept,
      reservationId: null,
      debtId: null,
      notSaved: true,
      outcome: initial.length > 0 ? { kind: 'error', message: initial.join(' ') } : { kind: 'generic-error' },
    }
  }
  const rejected = messageList(answer.errores_pagos)
  if (rejected.length > 0) return { ...kept, outcome: { kind: 'rejected', messages: rejected, id: reservationId } }
  if (answer.reserva_vigente === true) {
    const words = messageList(answer.detail)
    return { ...kept, activeReservation: true, outcome: words.length > 0 ? { kind: 'error', message: words[0]! } : { kind: 'generic-error' } }
  }
  // The error flag (`error: true`) says something failed without saying what: never read past it to the `id`.
  if (answer.error === true) return { ...kept, outcome: { kind: 'generic-error' } }
  return { ...kept, outcome: classifyInit(body) }
}
