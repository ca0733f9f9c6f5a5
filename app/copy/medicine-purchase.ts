/**
 * Flow B, the prescribed-medicine purchase (`/medicamentos-recetados/nueva-solicitud/:step`, spec 002 §2.2, §8;
 * checklist C67–C79, BR51–BR65). Verbatim where the spec gives the words; the rest is marked `invented`.
 * Each step's words are under its step's name; a step's route reads only its own and `medicinePurchase.generic`.
 */
import { commonErrors } from './errors/common'
import { medicineEligibility } from './medicine-eligibility'
import { indications } from './medicine-lists'

export const medicinePurchase = {
  /** C67, BR61, verbatim: the header. */
  title: 'Compra de medicamentos',
  /** C67, BR61, verbatim: the header in call-centre mode. */
  titleCallCentre: 'Compra de medicamentos - Call Center',
  /** invented */
  progressLabel: 'Pasos de la compra',
  /** C67: the six icons (the spec gives them no labels). */
  progress: {
    /** invented */
    localidad: 'Localidad',
    /** invented */
    documento: 'Afiliado',
    /** invented */
    'agregar-medicamentos': 'Medicamentos',
    /** invented */
    envio: 'Envío',
    /** invented */
    'forma-pago': 'Pago',
    /** invented */
    confirmacion: 'Confirmar',
  },
  /** C86, BR55, verbatim: any failed load of the flow (shown with `Reintentar`). */
  generic: commonErrors.genericMedicines,
  /** invented: the retry of a failed load. */
  retry: 'Reintentar',
  /** invented: the back link of a step. */
  back: 'Volver',
  localidad: {
    /** C68, verbatim. */
    label: 'Localidad de envío/retiro de medicamentos',
    /** C68, verbatim. */
    placeholder: 'Seleccione la localidad',
    /** invented */
    required: 'Seleccione la localidad.',
    /** C68, verbatim: the button. */
    continue: 'Continuar',
    /** C68, verbatim: the modal's title when the locality changes with purchases made. */
    changeTitle: 'Cambio de localidad',
    /** invented: C68 says only that the requests must be redone. */
    changeText: 'Al cambiar la localidad se eliminarán los medicamentos agregados y deberá volver a cargar las solicitudes.',
    /** C68, verbatim. */
    changeBack: 'Volver',
    /** C68, verbatim. */
    changeConfirm: 'Cambiar',
    /** C68, verbatim: the sanctioned member (A62). */
    sanctionedTitle: 'Usuario sancionado',
    /** C68, verbatim. */
    backToMenu: 'Volver al menu',
  },
  documento: {
    /** C69, verbatim. */
    title: 'Paso 2: Seleccionar para quién agregar medicamentos',
    /** C69, verbatim. */
    forMe: 'Solicitar para mi',
    /** C69, verbatim. */
    forAnother: 'Solicitar para otra persona',
    /** C69, verbatim. */
    otherTitle: 'Paso 2: Solicita medicamentos para otra persona',
    /** C69, verbatim. */
    documentType: 'Tipo de documento',
    /** C69, verbatim. */
    document: 'Documento de la persona afiliada',
    /** C69, verbatim. */
    documentPlaceholder: 'Ej:3124567',
    /** invented */
    documentRequired: 'Ingrese el documento de la persona afiliada.',
    /** invented: BR52, a cédula whose check digit is wrong. */
    documentInvalid: 'El documento ingresado no es una cédula válida.',
    /** C69, BR52, verbatim: the submit's three labels. */
    sendSms: 'Enviar SMS',
    continue: 'Continuar',
    retrySend: 'Reintentar envio',
    /** C69, verbatim. */
    back: 'Volver',
    /** C69, BR52, verbatim: the hints. */
    smsHint: 'Enviaremos un código por SMS al teléfono de la persona afiliada para validar su identidad.',
    callCentreHint: 'Está trabajando en modalidad Call Center.',
    /** C69, verbatim: the footer when other requests exist. */
    continueWithoutAdding: 'Continuar sin agregar',
    /** C69, BR53, verbatim: the screens. */
    sanctioned: medicineEligibility.sanctioned,
    anotherAffiliate: 'Ingresar otro afiliado',
    disabled: medicineEligibility.disabled,
    /** C69, BR53, verbatim: `{name} tiene ordenes pendientes de pago`. */
    pendingOrders: (name: string) => `${name} tiene ordenes pendientes de pago`,
    /** invented: the pending orders' total on that screen, and what accepting means (C69's words). */
    pendingOrdersTotal: (amount: string) => `Total: ${amount}`,
    pendingOrdersExplained: 'Pueden pagarse en esta solicitud y se sumarán al total.',
    /** BR55, verbatim: an SMS that could not be sent. */
    smsFailed: 'No se pudo enviar el SMS al afiliado.',
    /** invented: past the portal's limit of SMS codes to one person, or from one member, in an hour. */
    tooManyCodes: 'Se enviaron demasiados códigos por SMS. Intente nuevamente en una hora.',
    /** C67, verbatim: call-centre defaults. */
    noName: 'No nombre',
    noDocument: 'No Documento',
    /** invented: E84 or E90 knows no affiliate with that document. */
    unknown: 'No encontramos una persona afiliada con ese documento.',
    /** invented: the pending orders' two answers, named for what they do (the buttons say Continuar and Volver). */
    pendingOrdersQuestion: '¿Desea pagarlas en esta solicitud?',
  },
  verificacion: {
    /** C70, verbatim. */
    title: 'Ingrese el código que enviamos al celular del afiliado',
    /** invented */
    label: 'Código de verificación',
    /** C70, verbatim. */
    placeholder: 'Ej: A1B2C3',
    /** invented: BR54, a code that is not six characters. */
    length: 'El código tiene 6 caracteres.',
    /** C70, verbatim. */
    continue: 'Continuar',
    /** C70, BR54, verbatim: `Reenviar código (Reintentos N)`. */
    resend: (left: number) => `Reenviar código (Reintentos ${left})`,
    /** C70, verbatim. */
    retry: 'Reintentar',
    /** invented: the lock after the third resend, `mm:ss` (BR54). */
    locked: (mmss: string) => `Podrá reenviar el código en ${mmss}`,
    /** C70, verbatim. */
    wrongCode: 'El código de verificación es incorrecto.',
    /** invented: E84's codes 4 (none standing: five wrong tries void it) and 6 (expired); a new code is needed. */
    codeVoid: 'El código de verificación ya no es válido. Presione Reenviar código para recibir uno nuevo.',
    /** C70, BR55, verbatim: E91's codes 4, 5 and 6. */
    codeError: 'Ha ocurrido un error con el código de verificación. Ingreselo nuevamente.',
  },
  'agregar-medicamentos': {
    /** C71, verbatim: followed by the affiliate's name and document. */
    title: 'Seleccione medicamentos para:',
    /** C71, verbatim. */
    removeRequest: 'Eliminar solicitud',
    /**
     * invented: the question before Eliminar solicitud removes her request (C79 gives none), and its two answers, as
     * the portal's other removals ask (a saved card, a passkey).
     */
    removeQuestion: (name: string) => `¿Desea eliminar la solicitud de ${name}?`,
    removeText: 'Los medicamentos de esta solicitud se quitarán de la compra.',
    removeConfirm: 'Sí, eliminar',
    removeBack: 'No, volver',
    /** C71, verbatim. */
    continue: 'Continuar',
    /** C71, verbatim: the modal after Continuar. */
    anotherTitle: '¿Desea agregar otra solicitud?',
    /** invented: C71's explanation (charged together; modify or delete by entering the document again). */
    anotherText:
      'Todas las solicitudes se cobran juntas al finalizar. Puede modificar o eliminar una solicitud ingresando nuevamente el documento de la persona.',
    /** C71, verbatim. */
    addAnother: 'Agregar/Modificar solicitud',
    /** C71, BR56, verbatim. */
    notAvailable: 'No disponible para entrega',
    seeDetails: 'Ver detalles',
    noStock: 'Sin stock',
    /** C72, verbatim: the link to a medicine's indications. */
    seeIndications: 'Ver Indicaciones',
    /** C71, BR56, verbatim: the four banners. */
    noStockBanner: 'Hay fármacos sin stock, puede agregarlos si lo desea',
    pendingOrdersBanner: (amount: string) => `Tiene ordenes pendientes por el valor ${amount} que se sumarán al importe total`,
    mismatchBanner: 'Hay fármacos que no coinciden con la indicación médica.',
    ticketsBanner: (count: number) => `Dispone de ${count} tickets bonificados por grupo familiar policial`,
    /** C71, BR55, verbatim. */
    noRecipes: 'No existen recetas disponibles para este afiliado',
    /** invented: the stepper's buttons, named for screen readers. */
    more: (name: string) => `Agregar una caja de ${name}`,
    less: (name: string) => `Quitar una caja de ${name}`,
    /** invented */
    quantity: 'Cantidad',
    /** invented: the footer's running total (BR60's summary). */
    total: 'Total',
    /** invented: the reload of an ERROR recipe in call-centre mode (E92). */
    reload: 'Volver a cargar',
    /** invented: the E92 reload that found no such recipe any more. */
    reloadFailed: 'No se pudo volver a cargar la receta.',
    /** BR56, verbatim: where no-stock medicines are listed. */
    pendingTitle: 'Medicamentos sin stock',
    /** invented: a recipe's heading when the API sends no sector. */
    recipe: 'Receta',
    /** invented: a recipe's doctor line. */
    doctor: (name: string) => `Médico: ${name}`,
    /** invented: a medicine's price line (BR58). */
    pricePerTicket: (amount: string) => `${amount} por ticket`,
    /** invented: what the chosen quantity costs now (BR58, BR59). */
    lineTotal: (amount: string) => `Subtotal: ${amount}`,
    /** invented: a no-stock medicine's line, not charged now (A43). */
    pendingLine: 'Queda pendiente de entrega; no se cobra ahora.',
    /** invented: the affiliate's document after her name. */
    document: (documento: string) => `Documento: ${documento}`,
    /** invented: Continuar with nothing chosen (C71's disabled button, said in words without JavaScript). */
    nothingChosen: 'Seleccione al menos un medicamento para continuar.',
    /** invented: a posted medicine that is not one of her recipes' (a stale or forged form). */
    unknownMedicine: 'El medicamento no está entre las recetas de este afiliado.',
    /** invented: a posted medicine of an ERROR or ALERT recipe. */
    notChoosable: 'Este medicamento no está disponible para entrega.',
    /** invented: the last person of the purchase cannot be removed (Eliminar solicitud is for several). */
    lastPerson: 'No se puede eliminar la única solicitud.',
    /** invented: the no-recipes screen's retry, to the document step (BR55). */
    retry: 'Reintentar',
  },
  'ver-indicaciones': {
    /** C72, verbatim. */
    title: (medicine: string) => `Indicaciones: ${medicine}`,
    /** C72's cards, the prescriptions page's words. */
    ...indications,
    /** invented: the page's title when the link names no medicine of the purchase. */
    notFoundTitle: 'Indicaciones',
    /** invented */
    notFound: 'No encontramos ese medicamento entre las recetas de la solicitud.',
    /** invented: the back link to the medicines. */
    back: 'Volver a los medicamentos',
  },
  envio: {
    /** C73, verbatim. */
    title: 'Seleccione una forma de envío:',
    /** C73, BR61, verbatim: the cards. */
    pickUp: 'Retiro en sucursal',
    delivery: 'Envío a domicilio',
    deliveryAddress: 'Dirección a seleccionar',
    other: 'Método de envío',
    free: 'Gratis',
    /** invented */
    required: 'Seleccione una forma de envío.',
    /** invented: A34, the contact mobile asked here for a method other than pick-up or delivery. */
    contactMobile: 'Celular de contacto',
    /** invented: A34's contact mobile left empty or not a number. */
    contactMobileRequired: 'Ingrese un celular de contacto.',
    contactMobileNumeric: 'El celular debe tener solo números.',
    /** invented: BR50's mobile, as `entrega`'s. */
    contactMobileInvalid: 'Ingrese un celular uruguayo: 09 seguido de 7 números, por ejemplo 099 123 456.',
    /** invented: the cost's label on each card, and BR60's running total under the cards. */
    cost: 'Costo',
    total: 'Total',
    continue: 'Continuar',
  },
  entrega: {
    /** C74, BR61, verbatim: the two titles. */
    titlePickUp: 'Paso 4: Datos de contacto',
    titleDelivery: 'Paso 4: Entrega',
    /** invented: the fields' labels (the spec names the fields, not their labels). */
    mobile: 'Celular',
    phone: 'Teléfono (opcional)',
    address: 'Dirección de entrega',
    streetsBetween: 'Entre calles',
    /** C74, verbatim: the placeholders. */
    mobilePlaceholder: '090 000 000',
    phonePlaceholder: '2000 00 00',
    /** invented: C74 flags a problem without words; each message names its field, so an error summary's links differ. */
    required: {
      celular: 'Ingrese el celular.',
      telefono: 'Ingrese el teléfono.',
      direccion: 'Ingrese la dirección de entrega.',
      entreCalles: 'Ingrese entre qué calles queda la dirección.',
    },
    /** invented: only the phones are checked for digits; the address and streets repeat their required words. */
    numeric: {
      celular: 'El celular solo puede tener números.',
      telefono: 'El teléfono solo puede tener números.',
      direccion: 'Ingrese la dirección de entrega.',
      entreCalles: 'Ingrese entre qué calles queda la dirección.',
    },
    /** invented: BR50 says "numeric"; a Uruguayan mobile is 09 and seven more digits. */
    mobileInvalid: 'Ingrese un celular uruguayo: 09 seguido de 7 números, por ejemplo 099 123 456.',
    /** invented: C74's no-contact warning (wording and phone not shown). */
    noContact:
      'La persona afiliada no tiene un teléfono de contacto registrado. Necesitamos un celular para avisarle cuando sus medicamentos estén listos; le recomendamos registrarlo en el Centro de Atención al Usuario.',
    continue: 'Continuar',
  },
  'forma-pago': {
    /** invented: C75's list has no title. */
    title: 'Paso 5: Forma de pago',
    /** C75: `Abitab`, `RedPagos` and `Pago en línea` verbatim; AUTOGESTION (0) and DOMICILIO (4) invented. */
    labels: { 0: 'Autogestión', 1: 'Abitab', 2: 'RedPagos', 3: 'Pago en línea', 4: 'Pago en domicilio' } as Record<number, string>,
    /** invented */
    required: 'Seleccione una forma de pago.',
    continue: 'Continuar',
  },
  confirmacion: {
    /** invented: C76's title (its cards are verbatim). */
    title: 'Paso 6: Confirmación',
    /** C76, verbatim: the cards. */
    general: 'Información general',
    payment: 'Información de pago',
    medicines: 'Medicamentos solicitados',
    noStock: 'Medicamentos sin stock',
    /** C76, BR60, verbatim. */
    pay: 'Pagás',
    /** C76, BR62, verbatim: the buttons. */
    payButton: 'Pagar',
    confirmButton: 'Confirmar solicitud',
    /** invented: the rows of the cards. */
    location: 'Localidad',
    shipping: 'Forma de envío',
    mobile: 'Celular',
    phone: 'Teléfono',
    address: 'Dirección de entrega',
    streetsBetween: 'Entre calles',
    method: 'Forma de pago',
    noMethod: 'Sin pago: solo medicamentos sin stock',
    medicinesCost: 'Medicamentos',
    pendingOrders: 'Órdenes pendientes',
    bag: 'Bolsa',
    shippingCost: 'Envío',
    discounts: 'Descuentos',
    /** invented: a line, its boxes, and the part of it at the special recipe's price (BR59, A31). */
    line: (name: string, quantity: number) => `${name} × ${quantity}`,
    discounted: 'Bonificado',
    /** invented: each card's link back to its step. */
    change: 'Cambiar',
    /**
     * invented: E94 priced the purchase differently (409 `costo_calculado`): the recipes changed since they were
     * loaded. The medicines step loads them again.
     */
    priceChanged:
      'Los precios de sus recetas cambiaron desde que las cargó. Revise los medicamentos: los cargamos de nuevo con los precios actuales.',
    /** invented: the link to that step. */
    reviewMedicines: 'Revisar medicamentos',
  },
  pago: {
    /** invented */
    title: 'Pago en línea',
    /** C77, BR63, verbatim. */
    sameCard: 'No puede seleccionar la misma tarjeta para realizar el pago.',
    errorTitle: 'Hubo un error al procesar su pago',
    errorText:
      'Hubo un error al procesar su pago. Por favor, seleccione un medio de pago diferente para realizar el pago o cancele el mismo.',
    retry: 'Intentar nuevamente',
    cancel: 'Cancelar compra',
  },
  'solicitud-finalizada': {
    /** C78, BR64, verbatim. */
    paid: '¡Pagaste con éxito!',
    received: 'Recibimos tu solicitud y la procesaremos a la brevedad',
    payWithin: 'Recordar que tiene 24hs para realizar el pago.',
    cancelled: 'El pago fue cancelado con éxito',
    failedTitle: 'Algo salió mal...',
    failedText:
      'No pudimos procesar su pedido de medicamentos. Por favor. vuelva a intentarlo o comuníquese con el área de soporte para más información.',
    /** invented: the tracking code's label and the link to the requests list. */
    tracking: 'Código de seguimiento',
    toRequests: 'Ver mis solicitudes',
    /** C78, verbatim: the invoice's rows. */
    cfe: { tipo: 'Tipo', serie: 'Serie', numero: 'Número', codigo: 'Código de Seguridad' },
    /** invented: the invoice's link. */
    cfeLink: 'Ver comprobante fiscal',
    /** invented: the result's way out, to the medicines' menu. */
    backToMenu: 'Volver a medicamentos',
  },
} as const
