/**
 * The member's prescriptions (spec 002 §3.2, §7.2; checklist C56, E87): `GET /api/ecommerce-medicamentos/mis-recetas`.
 * The prescriptions page reads them, and flow B's purchase (a later journey) prices and limits what it sells from
 * the same recipes: each medicine carries its ticket price, boxes per ticket and maxima, and the answer the group's
 * payment data.
 *
 * A member may read her own, her family's and her payment group's recipes, the call centre anyone's; anyone else's
 * document is answered like an unknown one (404, here null). A 5xx is the service problem.
 */
import { z } from 'zod'
import { callUpstream, serviceProblem, type Caller } from './client.server'
import { UpstreamError } from './errors'
import { IdSchema } from './ids'
import type { DocumentType } from './solicitud-medicamentos.server'

/** A recipe's availability (spec 002 §4.2): ERROR and ALERT disable its items, SINSTOCK leaves them pending. */
export type StatusReceta = 'OK' | 'ERROR' | 'ALERT' | 'SINSTOCK'

/** A medicine of a recipe, in the API's names. */
export interface Farmaco {
  Id_Farmaco_Geosalud: number
  NombreFarmaco: string
  /** Pesos per ticket. */
  PrecioTicket: number
  CantidadCajasPorTicket: number
  CantidadMaximaDeUnidades: number
  CantidadCajasMaxima: number
  CantidadMaximaTickets: number
  /** Wall clock 'YYYY-MM-DDTHH:mm:ss' as it came (BR65 shows it), or null. */
  FechaProximoRetiro: string | null
  CoincideConIndicacionMedica: boolean
  /** 0 none, 1 info, 2 warning, 3 error. */
  AlertaECommerce: 0 | 1 | 2 | 3
  AlertaECommerceDescripcion: string | null
}

/** A recipe. Its dates are the API's wall-clock strings as they came (BR65 formats them; '-' when invalid). */
export interface Receta {
  Id_Receta: number
  /** One of StatusReceta, or another the API adds (read as available). */
  StatusReceta: string
  StatusMensaje: string | null
  Medico: string | null
  NroOrden: string | null
  Sector: string | null
  FechaHoraIndicacion: string | null
  FechaProximoRetiro: string | null
  FechaUltimaEntrega: string | null
  FechaVencimiento: string | null
  IndicacionHCE: string | null
  /** A special (discounted) recipe of a police family group; not in the spec, false when absent. */
  EsRecetaEspecial: boolean
  Farmacos: Farmaco[]
}

/** The group's payment data for flow B's prices. */
export interface DatosPago {
  TopeEntregasAlGrupoPrecioBasico: number
  EntregadosAlGrupoEnElMes: number
  PrecioEntregaSobreTope: number
  PrecioBolsa: number
}

export interface MisRecetas {
  /** `status.Codigo`: 1 is success. */
  codigo: number
  recetas: Receta[]
  datosPago: DatosPago | null
}

/** E87's success code. */
export const RECETAS_OK = 1

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? null : String(value)))
const number = z.coerce.number().finite()

const FarmacoSchema: z.ZodType<Farmaco, z.ZodTypeDef, unknown> = z.object({
  Id_Farmaco_Geosalud: IdSchema,
  NombreFarmaco: z.string(),
  PrecioTicket: number,
  CantidadCajasPorTicket: number,
  CantidadMaximaDeUnidades: number,
  CantidadCajasMaxima: number,
  CantidadMaximaTickets: number,
  FechaProximoRetiro: text,
  CoincideConIndicacionMedica: z.boolean().nullish().transform((value) => value !== false),
  AlertaECommerce: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).nullish().transform((value) => value ?? 0),
  AlertaECommerceDescripcion: text,
})

/**
 * A06: the order number's field is `NroOrden{product}` (`NroOrdenPortal` for a product named portal); read whichever
 * the API sends, the bare `NroOrden` included.
 */
function withOrderNumber(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || 'NroOrden' in value) return value
  const field = Object.keys(value).find((key) => key.startsWith('NroOrden'))
  return field ? { ...value, NroOrden: (value as Record<string, unknown>)[field] } : value
}

const RecetaObjectSchema = z.object({
  Id_Receta: IdSchema,
  StatusReceta: z.string(),
  StatusMensaje: text,
  Medico: text,
  NroOrden: text,
  Sector: text,
  FechaHoraIndicacion: text,
  FechaProximoRetiro: text,
  FechaUltimaEntrega: text,
  FechaVencimiento: text,
  IndicacionHCE: text,
  EsRecetaEspecial: z.boolean().nullish().transform(Boolean),
  Farmacos: z.array(FarmacoSchema),
})

export const RecetaSchema: z.ZodType<Receta, z.ZodTypeDef, unknown> = z.preprocess(withOrderNumber, RecetaObjectSchema)

export const DatosPagoSchema: z.ZodType<DatosPago, z.ZodTypeDef, unknown> = z.object({
  TopeEntregasAlGrupoPrecioBasico: number,
  EntregadosAlGrupoEnElMes: number,
  PrecioEntregaSobreTope: number,
  PrecioBolsa: number,
})

const AnswerSchema = z.object({
  status: z.object({ Codigo: z.coerce.number().int() }),
  recetas: z.array(RecetaSchema).nullish().transform((value) => value ?? []),
  datos_pago: DatosPagoSchema.nullish().transform((value) => value ?? null),
})

/**
 * E87 GET /api/ecommerce-medicamentos/mis-recetas: the recipes of the affiliate with the document, or null when the
 * API does not answer them to this user (unknown, or not hers to read).
 */
export async function fetchPrescriptions(
  as: Caller,
  which: { tipoDocumento: DocumentType; documento: string },
): Promise<MisRecetas | null> {
  try {
    const answer = await callUpstream({
      path: '/api/ecommerce-medicamentos/mis-recetas',
      query: { tipo_documento: which.tipoDocumento, documento: which.documento },
      schema: AnswerSchema,
      as,
    })
    return { codigo: answer.status.Codigo, recetas: answer.recetas, datosPago: answer.datos_pago }
  } catch (error) {
    if (error instanceof UpstreamError && error.status >= 500) throw serviceProblem('invalid-response')
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) return null
    throw error
  }
}
