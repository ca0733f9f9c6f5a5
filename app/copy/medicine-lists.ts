/**
 * The member's medicine requests and prescriptions (`/medicamentos/solicitudes`, `/medicamentos/recetas`, 002 §2.1,
 * §2.2; checklist C56, C72). Their failed loads say the medicines area's generic message (commonErrors.genericMedicines).
 */
import { medicinesHub } from './medicines-hub'

export const medicineRequests = {
  /** The hub's link (invented there). */
  title: medicinesHub.links.requests,
  /** invented */
  lead: 'Las solicitudes de medicamentos de los últimos 12 meses. Puede ver el detalle de cada una.',
  /** invented */
  empty: 'No tiene solicitudes de medicamentos en los últimos 12 meses.',
  /** invented: a request's heading, with its number (`NroPedido`). */
  request: (nro: number) => `Solicitud N° ${nro}`,
  /** invented */
  date: 'Fecha',
  /** invented */
  time: 'Hora',
  /** invented */
  medicines: 'Medicamentos solicitados',
  /** invented: a medicine's quantity (BR49's part after `- Unidades:`). */
  units: (units: string) => `Unidades: ${units}`,
  /** invented */
  backToList: 'Volver a mis solicitudes',
  /** invented: the hub, from the list. */
  backToHub: 'Volver a medicamentos',
} as const

/**
 * C72's cards of a medicine's indications, as the prescriptions page and flow B's `ver-indicaciones` both show them
 * (`IndicationsCards`): one set of words for both.
 */
export const indications = {
  /** C72's labels, verbatim. */
  sector: 'Sector',
  indicated: 'Fecha de indicación',
  nextPickUp: 'Fecha de próximo retiro',
  lastDelivery: 'Fecha de última entrega',
  expires: 'Fecha de vencimiento',
  doctor: 'Médico',
  order: 'Orden',
  indications: 'Indicaciones',
  /** invented: C72's card of general information. */
  generalInformation: 'Información general',
  /** invented: C72's card of professional information. */
  professionalInformation: 'Información del profesional',
  /** invented: a recipe without indication text. */
  noIndications: 'La receta no tiene indicaciones.',
} as const

export const prescriptions = {
  /** The hub's link (invented there). */
  title: medicinesHub.links.prescriptions,
  /** invented */
  lead: 'Sus recetas de medicamentos, con su estado y las indicaciones de cada medicamento.',
  /** invented */
  empty: 'No tiene recetas de medicamentos.',
  /** invented: a recipe's heading when the API sends no sector. */
  prescription: 'Receta',
  /** invented */
  medicines: 'Medicamentos',
  /** The link to a medicine's indications (002 §2.2 `Ver Indicaciones`), verbatim. */
  viewIndications: 'Ver Indicaciones',
  /** invented: each status's label (002 §4.2 names the statuses, not their texts). */
  status: {
    OK: 'Disponible',
    SINSTOCK: 'Sin stock',
    ALERT: 'Con aviso',
    ERROR: 'No disponible',
  },
  /** invented */
  statusLabel: 'Estado',
  ...indications,
  /** C72's title, verbatim. */
  indicationsTitle: (medicine: string) => `Indicaciones: ${medicine}`,
  /** invented */
  backToList: 'Volver a mis recetas',
} as const
