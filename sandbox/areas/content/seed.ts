/**
 * Demo content: FAQs, feature flags (one per flag of the spec) and release notes.
 */
import type { Db } from '../../db/types'

/** The demo's FAQs: what the portal does today, so that a demo's help page never promises a screen it has not. */
const faqs: Array<[pregunta: string, respuesta: string]> = [
  [
    '¿Cómo reservo una consulta médica?',
    'Ingresa a Agenda y elige Consulta médica. Elige la especialidad, una reserva rápida o un médico, y luego el día y la hora que prefieras. Antes de confirmar verás el resumen de la reserva y su costo, si corresponde: puedes pagarla en línea con una tarjeta guardada, en Abitab o en RedPagos.',
  ],
  [
    '¿Cómo cancelo una reserva?',
    'Las reservas de servicios administrativos se cancelan en Próximos servicios: abre la reserva y elige Cancelar. Para cancelar una consulta médica ya reservada, comunícate con el call center.',
  ],
  [
    '¿Cómo pago mis deudas pendientes?',
    'En Pagos pendientes elige la deuda y págala en línea con una de las tarjetas guardadas de tu grupo de pago. El titular del grupo agrega y quita tarjetas en Medios de pagos precargados.',
  ],
  [
    '¿Cómo compro medicamentos por el portal?',
    'En Medicamentos verás tus recetas vigentes. Elige para quién son, los medicamentos y si los retiras en una farmacia de la institución o prefieres envío a domicilio, y paga en línea, en Abitab o en RedPagos. Para comprar para otra persona te pediremos el código que le enviamos por SMS.',
  ],
  [
    '¿Cómo solicito una copia de mi historia clínica?',
    'En Historia clínica indica si necesitas la copia completa o una parte, el motivo y tu celular; también puedes pedir una copia por correo electrónico. La entrega demora 30 días por motivos particulares y 15 días si la solicita una institución.',
  ],
  [
    'Olvidé mi contraseña, ¿qué hago?',
    'En la pantalla de inicio de sesión elige ¿Olvidaste tu contraseña? e ingresa tu cédula y tu correo electrónico. Te enviaremos un correo electrónico con un enlace para crear una contraseña nueva.',
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

export function seedContent(db: Db): void {
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
