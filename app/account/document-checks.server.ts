/**
 * E13 for the registration (checklist A20): what `GET /api/afiliado-valido` answered for each
 * document, as BR11 reads it (app/domain/registration.ts). The checks run in parallel.
 */
import type { DocumentAnswer } from '~/domain/registration'
import { validateAfiliado } from '~/upstream/afiliados.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'

async function answerFor(cedula: string, signal: AbortSignal): Promise<DocumentAnswer> {
  try {
    await validateAfiliado(cedula, signal)
    return 200
  } catch (error) {
    if (error instanceof UpstreamError) return error.status
    // Unreachable, too slow, or an answer outside the contract: no answer (BR11 counts it invalid).
    if (isUpstreamUnavailable(error)) return 'network-error'
    // The browser went away: nobody waits for the answer.
    throw error
  }
}

/** The answers for `cedulas`, in the same order. */
export function checkDocuments(cedulas: readonly string[], signal: AbortSignal): Promise<DocumentAnswer[]> {
  return Promise.all(cedulas.map((cedula) => answerFor(cedula, signal)))
}
