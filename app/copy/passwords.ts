/**
 * The password screens (000 §2, §4, §5; checklist C17, C18, C19): reset request, set password from an e-mailed
 * link, change password. The error catalogue of these screens is in errors/account.ts.
 */
import { login } from './login'

export const passwords = {
  /** invented: BR03's hint, in words (the API enforces the rule). */
  policyHint: 'Al menos 8 caracteres, no solo números.',
  /** invented: the new password breaks BR03's rule. */
  policyNotMet: 'La contraseña nueva debe tener al menos 8 caracteres y no puede tener solo números.',
  /** invented */
  tooLong: 'La contraseña puede tener como máximo 128 caracteres.',
  backToLogin: 'Volver al Login',

  reset: {
    title: 'Recuperar tu contraseña',
    /** invented */
    lead: 'Ingrese su cédula y el correo electrónico de su usuario. Le enviaremos un enlace para elegir una contraseña nueva.',
    ciLabel: login.ciLabel,
    ciHint: login.ciHint,
    ciRequired: login.ciRequired,
    /** invented */
    emailLabel: 'Correo electrónico',
    /** invented */
    emailRequired: 'Ingrese su correo electrónico',
    submit: 'Enviar email',
    sent: (email: string) => `Se envió un correo a ${email} con las instrucciones para restablecer tu contraseña.`,
    /**
     * invented: the mail limit (mail-limits.server.ts) was reached. Said the same whether or not cédula and e-mail
     * belong together, so the limit reveals nothing about them.
     */
    tooManyRequests:
      'Se pidieron demasiados correos para restablecer la contraseña en poco tiempo. Espere una hora e inténtelo de nuevo, o comuníquese con nuestro call center.',
  },

  setPassword: {
    /** invented: the spec names the screen, not its title. */
    title: 'Elegir contraseña',
    /** invented */
    lead: 'Elija la contraseña con la que ingresará a los servicios en línea.',
    /** invented */
    passwordLabel: 'Contraseña nueva',
    /** invented */
    repeatLabel: 'Repita la contraseña nueva',
    /** invented */
    submit: 'Guardar contraseña',
    /** invented: the success banner's text (the spec gives only its 'Volver al Login'). */
    saved: 'Su contraseña quedó guardada. Ya puede ingresar con ella.',
    /** invented: after a link that does not work, the way to a new one. */
    requestAnother: 'Pedir un enlace nuevo',
  },

  change: {
    /** The profile menu's entry (000 §2), as written. */
    title: 'Cambiar contraseña',
    /** invented */
    backToProfile: 'Volver a Mis datos',
    /** invented */
    currentLabel: 'Contraseña actual',
    /** invented */
    nextLabel: 'Contraseña nueva',
    /** invented */
    repeatLabel: 'Repita la contraseña nueva',
    /** invented */
    submit: 'Cambiar contraseña',
    /** invented: the limit on tries (the sign-in's wording). */
    tooManyAttempts: 'Demasiados intentos de cambio de contraseña. Espere unos minutos e inténtelo de nuevo.',
    /** invented: the spec has a success screen without words. */
    doneTitle: 'Contraseña actualizada',
    /** invented */
    doneText: 'Su contraseña se cambió. La próxima vez que ingrese, use la contraseña nueva.',
    continue: 'Continuar',
    retry: 'Reintentar',
  },
} as const
