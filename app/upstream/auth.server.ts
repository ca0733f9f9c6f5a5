/**
 * Authentication and account calls of the mutual's API (spec 000 §7 "Auth and account").
 */
import { z } from 'zod'
import { callUpstream, type Caller } from './client.server'

const TokenSchema = z.object({ token: z.string().min(1) })

/** POST /api-token-auth/ {username, password}; username is the cédula. */
export async function obtainToken(ci: string, password: string, signal?: AbortSignal): Promise<string> {
  const answer = await callUpstream({
    method: 'POST',
    path: '/api-token-auth/',
    json: { username: ci, password },
    schema: TokenSchema,
    signal,
  })
  return answer.token
}

/** POST /api-token-refresh/ {token} */
export async function refreshToken(token: string): Promise<string> {
  const answer = await callUpstream({ method: 'POST', path: '/api-token-refresh/', json: { token }, schema: TokenSchema })
  return answer.token
}

/** POST /api/token/logout/ */
export async function revokeToken(token: string): Promise<void> {
  await callUpstream({ method: 'POST', path: '/api/token/logout/', as: { token }, schema: z.unknown() })
}

const nullableText = z.string().nullish().transform((value) => value ?? null)

/** GET /api/afiliados/datos/ (spec 000 §3 "Session user", checklist E11). */
export const UserDataSchema = z.object({
  /** The portal account's id (the passkey calls name it). */
  userId: z.number().nullish().transform((value) => value ?? null),
  id: z.number(),
  ci: nullableText,
  nombre: z.string(),
  apellido: z.string(),
  email: nullableText,
  email_validado: z.boolean().default(false),
  telefono: nullableText,
  celular: nullableText,
  direccion: nullableText,
  notificaciones_email: z.boolean().default(false),
  notificaciones_push: z.boolean().default(false),
  permisos: z.array(z.string()).default([]),
  /** The payment group's administrator, or the user himself when he is in no group. */
  adminGrupoPago: z
    .object({ id: z.number(), nombre: z.string(), apellido: z.string() })
    .nullish()
    .transform((value) => value ?? null),
  pais: nullableText,
  departamento: nullableText,
  ciudad: nullableText,
  isStaff: z.boolean().default(false),
  afiliadoInfo: z.object({ IdPersona: z.number().nullish() }).nullish(),
  /** Not in the spec's list: whether the invented photo call has a photo (profile.server.ts). */
  tieneFoto: z.boolean().default(false),
})
export type UserData = z.infer<typeof UserDataSchema>

/** GET /api/afiliados/datos/ */
export function getUserData(as: Caller): Promise<UserData> {
  return callUpstream({ path: '/api/afiliados/datos/', as, schema: UserDataSchema })
}

/** GET /api/grupo_pagos/admin_grupo_pagos: is the user the holder of a payment group? */
export async function isPaymentGroupAdmin(as: Caller): Promise<boolean> {
  const answer = await callUpstream({ path: '/api/grupo_pagos/admin_grupo_pagos', as, schema: z.object({ isAdmin: z.boolean() }) })
  return answer.isAdmin
}
