/**
 * The one ending of every way in (password now; passkeys and the set-password flow later): from
 * an upstream token to a started session. The user is read once here (data, permissions, the
 * payment-group admin check) and kept in the session for every later page.
 */
import { getUserData, isPaymentGroupAdmin, type UserData } from '~/upstream/auth.server'
import { startSession } from './auth-session.server'
import type { SessionUser } from './user'

export function sessionUserOf(data: UserData, isAdmin: boolean): SessionUser {
  return {
    id: data.id,
    userId: data.userId,
    ci: data.ci,
    nombre: data.nombre,
    apellido: data.apellido,
    email: data.email,
    email_validado: data.email_validado,
    celular: data.celular,
    telefono: data.telefono,
    direccion: data.direccion,
    notificaciones_email: data.notificaciones_email,
    notificaciones_push: data.notificaciones_push,
    pais: data.pais,
    departamento: data.departamento,
    ciudad: data.ciudad,
    idPersona: data.afiliadoInfo?.IdPersona ?? null,
    isStaff: data.isStaff,
    isAdmin,
    adminGrupoPago: data.adminGrupoPago,
    permisos: data.permisos,
  }
}

/**
 * Reads the user behind `token` and signs them in on a new session id (with their parked drafts,
 * if the API ended their last session here). Returns the Set-Cookie header for the redirect.
 * A failed read throws like any upstream call: nothing is started.
 */
export async function signInWithToken(request: Request, token: string): Promise<{ setCookie: string; user: SessionUser }> {
  // No 401/403 policy: there is no session to end yet, the caller reports the failure.
  const as = { token, signal: request.signal }
  const [data, isAdmin] = await Promise.all([getUserData(as), isPaymentGroupAdmin(as)])
  const user = sessionUserOf(data, isAdmin)
  return { setCookie: await startSession(request, token, user), user }
}
