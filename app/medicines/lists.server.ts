/**
 * What the member's medicine pages show (C56): her requests of E80 and her prescriptions of E87, formatted on the
 * server so the pages' JavaScript carries no date code. Pure: the loaders pass in what the API answered.
 */
import { hasPermission, PERMISOS, type SessionUser } from '~/auth/user'
import { formatDate, parseDate } from '~/domain/dates.server'
import { parseFarmaco, PRESCRIPTIONS_PATH } from '~/domain/medicine-request'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { fetchPrescriptions, RECETAS_OK, type Receta, type StatusReceta } from '~/upstream/recetas.server'
import type { SignedInApi } from '~/auth/upstream-as.server'
import { DOCUMENT_TYPE, fetchRequestHistory, historyRange, type PedidoMedicamentos } from '~/upstream/solicitud-medicamentos.server'
import { now } from '~/utils/clock.server'

/** C56's indications page; its query says which medicine (A45). */
export const INDICATIONS_PATH = `${PRESCRIPTIONS_PATH}/ver-indicaciones`

/** C56: the prescriptions pages need either prescription permission (home otherwise). */
export function mayReadPrescriptions(user: Pick<SessionUser, 'permisos'>): boolean {
  return hasPermission(user, PERMISOS.prescriptionsView) || hasPermission(user, PERMISOS.prescriptionsBuy)
}

/** A request as its card and its detail show it. */
export interface RequestView {
  id: number
  /** `DD/MM/YYYY` (BR70), or null when the API sent no readable date. */
  day: string | null
  /** `H:mm hs` (BR70). */
  time: string | null
  /** The API's status; the page shows BR66's badge for the ones it names. */
  status: string | null
  /** BR49: each `FarmacoSolicitado` split on `- Unidades:`. */
  medicines: Array<{ name: string; units: string }>
}

/** The API's wall clock 'YYYY-MM-DDTHH:mm[:ss]' as a Date, or null. */
function readWallClock(value: string | null): Date | null {
  const match = value ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value) : null
  return match ? parseDate(`${match[1]}T${match[2]}${match[3] ?? ':00'}`, 'isoDateTime') : null
}

export function requestView(pedido: PedidoMedicamentos): RequestView {
  const at = readWallClock(pedido.FechaSolicitud)
  return {
    id: pedido.NroPedido,
    day: at ? formatDate(at, 'day') : null,
    time: at ? formatDate(at, 'requestTime') : null,
    status: pedido.Estado,
    medicines: pedido.MedicamentosSolicitados.map((item) => parseFarmaco(item.FarmacoSolicitado)),
  }
}

/** What the pages read: the items, or the failed load (C86's generic message and `Reintentar`). */
export type ListLoad<Item> = { status: 'ok'; items: Item[] } | { status: 'error' }

const FAILED = { status: 'error' } as const

/** A failed call of a list is the page's own message; what is not the API's failure is a bug and is thrown. */
async function listLoad<Item>(load: () => Promise<ListLoad<Item>>): Promise<ListLoad<Item>> {
  try {
    return await load()
  } catch (error) {
    // A 401/403 has already become the sign-in redirect (upstreamAs).
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return FAILED
    throw error
  }
}

const mapItems = <Item, View>(load: ListLoad<Item>, view: (item: Item) => View): ListLoad<View> =>
  load.status === 'ok' ? { status: 'ok', items: load.items.map(view) } : load

/** The member's own requests of the portal's range (E80), newest first as the API gives them. */
export function ownRequests(api: SignedInApi): Promise<ListLoad<PedidoMedicamentos>> {
  return listLoad(async () => ({ status: 'ok', items: await fetchRequestHistory(api, historyRange(now())) }))
}

/** The requests page's load. */
export async function loadOwnRequests(api: SignedInApi): Promise<ListLoad<RequestView>> {
  return mapItems(await ownRequests(api), requestView)
}

/**
 * The member's own recipes (E87 with her own document). A user without a document, or one the API does not answer,
 * has none; a code other than success is a failed load.
 */
export function ownPrescriptions(api: SignedInApi): Promise<ListLoad<Receta>> {
  const documento = api.user.ci
  if (!documento) return Promise.resolve({ status: 'ok', items: [] })
  return listLoad(async () => {
    const answer = await fetchPrescriptions(api, { tipoDocumento: DOCUMENT_TYPE.CI, documento })
    if (!answer) return { status: 'ok', items: [] }
    return answer.codigo === RECETAS_OK ? { status: 'ok', items: answer.recetas } : FAILED
  })
}

