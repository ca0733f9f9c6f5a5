/**
 * Rules of the call-centre medicine request (flow A, spec 002 §2.1, §3.1, §4.1, §5.1; checklist C57–C66, BR46–BR50,
 * BR73, A09, A27, A28, A58), and who sees which link on the medicines hub (C56, A59, A60). Pure: the wizard's
 * steps, actions and loaders pass in what they know.
 */
import type { medicinesHub } from '~/copy/medicines-hub'

export const FLOW_A_STEPS = [
  'documento',
  'localidad',
  'agregar-medicamentos',
  'envio',
  'hora',
  'pago',
  'entrega',
  'confirmacion',
  'solicitud-finalizada',
] as const
export type FlowAStep = (typeof FLOW_A_STEPS)[number]

/** C57: the five steps of the progress bar (`Paso 1` … `Paso 5`). */
export const FLOW_A_PROGRESS = ['localidad', 'agregar-medicamentos', 'envio', 'pago', 'entrega'] as const satisfies readonly FlowAStep[]

/** A58: where `documento`'s back link goes, "the medicines list". */
export const FLOW_A_EXIT = '/medicamentos/solicitudes'
/** C57: the flow's first step, the request flow's link on the hub. */
export const FLOW_A_ENTRY = '/medicamentos/nueva-solicitud/documento'
/** C68: flow B's first step, the purchase's link on the hub. */
export const FLOW_B_ENTRY = '/medicamentos-recetados/nueva-solicitud/localidad'
export const PRESCRIPTIONS_PATH = '/medicamentos/recetas'

// --- BR46: the medicines, one group per person -------------------------------------------------

/** BR46: the quantities offered (the dropdown's options). */
export const QUANTITY_MIN = 1
export const QUANTITY_MAX = 20
export const QUANTITIES: readonly number[] = Array.from({ length: QUANTITY_MAX - QUANTITY_MIN + 1 }, (_, i) => QUANTITY_MIN + i)

/** One person's medicines (C57's state): medicine name → quantity, in the order added. */
export interface MedicineGroup {
  affiliatedId: number
  affiliatedName: string
  medicines: Record<string, number>
  /** When the person was added (epoch ms): the groups are shown in this order. */
  timeAdded: number
}

/** The groups of a request, keyed by the person's document (C57: "medicines per affiliate document"). */
export type MedicineGroups = Record<string, MedicineGroup>

export type AddMedicineResult = { ok: true; group: MedicineGroup } | { ok: false; error: 'name' | 'quantity' }

const isQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX

/**
 * BR46: adds a medicine to a person's group; the same name again replaces its quantity. The name is the
 * search's suggestion, kept as the API writes it (only the surrounding spaces go: A28 is about the follow-up code).
 */
export function addMedicine(group: MedicineGroup, name: string, quantity: number): AddMedicineResult {
  const medicine = name.trim()
  if (!medicine) return { ok: false, error: 'name' }
  if (!isQuantity(quantity)) return { ok: false, error: 'quantity' }
  return { ok: true, group: { ...group, medicines: { ...group.medicines, [medicine]: quantity } } }
}

export function removeMedicine(group: MedicineGroup, name: string): MedicineGroup {
  const { [name]: _removed, ...medicines } = group.medicines
  return { ...group, medicines }
}

/** BR46: a person is added once per document; adding her again keeps her group as it is. */
export function addPerson(groups: MedicineGroups, document: string, person: Omit<MedicineGroup, 'medicines'>): MedicineGroups {
  if (groups[document]) return groups
  return { ...groups, [document]: { ...person, medicines: {} } }
}

/** BR46: what is sent on Continuar: the groups with a medicine, in the order the people were added. */
export function groupsToSend(groups: MedicineGroups): MedicineGroup[] {
  return Object.values(groups)
    .filter((group) => Object.keys(group.medicines).length > 0)
    .sort((a, b) => a.timeAdded - b.timeAdded)
}

/** BR46: Continuar needs one person with a medicine. */
export const canContinueWithMedicines = (groups: MedicineGroups): boolean => groupsToSend(groups).length > 0

/**
 * BR49: the finish's "name-with-units" of one medicine (E83's `personas[].medicines`), as E80 gives it back and
 * `parseFarmaco` reads it: 'Enalapril 10 mg comprimidos - Unidades: 2'.
 */
export const farmacoText = (name: string, quantity: number): string => `${name.trim()} - Unidades: ${quantity}`

// --- BR47: the steps ----------------------------------------------------------------------------

export interface ShippingMethod {
  id: number
  nombre: string
}

export interface PaymentMethod {
  id: number
  nombre: string
}

/** The delivery form as typed (C64); `flowADelivery` checks it. */
export interface DeliveryAnswers {
  celular: string
  telefono: string
  direccion: string
  entreCalles: string
}

