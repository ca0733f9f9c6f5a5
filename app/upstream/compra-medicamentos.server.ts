/**
 * Flow B's calls around the recipes (spec 002 §7.2; checklist E84–E86, E88–E93, A22, A34, A46, A62), one function
 * each, as the signed-in member or call-centre operator (`upstreamAs`). The purchase and its payment (E94–E97) are
 * in ecommerce-medicamentos.server.ts; the member's own recipes (E87) in recetas.server.ts.
 *
 * The code-checked calls (E84 with a code, E91) answer the verification outcome (`codigo`: 1 ok; 4 no code, 5
 * wrong, 6 expired) for the journey to word (BR54, BR55); the SMS send answers its error text as it came, since
 * BR55 reads its length and collapses its repeated names. An unknown document is null. A 5xx is the service problem.
 */
import { z } from 'zod'
import { callUpstream, serviceProblem, type Caller } from './client.server'
import { UpstreamError } from './errors'
import { IdSchema } from './ids'
import { DatosPagoSchema, RecetaSchema, type DatosPago, type Receta } from './recetas.server'
import type { DocumentType } from './solicitud-medicamentos.server'

const BASE = '/api/ecommerce-medicamentos'

/** The outcome of a verification code (E91's status.Codigo). */
export const CODIGO = { OK: 1, NO_EXISTE: 4, INCORRECTO: 5, VENCIDO: 6 } as const
export type CodeError = typeof CODIGO.NO_EXISTE | typeof CODIGO.INCORRECTO | typeof CODIGO.VENCIDO

/** Who a document names, with the code that proves the member may act for that person (none for herself). */
export interface PersonQuery {
  tipoDocumento: DocumentType
  documento: string
  codigoVerificacion?: string
}

/** An affiliate as the purchase needs her (E84). `id` and `nombre` are null before her code is given. */
export interface AfiliadoHabilitado {
  /** Her id_persona. */
  id: number | null
  nombre: string | null
  /** Why she may not buy, or null. */
  inhabilitado: string | null
  /** The `Valor` of each unpaid order, in pesos. */
  ordenesPendientes: number[]
  tieneContacto: boolean
}

export type EnabledAnswer = { kind: 'afiliado'; afiliado: AfiliadoHabilitado } | { kind: 'codigo'; codigo: CodeError } | { kind: 'desconocido' }

export interface Sancion {
  sancionado: boolean
  mensaje: string
}

export interface Localidad {
  id: number
  nombre: string
  formasDeEnvio: Array<{ id: number; nombre: string }>
}

export interface Named {
  id: number
  nombre: string
}

export type SmsAnswer = { sent: true; mensaje: string } | { sent: false; status: number; text: string }

export type RecetasAnswer =
  | { kind: 'recetas'; recetas: Receta[]; datosPago: DatosPago | null }
  /** A verification problem (4, 5, 6) or another code the API answered (read as the generic error). */
  | { kind: 'codigo'; codigo: number }
  | { kind: 'desconocido' }

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? null : String(value)))
const pesos = z.coerce.number().finite()
const CodeErrorSchema = z.union([z.literal(4), z.literal(5), z.literal(6)])

const AfiliadoSchema = z.object({
  id: IdSchema.nullish().transform((value) => value ?? null),
  nombre: text,
  inhabilitado: text.transform((value) => (value === '' ? null : value)),
  ordenes_pendientes: z
    .array(z.object({ Valor: pesos }))
    .nullish()
    .transform((orders) => (orders ?? []).map((order) => order.Valor)),
  tiene_contacto: z.boolean().nullish().transform(Boolean),
})

const NamedSchema = (id: 'id' | 'Id', nombre: 'nombre' | 'Nombre' | 'descripcion') =>
  z.object({ [id]: IdSchema, [nombre]: z.string() }).transform((row) => ({ id: row[id] as number, nombre: row[nombre] as string }))

/** Which 4xx answers mean "no such document" (404) or a refused code (400 with Codigo 4, 5, 6). */
function codeErrorOf(error: unknown): CodeError | undefined {
  if (!(error instanceof UpstreamError) || error.status !== 400) return undefined
  const parsed = z.object({ Codigo: CodeErrorSchema }).safeParse(error.body)
  return parsed.success ? parsed.data.Codigo : undefined
}

function rethrow(error: unknown): never {
  if (error instanceof UpstreamError && error.status >= 500) throw serviceProblem('invalid-response')
  throw error
}

const isNotFound = (error: unknown) => error instanceof UpstreamError && error.status === 404

const documentQuery = (person: PersonQuery) => ({
  tipo_documento: person.tipoDocumento,
  documento: person.documento,
  codigo_verificacion: person.codigoVerificacion,
})

/** E84 GET afiliado-habilitado/: whether the person may buy, her id, name and unpaid orders. */
export async function fetchEnabledAffiliate(as: Caller, person: PersonQuery): Promise<EnabledAnswer> {
  try {
    const answer = await callUpstream({ path: `${BASE}/afiliado-habilitado/`, query: documentQuery(person), schema: AfiliadoSchema, as })
    return {
      kind: 'afiliado',
      afiliado: {
        id: answer.id,
        nombre: answer.nombre,
        inhabilitado: answer.inhabilitado,
        ordenesPendientes: answer.ordenes_pendientes,
        tieneContacto: answer.tiene_contacto,
      },
    }
  } catch (error) {
    const codigo = codeErrorOf(error)
    if (codigo !== undefined) return { kind: 'codigo', codigo }
    if (isNotFound(error)) return { kind: 'desconocido' }
    return rethrow(error)
  }
}

