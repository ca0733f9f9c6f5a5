/**
 * Flow A, the call-centre medicine request (`/medicamentos/nueva-solicitud/:step`, spec 002 §2.1, §8; checklist
 * C57–C66, C86). Verbatim where the spec gives the words; the rest is marked `invented`.
 */
import { commonErrors } from './errors/common'
import { medicineEligibility } from './medicine-eligibility'

export const medicineRequests = {
  /** C57, verbatim: the flow's title (the `documento` step's). */
  title: 'Solicita medicamentos',
  /** invented */
  progressLabel: 'Pasos de la solicitud',
  /** C57: the five icons of the progress bar (the spec gives them no labels). */
  progress: {
    /** invented */
    localidad: 'Localidad',
    /** invented */
    'agregar-medicamentos': 'Medicamentos',
    /** invented */
    envio: 'Envío',
    /** invented */
    pago: 'Pago',
    /** invented */
    entrega: 'Entrega',
  },
  /** C86, verbatim: any failed load of the flow (shown with `Reintentar`). */
  generic: commonErrors.genericMedicines,
  documento: {
    /** C58, verbatim. */
    heading: 'Para ti y/o más personas',
    /** invented */
    documentType: 'Tipo de documento',
    /** invented: the two types of C58 (codes 1 and 2). */
    documentTypes: { 1: 'Cédula de identidad', 2: 'Otro' } as Record<1 | 2, string>,
    /** invented */
    document: 'Documento',
    /** invented: one hint for both types (C58), shown before the type is known to the page (no JavaScript). */
    documentHint: 'La cédula, sin puntos ni guion; otro documento, hasta 20 letras o números.',
    /** invented */
    documentRequired: 'Ingrese el documento del afiliado.',
    /** invented: C58's other document (type 2), longer than the forms take. */
    otherDocumentInvalid: 'El documento puede tener hasta 20 letras o números.',
    /** C58 (no-JS): the lookup button. */
    search: 'Buscar',
    /** C58, verbatim (`{name}`). */
    affiliate: (name: string) => `Afiliado: ${name}`,
    /** invented: what a screen reader hears once the typing's lookup found her (the page shows `affiliate`). */
    affiliateFound: (name: string, activeRequest: boolean) =>
      `Afiliado encontrado: ${name}${activeRequest ? ', con una solicitud de medicamento activa' : ''}.`,
    /** C58 / 002 §8, verbatim. */
    activeRequest: 'El afiliado ya tiene una solicitud de medicamento activa',
    /** C58 / 002 §8, verbatim. */
    invalidAffiliate: 'Datos inválidos. Por favor verifique los datos del afiliado.',
    /** 002 §6 with C69/BR53, verbatim (flow B's words, E85): a sanctioned person makes no request. */
    sanctioned: medicineEligibility.sanctioned,
    /** 002 §6 with C69/BR53, verbatim (flow B's words), followed by E84's `inhabilitado` reason. */
    disabled: (reason: string) => [medicineEligibility.disabled, reason.trim()].filter(Boolean).join('. '),
    /** invented: the active request's date. */
    activeSince: (date: string) => `Solicitud realizada el ${date}.`,
    /** invented: E76's button. */
    cancel: 'Cancelar solicitud activa',
    /** invented: the confirmation E76 needs. */
    cancelConfirm: 'Confirmo que el afiliado pidió cancelar su solicitud activa',
    /** invented */
    cancelConfirmRequired: 'Confirme que el afiliado pidió cancelar su solicitud.',
    /** invented */
    cancelRefused: 'No fue posible cancelar la solicitud activa.',
    /** invented: E76 cancelled the active request (the lookup shown again is after it). */
    cancelled: 'La solicitud anterior fue cancelada.',
    /** invented: the active request cannot be cancelled here. */
    notCancellable: 'Esta solicitud no puede cancelarse desde aquí.',
    /** invented: screen readers hear the search happen (JS). */
    searching: 'Buscando afiliado…',
  },
  localidad: {
    /** C57, verbatim. */
    title: 'Paso 1: Localidad',
    /** invented */
    label: 'Localidad de entrega',
    /** invented */
    required: 'Seleccione la localidad.',
    /** C59, verbatim. */
    question: 'Los medicamentos son para ti o para otra persona?',
    /** C59, verbatim. */
    forMe: 'Para mi',
    /** C59, verbatim. */
    forAnother: 'Para otra persona',
  },
  medicamentos: {
    /** C57, verbatim. */
    title: 'Paso 2: Ingresa los medicamentos',
    /** invented */
    person: 'Para',
    /** invented */
    medicine: 'Medicamento',
    /** invented */
    medicineHint: 'Escriba al menos dos letras del nombre y elija el medicamento de la lista.',
    /** invented */
    medicineRequired: 'Elija un medicamento de la lista.',
    /** invented */
    medicineUnknown: 'No encontramos ese medicamento. Búsquelo y elíjalo de la lista.',
    /** invented */
    quantity: 'Cantidad',
    /** invented */
    quantityRequired: 'Elija una cantidad entre 1 y 20.',
    /** C60, verbatim. */
    add: 'Agregar medicamento',
    /** C60, verbatim: the table's two columns. */
    columns: { name: 'Nombre del medicamento', quantity: 'Cantidad' },
    /** invented */
    actions: 'Acciones',
    /** invented */
    remove: 'Eliminar',
    /**
     * invented: the visually hidden end of each Eliminar, the medicine and whose it is, so that two people's buttons
     * for the same medicine differ for a screen reader.
     */
    removeWhich: (medicine: string, person: string) => `${medicine} de ${person}`,
    /** invented: a person's group without medicines yet. */
    empty: 'Todavía no agregó medicamentos para esta persona.',
    /** C60, verbatim. */
    anotherPerson: 'Solicitar medicamentos para otra persona',
    /** invented */
    anotherPersonLead: 'Ingrese el documento de la otra persona afiliada.',
    /** invented: BR46, Continuar without any medicine. */
    noneYet: 'Agregue al menos un medicamento para continuar.',
    /** invented */
    personUnknown: 'Elija para quién es el medicamento.',
    /** invented: no person yet (`Para otra persona`). */
    noPerson: 'Agregue primero la persona para quien son los medicamentos.',
  },
  envio: {
    /** C57, verbatim. */
    title: 'Paso 3: Envío',
    /** invented */
    method: 'Forma de envío',
    /** invented */
    methodRequired: 'Elija la forma de envío.',
    /** invented: staff only (BR73). */
    type: 'Tipo de envío',
    /** invented */
    noType: 'Ninguno',
    /** invented */
    typeUnknown: 'Elija un tipo de envío de la lista.',
    /** invented */
    urgent: 'Solicitud urgente',
    /** invented */
    urgentHint: 'Solo para envío a domicilio.',
    /** C61, verbatim. */
    hours: 'Ver horarios',
    /** invented: BR47, urgent asked with a method that is not home delivery (no JavaScript hides the checkbox). */
    urgentPickUp: 'La solicitud urgente es solo para envío a domicilio. Elija envío a domicilio o desmarque la solicitud urgente.',
    /** invented: urgent asked outside its hours (E81's `Mensaje` follows). */
    urgentClosed: 'No es posible realizar una solicitud urgente en este momento.',
  },
  hora: {
    /** invented (A27: the spec gives no title). */
    title: 'Horario de la solicitud urgente',
    /** invented */
    hours: 'Horarios',
  },
  pago: {
    /** C57, verbatim. */
    title: 'Paso 4: Pago',
    /** invented */
    required: 'Elija la forma de pago.',
  },
  entrega: {
    /** C57, verbatim. */
    title: 'Paso 5: Entrega',
    /** invented */
    mobile: 'Celular',
    /** C64, verbatim. */
    mobilePlaceholder: '090 000 000',
    /** invented */
    landline: 'Teléfono (opcional)',
    /** invented */
    address: 'Dirección',
    /** C64, verbatim. */
    streetsBetween: 'Entre calles',
    /** invented */
    required: {
      celular: 'Ingrese el celular.',
      telefono: 'Ingrese el teléfono.',
      direccion: 'Ingrese la dirección de entrega.',
      entreCalles: 'Ingrese entre qué calles queda la dirección.',
    },
    /** invented: BR50 says "numeric"; a Uruguayan mobile is 09 and seven more digits. */
    mobileInvalid: 'Ingrese un celular uruguayo: 09 seguido de 7 números, por ejemplo 099 123 456.',
    /** invented */
    numeric: {
      celular: 'El celular solo puede tener números.',
      telefono: 'El teléfono solo puede tener números.',
      direccion: 'Ingrese la dirección de entrega.',
      entreCalles: 'Ingrese entre qué calles queda la dirección.',
    },
  },
  confirmacion: {
    /** C57, verbatim. */
    title: 'Confirma tu solicitud',
    /** C65, verbatim. */
    modify: 'Modificar solicitud',
    /** C65, verbatim. */
    confirm: 'Solicitar',
    /** invented: the summary's rows. */
    rows: {
      affiliate: 'Afiliado',
      location: 'Localidad',
      medicines: (name: string) => `Medicamentos de ${name}`,
      shipping: 'Forma de envío',
      shippingType: 'Tipo de envío',
      urgent: 'Urgente',
      payment: 'Forma de pago',
      mobile: 'Celular',
      landline: 'Teléfono',
      address: 'Dirección',
      streetsBetween: 'Entre calles',
    },
    /** invented */
    yes: 'Sí',
    /** invented */
    no: 'No',
  },
  result: {
    /** C66, verbatim. */
    title: 'Recibimos tu solicitud y la procesaremos a la brevedad',
    /** invented: BR48's code. */
    code: 'Código de seguimiento',
    /** invented: the link to the requests list. */
    toRequests: 'Ver mis solicitudes de medicamentos',
  },
} as const
