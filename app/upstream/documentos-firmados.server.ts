/**
 * Signed documents (checklist C82, E101), open: no session. The spec names the call `fetchSignedFile(id)` and its
 * answer's fields but not its path; the path is the sandbox's (docs/decisions/invented-paths.md), as is the file's.
 * The answer is read loosely: BR69 (domain/signed-documents.ts) decides what a missing field means.
 */
import { z } from 'zod'
import type { SignedFileAnswer } from '~/domain/signed-documents.server'
import { detectFileKind, MEDIA_TYPES } from '~/domain/file-kinds'
import { callUpstream, fetchUpstreamFile, serviceProblem, type UpstreamFile } from './client.server'
import { UpstreamError } from './errors'
import { IdSchema } from './ids'

/**
 * What can be a document's id in the API's path: the ids it prints are UUIDs, but any short token of letters,
 * digits and dashes is asked for. Anything else (a slash, a dot, a space) never reaches the API.
 */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/

export const isDocumentId = (id: string) => DOCUMENT_ID.test(id)

const OptionalName = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)

const SignedFileSchema = z.object({
  autor: z
    .object({
      id: IdSchema.nullish().transform((value) => value ?? null),
      usuario: z
        .object({ first_name: OptionalName, last_name: OptionalName })
        .nullish()
        .transform((value) => value ?? null),
    })
    .nullish()
    .transform((value) => value ?? null),
  fecha_asociacion: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null),
}) satisfies z.ZodType<SignedFileAnswer, z.ZodTypeDef, unknown>

/** The largest signed document read: the API's are one-page PDFs of a few KiB; a scanned one is a few MiB. */
export const SIGNED_FILE_MAX_BYTES = 10 * 1024 * 1024

const documentPath = (id: string) => `/api/documentos-firmados/${encodeURIComponent(id)}/`

/**
 * E101 fetchSignedFile(id): the document, or null when the fetch did not succeed because of the id (an unknown one,
 * a refused one: any 4xx) or the id cannot be one. The API being down or answering 5xx is not an answer about the
 * document: it is the service problem, so an outage never calls a good document invalid.
 */
export async function fetchSignedFile(id: string, signal?: AbortSignal): Promise<SignedFileAnswer | null> {
  if (!isDocumentId(id)) return null
  try {
    return await callUpstream({ path: documentPath(id), schema: SignedFileSchema, signal })
  } catch (error) {
    if (error instanceof UpstreamError) {
      if (error.status < 500) return null
      throw serviceProblem('invalid-response')
    }
    throw error
  }
}

/** The signed document's file, a PDF by its type and its first bytes; null when the API has none for it (404). */
export async function fetchSignedDocumentFile(id: string, signal?: AbortSignal): Promise<UpstreamFile | null> {
  if (!isDocumentId(id)) return null
  let file: UpstreamFile
  try {
    file = await fetchUpstreamFile({
      path: `${documentPath(id)}archivo/`,
      signal,
      types: [MEDIA_TYPES.pdf],
      maxBytes: SIGNED_FILE_MAX_BYTES,
    })
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null
    if (error instanceof UpstreamError) throw serviceProblem('invalid-response')
    throw error
  }
  if (detectFileKind(file.bytes, ['pdf']) !== 'pdf') throw serviceProblem('invalid-response')
  return file
}
