/**
 * What the prescribed-medicine purchase's calls answered (flow B; spec 002 §4.2, §8; BR63, A23), read for the
 * payment machine. Pure. Flow B speaks its own shape: `Status`, `Mensaje`, `Id_EnvFarDom`, an error flag, online
 * `pasarela {id, url}`, and the invoice as `TipoDocumentoCFE, SerieCFE, NroDocumentoCFE, CodSeguridad, URLConsultaCFE`
 * (in `Confirmacion_Result` and in the finalize answer, A23).
 *
 * Start (E94, E97): `errores_pagos` → rejected (the purchase's id kept, to annul or retry); the error flag, an
 * `error` text or `Status: false` → an error with `Mensaje`; `error_107` → that error; `pasarela` with a `url` → the
 * security code; `pasarela` with `url` null → paid already (BR63 "without URL → success"), which the machine reads as
 * "confirm now": finalizing a paid purchase answers its confirmation again, with the invoice. The machine's payment
 * id is the purchase's `deuda_id` (`pasarela.id`), which E96, E95 and the read call name.
 */
import { classifyInit, messageList, type ConfirmOutcome, type InitOutcome } from './payment-answers'
import { fieldText, idText, isRecord } from './answer-fields'

export interface PurchaseCfe {
  TipoDocumentoCFE: string
  SerieCFE: string
  NroDocumentoCFE: string
  CodSeguridad: string
  URLConsultaCFE: string
}

export interface PurchaseStart {
  outcome: InitOutcome
  /** The purchase the API registered, when it did (`deuda_id`, else `pasarela.id`). */
  deudaId: string | null
  mensaje: string | null
  /** The package number (nroBulto) the result links to. */
  idEnvFarDom: string | null
  /** The invoice, when the start charged at once. */
  cfe: PurchaseCfe | null
  /** `Status: true` without `pasarela`: registered to be paid at an agency or at home, not online. */
  registered: boolean
}

/** The invoice's fields of an answer (or of its `Confirmacion_Result`); null unless it names one. */
export function readPurchaseCfe(value: unknown): PurchaseCfe | null {
  if (!isRecord(value)) return null
  const cfe = {
    TipoDocumentoCFE: fieldText(value.TipoDocumentoCFE) ?? '',
    SerieCFE: fieldText(value.SerieCFE) ?? '',
    NroDocumentoCFE: fieldText(value.NroDocumentoCFE) ?? '',
    CodSeguridad: fieldText(value.CodSeguridad) ?? '',
    URLConsultaCFE: fieldText(value.URLConsultaCFE) ?? '',
  }
  return cfe.NroDocumentoCFE && cfe.CodSeguridad ? cfe : null
}

/** The failure an answer reports (the error flag, an `error` text, `Status: false`), with its words; null if none. */
function failureOf(answer: Record<string, unknown>): { message: string | null } | null {
  const errorText = messageList(answer.error)
  if (answer.error !== true && errorText.length === 0 && answer.Status !== false) return null
  const words = [...errorText, ...messageList(answer.Mensaje), ...messageList(answer.detail)]
  return { message: words[0] ?? null }
}

/**
 * E94 priced the purchase otherwise (409 with `costo_calculado`): the recipes changed since they were loaded. No
 * purchase was made and no payment started, so no outcome describes it: the journey reviews the prices instead, from
 * the confirmation and from the online payment alike.
 */
export class PurchasePriceChanged extends Error {
  constructor() {
    super('the API priced the purchase otherwise (costo_calculado)')
  }
}

/** E94's and E97's answer; throws `PurchasePriceChanged` for E94's other price. */
export function readPurchaseStart(body: unknown): PurchaseStart {
  if (isRecord(body) && body.costo_calculado !== undefined && body.costo_calculado !== null) throw new PurchasePriceChanged()
  const answer = isRecord(body) ? body : {}
  const pasarela = isRecord(answer.pasarela) ? answer.pasarela : null
  const deudaId = idText(answer.deuda_id) ?? idText(pasarela?.id)
  const kept = {
    deudaId,
    mensaje: messageList(answer.Mensaje)[0] ?? null,
    idEnvFarDom: idText(answer.Id_EnvFarDom),
    cfe: readPurchaseCfe(answer.Confirmacion_Result) ?? readPurchaseCfe(answer),
    registered: false,
  }
  if (!isRecord(body)) return { ...kept, outcome: { kind: 'generic-error' } }
  const rejected = messageList(answer.errores_pagos)
  if (rejected.length > 0) return { ...kept, outcome: { kind: 'rejected', messages: rejected, id: deudaId } }
  const error107 = messageList(answer.error_107)
  if (error107.length > 0) return { ...kept, outcome: { kind: 'error-107', message: error107[0]! } }
  const failure = failureOf(answer)
  if (failure) {
    return { ...kept, outcome: failure.message ? { kind: 'error', message: failure.message } : { kind: 'generic-error' } }
  }
  if (pasarela) {
    const id = idText(pasarela.id)
    // The provider's page is read as for any payment: only a web address is followed.
    return { ...kept, outcome: id ? classifyInit({ id, url: pasarela.url }) : { kind: 'generic-error' } }
  }
  if (answer.Status === true) return { ...kept, registered: true, outcome: { kind: 'generic-error' } }
  const detail = messageList(answer.detail)
  return { ...kept, outcome: detail.length > 0 ? { kind: 'error', message: detail[0]! } : { kind: 'generic-error' } }
}

/** E96's answer: `errores_pagos` → rejected; a failure → an error with `Mensaje`; `Status` / `ok` true → charged. */
export function readPurchaseFinalize(body: unknown): ConfirmOutcome {
  if (!isRecord(body)) return { kind: 'error', message: null }
  const rejected = messageList(body.errores_pagos)
  if (rejected.length > 0) return { kind: 'rejected', messages: rejected }
  const failure = failureOf(body)
  if (failure) return { kind: 'error', message: failure.message }
  if (body.Status === true || body.ok === true) return { kind: 'ok' }
  const detail = messageList(body.detail)
  return { kind: 'error', message: detail[0] ?? null }
}

/**
 * Whether E95 ended the payment: annulled (`Status` / `ok` true), or its error data carries `errores_pagos` (the
 * provider had rejected it: nothing was charged, and the result is "rejected", BR63). Anything else did not.
 */
export function purchaseAnnulled(body: unknown): boolean {
  if (!isRecord(body)) return false
  if (messageList(body.errores_pagos).length > 0) return true
  return failureOf(body) === null && (body.Status === true || body.ok === true)
}
