/**
 * Pending payments (000 §2, §3, C29–C32). The spec lists the fields of each debt but not their captions: every caption
 * here is invented, named after the spec's field; the spec's own strings are marked verbatim.
 */
export const payments = {
  /** invented: the home tile's caption. */
  title: 'Pagos pendientes',
  /** invented */
  lead: 'Cuotas, órdenes y medicamentos que tiene para pagar.',
  /** invented: the three lists of E35. */
  sections: { cuotas: 'Cuotas', ordenes: 'Órdenes', medicamentos: 'Medicamentos' },
  /** invented */
  none: 'No tiene pagos pendientes.',
  /** invented */
  noneInSection: 'Nada pendiente.',
  /** invented */
  see: 'Ver detalle',
  /** invented: a link's hidden end, which debt it opens. */
  seeWhich: (title: string, amount: string) => `de ${title}, ${amount}`,
  /** invented */
  backToList: 'Volver a pagos pendientes',
  /** invented: the list could not be read. */
  listFailed: 'No pudimos leer sus pagos pendientes en este momento. Inténtelo de nuevo más tarde.',
  /** invented: each debt's title in the lists and on its page. */
  titles: {
    cuota: (month: string) => `Cuota de ${month}`,
    cuotaWithoutMonth: 'Cuota mensual',
    /** With the consultation's day when the order has one: two orders of one specialty are told apart, their links too. */
    orden: (specialty: string, day: string) => (specialty ? `Orden de ${specialty}${day ? ` del ${day}` : ''}` : 'Orden'),
    medicamento: (packageNumber: string) => (packageNumber ? `Medicamentos, paquete ${packageNumber}` : 'Medicamentos'),
  },
  /** invented: the captions of the fields the spec lists (C30), by the key the API sends. */
  fields: {
    id_transaccion: 'Número',
    convenio: 'Convenio',
    categoria: 'Categoría',
    mes: 'Mes',
    autogenerado: 'Autogenerado',
    cuota_social: 'Cuota social',
    fnr: 'FNR',
    iva: 'IVA',
    total: 'Total',
    especialidad_solicitada: 'Especialidad solicitada',
    medico_especialista: 'Médico especialista',
    fecha_consulta: 'Fecha de la consulta',
    hora_aproximada: 'Hora aproximada de atención',
    hora_inicio_policlinica: 'Inicio de la policlínica',
    medico_referente: 'Médico de referencia',
    numero_orden: 'Número de orden',
    tipo_orden: 'Tipo de orden',
    edificio: 'Edificio',
    tipo_cita: 'Tipo de cita',
    primera_fecha_disponible: 'Primera fecha disponible',
    motivo_postergacion: 'Motivo de postergación',
    fecha_emision: 'Fecha de emisión',
    usuario_emisor: 'Usuario emisor',
    canal_anotacion: 'Canal de anotación',
    cantidad: 'Cantidad',
    detalles: 'Detalle',
    numero_paquete: 'Número de paquete',
    fecha_transaccion: 'Fecha de la transacción',
  } as Record<string, string>,
  /** The preloaded payment methods page (C26–C28): the tabs verbatim. */
  methods: {
    /** The profile menu's entry. */
    title: 'Medios de pagos precargados',
    cardsTab: 'Mis Tarjetas',
    groupTab: 'Grupo Familiar',
    /** invented: the spec says only that it "says no cards are assigned to the profile". */
    noCards: 'No tiene tarjetas asignadas a su perfil.',
    /** invented: a tile's caption, e.g. "Visa crédito terminada en 4021". */
    card: (brand: string, type: string, last4: string) => `${brand} ${type} terminada en ${last4}`,
    cardTypes: { credit: 'crédito', debit: 'débito', prepaid: 'prepaga' },
    /** invented */
    expires: (expiration: string) => `Vence ${expiration}`,
    /** invented */
    deleteCard: 'Eliminar',
    /** invented */
    confirmDeleteCard: '¿Desea eliminar esta tarjeta?',
    /** invented */
    confirmDeleteCardYes: 'Sí, eliminar',
    /** invented */
    confirmNo: 'No, volver',
    /** invented */
    cardDeleted: 'La tarjeta fue eliminada.',
    holder: 'Titular',
    member: 'Adicional',
    /** invented */
    removeMember: 'Quitar',
    /** invented */
    confirmRemoveMember: (name: string) => `¿Desea quitar a ${name} del grupo familiar?`,
    /** invented */
    confirmRemoveMemberYes: 'Sí, quitar',
    /** invented */
    memberRemoved: 'La persona fue quitada del grupo familiar.',
    /** invented */
    addMember: 'Agregar integrante',
    /** invented */
    ciLabel: 'Cédula de identidad',
    ciHint: 'sin puntos ni guiones',
    /** invented */
    ciRequired: 'Ingrese la cédula de identidad',
    /** invented */
    add: 'Agregar',
    /** invented */
    memberAdded: 'La persona fue agregada al grupo familiar.',
    /** invented: the spec names an "add-card button" (C27). */
    addCard: 'Agregar tarjeta',
    /** invented: the card dialog's title and lead. */
    addCardTitle: 'Agregar tarjeta',
    addCardLead: 'Ingrese los datos de la tarjeta en la ventana segura del procesador de pagos. El portal no ve ni guarda el número.',
    /** invented */
    cardAdded: 'La tarjeta fue agregada.',
    /** invented */
    cardNotAdded: 'No se agregó la tarjeta.',
    /** invented */
    cardTimeout: 'El tiempo para agregar la tarjeta terminó. Inténtelo de nuevo.',
  },
  /** The printable receipt (PDF); invented. */
  receipt: {
    title: 'Comprobante de pago',
    fileName: (id: string) => `comprobante-${id}.pdf`,
    concept: 'Concepto',
    amount: 'Importe',
    date: 'Fecha',
    payer: 'Socio',
    invoice: 'Factura electrónica',
    check: 'Consulte la factura en',
  },
  /** invented: a medicine package's line, from `detalles`: its quantity and its amount (`Importe` is the line's, not a unit price). */
  medicineLine: (name: string, quantity: string, amount: string) => `${name} (${quantity}): ${amount}`,
} as const
