/** Upcoming administrative services (001 §2.3, C52). */
import { adminBooking } from './admin-booking'

export const upcomingServices = {
  /** invented */
  title: 'Próximos servicios',
  /** invented */
  lead: 'Sus reservas de servicios administrativos. Puede ver el detalle de cada una y cancelarla.',
  /** invented */
  empty: 'No tiene servicios administrativos reservados.',
  /** invented */
  book: 'Reservar un servicio',
  /** invented */
  detailTitle: 'Detalle de la reserva',
  date: 'Fecha y hora',
  sector: 'Sector',
  branch: 'Sucursal',
  /** invented */
  callNumber: 'Número de llamado',
  /** invented */
  procedure: 'Trámite',
  /** invented */
  status: 'Estado',
  /** invented */
  description: 'Servicio',
  /** invented */
  seeDetail: 'Ver detalle',
  /** invented */
  cancel: 'Cancelar reserva',
  confirmCancel: adminBooking.confirmCancel,
  /** invented */
  confirmYes: 'Sí, cancelar la reserva',
  /** invented */
  confirmNo: 'No, volver',
  /** invented */
  cancelled: 'La reserva fue cancelada. El lugar quedó libre para otra persona.',
  /** invented */
  notFound: 'No encontramos esa reserva. Puede que ya haya sido cancelada.',
  /** invented */
  addToCalendar: 'Agregar a mi calendario',
  /** invented */
  backToList: 'Volver a próximos servicios',
} as const
