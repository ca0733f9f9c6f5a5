/**
 * The member's coordinated techniques (spec 001 §2.3, §3, §7; checklist C53, E72): the studies coordinated for her,
 * in six lists, each item with where and when, and its studies with their patient instructions and whether they
 * need consent.
 *
 * The API has no call for one coordination: a coordination's page finds it in the member's own lists, so another
 * member's id, or an unknown one, is simply not there.
 */
import { z } from 'zod'
import { COORDINATION_TYPES, type CoordinationType } from '~/domain/coordinations.server'
import { callUpstream, serviceProblem, type Caller } from './client.server'
import { UpstreamError } from './errors'
import { IdSchema } from './ids'

/** E72's list of each `:type` (C53). */
const LISTS = {
  indicacion: 'indicaciones_coordinadas',
  urgencia: 'urgencias_coordinadas',
  anotacion: 'anotaciones',
  domicilio: 'domicilio',
  pase: 'pases',
  'domicilio-urgente': 'domicilio_urgente',
} as const satisfies Record<CoordinationType, string>

// Texts are shown as they come; a missing one is an empty row, not a page down.
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '')

const EstudioSchema = z.object({
  nombre: z.string(),
  requiere_consentimiento: z.boolean(),
  /** The patient's instructions for this study. */
  indicaciones: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
})
const CoordinacionSchema = z.object({
  id: IdSchema,
  area: text,
  /** The branch; none for a study at the member's home. */
  filial: z
    .string()
    .nullish()
    .transform((value) => value || null),
  direccion: text,
  medico_informante: text,
  /** DD-MM-YYYY */
  fecha: z.string(),
  /** HH:mm */
  hora: z.string(),
  sector: text,
  estudios: z
    .array(EstudioSchema)
    .nullish()
    .transform((value) => value ?? []),
})
type Coordinacion = z.infer<typeof CoordinacionSchema>

const list = z
  .array(CoordinacionSchema)
  .nullish()
  .transform((value) => value ?? [])

const CoordinacionesSchema = z.object({
  indicaciones_coordinadas: list,
  urgencias_coordinadas: list,
  anotaciones: list,
  domicilio: list,
  pases: list,
  domicilio_urgente: list,
})

type Coordinaciones = Record<CoordinationType, Coordinacion[]>

/**
 * E72 GET /api/tecnicas/coordinaciones_afiliado/: the member's coordinations by `:type`, in the API's order. The
 * spec shows no error texts for it (C53), so an error answer, like an API that does not answer, is the service
 * problem (503); a 401/403 keeps the caller's policy (sign in again).
 */
export async function fetchCoordinaciones(as: Caller): Promise<Coordinaciones> {
  try {
    const lists = await callUpstream({ path: '/api/tecnicas/coordinaciones_afiliado/', schema: CoordinacionesSchema, as })
    return Object.fromEntries(COORDINATION_TYPES.map((type) => [type, lists[LISTS[type]]])) as Coordinaciones
  } catch (error) {
    if (error instanceof UpstreamError && error.status !== 401 && error.status !== 403) throw serviceProblem('invalid-response')
    throw error
  }
}

/** One of the member's coordinations, from her own list of that type (E72); null when it is not there. */
export async function findOwnCoordinacion(as: Caller, type: CoordinationType, id: string): Promise<Coordinacion | null> {
  const coordinaciones = await fetchCoordinaciones(as)
  return coordinaciones[type].find((coordinacion) => String(coordinacion.id) === id) ?? null
}
