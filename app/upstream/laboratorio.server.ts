/**
 * The member's lab reports (checklist C09, A38). The spec shows neither the page nor its calls: both paths are the
 * sandbox's (sandbox/areas/laboratorio/router.ts, docs/decisions/invented-paths.md), and the fields are read
 * loosely, so a field the real API lacks leaves a row out instead of taking the page down.
 *
 * As for the referrals, there is no call for one report: its file is asked for only once the id is found, ready,
 * in the member's own list, so an unknown or foreign id never reaches the API.
 */
import { z } from 'zod'
import { detectFileKind, MEDIA_TYPES } from '~/domain/file-kinds'
import { isReady, type LabReportFacts } from '~/domain/lab-reports.server'
import { callUpstream, fetchUpstreamFile, serviceProblem, type Caller, type UpstreamFile } from './client.server'
import { UpstreamError } from './errors'
import { IdSchema } from './ids'

const OptionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)

const InformeSchema = z.object({
  id: IdSchema,
  /** DD-MM-YYYY, the sample's day. */
  fecha: OptionalText,
  estudio: OptionalText,
  medico_solicitante: OptionalText,
  /** EN_PROCESO or LISTO. */
  estado: OptionalText,
}) satisfies z.ZodType<LabReportFacts, z.ZodTypeDef, unknown>

/** The largest report read: the API's are one-page documents of a few KiB. */
export const REPORT_FILE_MAX_BYTES = 10 * 1024 * 1024

/** GET /api/laboratorio/informes_afiliado/: the member's reports, in the API's order (newest first). */
export async function fetchInformes(as: Caller): Promise<LabReportFacts[]> {
  try {
    return await callUpstream({ path: '/api/laboratorio/informes_afiliado/', schema: z.array(InformeSchema), as })
  } catch (error) {
    if (error instanceof UpstreamError) throw serviceProblem('invalid-response')
    throw error
  }
}

/** One of the member's reports that is ready, found in her own list; null for an unknown, foreign or unready id. */
export async function findOwnReadyInforme(as: Caller, id: string): Promise<LabReportFacts | null> {
  const informes = await fetchInformes(as)
  return informes.find((informe) => String(informe.id) === id && isReady(informe)) ?? null
}

/**
 * GET /api/laboratorio/obtener_informe_archivo?informe_id=: the PDF of a report already found ready in her list;
 * null when the API has none for it (404). Anything else (another type, a larger file) is the service problem.
 */
export async function fetchInformeArchivo(as: Caller, informeId: number): Promise<UpstreamFile | null> {
  let file: UpstreamFile
  try {
    file = await fetchUpstreamFile({
      path: '/api/laboratorio/obtener_informe_archivo',
      query: { informe_id: informeId },
      as,
      types: [MEDIA_TYPES.pdf],
      maxBytes: REPORT_FILE_MAX_BYTES,
    })
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null
    throw error
  }
  if (detectFileKind(file.bytes, ['pdf']) !== 'pdf') throw serviceProblem('invalid-response')
  return file
}
