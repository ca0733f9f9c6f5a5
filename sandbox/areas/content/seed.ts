/**
 * Demo content: FAQs, feature flags (one per flag of the spec) and release notes.
 */
import type { Db } from '../../db/types'

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
