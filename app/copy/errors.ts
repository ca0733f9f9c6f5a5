/**
 * The spec's error catalogue (000 §8, 001 §8, 002 §8) and the shared form rules' texts, verbatim.
 *
 * Strings quoted by the specification are copied verbatim in every copy module, typos included
 * (`constraseña`, `docuemnto`, `Por favor. vuelva`, `Improvment` ...): the spec is the contract
 * and changing a letter breaks traceability (checklist A18). Texts the spec leaves to us are
 * marked `invented` in a comment.
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
