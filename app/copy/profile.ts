/**
 * The profile page `/mis-datos` (000 §2, §4, §5, C20). The spec's own strings are verbatim; its
 * error texts live in errors/account.ts (`accountErrors.profile`). Everything marked invented is ours.
 */
import { home } from './home'
import { ui } from './shell'

export const profile = {
  /** invented: the home tile's caption, also the page's title. */
  title: home.tiles.profile,
  /** invented: before the cédula in the header. */
  ciLabel: 'Cédula de identidad',

  /** invented */
  personalTitle: 'Datos personales',
  /** invented: the spec lists the items (mail, phone, mobile, address, payment administrator) without captions. */
  mail: 'Mail',
  phone: 'Teléfono',
  mobile: 'Celular',
  address: 'Dirección',
  paymentAdmin: 'Administrador de pagos',
  /** invented: after the payment administrator's name when it is the member himself. */
  yourself: '(usted)',
  /** invented: a datum the member does not have. */
  notRegistered: 'No registrado',
  /** invented */
  emailValidated: 'Validado',
  /** invented */
  emailNotValidated: 'Sin validar',

  resendValidation: 'Reenviar mail de validación',
  validationSent: 'Mail de validación enviado',
  updateEmail: 'Actualizar email',
  update: 'Actualizar',
  cancel: 'Cancelar',
  retry: ui.retry,
  /** invented */
  newEmailLabel: 'Nuevo email',
  /** invented */
  newEmailHint: 'Le enviaremos un mail a esa dirección para validarla.',
  /** invented: names the field (docs/decisions/required-fields-named.md). */
  newEmailRequired: 'Ingrese su nuevo email',
  /** invented */
  emailTooLong: (max: number) => `El email puede tener como máximo ${max} caracteres.`,
  /** invented */
  emailChanged: 'Actualizamos su email. Le enviamos un mail para validarlo.',
  /** invented */
  tooManyMails: 'Ya pidió varios mails de validación en la última hora. Espere un rato antes de volver a intentarlo.',

  /** invented */
  notificationsTitle: 'Notificaciones',
  /** invented */
  notificationsHint: 'Elija cómo quiere recibir los avisos de reservas, cancelaciones y otras novedades.',
  /** invented */
  notifyEmail: 'Notificaciones por email',
  /** invented */
  notifyPush: 'Notificaciones push en el celular',
  /** invented: the switches' submit without JavaScript (with it, a switch saves when it changes). */
  saveNotifications: 'Guardar notificaciones',
  /** invented */
  notificationsSaved: 'Guardamos sus preferencias de notificación.',

  /** invented */
  photoTitle: 'Foto de perfil',
  /** invented */
  photoAlt: 'Su foto de perfil',
  /** invented */
  noPhoto: 'Todavía no tiene una foto de perfil.',
  /** invented */
  photoLabel: 'Elegir una foto',
  /** invented */
  photoHint: 'Una imagen PNG o JPEG de hasta 2 MB.',
  /** invented */
  uploadPhoto: 'Subir foto',
  /** invented */
  photoSaved: 'Guardamos su foto de perfil.',
  /** invented */
  photoMissing: 'Elija una foto para subir.',
  /** invented */
  photoTooLarge: 'La foto pesa más de 2 MB. Elija una imagen más liviana.',
  /** invented */
  photoWrongType: 'El archivo elegido no es una imagen PNG o JPEG. Elija una foto en uno de esos formatos.',
} as const
