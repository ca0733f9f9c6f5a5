/** A session user for unit tests: every field present, nothing personal unless a test sets it. */
import type { SessionUser } from '~/auth/user'

export function sessionUser(fields: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    ci: null,
    nombre: 'Ana',
    apellido: 'Pérez',
    email: null,
    celular: null,
    telefono: null,
    direccion: null,
    idPersona: null,
    userId: null,
    email_validado: false,
    notificaciones_email: false,
    notificaciones_push: false,
    pais: null,
    departamento: null,
    ciudad: null,
    adminGrupoPago: null,
    isStaff: false,
    isAdmin: false,
    permisos: [],
    ...fields,
  }
}
