/**
 * The payment channel's words (C31–C33, BR22): choosing a card, the provider's windows, the way back to the portal and
 * the result, the same for every kind of payment (a pending debt, a medical booking, prescribed medicines). Apart from
 * the pending payments' copy so that a pay step does not load the texts of the lists.
 */
export const paymentChannel = {
  /** invented */
  amount: 'Importe',
  /** invented: what is being paid. */
  concept: 'Concepto',
  /** Paying a debt online (C31–C33). */
  pay: {
    /** invented: the page's title. */
    title: 'Pagar en línea',
    /** verbatim (C31) */
    selectCard: 'Seleccione una tarjeta para realizar el pago en línea',
    /** invented */
    cardRequired: 'Seleccione una tarjeta',
    /** invented: the pay form came without its key (a stale page posted again); the page drawn again has one. */
    keyLost: 'No pudimos iniciar el pago. Elija la tarjeta y presione Pagar de nuevo.',
    /** invented */
    payButton: (amount: string) => `Pagar ${amount}`,
    /** invented: the debt page's link to this one. */
    payOnline: 'Pagar en línea',
    /** invented */
    noCards: 'No tiene tarjetas para pagar en línea.',
    /** invented: for the group's holder, who may add one. */
    addCardFirst: 'Agregar una tarjeta',
    /** invented: for a member, whose holder adds the group's cards. */
    askHolder: 'Pídale a quien administra su grupo familiar que agregue una tarjeta.',
    /** invented: the security-code dialog. */
    securityCodeTitle: 'Código de seguridad',
    /** invented */
    securityCodeLead: 'Ingrese el código de seguridad de su tarjeta en la ventana segura del procesador de pagos.',
    /** invented */
    close: 'Cerrar',
    /** invented: a pay page drawn without JavaScript while the payment waits for the card's code. */
    awaitingCode: 'Su pago espera el código de seguridad de su tarjeta.',
    /** invented: the dialog's way out when the provider's window does not open. */
    openHosted: 'Continuar en la página del procesador de pagos',
    /** invented */
    providerUnavailable: 'No se pudo abrir la ventana segura del procesador de pagos.',
    /** invented */
    processing: 'Procesando el pago…',
    /** invented: after the member closed the security-code window, or its time ran out. */
    cancelled: 'El pago fue cancelado. No se realizó ningún cobro.',
    /** invented: the public page between the provider and the portal. */
    returning: 'Volviendo al portal…',
    /** invented */
    returningLead: 'Si la página no avanza sola, presione Continuar.',
    /** verbatim (unquoted label) */
    continue: 'Continuar',
  },
  /** The completed screen (C32, BR22). */
  result: {
    /** verbatim */
    success: '¡Pagaste con éxito!',
    /** verbatim */
    rejected: 'No se pudo procesar el pago',
    /** verbatim */
    failed: 'Algo salió mal ...',
    /** invented: the spec says "a generic message to try later or write to support". */
    generic: (email: string) => `No pudimos completar el pago. Inténtelo de nuevo más tarde o escriba a ${email}.`,
    /** verbatim (unquoted label) */
    retry: 'Reintentar',
    /** verbatim */
    home: 'Volver al menú principal',
    /** invented: the invoice's heading and captions (BR22 names Tipo, Serie, Número, Código de Seguridad). */
    invoice: 'Factura electrónica',
    invoiceType: 'Tipo',
    invoiceSeries: 'Serie',
    invoiceNumber: 'Número',
    invoiceCode: 'Código de Seguridad',
    /** invented */
    invoiceLink: 'Consultar la factura en el sitio de facturación electrónica',
    /** invented: the charge's answer did not come in time; the page's next load finishes it. */
    processing: 'Estamos procesando el pago',
    /** invented */
    processingLead: 'Todavía no tenemos la respuesta del cobro. No vuelva a pagar: actualice esta página en unos minutos para ver el resultado.',
    /** invented */
    refresh: 'Actualizar',
    /** invented: the printable receipt (beyond the spec). */
    receipt: 'Descargar el comprobante (PDF)',
    /** invented */
    paid: (amount: string) => `Se pagaron ${amount}.`,
  },
} as const
