/**
 * The member's third-party referrals (spec 001 §2.3, §7; checklist C54, E73, E74). The spec names the two calls and
 * the referral's id only; the other fields are the sandbox's (sandbox/areas/tecnicas/router.ts) and are read loosely,
 * so a field the real API lacks leaves a row out instead of taking the page down.
 *
 * The API has no call for one referral: a referral's page and its file find the id in the member's own list, so an
 * unknown or foreign id simply is not there (docs/decisions/reservation-detail-from-own-list.md), and E74 is only
 * ever asked for a referral of hers.
 */
import { z } from 'zod'
import { detectFileKind, MEDIA_TYPES } from '~/domain/file-kinds'
import { callUpstream, fetchUpstreamFile, serviceProblem, type Caller, type UpstreamFile } from './client.server'
import { UpstreamError } from './errors'
import { IdSchema } from './ids'

/** A text the API may leave out, empty or null: null then, so the page leaves its row out. */
const OptionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)

const PaseSchema = z.object({
  id: IdSchema,
  especialidad: OptionalText,
  prestador: OptionalText,
  direccion_prestador: OptionalText,
  medico_derivante: OptionalText,
  motivo: OptionalText,
  /** DD-MM-YYYY. */
  fecha_emision: OptionalText,
  /** DD-MM-YYYY, the last day the referral is valid. */
  vigente_hasta: OptionalText,
  /**
   * Whether E74 has a file for it. Absent, the file is offered: the spec says a referral's file can be obtained,
   * and E74's own answer (404) says when there is none.
   */
  tiene_archivo: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
})
export type Pase = z.infer<typeof PaseSchema>

/** The largest referral file read: the API's are one-page documents of a few KiB; a scanned one is a few MiB. */
export const PASE_FILE_MAX_BYTES = 10 * 1024 * 1024

/**
 * E73 GET /api/tecnicas/pases_afiliado/: the member's referrals, in the API's order. The spec shows no error text
 * for it, so a refusal other than the session's (401/403, the caller's policy) is the service problem.
 */
export async function fetchPases(as: Caller): Promise<Pase[]> {
  try {
    return await callUpstream({ path: '/api/tecnicas/pases_afiliado/', schema: z.array(PaseSchema), as })
  } catch (error) {
    if (error instanceof UpstreamError) throw serviceProblem('invalid-response')
    throw error
  }
}

/** One of the member's referrals, found in her own list (E73); null for an unknown or someone else's id. */
export async function findOwnPase(as: Caller, id: string): Promise<Pase | null> {
  const pases = await fetchPases(as)
  return pases.find((pase) => String(pase.id) === id) ?? null
}

/**
 * E74 GET /api/tecnicas/obtener_pase_archivo?pase_id=: the file of a referral already found in the member's own
 * list, a PDF by its type and by its first bytes; null when the API has none for it (404). Anything else it answers
 * (another type, a larger file, bytes that are not a PDF) is outside the contract: the service problem.
 */
export async function fetchPaseArchivo(as: Caller, paseId: number): Promise<UpstreamFile | null> {
  let file: UpstreamFile
  try {
    file = await fetchUpstreamFile({
      path: '/api/tecnicas/obtener_pase_archivo',
      query: { pase_id: paseId },
      as,
      types: [MEDIA_TYPES.pdf],
      maxBytes: PASE_FILE_MAX_BYTES,
    })
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null
    throw error
  }
  if (detectFileKind(file.bytes, ['pdf']) !== 'pdf') throw serviceProblem('invalid-response')
  return file
}
