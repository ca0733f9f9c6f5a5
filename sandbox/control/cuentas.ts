/**
 * POST /sandbox/cuentas: a portal account for an affiliate who has none (Federico), made the way the mutual makes
 * one once the signed contract arrives: without a password, and an e-mail with a link to choose it (the same
 * /set-password screen as a reset, spec 000 §2).
 */
import { z } from 'zod'
import type { SandboxContext } from '../context'
import { findAfiliadoByCi, type AfiliadoRow } from '../areas/afiliados/store'
import { sendFirstPasswordLink } from '../areas/auth/passwords-router'
import { UNUSABLE_PASSWORD_HASH } from '../areas/auth/password-links'
import { accountState, createAccount } from '../areas/auth/store'

export const CuentaRequestSchema = z
  .object({ ci: z.string().regex(/^\d{6,8}$/, 'debe ser una cédula, solo dígitos') })
  .strict()
export type CuentaRequest = z.infer<typeof CuentaRequestSchema>

export type CuentaResult =
  | { status: 201; afiliado: AfiliadoRow }
  | { status: 404 | 409 | 422; detail: string }

export function createCuenta(ctx: SandboxContext, request: CuentaRequest, now: Date): CuentaResult {
  const { db } = ctx
  return db
    .transaction((): CuentaResult => {
      const afiliado = findAfiliadoByCi(db, request.ci)
      if (!afiliado) return { status: 404, detail: `No existe un afiliado con la cédula ${request.ci}` }
      if (accountState(db, afiliado.id) !== 'none') return { status: 409, detail: 'El afiliado ya tiene usuario' }
      if (!afiliado.email) return { status: 422, detail: 'El afiliado no tiene correo electrónico' }
      createAccount(db, afiliado.id, { passwordHash: UNUSABLE_PASSWORD_HASH, createdAt: now.toISOString() })
      sendFirstPasswordLink(ctx, afiliado, now)
      return { status: 201, afiliado }
    })
    .immediate()
}
