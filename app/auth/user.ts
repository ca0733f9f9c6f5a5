/**
 * The signed-in user as the portal keeps it in the session (spec 000 §3 "Session user"):
 * a small summary read once at login from `GET /api/afiliados/datos/` and
 * `GET /api/grupo_pagos/admin_grupo_pagos`. Safe to send to the browser: it holds no token.
 */
import type { Permiso } from '~/flags/names'

export interface SessionUser {
  /** The affiliate's id: who the session is (parked drafts go back only to the same id). */
  id: number
  /** The portal account's id (the passkey calls). */
  userId: number | null
  ci: string | null
  nombre: string
  apellido: string
  email: string | null
  email_validado: boolean
  celular: string | null
  telefono: string | null
  direccion: string | null
  notificaciones_email: boolean
  notificaciones_push: boolean
  pais: string | null
  departamento: string | null
  ciudad: string | null
  /** `afiliadoInfo.IdPersona`: the person id the medicine and clinical-history calls send. */
  idPersona: number | null
  isStaff: boolean
  /** Holder of a payment group (checked after login through a server call). */
  isAdmin: boolean
  /** The payment group's administrator (the user himself when in no group). */
  adminGrupoPago: { id: number; nombre: string; apellido: string } | null
  permisos: string[]
}

/** The permission names live with the flags (app/flags/names.ts); re-exported for the user's checks. */
export { PERMISOS, type Permiso } from '~/flags/names'

export function hasPermission(user: Pick<SessionUser, 'permisos'> | null | undefined, permiso: Permiso): boolean {
  return user?.permisos.includes(permiso) ?? false
}

/** Profile header name (BR10): first word of the name and first word of the surname. */
export function shortName(user: Pick<SessionUser, 'nombre' | 'apellido'>): string {
  const first = (value: string) => value.trim().split(/\s+/)[0] ?? ''
  return [first(user.nombre), first(user.apellido)].filter(Boolean).join(' ')
}
