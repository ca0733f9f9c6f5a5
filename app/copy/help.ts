/** Help and contact pages (000 §2). */
import { menu } from './shell'

export const help = {
  title: 'Ayuda',
  faqTitle: 'Preguntas frecuentes',
  /** invented: RESPONSE_ERROR state of the FAQ list (000 §8). */
  faqError:
    'No pudimos cargar las preguntas frecuentes. Inténtelo de nuevo más tarde o comuníquese con nuestro call center.',
  /** invented */
  faqEmpty: 'Todavía no hay preguntas frecuentes publicadas.',
  cancelTitle: 'Cómo dar de baja la cuenta',
  /** invented text; the 48 business hours are the spec's (000 §9). */
  cancelAsk:
    'Para dar de baja su cuenta de los servicios en línea, envíe un correo a nuestro equipo de soporte desde la dirección registrada en su perfil, indicando su nombre completo y su cédula.',
  /** invented: where the request is written to (the support address of app/config/contact.ts). */
  cancelWriteTo: 'Correo del equipo de soporte:',
  cancelText: [
    'La baja se procesa dentro de las 48 horas hábiles siguientes a la solicitud. Le avisaremos por correo electrónico cuando esté completa.',
    'Dar de baja la cuenta no afecta su afiliación a la mutualista: solo deja de tener acceso al portal.',
  ],
  termsTitle: menu.terms,
  /** invented: the spec names the topics of the terms but not their text (A16). */
  terms: [
    'La clave de acceso es personal y confidencial. El socio es responsable de su custodia y de todas las operaciones realizadas con ella.',
    'El socio es responsable de la veracidad de los datos que ingresa en el portal.',
    'La institución puede modificar estos términos en cualquier momento; los cambios se publican en esta página.',
    'El acceso no autorizado a cuentas de terceros está prohibido y es punible según la legislación vigente.',
    'Los servicios en línea complementan, y no sustituyen, la atención presencial y telefónica.',
    'Los datos personales se tratan de acuerdo con la Ley N.º 18.331 de Protección de Datos Personales.',
    'El uso del portal implica la aceptación de estos términos.',
  ],
} as const

export const contact = {
  title: 'Contacto',
  card: 'Contacto',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  address: 'Dirección',
  fax: 'Fax',
  branches: 'Filiales',
  services: 'Servicios',
} as const
