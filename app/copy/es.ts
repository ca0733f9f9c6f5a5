/**
 * Every Spanish text the portal shows, in one typed module.
 *
 * Strings quoted by the specification are copied verbatim, typos included
 * (`constraseña`, `docuemnto`, `Por favor. vuelva`, `Improvment` ...): the spec
 * is the contract and changing a letter breaks traceability (checklist A18).
 * Texts the spec leaves to us are marked `invented` in a comment.
 */

/** The spec's error catalogue (000 §8, 001 §8, 002 §8), verbatim. */
export const errors = {
  /** Generic message of the account, payments and agenda areas (000 §8, 001 §8). */
  generic: 'Ocurrió un problema inesperado. Inténtelo de nuevo más tarde.',
  /** Generic message of medicines, clinical history, self-test, signed documents (002 §8; A13). */
  genericMedicines:
    'Ha ocurrido un error, por favor intente de nuevo o contacte a soporte técnico',

  login: {
    userPenalized: 'El usuario está sancionado. No puede acceder en este momento.',
    userBlocked:
      'El usuario está bloqueado por múltiples intentos fallidos de ingreso, Se ha enviado un correo electrónico para restablecer la contraseña.',
    responseError:
      'La información que ha ingresado es incorrecta. Por favor vuelva a intentar o comuníquese con nuestro call center.',
  },

  resetPassword: {
    responseError:
      'Es posible que los datos ingresados no sean correctos. Por favor, verifíquelos e inténtelo de nuevo.',
  },

  setPassword: {
    invalidLink:
      'Es posible que los datos ingresados no sean correctos, o la url sea invalida. Por favor, verifíquelos e inténtelo de nuevo.',
    failed: 'No se pudo restablecer la contraseña, intentalo mas tarde',
    unknown: 'Error desconocido o url inválida',
    invalidPassword: 'Contraseña inválida',
    notEqual: 'Las contraseñas no son iguales',
  },

  changePassword: {
    required: 'Este campo es requerido',
    mismatch: 'Las contraseñas no coinciden ¿Quieres volver a intentarlo?',
    failureTitle: 'Algo salio mal ...',
    failureText: 'No pudimos actualizar la constraseña. Por favor, inténtelo nuevamente.',
    persists: (email: string) => `Si el problema persiste comuníquese con: ${email}.`,
  },

  signUp: {
    oneInvalid: 'El Documento ingresado no es válido',
    severalInvalid: 'Los Documentos ingresados no son válidos',
  },

  profile: {
    failureTitle: 'Algo salio mal ...',
    validationMailFailed:
      'No pudimos enviar el mail de validación. Por favor, inténtelo nuevamente.',
    mustValidate:
      'Debe validar el e-mail para ser notificado sobre reservas, cancelaciones y otros. Si ya validó el e-mail, reinicie la plataforma.',
  },

  payments: {
    notProcessed: 'No se pudo procesar el pago',
    somethingWrong: 'Algo salió mal ...',
    cfe: 'Ha ocurrido un error al obtener la información de CFE, por favor intente de nuevo o contacte a soporte técnico',
  },

  agenda: {
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
  },

  medicines: {
    activeRequest: 'El afiliado ya tiene una solicitud de medicamento activa',
    invalidAffiliate: 'Datos inválidos. Por favor verifique los datos del afiliado.',
    codeError: 'Ha ocurrido un error con el código de verificación. Ingreselo nuevamente.',
    wrongCode: 'El código de verificación es incorrecto.',
    smsFailed: 'No se pudo enviar el SMS al afiliado.',
    noRecipes: 'No existen recetas disponibles para este afiliado',
    paymentError:
      'Hubo un error al procesar su pago. Por favor, seleccione un medio de pago diferente para realizar el pago o cancele el mismo.',
    sameCard: 'No puede seleccionar la misma tarjeta para realizar el pago.',
    resultError:
      'No pudimos procesar su pedido de medicamentos. Por favor. vuelva a intentarlo o comuníquese con el área de soporte para más información.',
  },

  signedDocument: {
    title: 'Documento invalido',
    text: 'El docuemnto no fue firmado o es invalido',
  },
} as const

/** Texts of the shared form rules (000 §5). */
export const validation = {
  required: 'Este campo es requerido',
  /** invented: the spec checks document validity but quotes no message for it. */
  invalidCi: 'Ingrese una cédula válida, sin puntos ni guiones.',
  /** invented */
  tooLongCi: 'La cédula tiene como máximo 8 dígitos.',
  /** invented */
  invalidMail: 'Ingrese un correo electrónico válido.',
  /** invented */
  blankText: 'Este campo no puede quedar en blanco.',
  /** invented */
  notNumeric: 'Ingrese solo números.',
} as const

export const ui = {
  /** invented: title prefix of a page whose form has errors (GOV.UK pattern). */
  errorTitlePrefix: 'Error: ',
  /** invented */
  errorSummaryTitle: 'Hay un problema',
  backToMenu: 'Volver al menú principal',
  retry: 'Reintentar',
  continue: 'Continuar',
  back: 'Volver',
  /** invented */
  skipToContent: 'Saltar al contenido principal',
  /** invented */
  loading: 'Cargando…',
  /** invented */
  menu: 'Menú',
  /** invented */
  profileMenu: 'Mi cuenta',
  /** invented */
  mainNavigation: 'Menú principal',
  /** invented */
  homeLink: 'Ir al inicio',
  /** invented: visually hidden label of the "!" badge in warning texts. */
  warning: 'Advertencia',
  /** invented: visually hidden state of a completed step in a progress navigator. */
  stepDone: 'completado',
  /** invented: wordmark next to the logo. */
  brandName: 'Mutual',
} as const

