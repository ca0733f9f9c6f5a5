/**
 * BR11 (registrationDocError, spec 000 §4, §5, §8): the registration checks each document with
 * E13 (`GET /api/afiliado-valido`), which says valid with HTTP 200 and nothing else; an answer
 * that never came (a network error, a timeout) counts as an invalid document.
 */
import { accountErrors } from '~/copy/errors/account'

/** What E13 answered for one document: its HTTP status, or no answer at all. */
export type DocumentAnswer = number | 'network-error'

export const isValidDocument = (answer: DocumentAnswer): boolean => answer === 200

/** The message for the answers of the documents sent (the member's, then the adicional's); undefined when all are valid. */
export function registrationDocError(answers: readonly DocumentAnswer[]): string | undefined {
  const invalid = answers.filter((answer) => !isValidDocument(answer)).length
  if (invalid === 0) return undefined
  return invalid === 1 ? accountErrors.signUp.oneInvalid : accountErrors.signUp.severalInvalid
}
