/**
 * Public checks of an affiliate's document (spec 000 §7, checklist E13, A20): used before booking an
 * administrative service and when registering. They carry no token.
 */
import { z } from 'zod'
import { callUpstream } from './client.server'
import { isUpstreamUnavailable, UpstreamError } from './errors'

/**
 * GET /api/afiliado-valido?cedula=: resolves when the document belongs to an affiliate in good
 * standing; throws `UpstreamError` otherwise (401 = penalised, 404 = no such affiliate).
 */
export async function validateAfiliado(cedula: string, signal?: AbortSignal): Promise<void> {
  await callUpstream({ path: '/api/afiliado-valido', query: { cedula }, schema: z.unknown(), signal })
}

/**
 * Whether the penalty check (E13) says the document is penalised: its HTTP 401, the one answer
 * whose 401 means that (spec 001 §8). Any other answer, or an API that cannot be used, is "not
 * known to be penalised".
 */
export async function isPenalised(cedula: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await validateAfiliado(cedula, signal)
    return false
  } catch (error) {
    if (error instanceof UpstreamError) return error.status === 401
    if (isUpstreamUnavailable(error)) return false
    throw error
  }
}
