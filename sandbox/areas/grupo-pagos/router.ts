/**
 * Payment groups (spec 000 §7): whether the user administers a payment group, and who administers his.
 */
import { Router } from 'express'
import type { SandboxContext } from '../../context'
import { currentUser, requireAuth } from '../auth/tokens'
import { findPaymentGroupHolder } from './store'

export function grupoPagosRouter(ctx: SandboxContext): Router {
  const { db } = ctx
  const router = Router()

  router.get('/api/grupo_pagos/admin_grupo_pagos', requireAuth(ctx), (req, res) => {
    const { afiliado } = currentUser(req)
    const holder = findPaymentGroupHolder(db, afiliado.id)
    res.json({
      isAdmin: holder?.id === afiliado.id,
      afiliadoAdmin: holder ? { id: holder.id, nombre: holder.nombre, apellido: holder.apellido, ci: holder.ci } : null,
    })
  })

  return router
}