/** The main menu (000 §2), unquoted labels as written. */
export const menu = {
  home: 'Mi area home',
  agenda: 'Agenda',
  medicines: 'Medicamentos',
  virtualQueue: 'Fila Virtual',
  contact: 'Contacto',
  help: 'Ayuda',
  releaseNotes: 'Actualizaciones',
} as const

export const servicePage = {
  /** invented: the spec has no wording for an upstream outage. */
  title: 'Hay un problema con el servicio',
  lead: 'En este momento no podemos mostrar esta página porque los sistemas de la mutualista no responden.',
  whatToDo: 'Puede intentarlo de nuevo en unos minutos. Lo que ya había ingresado no se perdió.',
  callCentre: 'Si necesita hacer un trámite urgente, comuníquese con nuestro call center:',
  notFoundTitle: 'No encontramos la página',
  unexpectedTitle: 'Algo salió mal',
} as const

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
  cancelText: [
    'Para dar de baja su cuenta de los servicios en línea, envíe un correo a nuestro equipo de soporte desde la dirección registrada en su perfil, indicando su nombre completo y su cédula.',
    'La baja se procesa dentro de las 48 horas hábiles siguientes a la solicitud. Le avisaremos por correo electrónico cuando esté completa.',
    'Dar de baja la cuenta no afecta su afiliación a la mutualista: solo deja de tener acceso al portal.',
  ],
  termsTitle: 'Términos y condiciones',
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

export const login = {
  title: 'Hola, accede a los servicios online',
  /** invented */
  ciLabel: 'Cédula de identidad',
  ciHint: 'sin puntos ni guiones',
  /** invented */
  passwordLabel: 'Contraseña',
  /** invented: each missing field named, so the error summary's links say which one. */
  ciRequired: 'Ingrese su cédula de identidad',
  /** invented */
  passwordRequired: 'Ingrese su contraseña',
  submit: 'Iniciar',
  biometric: 'Iniciar con biometría',
  forgotPassword: '¿Olvidaste tu contraseña?',
  signUp: 'Regístrate',
  /** invented */
  noAccount: '¿Todavía no tiene usuario?',
  backToMenu: 'Volver al menú principal',
  /** invented (A11): the spec shows the remaining attempts but not their wording. */
  attemptsLeft: (count: number) => `Intentos restantes: ${count}`,
  /** invented */
  showPassword: 'Mostrar',
  /** invented */
  hidePassword: 'Ocultar',
  /** invented */
  showPasswordLabel: 'Mostrar contraseña',
  /** invented */
  tooManyAttempts: 'Demasiados intentos de ingreso. Espere unos minutos e inténtelo de nuevo.',
  /** invented */
  serviceDown: 'En este momento no podemos verificar sus datos. Inténtelo de nuevo en unos minutos.',
  /** invented */
  signIn: 'Ingresar',
} as const

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
  /** invented, except the error texts, which are the catalogue's (errors.agenda). */
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

/** The profile menu (000 §2): unquoted labels as written, 'Claves de acceso' verbatim. */
export const profileMenu = {
  viewProfile: 'Ver Perfil',
  releaseNotes: menu.releaseNotes,
  paymentMethods: 'Medios de pagos precargados',
  changePassword: 'Cambiar contraseña',
  passkeys: 'Claves de acceso',
  logout: 'Desconectarse',
} as const

/** Release notes (002 §2.6). */
export const releaseNotes = {
  title: menu.releaseNotes,
  /** invented */
  version: (nombre: string) => `Versión ${nombre}`,
  /** invented labels; the keys are the contract's note types, 'Improvment' as it is spelled there. */
  noteTypes: { Feature: 'Novedad', Error: 'Corrección', Improvment: 'Mejora' },
  /** invented: shown when there are no versions, also when the call failed ("fail silently"). */
  empty: 'Por ahora no hay novedades para mostrar.',
} as const

/** New-version banner (000 §4, C24): the spec gives no wording. */
export const versionBanner = {
  /** invented */
  text: 'Hay una nueva versión del portal disponible.',
  /** invented */
  reload: 'Recargar',
} as const

/** Idle-timeout warning (decisions.md, WCAG 2.2.1): the spec has none. */
export const sessionTimeout = {
  /** invented */
  title: 'Su sesión está por cerrarse',
  /** invented: followed by the mm:ss countdown. */
  text: 'Por su seguridad, la sesión se cerrará por inactividad en',
  /** invented */
  stay: 'Seguir conectado',
  /** invented */
  signOut: 'Cerrar sesión',
} as const

/** Upcoming administrative services (001 §2.3, C52). */
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
  /** The spec's confirmation question for cancelling a reservation (001 §4). */
  confirmCancel: 'Está seguro que desea cancelar su reserva?',
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

/**
 * Administrative-services booking (001 §2.2, §8; C43–C50). Titles verbatim; the error kinds'
 * messages are the catalogue's (`errors.agenda`, `errors.generic`).
 */
export const adminBooking = {
  title: 'Reserva de hora para servicios administrativos',
  /** invented */
  progressLabel: 'Progreso de la reserva',
  /** invented: a step's form could not reach the mutual's API; what was chosen stays. */
  serviceDown: 'En este momento no podemos continuar con la reserva. Inténtelo de nuevo en unos minutos: sus datos se mantienen.',
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
    /** invented: full weekday names of the calendar's header, Monday first. */
    weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    /** invented: their abbreviations. */
    weekdaysShort: ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'],
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
