/** Errors of the agenda (001 §8), verbatim. See common.ts for the verbatim rule. */
export const agendaErrors = {
  consultationInfo:
    'Ha ocurrido un error al obtener la información de la consulta, asegurese que la consulta exista o contacte a soporte técnico',
  activeReservation: 'Tiene una reserva vigente para esta especialidad.',
  cannotBook: 'No es posible reservar la reserva en este momento...',
  bookingError: 'Error al reservar cita',
  specialties: 'Error fetching specialties.',
  branchUnavailable: 'La sucursal seleccionada no se encuentra disponible. Seleccione otra.',
  sectorsUnavailable: 'La sucursal seleccionada no tiene sectores disponibles. Seleccione otra.',
  dayUnavailable: 'El día seleccionado no tiene horas disponibles. Seleccione otro.',
  hasAppointment: 'Usted ya tiene agenda para el día seleccionado. Seleccione otro.',
  noPlaces: 'No hay lugares disponibles',
  noHoursInBand: 'No hay horarios disponibles en la franja seleccionada.',
  adminDates: 'Error fetching administrative dates.',
  appointmentsCode: 'Is not possible get information for this user.',
  medicalAppointments: 'Error fetching next medical appointments.',
  adminAppointments: 'Error fetching next admin appointments.',
} as const
