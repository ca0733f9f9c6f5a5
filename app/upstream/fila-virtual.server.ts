/**
 * The virtual queue's state (checklist C08, A38). The spec shows neither the page nor its call: the path is the
 * sandbox's (sandbox/areas/fila-virtual/router.ts, docs/decisions/invented-paths.md). Open, like the page: no
 * caller, so no token is sent.
 */
import { z } from 'zod'
import { callUpstream } from './client.server'
import { CallNumberSchema, IdSchema } from './ids'

const HourSchema = z.string().regex(/^\d{2}:\d{2}$/)

const SectorSchema = z.object({
  id: IdSchema,
  descripcion: z.string(),
  abierto: z.boolean(),
  /** The number being called, shown as it comes; null while the sector is closed. */
  numero_actual: CallNumberSchema,
  personas_esperando: z.number().int().nonnegative(),
  horario: z.object({ desde: HourSchema, hasta: HourSchema }).nullish(),
})

const EstadoSchema = z.object({
  /** The instant the state is for (ISO 8601). */
  actualizado: z.string().datetime({ offset: true }),
  sucursales: z.array(z.object({ id: IdSchema, descripcion: z.string(), sectores: z.array(SectorSchema) })),
})

export type QueueState = z.infer<typeof EstadoSchema>

/** GET /api/fila-virtual/estado/: every branch with its sectors, the number being called and the people waiting. */
export function fetchQueueState(signal?: AbortSignal): Promise<QueueState> {
  return callUpstream({ path: '/api/fila-virtual/estado/', schema: EstadoSchema, signal })
}
