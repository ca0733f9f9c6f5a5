/**
 * Coordinated techniques (001 §2.3, §3, C53). The spec lists the fields of a coordination but quotes no captions and
 * no error texts (A38): every text here is invented, named after the spec's field or list.
 */
export const coordinatedTechniques = {
  /** invented: the home tile's caption. */
  title: 'Técnicas coordinadas',
  /** invented */
  lead: 'Los estudios coordinados para usted: dónde y cuándo se realizan y cómo prepararse.',
  /** invented */
  empty: 'No tiene técnicas coordinadas.',
  /** invented: E72's six lists (`list`) and one of their items (`one`), named after the lists and R28's `:type`. */
  kinds: {
    indicacion: { list: 'Indicaciones coordinadas', one: 'Indicación coordinada' },
    urgencia: { list: 'Urgencias coordinadas', one: 'Urgencia coordinada' },
    anotacion: { list: 'Anotaciones', one: 'Anotación' },
    domicilio: { list: 'Domicilio', one: 'Domicilio' },
    pase: { list: 'Pases', one: 'Pase' },
    'domicilio-urgente': { list: 'Domicilio urgente', one: 'Domicilio urgente' },
  },
  /** invented */
  detailTitle: 'Detalle de la técnica coordinada',
  /** invented */
  dateTime: 'Fecha y hora',
  /** invented */
  date: 'Fecha',
  /** invented */
  hour: 'Hora',
  /** invented */
  area: 'Área',
  /** invented */
  branch: 'Filial',
  /** invented: the place of a study done at the member's home, which has no branch. */
  atHome: 'En su domicilio',
  /** invented */
  address: 'Dirección',
  /** invented */
  sector: 'Sector',
  /** invented */
  doctor: 'Médico informante',
  /** invented */
  studies: 'Estudios e indicaciones',
  /** invented */
  needsConsent: 'Este estudio requiere su consentimiento informado.',
  /** invented */
  noConsent: 'No requiere consentimiento informado.',
  /** invented */
  instructions: 'Indicaciones para el paciente:',
  /** invented */
  noInstructions: 'No tiene indicaciones para este estudio.',
  /** invented */
  backToList: 'Volver a técnicas coordinadas',
  /** invented: an unknown coordination, or another member's. */
  notFound: 'No encontramos esa técnica coordinada.',
} as const
