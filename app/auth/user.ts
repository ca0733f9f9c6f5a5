/**
 * The signed-in user as the portal keeps it in the session (spec 000 §3 "Session user"):
 * a small summary read once at login from `GET /api/afiliados/datos/` and
 * `GET /api/grupo_pagos/admin_grupo_pagos`. Safe to send to the browser: it holds no token.
 */
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

/**
 * Permission names of the user data (checklist A36; the spec does not show the literal values).
 * One place to change them.
 */
export const PERMISOS = {
  medicinesEcommerce: 'puede_usar_ecommerce_medicamentos',
  callCentreEcommerce: 'puede_usar_ecommerce_call_center',
  biometricLogin: 'puede_usar_login_biometrico',
  passkeyManagement: 'gestion_claves_acceso',
  prescriptionsView: 'recetas_ver',
  prescriptionsBuy: 'recetas_comprar',
} as const

export type Permiso = (typeof PERMISOS)[keyof typeof PERMISOS]

export function hasPermission(user: Pick<SessionUser, 'permisos'> | null | undefined, permiso: Permiso): boolean {
  return user?.permisos.includes(permiso) ?? false
}

/** Profile header name (BR10): first word of the name and first word of the surname. */
export function shortName(user: Pick<SessionUser, 'nombre' | 'apellido'>): string {
  const first = (value: string) => value.trim().split(/\s+/)[0] ?? ''
  return [first(user.nombre), first(user.apellido)].filter(Boolean).join(' ')
}
