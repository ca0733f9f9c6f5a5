/**
 * Deterministic demo data (the personas of the design decisions, FAQs, feature flags and release notes).
 * Same code, same rows: no randomness and no clock; password salts are derived from the CI.
 */
import { createHash } from 'node:crypto'
import type { Db } from './index'
import { hashPassword } from '../lib/passwords'

const DEMO_PASSWORD = 'Socio2026'
const SEEDED_AT = '2026-01-05T12:00:00.000Z'
// The block threshold belongs to the login logic; Elena simply starts at it.
const ELENA_FAILED_ATTEMPTS = 3

const ECOMMERCE_MEDICAMENTOS = 'puede_usar_ecommerce_medicamentos'

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

const PAYMENT_GROUP = { id: 1, titularId: 1, miembroIds: [2] }

const faqs: Array<[pregunta: string, respuesta: string]> = [
  [
    '¿Cómo reservo una consulta médica?',
    'Ingresa a Agenda, elige la especialidad, el médico o la filial y luego el día y la hora que prefieras. Antes de confirmar verás el resumen de la reserva y el costo del ticket, si corresponde. Al terminar recibirás la confirmación por correo electrónico.',
  ],
  [
    '¿Cómo cancelo una consulta reservada?',
    'En Agenda, abre la sección de próximas consultas, selecciona la consulta y elige Cancelar. Puedes cancelar sin costo hasta 24 horas antes de la hora reservada. Si ya pagaste el ticket, el importe queda disponible para una nueva reserva.',
  ],
  [
    '¿Cómo pago mis deudas pendientes?',
    'En Mi área, entra a Pagos pendientes, selecciona las deudas que quieras pagar y elige el medio de pago: tarjeta en línea, Abitab o RedPagos. Si eres titular de un grupo de pago también verás las deudas de los integrantes de tu grupo.',
  ],
  [
    '¿Cómo compro medicamentos por el portal?',
    'En Medicamentos verás las recetas vigentes. Selecciona los medicamentos, indica si los retiras en una farmacia de la institución o si prefieres envío a domicilio y paga en línea. Te avisaremos por SMS o correo electrónico cuando el pedido esté listo.',
  ],
  [
    '¿Cómo solicito una copia de mi historia clínica?',
    'La copia de la historia clínica es personal. Solicítala en Atención al Socio presentando tu cédula de identidad, o por correo electrónico adjuntando una foto de la cédula de ambos lados. La entrega demora hasta 10 días hábiles.',
  ],
  [
    'Olvidé mi contraseña, ¿qué hago?',
    'En la pantalla de inicio de sesión elige ¿Olvidaste tu contraseña? e ingresa tu cédula. Te enviaremos un correo electrónico con un enlace para crear una contraseña nueva. Si tu usuario quedó bloqueado por varios intentos fallidos, el mismo correo te permite desbloquearlo.',
  ],
  [
    '¿Qué son las claves de acceso y cómo las uso?',
    'Las claves de acceso te permiten ingresar con la huella, el rostro o el bloqueo de pantalla de tu dispositivo, sin escribir la contraseña. Puedes crearlas en tu perfil, en la sección Claves de acceso, y eliminarlas cuando quieras.',
  ],
  [
    '¿Cómo me comunico con la institución?',
    'En Contacto encontrarás el teléfono de la central, el correo electrónico, la dirección y los teléfonos de cada filial y servicio. El call center atiende todos los días de 7 a 22 horas.',
  ],
]

const flags: Array<[nombre: string, habilitado: boolean, descripcion: string]> = [
  ['MANTENIMIENTO_MEDICAMENTOS', false, 'Pone la compra de medicamentos en modo mantenimiento.'],
  [
    'SOLICITUD_MEDICAMENTOS_TODOS',
    false,
    'Abre la solicitud de medicamentos a todos los afiliados (modalidad anterior).',
  ],
  ['COMPRA_MEDICAMENTOS_HABILITADA', true, 'Habilita la compra de medicamentos en línea.'],
  ['LOGIN_BIOMETRICO_ANDROID', true, 'Habilita el inicio de sesión biométrico en Android.'],
  ['LOGIN_BIOMETRICO_IOS', true, 'Habilita el inicio de sesión biométrico en iOS.'],
  ['CREDENCIALES_DISPOSITIVO', true, 'Habilita el ingreso con credenciales del dispositivo (claves de acceso).'],
  ['FILTRO_TELEFONICO_AGENDA', true, 'Aplica el filtro telefónico en la agenda.'],
]

type NoteType = 'Feature' | 'Error' | 'Improvment'

