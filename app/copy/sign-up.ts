/**
 * Registration (000 §2 "Sign up", checklist C16). The spec names the form, its fields and its
 * dialogs, and says that registration ends offline (a signed PDF sent by e-mail); the wording
 * around them is invented. The document messages (BR11) are in errors/account.ts.
 */
import { login } from './login'

export const signUp = {
  title: 'Regístrate',
  /** invented */
  lead: 'Complete sus datos para pedir su usuario de los servicios en línea.',
  /** invented: how registration is completed (000 §1: offline, a signed PDF sent by e-mail). */
  howTitle: 'Cómo se completa el registro',
  how: (email: string) => [
    'Complete el formulario. Si es representante de un menor de edad, agréguelo como adicional.',
    'Descargue el contrato de uso en PDF, imprímalo y fírmelo.',
    `Envíe el contrato firmado por correo electrónico a ${email}.`,
  ],
  /** invented */
  nombreLabel: 'Nombre',
  apellidoLabel: 'Apellido',
  cedulaLabel: 'Cédula de identidad',
  cedulaHint: login.ciHint,
  mailLabel: 'Correo electrónico',
  mailHint: 'A esta dirección le escribiremos cuando su usuario esté listo.',
  nombreRequired: 'Ingrese su nombre',
  apellidoRequired: 'Ingrese su apellido',
  cedulaRequired: 'Ingrese su cédula de identidad',
  mailRequired: 'Ingrese su correo electrónico',
  tooLong: (max: number) => `Ingrese como máximo ${max} caracteres.`,

  adicionalTitle: 'Datos del adicional',
  /** invented */
  adicionalLead: 'Si es representante de un menor de edad, puede registrarlo junto con usted.',
  adicionalHint: 'Los datos del menor de edad que usted representa.',
  addAdicional: 'Agregar adicional',
  removeAdicional: 'Quitar adicional',
  nombreAditionalLabel: 'Nombre del adicional',
  apellidoAditionalLabel: 'Apellido del adicional',
  cedulaAditionalLabel: 'Cédula del adicional',
  nombreAditionalRequired: 'Ingrese el nombre del adicional',
  apellidoAditionalRequired: 'Ingrese el apellido del adicional',
  cedulaAditionalRequired: 'Ingrese la cédula del adicional',
  sameCedula: 'La cédula del adicional debe ser distinta de la suya.',

  /** invented */
  readContract: 'Leer el contrato de uso',
  contractNote: 'Al final del registro descargará este contrato para firmarlo.',
  close: 'Cerrar',
  /** invented */
  submit: 'Registrarme',

  finishTitle: 'Finalizar registro',
  downloadPdf: 'Descargar PDF',
  /** The name of the downloaded file (C16), verbatim. */
  pdfFileName: 'Contrato de uso.pdf',
  /** invented: what happens next (000 §1: registration is completed offline). */
  finishSteps: (email: string) => [
    'Descargue el contrato de uso, imprímalo y fírmelo.',
    `Envíelo escaneado o fotografiado por correo electrónico a ${email}.`,
  ],
  finishAfter: (mail: string) =>
    `Cuando recibamos el contrato firmado le enviaremos a ${mail} un enlace para que elija su contraseña.`,
} as const