/** What the steps have answered so far: what flowANext and the step guard read. */
export interface FlowAAnswers {
  /** `documento`: the affiliate found, with no active request. */
  affiliate?: { id: number; name: string; isStaff: boolean }
  /** `localidad`. */
  location?: { id: number; nombre: string; formasDeEnvio: ShippingMethod[] }
  groups?: MedicineGroups
  /** `envio`. */
  shippingMethod?: ShippingMethod
  /** `envio`, staff only (BR73); 0 or absent: none. */
  shippingTypeId?: number
  urgent?: boolean
  /** `pago`. */
  paymentMethod?: PaymentMethod
  /** `entrega`. */
  delivery?: DeliveryAnswers
  /** The finish's `Mensaje`: the request is filed. */
  mensaje?: string
}

/** BR47: the shipping method that brings the medicines home (the API's `DOMICILIO`). */
export const isHomeDelivery = (method: Pick<ShippingMethod, 'nombre'> | undefined): boolean =>
  method?.nombre.trim().toUpperCase() === 'DOMICILIO'

/** BR47: urgent is offered only for home delivery, and only then sends the request to `hora`. */
export const isUrgentHomeDelivery = (answers: FlowAAnswers): boolean => answers.urgent === true && isHomeDelivery(answers.shippingMethod)

/** BR47: choosing a shipping method; another method clears the payment method, and urgency unless home delivery. */
export function withShippingMethod(answers: FlowAAnswers, method: ShippingMethod, urgent: boolean): FlowAAnswers {
  const changed = answers.shippingMethod?.id !== method.id
  return {
    ...answers,
    shippingMethod: method,
    urgent: urgent && isHomeDelivery(method),
    paymentMethod: changed ? undefined : answers.paymentMethod,
  }
}

/** BR47 (with A27): the step after `step`. */
export function flowANext(answers: FlowAAnswers, step: FlowAStep): FlowAStep {
  switch (step) {
    case 'documento':
      return 'localidad'
    case 'localidad':
      return 'agregar-medicamentos'
    case 'agregar-medicamentos':
      return 'envio'
    case 'envio':
      return isUrgentHomeDelivery(answers) ? 'hora' : 'pago'
    case 'hora':
      return 'pago'
    case 'pago':
      return 'entrega'
    case 'entrega':
      return 'confirmacion'
    case 'confirmacion':
    case 'solicitud-finalizada':
      return 'solicitud-finalizada'
  }
}

/** BR47: whether `step` may be shown with these answers (each step needs the earlier ones). */
export function flowAStepAllowed(answers: FlowAAnswers, step: FlowAStep): boolean {
  switch (step) {
    case 'documento':
      return true
    case 'localidad':
      return answers.affiliate !== undefined
    case 'agregar-medicamentos':
      return flowAStepAllowed(answers, 'localidad') && answers.location !== undefined
    case 'envio':
      return flowAStepAllowed(answers, 'agregar-medicamentos') && canContinueWithMedicines(answers.groups ?? {})
    case 'hora':
      return flowAStepAllowed(answers, 'pago') && isUrgentHomeDelivery(answers)
    case 'pago':
      return flowAStepAllowed(answers, 'envio') && answers.shippingMethod !== undefined
    case 'entrega':
      return flowAStepAllowed(answers, 'pago') && answers.paymentMethod !== undefined
    case 'confirmacion':
      return (
        flowAStepAllowed(answers, 'entrega') &&
        answers.delivery !== undefined &&
        flowADelivery(answers.delivery, isHomeDelivery(answers.shippingMethod)).ok
      )
    case 'solicitud-finalizada':
      return flowAStepAllowed(answers, 'confirmacion') && answers.mensaje !== undefined
  }
}

// --- BR48, BR49: the API's texts ----------------------------------------------------------------

/** BR48 with A28: the follow-up code is the last word of the finish's `Mensaje`, without trailing `.,;:`. */
export function followUpCode(mensaje: string): string {
  const words = mensaje.trim().split(/\s+/)
  return (words[words.length - 1] ?? '').replace(/[.,;:]+$/, '')
}

/** What a request's list shows when a medicine's text has no units (BR49's recommendation). */
export const MISSING_UNITS = '-'

/** BR49: a requested medicine (`FarmacoSolicitado`) split on `- Unidades:`. */
export function parseFarmaco(farmaco: string): { name: string; units: string } {
  const at = farmaco.indexOf('- Unidades:')
  if (at === -1) return { name: farmaco.trim(), units: MISSING_UNITS }
  return { name: farmaco.slice(0, at).trim(), units: farmaco.slice(at + '- Unidades:'.length).trim() || MISSING_UNITS }
}

// --- BR50: the delivery data --------------------------------------------------------------------

export type DeliveryField = keyof DeliveryAnswers
export type DeliveryError = 'required' | 'numeric' | 'mobile'

export type DeliveryCheck =
  | { ok: true; delivery: DeliveryAnswers }
  | { ok: false; errors: Partial<Record<DeliveryField, DeliveryError>> }

/** The mobile as the placeholder writes it (`090 000 000`): digits, spaces between groups allowed. */
const PHONE = /^\d[\d ]*$/