/** The prescriptions page's load. */
export async function loadOwnPrescriptions(api: SignedInApi): Promise<ListLoad<PrescriptionView>> {
  return mapItems(await ownPrescriptions(api), prescriptionView)
}

/** BR65's placeholder for a date that is missing, unreadable or older than 2000. */
export const NO_DATE = '-'

/** BR65: 'YYYY-MM-DD' or the wall clock 'YYYY-MM-DDTHH:mm:ss' as `DD/MM/YYYY`; `-` when invalid or before 2000. */
export function formatIndicationDate(value: string | null): string {
  const match = value ? /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?$/.exec(value) : null
  const day = match ? parseDate(match[1]!, 'isoDay') : null
  return day && day.getFullYear() >= 2000 ? formatDate(day, 'day') : NO_DATE
}

/** The statuses the page names; another the API adds reads as available (recetas.server.ts). */
const STATUSES: readonly StatusReceta[] = ['OK', 'ERROR', 'ALERT', 'SINSTOCK']
const statusOf = (value: string): StatusReceta => (STATUSES.includes(value as StatusReceta) ? (value as StatusReceta) : 'OK')

/** A prescription as the list shows it. */
export interface PrescriptionView {
  id: number
  status: StatusReceta
  statusMessage: string | null
  doctor: string | null
  sector: string | null
  /** BR65. */
  indicated: string
  expires: string
  /** Each medicine with the address of its indications (A45). */
  medicines: Array<{ id: number; name: string; indicationsHref: string }>
}

/** The address of a medicine's indications (A45): a plain GET link, so it works without JavaScript. */
export function indicationsHref(recetaId: number, farmacoId: number): string {
  return `${INDICATIONS_PATH}?${new URLSearchParams({ receta: String(recetaId), farmaco: String(farmacoId) })}`
}

export function prescriptionView(receta: Receta): PrescriptionView {
  return {
    id: receta.Id_Receta,
    status: statusOf(receta.StatusReceta),
    statusMessage: receta.StatusMensaje,
    doctor: receta.Medico,
    sector: receta.Sector,
    indicated: formatIndicationDate(receta.FechaHoraIndicacion),
    expires: formatIndicationDate(receta.FechaVencimiento),
    medicines: receta.Farmacos.map((farmaco) => ({
      id: farmaco.Id_Farmaco_Geosalud,
      name: farmaco.NombreFarmaco,
      indicationsHref: indicationsHref(receta.Id_Receta, farmaco.Id_Farmaco_Geosalud),
    })),
  }
}

/** C72's page of one medicine of a prescription. */
export interface IndicationsView {
  medicine: string
  sector: string | null
  /** Only the dates the API sent (C72: "if dates exist"), each BR65-formatted. */
  dates: Array<{ field: 'indicated' | 'nextPickUp' | 'lastDelivery' | 'expires'; value: string }>
  doctor: string | null
  order: string | null
  indications: string | null
}

/**
 * A45: the medicine `?receta=<Id_Receta>&farmaco=<Id_Farmaco_Geosalud>` names, looked up in the member's own
 * recipes; null when the link names none of hers, so nothing of anyone else's can be shown.
 */
export function findIndications(recetas: Receta[], query: URLSearchParams): IndicationsView | null {
  const recetaId = query.get('receta')
  const farmacoId = query.get('farmaco')
  const receta = recetas.find((candidate) => String(candidate.Id_Receta) === recetaId)
  const farmaco = receta?.Farmacos.find((candidate) => String(candidate.Id_Farmaco_Geosalud) === farmacoId)
  if (!receta || !farmaco) return null
  const dates = (
    [
      ['indicated', receta.FechaHoraIndicacion],
      ['nextPickUp', farmaco.FechaProximoRetiro ?? receta.FechaProximoRetiro],
      ['lastDelivery', receta.FechaUltimaEntrega],
      ['expires', receta.FechaVencimiento],
    ] as const
  ).flatMap(([field, value]) => (value ? [{ field, value: formatIndicationDate(value) }] : []))
  return {
    medicine: farmaco.NombreFarmaco,
    sector: receta.Sector,
    dates,
    doctor: receta.Medico,
    order: receta.NroOrden,
    indications: receta.IndicacionHCE,
  }
}

