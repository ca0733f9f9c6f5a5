/**
 * Authentication and account calls of the mutual's API (spec 000 §7 "Auth and account").
 */
import { z } from 'zod'
import { callUpstream } from './client.server'

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
  await callUpstream({ method: 'POST', path: '/api/token/logout/', token, schema: z.unknown() })
}

const nullableText = z.string().nullish().transform((value) => value ?? null)

export const UserDataSchema = z.object({
  id: z.number(),
  ci: nullableText,
  nombre: z.string(),
  apellido: z.string(),
  email: nullableText,
  telefono: nullableText,
  celular: nullableText,
  direccion: nullableText,
  permisos: z.array(z.string()).default([]),
  isStaff: z.boolean().default(false),
  afiliadoInfo: z.object({ IdPersona: z.number().nullish() }).nullish(),
})
export type UserData = z.infer<typeof UserDataSchema>

/** GET /api/afiliados/datos/ */
export function getUserData(token: string, signal?: AbortSignal): Promise<UserData> {
  return callUpstream({ path: '/api/afiliados/datos/', token, schema: UserDataSchema, signal })
}

/** GET /api/grupo_pagos/admin_grupo_pagos: is the user the holder of a payment group? */
export async function isPaymentGroupAdmin(token: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await callUpstream({
    path: '/api/grupo_pagos/admin_grupo_pagos',
    token,
    schema: z.object({ isAdmin: z.boolean() }),
    signal,
  })
  return answer.isAdmin
}