/** BR50 says only "numeric"; a Uruguayan mobile is 09 and seven more digits (its spaces dropped): `0` or 21 digits is none. */
const URUGUAYAN_MOBILE = /^09\d{7}$/

/**
 * BR50: the mobile is required, numeric and a Uruguayan mobile's; the landline optional (numeric when given); home
 * delivery also needs the address and `Entre calles`. The numbers are kept without their spaces. Both flows' delivery
 * (C64, C74) and flow B's contact mobile (A34) are checked by it, on the server and in the browser.
 */
export function flowADelivery(input: DeliveryAnswers, homeDelivery: boolean): DeliveryCheck {
  const delivery = {
    celular: input.celular.trim(),
    telefono: input.telefono.trim(),
    direccion: input.direccion.trim(),
    entreCalles: input.entreCalles.trim(),
  }
  const errors: Partial<Record<DeliveryField, DeliveryError>> = {}
  if (!delivery.celular) errors.celular = 'required'
  else if (!PHONE.test(delivery.celular)) errors.celular = 'numeric'
  else if (!URUGUAYAN_MOBILE.test(delivery.celular.replace(/ /g, ''))) errors.celular = 'mobile'
  // The landline is optional, but E83 takes digits or nothing.
  if (delivery.telefono && !PHONE.test(delivery.telefono)) errors.telefono = 'numeric'
  if (homeDelivery && !delivery.direccion) errors.direccion = 'required'
  if (homeDelivery && !delivery.entreCalles) errors.entreCalles = 'required'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, delivery: { ...delivery, celular: delivery.celular.replace(/ /g, ''), telefono: delivery.telefono.replace(/ /g, '') } }
}

// --- BR73, A09: who sees and may do what --------------------------------------------------------

/** BR73: the shipping types are shown, and chosen, only for staff (the affiliate's `esStaff`). */
export const showsShippingTypes = (affiliate: { isStaff: boolean } | undefined): boolean => affiliate?.isStaff === true

/** The medicine flags a gate reads (app/flags/names.ts). */
export interface MedicineFlags {
  /** `FLAGS.medicinesMaintenance`: "the other flag" of A09, and flow B's first flag (A08). */
  maintenance: boolean
  /** `FLAGS.medicineRequestsOpenToAll`: the old mode's flag, which opens flow A to the call centre too (A09). */
  requestsOpenToAll: boolean
  /** `FLAGS.medicineRequestsCallCentre`: flow A's dedicated call-centre flag (A09). */
  callCentreRequests: boolean
  /** `FLAGS.medicinePurchaseEnabled`: flow B's second flag (A08). */
  purchaseEnabled: boolean
}

/**
 * What a user may do, read by the caller from her permissions (app/flags/names.ts `PERMISOS`); null for a
 * visitor. The rules stay free of the permission names, which live above this layer.
 */
export interface MedicineCapabilities {
  /** `PERMISOS.callCentreEcommerce`. */
  callCentre: boolean
  /** Either prescription permission (`PERMISOS.prescriptionsView`, `PERMISOS.prescriptionsBuy`, C56/R40). */
  prescriptions: boolean
}

/**
 * A09: flow A is for the call-centre permission with one of its flags on (the old open-to-all mode's, or its dedicated
 * call-centre flag), while the other flag (maintenance) is off. Visitors never. Everyone else goes to the member area
 * (`/mi-{product}`).
 */
export function flowAAllowed(
  user: MedicineCapabilities | null,
  flags: Pick<MedicineFlags, 'maintenance' | 'requestsOpenToAll' | 'callCentreRequests'>,
): boolean {
  return user?.callCentre === true && (flags.requestsOpenToAll || flags.callCentreRequests) && !flags.maintenance
}

export type HubLink = keyof typeof medicinesHub.links

/**
 * C56, A59, A60: the hub's links. A visitor sees what signing in opens (the purchase and the requests, each
 * guarded behind it); a member sees only what her permissions open. In maintenance the two flows are left
 * out (they would send her away, A08, A09); the lists only read.
 */
export function medicinesHubLinks(user: MedicineCapabilities | null, flags: MedicineFlags): HubLink[] {
  const purchaseOpen = !flags.maintenance && flags.purchaseEnabled && (user === null || user.prescriptions)
  const links: HubLink[] = []
  if (purchaseOpen) links.push('purchase')
  if (purchaseOpen && user?.callCentre) links.push('callCentrePurchase')
  if (flowAAllowed(user, flags)) links.push('requestFlow')
  links.push('requests')
  if (user?.prescriptions) links.push('prescriptions')
  return links
}

/** Where each hub link goes. */
export const HUB_LINK_PATHS: Record<HubLink, string> = {
  purchase: FLOW_B_ENTRY,
  // A60: call-centre mode is chosen here, explicitly.
  callCentrePurchase: `${FLOW_B_ENTRY}?modo=call-center`,
  requestFlow: FLOW_A_ENTRY,
  requests: FLOW_A_EXIT,
  prescriptions: PRESCRIPTIONS_PATH,
}
