/**
 * Content calls of the mutual's API (spec 000 §7 "Content"): FAQs, release versions and
 * feature flags.
 */
import { z } from 'zod'
import { callUpstream } from './client.server'
import { publicContent } from './public-content.server'

export const FaqSchema = z.object({ pregunta: z.string(), respuesta: z.string() })
export type Faq = z.infer<typeof FaqSchema>

/**
 * GET /api/faqs/, shared by every page for a while (public-content.server.ts); the call does not
 * follow one browser request's abort signal because its answer serves them all.
 */
export function getFaqs(): Promise<Faq[]> {
  return publicContent('faqs', () => callUpstream({ path: '/api/faqs/', schema: z.array(FaqSchema) }))
}

export const VersionNoteSchema = z.object({
  // 'Improvment' is the contract's spelling.
  tipo: z.enum(['Feature', 'Error', 'Improvment']),
  descripcion: z.string(),
})

export const VersionSchema = z.object({
  nombre: z.string(),
  fecha: z.string(),
  notas: z.array(VersionNoteSchema),
})
export type Version = z.infer<typeof VersionSchema>

/** GET /api/versions/obtener-versiones, shared like the FAQs. */
export function getVersions(): Promise<Version[]> {
  return publicContent('versions', () =>
    callUpstream({ path: '/api/versions/obtener-versiones', schema: z.array(VersionSchema) }),
  )
}

/** GET /api/versions/obtener-ultima-version */
export async function getLatestVersionName(signal?: AbortSignal): Promise<string> {
  const latest = await callUpstream({
    path: '/api/versions/obtener-ultima-version',
    schema: z.object({ nombre: z.string() }),
    signal,
  })
  return latest.nombre
}

export const FlagSchema = z.object({ habilitado: z.boolean(), descripcion: z.string().nullish() })
export type Flag = z.infer<typeof FlagSchema>

/** GET /api/flags/obtener-por-nombre?nombre={flag} */
export function getFlag(nombre: string, signal?: AbortSignal): Promise<Flag> {
  return callUpstream({ path: '/api/flags/obtener-por-nombre', query: { nombre }, schema: FlagSchema, signal })
}