/** E85 GET sancionado_medicamentos (A22, A62): null for an unknown document. */
export async function fetchSanction(as: Caller, documento: string): Promise<Sancion | null> {
  try {
    const answer = await callUpstream({
      path: `${BASE}/sancionado_medicamentos`,
      query: { documento },
      schema: z.object({ Status: z.boolean(), Mensaje: text }),
      as,
    })
    return { sancionado: answer.Status, mensaje: answer.Mensaje ?? '' }
  } catch (error) {
    if (isNotFound(error)) return null
    return rethrow(error)
  }
}

/** E86 GET sucursales/: the locations with their shipping methods. */
export async function fetchLocations(as: Caller): Promise<Localidad[]> {
  const schema = z.array(
    z.object({ Id: IdSchema, Nombre: z.string(), FormasDeEnvio: z.array(NamedSchema('Id', 'Nombre')).nullish() }).transform((row) => ({
      id: row.Id,
      nombre: row.Nombre,
      formasDeEnvio: row.FormasDeEnvio ?? [],
    })),
  )
  return callUpstream({ path: `${BASE}/sucursales/`, schema, as }).catch(rethrow)
}

/** E88 GET tipos-documentos/. */
export async function fetchDocumentTypes(as: Caller): Promise<Named[]> {
  return callUpstream({ path: `${BASE}/tipos-documentos/`, schema: z.array(NamedSchema('id', 'descripcion')), as }).catch(rethrow)
}

/** E89 GET metodos-pago/: the payment methods (ids as A46) of a location and shipping method. */
export async function fetchPaymentMethods(as: Caller, which: { idLocalidad: number; idEnvio: number }): Promise<Named[]> {
  return callUpstream({
    path: `${BASE}/metodos-pago/`,
    query: { idLocalidad: which.idLocalidad, idEnvio: which.idEnvio },
    schema: z.array(NamedSchema('Id', 'Nombre')),
    as,
  }).catch(rethrow)
}

/** E90 POST enviar-codigo-verificacion/: sends the person an SMS code; a refusal's text body as it came (BR55). */
export async function sendVerificationCode(as: Caller, person: Omit<PersonQuery, 'codigoVerificacion'>): Promise<SmsAnswer> {
  try {
    const answer = await callUpstream({
      method: 'POST',
      path: `${BASE}/enviar-codigo-verificacion/`,
      json: { documento: person.documento, tipo_documento: person.tipoDocumento },
      schema: z.object({ Status: z.boolean().nullish(), Mensaje: text }),
      as,
    })
    // BR55: an answer that says it did not send (`Status: false`), or says nothing, is a send that failed; its words
    // (none) become `No se pudo enviar el SMS al afiliado.`.
    if (answer.Status === false || !answer.Mensaje) return { sent: false, status: 200, text: answer.Mensaje ?? '' }
    return { sent: true, mensaje: answer.Mensaje }
  } catch (error) {
    if (error instanceof UpstreamError && error.status < 500) {
      return { sent: false, status: error.status, text: typeof error.body === 'string' ? error.body : '' }
    }
    return rethrow(error)
  }
}

const RecetasSchema = z.object({
  status: z.object({ Codigo: z.coerce.number().int() }),
  recetas: z.array(RecetaSchema).nullish().transform((value) => value ?? []),
  datos_pago: DatosPagoSchema.nullish().transform((value) => value ?? null),
})

/** E91 GET recetas-afiliado: the person's recipes and her group's payment data, or the code's problem. */
export async function fetchAffiliateRecipes(as: Caller, person: PersonQuery & { idLocalidad: number }): Promise<RecetasAnswer> {
  try {
    const answer = await callUpstream({
      path: `${BASE}/recetas-afiliado`,
      query: { ...documentQuery(person), id_localidad: person.idLocalidad },
      schema: RecetasSchema,
      as,
    })
    if (answer.status.Codigo !== CODIGO.OK) return { kind: 'codigo', codigo: answer.status.Codigo }
    return { kind: 'recetas', recetas: answer.recetas, datosPago: answer.datos_pago }
  } catch (error) {
    if (isNotFound(error)) return { kind: 'desconocido' }
    return rethrow(error)
  }
}

/** E92 GET actualizar-receta-afiliado: one recipe read again (the call centre's reload of one in ERROR). */
export async function reloadRecipe(
  as: Caller,
  which: Omit<PersonQuery, 'codigoVerificacion'> & { idLocalidad: number; idReceta: number },
): Promise<Receta | null> {
  try {
    return await callUpstream({
      path: `${BASE}/actualizar-receta-afiliado`,
      query: { tipo_documento: which.tipoDocumento, documento: which.documento, id_localidad: which.idLocalidad, id_receta: which.idReceta },
      schema: RecetaSchema,
      as,
    })
  } catch (error) {
    if (isNotFound(error)) return null
    return rethrow(error)
  }
}

/** E93 POST costo-envio/: the home-delivery cost, in pesos, for everyone in the purchase. */
export async function fetchShippingCost(as: Caller, idPersonas: readonly number[]): Promise<number> {
  const answer = await callUpstream({
    method: 'POST',
    path: `${BASE}/costo-envio/`,
    json: { id_personas: idPersonas },
    schema: z.object({ costo: pesos }),
    as,
  }).catch(rethrow)
  return answer.costo
}
