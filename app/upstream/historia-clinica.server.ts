/**
 * The clinical-history copy request (E98, spec 002 §3.3; A49):
 * `POST /api/solicitudes/historia_clinica/ {motivo, telefono, es_copia_completa, observaciones,
 * solicitud_externa, nombre_archivo, copia_email, texto_terminos}`. The spec says only "ok / error": the
 * answer is read loosely (the sandbox's `{id, creada_en}`; docs/decisions/invented-paths.md), and a refusal
 * throws `UpstreamError`. The request carries an Idempotency-Key: one confirmation is one request.
 */
import { z } from 'zod'
import { callUpstream, type Caller } from './client.server'

export interface ClinicalHistoryRequest {
  motivo: string
  telefono: string
  es_copia_completa: boolean
  /** The requested part (A49); empty for a complete copy. */
  observaciones: string
  /** The attached file as a data URL; null without one (particular reasons). */
  solicitud_externa: string | null
  nombre_archivo: string | null
  copia_email: boolean
  /** The terms text accepted for the e-mail copy (A49); null without it. */
  texto_terminos: string | null
}

const AnswerSchema = z
  .object({ id: z.union([z.number(), z.string()]).optional() })
  .passthrough()
  .nullish()
  .transform((value) => ({ id: value?.id === undefined ? null : String(value.id) }))

export async function sendClinicalHistoryRequest(as: Caller, request: ClinicalHistoryRequest, idempotencyKey: string): Promise<{ id: string | null }> {
  return callUpstream({
    method: 'POST',
    path: '/api/solicitudes/historia_clinica/',
    json: request,
    idempotencyKey,
    schema: AnswerSchema,
    as,
  })
}
