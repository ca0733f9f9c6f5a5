/**
 * Upcoming medical consultations (001 §2.3, C51). Their errors are the catalogue's (agendaErrors):
 * the list's BR45 messages and, for an id that is not one of the member's, the consultation error.
 */
export const upcomingConsultations = {
  /** invented */
  title: 'Próximas consultas',
  /** invented */
  lead: 'Sus consultas médicas reservadas. Puede ver el detalle de cada una.',
  /** The agenda's name for the option (001 §1): a consultation's heading when the API sends no specialty. */
  consultation: 'Consulta médica',
  /** invented */
  empty: 'No tiene consultas médicas reservadas.',
  /** invented */
  book: 'Reservar una consulta',
  /** invented */
  detailTitle: 'Detalle de la consulta',
  /** invented */
  date: 'Fecha y hora',
  /** invented */
  doctor: 'Médico',
  /** invented */
  branch: 'Filial',
  /** invented */
  backToList: 'Volver a próximas consultas',
} as const
