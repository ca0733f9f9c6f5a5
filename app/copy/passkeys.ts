/** Passkeys (000 §3, §4, checklist C13–C15). The spec's own strings are verbatim; everything marked invented is ours. */
import { profileMenu } from './shell'

export const passkeys = {
  /** The MultiBiometric screen's heading (C13). */
  chooseUser: 'Hola, selecciona un usuario para iniciar sesión',
  /** invented: the Biometric screen says who will sign in. */
  signingInAs: (userName: string) => `Ingresará como ${userName}.`,
  /** invented: the links back to the Normal screen ("Links switch back to Normal", C13). */
  usePassword: 'Ingresar con cédula y contraseña',
  /** invented: for a browser that remembers passkey users but runs no scripts; the password form follows. */
  needsJavaScript: 'Para ingresar con biometría, su navegador debe tener JavaScript activado. Puede ingresar con su cédula y contraseña:',
  /** invented: while the chosen user's screen is prepared (the spec's 1000 ms spinner). */
  preparing: (userName: string) => `Preparando el ingreso de ${userName}…`,

  /** The offer after login (C14). */
  offerQuestion: 'Deseas crear una clave de acceso?',
  /** invented: what a passkey is, under the question. */
  offerExplanation:
    'Con una clave de acceso ingresa con la huella, el rostro o el bloqueo de pantalla de este dispositivo, sin escribir su contraseña.',
  offerYes: 'Si, agregar',
  offerNo: 'Continuar sin agregar',

  /** The passkeys page (C15): the profile menu's entry is its title. */
  title: profileMenu.passkeys,
  empty: 'No se encontraron claves de acceso para este dispositivo',
  added: 'Credencial registrada correctamente',
  /** invented: registration errors are only logged (000 §8), but the person is told nothing was added. */
  notAdded: 'No se agregó la clave de acceso. Puede intentarlo de nuevo más tarde; mientras tanto ingrese con su contraseña.',
  /** invented (the issue names the button). */
  add: 'Agregar',
  /** invented */
  thisDevice: 'Este dispositivo',
  /** invented */
  otherDevice: 'Otro dispositivo',
  /** invented */
  createdOn: (date: string) => `Creada el ${date}`,
  /** invented */
  remove: 'Eliminar',
  /** invented: the visually hidden end of each Eliminar, so the buttons differ for a screen reader. */
  removeWhich: (device: string, date: string) => `la clave de ${device.toLowerCase()}, creada el ${date}`,
  /** invented: the confirmation's question (the spec has a confirmation modal without words). */
  confirmRemove: '¿Desea eliminar esta clave de acceso?',
  /** invented */
  confirmRemoveYes: 'Sí, eliminar',
  /** invented */
  confirmRemoveNo: 'No, volver',
  /** invented */
  removed: 'La clave de acceso fue eliminada.',
  /** invented: the delete failed (unknown id, the API down). */
  notRemoved: 'No se pudo eliminar la clave de acceso. Inténtelo de nuevo más tarde.',
} as const