const versions: Array<{ id: number; nombre: string; fecha: string; notas: Array<[NoteType, string]> }> = [
  {
    id: 1,
    nombre: '2.3.0',
    fecha: '2026-02-10',
    notas: [
      ['Feature', 'Nueva sección de preguntas frecuentes en Ayuda.'],
      ['Improvment', 'La agenda carga más rápido los horarios disponibles.'],
      ['Error', 'Se corrigió la fecha de nacimiento que se mostraba un día antes en Mis datos.'],
    ],
  },
  {
    id: 2,
    nombre: '2.4.0',
    fecha: '2026-04-22',
    notas: [
      [
        'Feature',
        'Pago de deudas pendientes con tarjeta guardada. Más información en https://www.example.org/novedades/pagos',
      ],
      ['Improvment', 'Los comprobantes de pago incluyen los datos del CFE.'],
    ],
  },
  {
    id: 3,
    nombre: '2.5.0',
    fecha: '2026-07-08',
    notas: [
      ['Feature', 'Compra de medicamentos con envío a domicilio.'],
      ['Error', 'Se corrigió un error que impedía cancelar consultas reservadas para otra persona.'],
      ['Improvment', 'Mensajes de error más claros al reservar una consulta.'],
    ],
  },
  {
    id: 4,
    nombre: '2.6.0',
    fecha: '2026-09-30',
    notas: [
      [
        'Feature',
        'Ingreso con claves de acceso (huella, rostro o bloqueo de pantalla). Más información en https://www.example.org/novedades/llaves-de-acceso',
      ],
      ['Improvment', 'El portal funciona también sin JavaScript y en conexiones lentas.'],
      ['Error', 'Se corrigió el aviso de nueva versión, que a veces no desaparecía al recargar.'],
    ],
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

/** Fills a freshly migrated database. The caller runs it inside the migration transaction. */
export function seedDatabase(db: Db): void {
  const insertAfiliado = db.prepare(`
    INSERT INTO afiliados (id, ci, nombre, apellido, email, email_validado, telefono, celular, direccion, pais,
      departamento, ciudad, id_persona, es_staff, fecha_nacimiento, notificaciones_email, notificaciones_push,
      sancionado, inhabilitado_motivo, representante_afiliado_id)
    VALUES (@id, @ci, @nombre, @apellido, @email, @emailValidado, @telefono, @celular, @direccion, 'Uruguay',
      @departamento, @ciudad, @idPersona, @esStaff, @fechaNacimiento, 1, @notificacionesPush,
      @sancionado, @inhabilitadoMotivo, @representanteId)
  `)
  const insertAccount = db.prepare(
    'INSERT INTO accounts (afiliado_id, password_hash, failed_attempts, blocked, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  const insertPermiso = db.prepare('INSERT INTO permisos (afiliado_id, nombre) VALUES (?, ?)')

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
      insertAccount.run(p.id, demoPasswordHash(p.ci), blocked ? ELENA_FAILED_ATTEMPTS : 0, blocked ? 1 : 0, SEEDED_AT)
    }
    for (const permiso of p.permisos) insertPermiso.run(p.id, permiso)
  }

  db.prepare('INSERT INTO grupos_pago (id, titular_afiliado_id) VALUES (?, ?)').run(
    PAYMENT_GROUP.id,
    PAYMENT_GROUP.titularId,
  )
  const insertMiembro = db.prepare('INSERT INTO grupo_pago_miembros (grupo_id, afiliado_id) VALUES (?, ?)')
  for (const miembroId of PAYMENT_GROUP.miembroIds) insertMiembro.run(PAYMENT_GROUP.id, miembroId)

  const insertFaq = db.prepare('INSERT INTO faqs (id, orden, pregunta, respuesta) VALUES (?, ?, ?, ?)')
  faqs.forEach(([pregunta, respuesta], index) => insertFaq.run(index + 1, index + 1, pregunta, respuesta))

  const insertFlag = db.prepare('INSERT INTO flags (nombre, habilitado, descripcion) VALUES (?, ?, ?)')
  for (const [nombre, habilitado, descripcion] of flags) insertFlag.run(nombre, habilitado ? 1 : 0, descripcion)

  const insertVersion = db.prepare('INSERT INTO versiones (id, nombre, fecha) VALUES (?, ?, ?)')
  const insertNota = db.prepare('INSERT INTO version_notas (version_id, orden, tipo, descripcion) VALUES (?, ?, ?, ?)')
  for (const v of versions) {
    insertVersion.run(v.id, v.nombre, v.fecha)
    v.notas.forEach(([tipo, descripcion], index) => insertNota.run(v.id, index + 1, tipo, descripcion))
  }
}
