/**
 * The personas of the design decisions: affiliates, their portal accounts and permissions.
 * Same code, same rows: no randomness and no clock; password salts are derived from the CI.
 */
import { createHash } from 'node:crypto'
import type { Db } from '../../db/types'
import { hashPassword } from '../../lib/passwords'
import { createAccount } from '../auth/store'
import { grantPermisos } from './store'

export const DEMO_PASSWORD = 'Socio2026'
const SEEDED_AT = '2026-01-05T12:00:00.000Z'
// The block threshold belongs to the login logic; Elena simply starts at it.
const ELENA_FAILED_ATTEMPTS = 3

export const ECOMMERCE_MEDICAMENTOS = 'puede_usar_ecommerce_medicamentos'

interface Persona {
  id: number
  ci: string
  nombre: string
  apellido: string
  email: string | null
  emailValidado: boolean
  telefono: string | null
  celular: string | null
  direccion: string
  departamento: string
  ciudad: string
  idPersona: number
  esStaff?: boolean
  fechaNacimiento: string
  notificacionesPush?: boolean
  sancionado?: boolean
  inhabilitadoMotivo?: string
  representanteId?: number
  account: 'active' | 'blocked' | 'none'
  permisos: string[]
}

const personas: Persona[] = [
  {
    id: 1,
    ci: '12345672',
    nombre: 'Ana',
    apellido: 'Pérez',
    email: 'ana.perez@example.com',
    emailValidado: true,
    telefono: '24012345',
    celular: '099123456',
    direccion: 'Av. 18 de Julio 1234, apto. 501',
    departamento: 'Montevideo',
    ciudad: 'Montevideo',
    idPersona: 700001,
    fechaNacimiento: '1984-03-12',
    notificacionesPush: true,
    account: 'active',
    permisos: [
      'puede_usar_login_biometrico',
      'gestion_claves_acceso',
      'recetas_ver',
      'recetas_comprar',
      ECOMMERCE_MEDICAMENTOS,
    ],
  },
  {
    id: 2,
    ci: '23456783',
    nombre: 'Bruno',
    apellido: 'Pérez',
    email: 'bruno.perez@example.com',
    emailValidado: true,
    telefono: null,
    celular: '098234567',
    direccion: 'Bulevar Artigas 2050',
    departamento: 'Montevideo',
    ciudad: 'Montevideo',
    idPersona: 700002,
    fechaNacimiento: '1988-07-25',
    account: 'active',
    permisos: ['recetas_ver', 'recetas_comprar', ECOMMERCE_MEDICAMENTOS],
  },
  {
    id: 3,
    ci: '34567894',
    nombre: 'Carla',
    apellido: 'Gómez',
    email: 'carla.gomez@example.com',
    emailValidado: true,
    telefono: '29087654',
    celular: '091345678',
    direccion: 'Rambla República de México 5600',
    departamento: 'Montevideo',
    ciudad: 'Montevideo',
    idPersona: 700003,
    esStaff: true,
    fechaNacimiento: '1979-11-02',
    account: 'active',
    permisos: ['puede_usar_ecommerce_call_center', ECOMMERCE_MEDICAMENTOS, 'recetas_ver', 'recetas_comprar'],
  },
  {
    id: 4,
    ci: '45678905',
    nombre: 'Diego',
    apellido: 'Sosa',
    email: 'diego.sosa@example.com',
    emailValidado: true,
    telefono: null,
    celular: '094456789',
    direccion: 'Av. Artigas 600',
    departamento: 'Canelones',
    ciudad: 'Las Piedras',
    idPersona: 700004,
    fechaNacimiento: '1992-01-30',
    sancionado: true,
    account: 'active',
    permisos: [ECOMMERCE_MEDICAMENTOS],
  },
  {
    id: 5,
    ci: '56789016',
    nombre: 'Elena',
    apellido: 'Ruiz',
    email: 'elena.ruiz@example.com',
    emailValidado: true,
    telefono: '42481234',
    celular: '095567890',
    direccion: 'Calle 20 esquina 27',
    departamento: 'Maldonado',
    ciudad: 'Punta del Este',
    idPersona: 700005,
    fechaNacimiento: '1967-05-18',
    account: 'blocked',
    permisos: [ECOMMERCE_MEDICAMENTOS],
  },
  {
    id: 6,
    ci: '67890127',
    nombre: 'Federico',
    apellido: 'Díaz',
    email: 'federico.diaz@example.com',
    emailValidado: false,
    telefono: null,
    celular: '099678901',
    direccion: 'Av. Italia 3456',
    departamento: 'Montevideo',
    ciudad: 'Montevideo',
    idPersona: 700006,
    fechaNacimiento: '1982-09-09',
    account: 'none',
    permisos: [ECOMMERCE_MEDICAMENTOS],
  },
  {
    id: 7,
    ci: '78901238',
    nombre: 'Gabriela',
    apellido: 'Díaz',
    email: 'gabriela.diaz@example.com',
    emailValidado: true,
    telefono: '24012345',
    celular: null,
    direccion: 'Av. 18 de Julio 1234, apto. 501',
    departamento: 'Montevideo',
    ciudad: 'Montevideo',
    idPersona: 700007,
    fechaNacimiento: '2014-06-21',
    representanteId: 1,
    account: 'active',
    permisos: [ECOMMERCE_MEDICAMENTOS],
  },
  {
    id: 8,
    ci: '98765438',
    nombre: 'Hugo',
    apellido: 'Martínez',
    email: 'hugo.martinez@example.com',
    emailValidado: true,
    telefono: '47321234',
    celular: '092789012',
    direccion: 'Uruguay 850',
    departamento: 'Salto',
    ciudad: 'Salto',
    idPersona: 700008,
    fechaNacimiento: '1958-12-04',
    inhabilitadoMotivo:
      'Tiene órdenes de medicamentos pendientes de pago. Regularice su situación en Atención al Socio para volver a solicitar medicamentos.',
    account: 'active',
    permisos: [ECOMMERCE_MEDICAMENTOS],
  },
]

