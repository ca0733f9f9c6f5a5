/**
 * Test personas (POST /sandbox/personas): a new affiliate with an unused cédula for one test, so the test can change
 * data no other test reads. "like" copies a seeded (or earlier test) persona: its data, account state, permissions
 * and what it owns in each area; traits then override that.
 */
import { z } from 'zod'
import type { Db } from '../db/types'
import { areas } from '../areas/index'
import { DEMO_PASSWORD, ECOMMERCE_MEDICAMENTOS } from '../areas/afiliados/seed'
import {
  findAfiliadoByCi,
  grantPermisos,
  insertAfiliado,
  listPermisos,
  nextIdPersona,
  type AfiliadoRow,
  type NewAfiliado,
} from '../areas/afiliados/store'
import { accountState, createAccount } from '../areas/auth/store'
import { cedulaOf } from '../lib/cedula'
import { hashPassword } from '../lib/passwords'

// New cédulas are counted from here; any number already taken is skipped.
const FIRST_NUMBER = 4_100_000

type Cuenta = 'activa' | 'bloqueada' | 'sin-cuenta'
const CUENTA_OF_STATE = { active: 'activa', blocked: 'bloqueada', none: 'sin-cuenta' } as const

export const PersonaRequestSchema = z
  .object({
    /** The cédula of the persona to copy. */
    like: z.string().regex(/^\d{6,8}$/, 'debe ser una cédula, solo dígitos').optional(),
    nombre: z.string().trim().min(1).max(60).optional(),
    apellido: z.string().trim().min(1).max(60).optional(),
    cuenta: z.enum(['activa', 'bloqueada', 'sin-cuenta']).optional(),
    sancionado: z.boolean().optional(),
    emailValidado: z.boolean().optional(),
    /** Replaces the permissions (default: those of `like`, else the medicine purchase only). */
    permisos: z.array(z.string().trim().min(1).max(80)).max(50).optional(),
    password: z.string().min(8).max(128).optional(),
  })
  .strict()
/** The body of POST /sandbox/personas; empty asks for a plain adult member with an account. */
export type PersonaRequest = z.infer<typeof PersonaRequestSchema>

export interface CreatedPersona {
  ci: string
  /** null when the persona has no portal account. */
  password: string | null
  nombre: string
  apellido: string
  email: string | null
  celular: string | null
}

function unusedCedula(db: Db): string {
  const taken = db.prepare(
    `SELECT EXISTS (SELECT 1 FROM afiliados WHERE ci = @ci)
         OR EXISTS (SELECT 1 FROM reservas_administrativas WHERE afiliado_ci = @ci)`,
  ).pluck()
  const count = db.prepare('SELECT COUNT(*) FROM afiliados').pluck().get() as number
  for (let number = FIRST_NUMBER + count; ; number++) {
    const ci = cedulaOf(number)
    if (taken.get({ ci }) === 0) return ci
  }
}

/** The persona's own address: the copied one's local part tagged with the cédula, so outbox messages tell apart. */
function emailFor(ci: string, like: AfiliadoRow | undefined): string | null {
  if (!like) return `socio.${ci}@example.com`
  if (like.email === null) return null
  const [local, domain] = like.email.split('@')
  return `${local}+${ci}@${domain}`
}

// 09 and seven digits, like a mobile number, taken from the cédula so no two personas share one.
const celularFor = (ci: string) => `09${ci.slice(0, 7)}`

const NEW_AFILIADO: Omit<NewAfiliado, 'ci' | 'id_persona' | 'email' | 'celular'> = {
  nombre: 'Valentina',
  apellido: 'Prueba',
  email_validado: 1,
  telefono: null,
  direccion: 'Av. Brasil 2500',
  pais: 'Uruguay',
  departamento: 'Montevideo',
  ciudad: 'Montevideo',
  es_staff: 0,
  fecha_nacimiento: '1990-04-15',
  notificaciones_email: 1,
  notificaciones_push: 0,
  sancionado: 0,
  inhabilitado_motivo: null,
  representante_afiliado_id: null,
}

function afiliadoFields(ci: string, idPersona: number, like: AfiliadoRow | undefined): NewAfiliado {
  const own = { ci, id_persona: idPersona, email: emailFor(ci, like), celular: celularFor(ci) }
  if (!like) return { ...NEW_AFILIADO, ...own }
  const { id: _copiedId, ...copied } = like
  return { ...copied, ...own, celular: like.celular === null ? null : own.celular }
}

/** The new persona, or null when `like` names nobody. One transaction: the persona exists whole or not at all. */
export function createPersona(db: Db, request: PersonaRequest, now: Date): CreatedPersona | null {
  return db
    .transaction((): CreatedPersona | null => {
      const like = request.like === undefined ? undefined : findAfiliadoByCi(db, request.like)
      if (request.like !== undefined && !like) return null

      const fields = afiliadoFields(unusedCedula(db), nextIdPersona(db), like)
      if (request.nombre !== undefined) fields.nombre = request.nombre
      if (request.apellido !== undefined) fields.apellido = request.apellido
      if (request.sancionado !== undefined) fields.sancionado = request.sancionado ? 1 : 0
      if (request.emailValidado !== undefined) fields.email_validado = request.emailValidado ? 1 : 0
      const persona = insertAfiliado(db, fields)

      const cuenta: Cuenta = request.cuenta ?? (like ? CUENTA_OF_STATE[accountState(db, like.id)] : 'activa')
      const password = cuenta === 'sin-cuenta' ? null : (request.password ?? DEMO_PASSWORD)
      if (password !== null) {
        createAccount(db, persona.id, {
          passwordHash: hashPassword(password),
          blocked: cuenta === 'bloqueada',
          createdAt: now.toISOString(),
        })
      }
      grantPermisos(db, persona.id, request.permisos ?? (like ? listPermisos(db, like.id) : [ECOMMERCE_MEDICAMENTOS]))
      if (like) for (const area of areas) area.copyPersona?.(db, like, persona)

      const { ci, nombre, apellido, email, celular } = persona
      return { ci, password, nombre, apellido, email, celular }
    })
    .immediate()
}
