/**
 * Reading the fields of an answer of the mutual's API that the portal does not parse with a schema: the payment
 * answers, whose shape varies with the outcome (payment-answers.ts, reservation-answers.ts, purchase-answers.ts).
 * Pure; a field of the wrong type reads as absent.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An id, sent as a positive integer or as text; null for anything else. */
export function idText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** A text field, sent as text or as a number (an invoice's series and number); null for anything else. */
export const fieldText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null
