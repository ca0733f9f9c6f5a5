/**
 * Medical consultation booking (001 §2.1, §4, §8; C34–C42, BR24–BR34). The spec's strings verbatim, including
 * its unquoted control labels (marked "label"); everything else is marked invented. Messages of the catalogue
 * that other areas share are referenced, not copied, so each text lives once.
 */
import { adminBooking } from './admin-booking'
import { agendaErrors } from './errors/agenda'
import { commonErrors } from './errors/common'
import { medicineErrors } from './errors/medicines'
import { paymentErrors } from './errors/payments'

export const medicalBooking = {
  /** The agenda's option (001 §1). */
  title: 'Consulta médica',
  /** invented: a step's form could not reach the mutual's API; what was chosen stays. */
  serviceDown: 'En este momento no podemos continuar con la reserva. Inténtelo de nuevo en unos minutos: sus datos se mantienen.',
  /** A52: the penalty check (E14) found no such affiliate; D2's text, reused. */
  invalidAffiliate: medicineErrors.invalidAffiliate,
  /** invented: the penalty check refused without words of its own. */
  penalisedFallback: 'No puede reservar consultas en este momento. Comuníquese con nuestro call center.',
  generic: commonErrors.generic,

  'reserva-web': {
    /** invented */
    title: 'Reservar una consulta médica',
    /** label */
    specialty: 'Especialidad',
    /** label */
    orderType: 'Tipo de orden',
    /** label */
    bookingKind: 'Tipo de reserva',
    /** label */
    quick: 'Reserva rápida',
    /** label */
    chooseDoctor: 'Elegir médico',
    /** label */
    doctor: 'Médico',
    /** invented */
    specialtyRequired: 'Seleccione una especialidad',
    /** invented */
    orderTypeRequired: 'Seleccione un tipo de orden',
    /** invented */
    bookingKindRequired: 'Seleccione el tipo de reserva',
    /** invented */
    doctorRequired: 'Seleccione un médico',
    /** invented: E52's code '02' (001 §8: "specific message, wording not shown"). */
    doctorsNotAllowed: 'Esta especialidad no permite elegir médico. Reserve con Reserva rápida.',
    /** invented: the specialty has no doctor to choose. */
    noDoctors: 'No hay médicos para elegir en esta especialidad. Reserve con Reserva rápida.',
    specialtiesFailed: agendaErrors.specialties,
    /** invented: without JavaScript, the button that redraws the order types and doctors of the chosen specialty. */
    showOptions: 'Ver opciones de la especialidad',
  },

  filters: {
    /** invented */
    legend: 'Filtrar horarios',
    /** invented */
    mode: 'Tipo de consulta',
    /** BR27 labels */
    modes: { ANY: 'Cualquiera', REMOTE: 'Telefónica', PRESENCIAL: 'Presencial' },
    /** label */
    branches: 'Filiales',
    /** invented: the "All" option of the branches (C36). */
    allBranches: 'Todas',
    /** label */
    from: 'Desde',
    /** label */
    to: 'Hasta',
    /** invented: the GET form's button without JavaScript. */
    apply: 'Filtrar',
    /** invented: said by the live region after a live filter, with JavaScript. */
    count: (count: number) => (count === 1 ? '1 horario disponible' : `${count} horarios disponibles`),
  },

  noPlaces: agendaErrors.noPlaces,

  'fecha-hora-rapida': {
    /** label of the booking kind, as the step's title */
    title: 'Reserva rápida',
    /** invented */
    legend: 'Horarios disponibles',
    /** invented: the link to the next page of slots (a year of them is long). */
    more: 'Ver más horarios',
    /** invented: in place of `Ver más horarios` once a page shows the most slots it may; the filters narrow the rest. */
    narrowFilters: 'Hay más horarios disponibles. Para verlos, acote la búsqueda con los filtros: tipo de consulta, filiales u horario.',
  },

  fecha: {
    title: 'Fechas con disponibilidad horaria',
    /** invented */
    legend: 'Fecha',
    /** invented */
    required: 'Seleccione una fecha',
  },

  hora: {
    prompt: 'Selecciona el horario de tu preferencia:',
  },

  /** The warning of a slot that is not in person (C38, BR27): wherever one can be chosen, and on its confirmation. */
  telephoneNotice: 'La consulta telefónica es exclusiva para repetición de medicamentos y/o consultar resultados de estudios.',

  /** invented: `fecha-hora-rapida` and `hora` sent without a slot (A57). */
  slotRequired: 'Seleccione un horario',

  /** invented: a chosen slot that someone else booked meanwhile (the error screen's message). */
  slotUnavailable: 'El horario elegido ya no está disponible. Elija otro.',
  /** invented: the agreement or its cost changed between the confirmation and the payment. */
  priceChanged: 'El costo de la consulta cambió desde que la confirmó. Revise la confirmación antes de pagar.',

  confirmacion: {
    /** invented */
    title: 'Confirma tu consulta',
    /** invented row names (C39 lists the rows, not their captions) */
    rows: {
      date: 'Fecha de la consulta',
      time: 'Hora',
      mode: 'Tipo de consulta',
      branch: 'Filial',
      address: 'Dirección',
      doctor: 'Profesional',
      specialty: 'Especialidad',
      orderType: 'Tipo de orden',
      agreement: 'Convenio',
    },
    /** invented: an agreement with its cost, e.g. "FONASA: $450.00". */
    agreementWithCost: (name: string, cost: string) => `${name}: ${cost}`,
    pay: 'Pagar',
    confirm: 'Confirmar reserva',
    modify: 'Modificar consulta',
    activeReservation: agendaErrors.activeReservation,
    /** invented: E55 listed no agreement (BR29: "not specified; recommend generic error, no confirm"). */
    noAgreement: commonErrors.generic,
  },

  'medio-pago': {
    /** invented */
    title: 'Medio de pago',
    /** invented */
    legend: 'Seleccione el medio de pago',
    /** A39: the label set */
    methods: { online: 'Pago en línea', abitab: 'Abitab', redpagos: 'RedPagos' },
    /** invented */
    required: 'Seleccione un medio de pago',
  },

  'pago-online': {
    /** label */
    title: 'Pago en línea',
    /** invented: a card payment whose start went unanswered is sent again as it was, with its card. */
    retrySameCard: 'El pago anterior quedó sin respuesta. Se intentará de nuevo con la misma tarjeta, para no cobrarle dos veces.',
  },

  'reserva-finalizada': {
    /** invented */
    success: 'Reservaste la consulta con éxito',
    /** invented: after a booking paid at an agency. */
    agencyLead: (agency: string) => `Su consulta quedó reservada. Puede pagarla en cualquier local de ${agency}.`,
    /** C42: "message beginning (verbatim) … with a support mailto"; the rest is invented. */
    notSaved: agendaErrors.cannotBook,
    /** invented: the rest of the not-saved message, before the support address. */
    notSavedContact: 'Si el problema continúa, escríbanos a',
    rejected: paymentErrors.notProcessed,
    /** invented (C42: "reservation registered, can retry with Abitab, Red pagos or another card, or cancel") */
    rejectedLead: 'Su consulta quedó reservada, pero no se pudo cobrar. Puede pagarla en Abitab o RedPagos, pagar con otra tarjeta o cancelar la reserva.',
    /** invented: in place of `rejectedLead` when the member gave up the security code (closed it, or its time ran out). */
    gaveUpLead: 'El pago no se completó porque no se ingresó el código de seguridad de la tarjeta. No se realizó ningún cobro y su consulta sigue reservada: puede pagarla en Abitab o RedPagos, pagar con otra tarjeta o cancelar la reserva.',
    bookingError: agendaErrors.bookingError,
    backToMenu: 'Volver al menú principal',
    /** invented: the choices after a failed payment (C42) */
    anotherCard: 'Pagar con otra tarjeta',
    payAt: (agency: string) => `Pagar en ${agency}`,
    cancel: 'Cancelar reserva',
    confirmCancel: adminBooking.confirmCancel,
    /** invented */
    confirmCancelYes: 'Sí, cancelar la reserva',
    /** invented */
    confirmCancelNo: 'No, volver',
    cfeFailed: paymentErrors.cfe,
    /** The administrative booking's words for the calendar file. */
    addToCalendar: adminBooking.result.addToCalendar,
    /** invented: a line of the calendar file's description, with the confirmation's row names, e.g. "Profesional: Ana Gómez". */
    calendarLine: (name: string, value: string) => `${name}: ${value}`,
  },

  /** The member area's notice after E63 (C42). */
  paymentMethodChanged: 'Se cambio el medio de pago para la reserva',
  /** BR34: the cancelled-consultation screen (C55): "exact sentences not quoted", so all invented around the spec's numbers. */
  cancelled: {
    /** invented */
    title: 'Tu consulta fue cancelada',
    /** invented; the 48 business hours are the spec's (001 §9). */
    ONLINE: 'La devolución del importe a su tarjeta se realizará dentro de las 48 horas hábiles.',
    /** invented; the 30 days are the spec's (001 §9). */
    AGENCIA_PAGA: 'Tiene 30 días para presentarse en el mostrador de órdenes y gestionar la devolución del importe.',
    /** invented (A63: the unpaid variant's wording is not shown). */
    AGENCIA_NO_PAGA: 'Tu reserva fue cancelada.',
  },
} as const
