/**
 * A signed document as its page shows it (C82): valid only as BR69 says (the fetch succeeded and the answer has the
 * author's id and the association date), with the author's name and the association date shown as a day (BR70).
 */
import { formatDate, parseDate, toBusinessTime } from './dates.server'

/** What E101 answered (upstream/documentos-firmados.server.ts); null when the fetch did not succeed. */
export interface SignedFileAnswer {
  autor: { id: number | null; usuario: { first_name: string | null; last_name: string | null } | null } | null
  fecha_asociacion: string | null
}

export type SignedDocumentView = { valid: true; author: string; associated: string } | { valid: false }

/** BR69 (signedDocValid). */
export function signedDocValid(answer: SignedFileAnswer | null): boolean {
  return answer !== null && answer.autor?.id != null && answer.fecha_asociacion != null && answer.fecha_asociacion !== ''
}

/**
 * '2024-05-10' → '10/05/2024'. A timestamp with its zone ('2024-05-10T02:15:00Z') is the Montevideo day it fell on;
 * anything else is shown as it came.
 */
export function associationDay(value: string): string {
  const day = parseDate(value, 'isoDay')
  if (day) return formatDate(day, 'day')
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null
  return instant && !Number.isNaN(instant.getTime()) ? formatDate(toBusinessTime(instant), 'day') : value
}

export function signedDocumentView(answer: SignedFileAnswer | null): SignedDocumentView {
  if (!answer || !signedDocValid(answer)) return { valid: false }
  const usuario = answer.autor?.usuario
  const author = [usuario?.first_name, usuario?.last_name].filter(Boolean).join(' ')
  return { valid: true, author, associated: associationDay(answer.fecha_asociacion ?? '') }
}
