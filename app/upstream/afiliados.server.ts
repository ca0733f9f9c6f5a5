/**
 * Public checks of an affiliate's document (spec 000 §7, checklist E13, E14, A20): used before booking an
 * administrative service and when registering (E13), and on entering the medical booking (E14). They carry no token;
 * the contact data by document (E12) is read as the signed-in operator.
 */
import { z } from 'zod'
import { callUpstream, serviceProblem, type Caller } from './client.server'
import { isUpstreamUnavailable, readUpstreamError, UpstreamError } from './errors'

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

const EnabledSchema = z.object({ habilitado: z.boolean(), mensaje: z.string().nullish() })

/**
 * E14 GET /api/afiliado-habilitado?cedula= (A20): the medical booking's penalty check. Whether the affiliate may
 * book, and when not, the API's own words (shown as they come, C34). A refusal (404: no such affiliate) throws
 * `UpstreamError`; a failure of the API (5xx) is the service problem, as an unreachable API is.
 */
export async function checkEnabled(cedula: string, signal?: AbortSignal): Promise<{ enabled: boolean; message: string | null }> {
  const answer = await callUpstream({ path: '/api/afiliado-habilitado', query: { cedula }, schema: EnabledSchema, signal }).catch(
    (error: unknown) => {
      throw error instanceof UpstreamError && error.status >= 500 ? serviceProblem('invalid-response') : error
    },
  )
  // Words for people only, as errors.ts reads error answers: no markup, nothing overlong.
  const message = readUpstreamError(400, { error: answer.mensaje ?? undefined }).message ?? null
  return { enabled: answer.habilitado, message }
}

const ContactSchema = z.object({
  celular: z.string().nullish().transform((value) => value || null),
  telefono: z.string().nullish().transform((value) => value || null),
  direccion: z.string().nullish().transform((value) => value || null),
})
export type AffiliateContact = z.output<typeof ContactSchema>

/**
 * E12 GET /api/afiliados/afiliado_by_documento?documento= (as the signed-in operator): an affiliate's contact data,
 * which flow B's call centre starts the delivery from (C69). Null for an unknown document (404); a 5xx is the
 * service problem.
 */
export async function fetchContactByDocument(as: Caller, documento: string): Promise<AffiliateContact | null> {
  try {
    return await callUpstream({ path: '/api/afiliados/afiliado_by_documento', query: { documento }, schema: ContactSchema, as })
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null
    if (error instanceof UpstreamError && error.status >= 500) throw serviceProblem('invalid-response')
    throw error
  }
}