function saltFor(ci: string): Buffer {
  return createHash('sha256').update(`sandbox-seed:${ci}`).digest().subarray(0, 16)
}

// scrypt is slow on purpose and the result depends only on the CI, so each hash is computed once per process:
// test runs create many databases.
const demoHashes = new Map<string, string>()
function demoPasswordHash(ci: string): string {
  let hash = demoHashes.get(ci)
  if (hash === undefined) {
    hash = hashPassword(DEMO_PASSWORD, saltFor(ci))
    demoHashes.set(ci, hash)
  }
  return hash
}

/** Inserts the personas; runs inside the migration transaction. */
export function seedPersonas(db: Db): void {
  const insertAfiliado = db.prepare(`
    INSERT INTO afiliados (id, ci, nombre, apellido, email, email_validado, telefono, celular, direccion, pais,
      departamento, ciudad, id_persona, es_staff, fecha_nacimiento, notificaciones_email, notificaciones_push,
      sancionado, inhabilitado_motivo, representante_afiliado_id)
    VALUES (@id, @ci, @nombre, @apellido, @email, @emailValidado, @telefono, @celular, @direccion, 'Uruguay',
      @departamento, @ciudad, @idPersona, @esStaff, @fechaNacimiento, 1, @notificacionesPush,
      @sancionado, @inhabilitadoMotivo, @representanteId)
  `)

  for (const p of personas) {
    insertAfiliado.run({
      id: p.id,
      ci: p.ci,
      nombre: p.nombre,
      apellido: p.apellido,
      email: p.email,
      emailValidado: p.emailValidado ? 1 : 0,
      telefono: p.telefono,
      celular: p.celular,
      direccion: p.direccion,
      departamento: p.departamento,
      ciudad: p.ciudad,
      idPersona: p.idPersona,
      esStaff: p.esStaff ? 1 : 0,
      fechaNacimiento: p.fechaNacimiento,
      notificacionesPush: p.notificacionesPush ? 1 : 0,
      sancionado: p.sancionado ? 1 : 0,
      inhabilitadoMotivo: p.inhabilitadoMotivo ?? null,
      representanteId: p.representanteId ?? null,
    })
    if (p.account !== 'none') {
      const blocked = p.account === 'blocked'
      createAccount(db, p.id, {
        passwordHash: demoPasswordHash(p.ci),
        failedAttempts: blocked ? ELENA_FAILED_ATTEMPTS : 0,
        blocked,
        createdAt: SEEDED_AT,
      })
    }
    grantPermisos(db, p.id, p.permisos)
  }
}
