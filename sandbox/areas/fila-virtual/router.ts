/**
 * The virtual queue (checklist C08, A38): the spec shows neither the page nor its call, so the path is invented
 * (docs/decisions/invented-paths.md). It is open, as the page is: the state of a public queue names nobody.
 *
 * GET /api/fila-virtual/estado/ answers `{actualizado (ISO instant), sucursales: [{id, descripcion, sectores: [{id,
 * descripcion, abierto, numero_actual, personas_esperando, horario: {desde, hasta} | null}]}]}`, computed from the
 * sandbox clock (store.ts).
 */
import { Router } from 'express'
import type { SandboxContext } from '../../context'
import { estadoFila } from './store'

export function filaVirtualRouter({ db, clock }: SandboxContext): Router {
  const router = Router()

  router.get('/api/fila-virtual/estado/', (_req, res) => {
    const now = clock.now()
    res.json({ actualizado: now.toISOString(), sucursales: estadoFila(db, now) })
  })

  return router
}
