/**
 * Affiliate look-ups shared by the login, the affiliate and the payment-group routers.
 */
import type { Db } from '../db/index'

export const SANCIONADO_DETAIL = 'El afiliado se encuentra sancionado'
export const AFILIADO_NO_EXISTE_DETAIL = 'No existe un afiliado con ese documento'

/** A row of `afiliados`; SQLite booleans stay 0/1 here and become booleans in the responses. */
export interface AfiliadoRow {
  id: number
  ci: string
  nombre: string
  apellido: string
  email: string | null
  email_validado: number
  telefono: string | null
  celular: string | null
  direccion: string | null
  pais: string | null
  departamento: string | null
  ciudad: string | null
  id_persona: number
  es_staff: number
  fecha_nacimiento: string
  notificaciones_email: number
  notificaciones_push: number
  sancionado: number
  inhabilitado_motivo: string | null
  representante_afiliado_id: number | null
}

export function findAfiliadoByCi(db: Db, ci: string): AfiliadoRow | undefined {
  return db.prepare('SELECT * FROM afiliados WHERE ci = ?').get(ci) as AfiliadoRow | undefined
}

/** The holder of the payment group the affiliate belongs to (as holder or member); undefined when in none. */
export function findPaymentGroupHolder(db: Db, afiliadoId: number): AfiliadoRow | undefined {
  return db
    .prepare(
      `SELECT a.* FROM grupos_pago g JOIN afiliados a ON a.id = g.titular_afiliado_id
       WHERE g.titular_afiliado_id = @id
          OR g.id IN (SELECT grupo_id FROM grupo_pago_miembros WHERE afiliado_id = @id)
       ORDER BY g.titular_afiliado_id = @id DESC, g.id
       LIMIT 1`,
    )
    .get({ id: afiliadoId }) as AfiliadoRow | undefined
}
