/** Errors of sign-in and the account (000 §8), verbatim. See common.ts for the verbatim rule. */
export const accountErrors = {
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
    /** invented: the per-address limit of document checks (app/account/registration-limits.server.ts). */
    tooManyChecks: 'Se hicieron demasiados intentos de registro desde esta conexión. Por favor, inténtelo nuevamente en una hora.',
  },

  profile: {
    failureTitle: 'Algo salio mal ...',
    validationMailFailed:
      'No pudimos enviar el mail de validación. Por favor, inténtelo nuevamente.',
    mustValidate:
      'Debe validar el e-mail para ser notificado sobre reservas, cancelaciones y otros. Si ya validó el e-mail, reinicie la plataforma.',
  },
} as const
