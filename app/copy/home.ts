/** Home and the agenda landing (000 §2, 001 §1). */
import { menu } from './shell'

export const home = {
  /** invented */
  title: 'Servicios en línea',
  /** invented */
  lead: 'Reserve consultas, compre sus medicamentos y haga sus trámites sin hacer fila.',
  /** invented */
  servicesTitle: 'Servicios',
  /** invented: visually hidden after the caption of a tile a visitor must sign in for. */
  locked: 'requiere iniciar sesión',
  /** invented: the spec names the tiles but quotes no captions (C02). */
  tiles: {
    medicines: 'Medicamentos',
    medicalBooking: 'Reservar consulta médica',
    labReports: 'Informes de laboratorio',
    coordinatedTechniques: 'Técnicas coordinadas',
    referrals: 'Pases a terceros',
    pendingPayments: 'Pagos pendientes',
    clinicalHistory: 'Historia clínica',
    profile: 'Mis datos',
  },
  /** invented */
  genderTest: 'Test de violencia de género',
  /** invented */
  appointmentsTitle: 'Mis próximas citas',
  /** invented, except the error texts, which are the catalogue's (agendaErrors). */
  medicalCard: {
    title: 'Próxima consulta médica',
    date: 'Fecha y hora',
    doctor: 'Médico',
    branch: 'Filial',
    none: 'No tiene consultas médicas reservadas.',
    book: 'Reservar una consulta',
    seeAll: 'Ver todas',
    seeAllContext: 'las próximas consultas',
  },
  /** invented */
  adminCard: {
    title: 'Próximo servicio administrativo',
    date: 'Fecha y hora',
    sector: 'Sector',
    branch: 'Sucursal',
    status: 'Estado',
    none: 'No tiene servicios administrativos reservados.',
    book: 'Reservar un servicio',
    seeAll: 'Ver todos',
    seeAllContext: 'los próximos servicios',
  },
} as const

/** Status badge of an administrative reservation (BR66), verbatim. */
export const reservationStatus = {
  pendingPayment: 'Pendiente de Pago',
  confirmed: 'Confirmada',
} as const

/** The agenda landing (000 §2, 001 §1): the options' unquoted labels as written. */
export const agendaLanding = {
  title: menu.agenda,
  medical: 'Consulta médica',
  admin: 'Servicios Administrativos',
  /** invented */
  lead: '¿Qué desea reservar?',
} as const
