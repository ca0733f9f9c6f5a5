/**
 * The clinical-history copy request (002 §2.3, §3.3, §4.3, §5.3; C80, BR67, A49). The spec writes the
 * buttons `Aceptar términos` and `Cancelar`, the messages `Este campo es requerido` and `Este archivo es
 * requerido`, and the delivery times (15 days for an institution, 30 for particular reasons, at the
 * Medical Records department); everything marked invented is ours.
 */
import { commonErrors } from './errors/common'
import { validation } from './errors/validation'
import { home } from './home'
import { stepFiles } from './step-files'

export const clinicalHistory = {
  title: home.tiles.clinicalHistory,
  yes: 'Sí',
  no: 'No',
  /** invented */
  continue: 'Continuar',
  solicitud: {
    /** invented */
    lead: 'Pida una copia de su historia clínica. Se entrega en el departamento de Registros Médicos.',
    /** invented: the spec's first yes/no question (complete copy). */
    complete: '¿Necesita la copia completa de su historia clínica?',
    /** invented: the second yes/no question (e-mail copy). */
    emailCopy: '¿Quiere recibir además una copia por correo electrónico?',
    /**
     * invented: said when a question is not answered (the spec: both yes/no must be answered before continuing), each
     * naming its question, so that the error summary's two links read apart.
     */
    chooseComplete: 'Elija si necesita la copia completa',
    chooseEmailCopy: 'Elija si quiere la copia por correo electrónico',
  },
  terms: {
    /** invented: the terms dialog's heading. */
    title: 'Términos y condiciones de la copia por correo electrónico',
    /**
     * invented: the terms text; it is what E98's `texto_terminos` carries when accepted (A49).
     * One paragraph a line.
     */
    text: [
      'La copia por correo electrónico se envía a la dirección registrada en sus datos personales, como un archivo protegido con su número de documento.',
      'El correo electrónico no es un medio completamente seguro: al aceptar, usted asume el riesgo de que la información de su historia clínica sea leída por terceros si su casilla es accedida por otras personas.',
      'La copia es para su uso personal. La institución no se responsabiliza por el uso que se haga de ella una vez enviada.',
    ],
    /** 002 §4.3, verbatim. */
    accept: 'Aceptar términos',
    /** 002 §4.3, verbatim. */
    cancel: 'Cancelar',
    /** invented: shown when the e-mail copy is chosen and the terms are not yet accepted. */
    needed: 'Para recibir la copia por correo electrónico tiene que aceptar los términos.',
  },
  parteSolicitada: {
    /** invented */
    title: 'Parte solicitada',
    /** invented */
    label: '¿Qué parte de su historia clínica necesita?',
    /** invented */
    hint: 'Por ejemplo: la internación de marzo de 2024, o los estudios de cardiología.',
  },
  motivo: {
    /** invented */
    title: 'Motivo de la solicitud',
    /** invented: the particular-or-institution choice (A49). */
    deliveryLegend: '¿Para qué necesita la copia?',
    /** invented */
    particular: 'Por motivos particulares',
    /** invented */
    institution: 'Para presentar en una institución',
    /** invented: the hint of the institution option. */
    institutionHint: 'Adjunte la solicitud de la institución.',
    /** invented: said when neither is chosen (the spec: one of the two delivery options must be chosen first). */
    chooseDelivery: 'Elija una de las dos opciones',
    /** invented */
    reason: 'Motivo',
    /** invented */
    phone: 'Teléfono celular',
    /** invented */
    phoneHint: 'Solo números, por ejemplo 099123456.',
    /** invented */
    file: 'Solicitud de la institución',
    /** invented */
    send: 'Enviar solicitud',
  },
  confirmacion: {
    /** invented */
    title: 'Solicitud enviada',
    /** 002 §7 (the delivery times and place); the sentence is invented around them. */
    delivery: (days: number) => `Su copia estará lista en ${days} días, en el departamento de Registros Médicos.`,
    /** invented */
    emailCopy: 'También la recibirá por correo electrónico.',
    /** invented */
    home: 'Volver al inicio',
  },
  errors: {
    /** 002 §5.3, verbatim. */
    required: validation.required,
    /** 002 §5.3, verbatim. */
    fileRequired: stepFiles.required,
    /**
     * invented: the phone left empty. Its own words, not `required`'s: with the reason empty too, the summary's two
     * links would read the same and a screen reader could not tell them apart.
     */
    phoneRequired: 'Ingrese un teléfono celular.',
    /** invented (shared): the phone is numeric. */
    notNumeric: validation.notNumeric,
    /** invented */
    phoneLength: 'Ingrese un celular de 8 o 9 dígitos.',
    /** invented */
    tooLong: 'El texto es demasiado largo (máximo 1000 caracteres).',
    /** 002 §8: the save failed (A13's generic message of the clinical history). */
    saveFailed: commonErrors.genericMedicines,
  },
} as const
