/**
 * Administrative-services booking (001 §2.2, §8; C43–C50). Titles verbatim; the error kinds'
 * messages are the catalogue's (`agendaErrors`, `commonErrors.generic`).
 */
export const adminBooking = {
  title: 'Reserva de hora para servicios administrativos',
  /** invented */
  progressLabel: 'Progreso de la reserva',
  /** invented: a step's form could not reach the mutual's API; what was chosen stays. */
  serviceDown: 'En este momento no podemos continuar con la reserva. Inténtelo de nuevo en unos minutos: sus datos se mantienen.',
  /**
   * The spec's confirmation question for cancelling a reservation (001 §4), of either agenda. Here, not in the upcoming
   * services' words: every page carries this module already, and the medical booking would otherwise load those.
   */
  confirmCancel: 'Está seguro que desea cancelar su reserva?',
  /** invented: the captions of the three progress icons (branch, sector, date). */
  progress: { sucursal: 'Sucursal', sector: 'Sector', fecha: 'Fecha' },
  cedula: {
    /** invented */
    lead: 'Ingrese la cédula de identidad de la persona para la que quiere reservar.',
    /** invented */
    label: 'Cédula de identidad',
    hint: 'sin puntos ni guiones',
    placeholder: '12345678',
    /** invented */
    required: 'Ingrese la cédula de identidad',
    /** invented: said while the document is being checked with JavaScript. */
    checking: 'Verificando la cédula…',
  },
  sucursal: {
    title: 'Paso 1: Sucursal',
    /** invented */
    required: 'Seleccione una sucursal',
  },
  sector: {
    title: 'Paso 2: Sector',
    /** invented */
    required: 'Seleccione un sector',
  },
  fecha: {
    title: 'Paso 3: Fecha y Hora',
    /** invented */
    legend: 'Fecha',
    /** invented: how the calendar is used, for everyone. */
    hint: 'Solo se pueden elegir los días con lugares disponibles.',
    /** invented */
    required: 'Seleccione una fecha',
  },
  hora: {
    /** invented */
    legend: 'Horario',
    /** invented */
    required: 'Seleccione un horario',
    /** invented */
    bandLegend: 'Franja horaria',
    /** invented: the bands of BR40. */
    bands: ['Todas', 'Mañana (07:00 a 12:00)', 'Tarde (12:00 a 18:00)', 'Noche (18:00 a 21:00)'],
    /** invented */
    filter: 'Filtrar',
    /** invented: visually hidden after each hour. */
    places: (count: number) => (count === 1 ? '1 lugar disponible' : `${count} lugares disponibles`),
  },
  confirmacion: {
    title: 'Paso 4: Confirma tu reserva',
    /** invented row names */
    date: 'Fecha',
    hour: 'Hora',
    document: 'Documento',
    branch: 'Sucursal',
    sector: 'Sector',
    /** The medical booking's label (001 §2.1); the administrative one is not shown. */
    confirm: 'Confirmar reserva',
    modify: 'Modificar consulta',
  },
  result: {
    title: 'Reservaste la cita con éxito',
    /** invented (C49: "text says the detail can be seen there") */
    detail: 'Puede ver el detalle de la reserva y cancelarla en la lista de sus próximos servicios.',
    backToMenu: 'Volver al menú principal',
    seeReservations: 'Ver y cancelar reservas',
    /** invented */
    addToCalendar: 'Agregar a mi calendario',
    /** invented row name */
    callNumber: 'Número de llamado',
  },
} as const
