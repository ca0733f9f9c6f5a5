/**
 * The clinical-history copy request (spec 002 §2.3, §3.3, §5.3; checklist C80, E98, A49):
 * POST /api/solicitudes/historia_clinica/ with `{motivo, telefono, es_copia_completa, observaciones,
 * solicitud_externa, nombre_archivo, copia_email, texto_terminos}`, for the signed-in member (bearer token).
 *
 * The API trusts no client: the attached file comes as a data URL whose media type must be what its first bytes
 * are (PDF, JPEG or PNG) and whose decoded size is at most 5 MB. Not in the spec (docs/decisions/invented-paths.md):
 * the answer, 201 `{id, creada_en}`, and the Idempotency-Key it takes (one confirmation is one request, however
 * often it is sent).
 */
import express, { Router, type RequestHandler } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { firstIssue, sendDetail } from '../../lib/http'
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_INVALID_DETAIL, IdempotencyKeySchema, runIdempotent } from '../../lib/idempotency'
import { currentUser, requireAuth } from '../auth/tokens'
import { insertSolicitud } from './store'

export const HISTORIA_CLINICA_PATH = '/api/solicitudes/historia_clinica/'
/** 5 MB, the portal's limit too. */
export const ARCHIVO_MAX_BYTES = 5 * 1024 * 1024
/** The JSON body: the file in base64 (4 characters per 3 bytes), its data URL prefix and the other fields. */
const JSON_LIMIT = Math.ceil(ARCHIVO_MAX_BYTES / 3) * 4 + 64 * 1024

export const DETAILS = {
  tooLarge: 'El archivo supera el tamaño máximo de 5 MB.',
  notDataUrl: 'solicitud_externa: debe ser el archivo como data URL en base64',
  wrongType: 'solicitud_externa: el archivo debe ser un PDF, JPEG o PNG',
  empty: 'solicitud_externa: el archivo está vacío',
  noName: 'nombre_archivo: es obligatorio con el archivo',
  noPart: 'observaciones: indique la parte solicitada si la copia no es completa',
  noTerms: 'texto_terminos: es obligatorio con la copia por e-mail',
} as const

const parseJson = express.json({ limit: JSON_LIMIT })

/** The body parser of this path, mounted before the app's own (whose 100 kB would refuse any file). */
export const historiaClinicaJsonBody: RequestHandler = (req, res, next) => {
  parseJson(req, res, (error?: unknown) => {
    if ((error as { type?: unknown } | undefined)?.type === 'entity.too.large') return sendDetail(res, 413, DETAILS.tooLarge)
    next(error)
  })
}

const SIGNATURES: ReadonlyArray<[string, readonly number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
]

const DATA_URL_PREFIX = /^data:(application\/pdf|image\/jpeg|image\/png);base64,/
// Standard base64 with its padding (a character class, not a repeated group: a file of megabytes would overflow
// a backtracking group).
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

type FileCheck = { ok: true } | { ok: false; status: 400 | 413; detail: string }

/** The data URL's type must be what its bytes are; its decoded size at most 5 MB. */
export function checkDataUrl(dataUrl: string): FileCheck {
  const prefix = DATA_URL_PREFIX.exec(dataUrl)
  if (!prefix) return { ok: false, status: 400, detail: DETAILS.notDataUrl }
  const declared = prefix[1]!
  const base64 = dataUrl.slice(prefix[0].length)
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return { ok: false, status: 400, detail: DETAILS.notDataUrl }
  // The decoded size, known before decoding.
  const size = (base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0)
  if (size === 0) return { ok: false, status: 400, detail: DETAILS.empty }
  if (size > ARCHIVO_MAX_BYTES) return { ok: false, status: 413, detail: DETAILS.tooLarge }
  const head = Buffer.from(base64.slice(0, 12), 'base64')
  const signature = SIGNATURES.find(([type]) => type === declared)![1]
  if (!signature.every((byte, index) => head[index] === byte)) return { ok: false, status: 400, detail: DETAILS.wrongType }
  return { ok: true }
}

const text = (max: number) => z.string({ required_error: 'es obligatorio' }).trim().max(max, 'es demasiado largo')

const SolicitudSchema = z
  .object({
    motivo: text(1000).min(1, 'es obligatorio'),
    telefono: z.string({ required_error: 'es obligatorio' }).trim().regex(/^\d{6,15}$/, 'debe tener solo números'),
    es_copia_completa: z.boolean({ required_error: 'es obligatorio', invalid_type_error: 'debe ser true o false' }),
    observaciones: text(1000).default(''),
    solicitud_externa: z.string().nullish(),
    nombre_archivo: text(200).nullish(),
    copia_email: z.boolean({ required_error: 'es obligatorio', invalid_type_error: 'debe ser true o false' }),
    texto_terminos: text(20_000).nullish(),
  })
  .strict()
type Solicitud = z.infer<typeof SolicitudSchema>

/** A refusal of the request as a whole; null when it may be stored. */
function refusalOf(body: Solicitud): { status: number; detail: string } | null {
  if (!body.es_copia_completa && body.observaciones === '') return { status: 400, detail: DETAILS.noPart }
  if (body.copia_email && !body.texto_terminos) return { status: 400, detail: DETAILS.noTerms }
  if (body.solicitud_externa) {
    const file = checkDataUrl(body.solicitud_externa)
    if (!file.ok) return file
    if (!body.nombre_archivo) return { status: 400, detail: DETAILS.noName }
  }
  return null
}

export function historiaClinicaRouter(ctx: SandboxContext): Router {
  const { db, clock } = ctx
  const router = Router()
  const auth = requireAuth(ctx)

  router.post(HISTORIA_CLINICA_PATH, auth, (req, res) => {
    const key = IdempotencyKeySchema.optional().safeParse(req.get(IDEMPOTENCY_KEY_HEADER))
    if (!key.success) return sendDetail(res, 400, IDEMPOTENCY_KEY_INVALID_DETAIL)
    const body = SolicitudSchema.safeParse(req.body ?? {})
    if (!body.success) return sendDetail(res, 400, firstIssue(body.error, 'Datos de la solicitud inválidos'))
    const refusal = refusalOf(body.data)
    if (refusal) return sendDetail(res, refusal.status, refusal.detail)
    const me = currentUser(req).afiliado
    const route = `${HISTORIA_CLINICA_PATH}#${me.id}`
    const answer = runIdempotent(db, { route, key: key.data ?? null, request: body.data, now: clock.now() }, () => {
      const creadaEn = clock.now()
      const id = insertSolicitud(db, {
        afiliadoId: me.id,
        motivo: body.data.motivo,
        telefono: body.data.telefono,
        esCopiaCompleta: body.data.es_copia_completa,
        observaciones: body.data.observaciones,
        solicitudExterna: body.data.solicitud_externa || null,
        nombreArchivo: body.data.solicitud_externa ? (body.data.nombre_archivo ?? null) : null,
        copiaEmail: body.data.copia_email,
        textoTerminos: body.data.copia_email ? (body.data.texto_terminos ?? null) : null,
        creadaEn,
      })
      return { status: 201, body: { id, creada_en: creadaEn.toISOString() } }
    })
    res.status(answer.status).json(answer.body)
  })

  return router
}
