/**
 * The medical booking's free slots (E53) as the steps show them (spec 001 §5; checklist BR25–BR27, A05, A55): the
 * filters, the days with availability, the slots of a day by hour, and the key a form names a slot by. Pure and
 * free of date libraries, so the browser's live filter runs the very function the server's GET form runs: a
 * slot's start is the API's Montevideo wall clock ('YYYY-MM-DDTHH:mm:ss'), read as text.
 */
import { medicalBooking } from '~/copy/medical-booking'

/** A free slot of E53, with the API's field names. */
export interface Slot {
  /** Montevideo wall clock, 'YYYY-MM-DDTHH:mm:ss' (seconds optional). */
  comienzo: string
  nro_orden: number
  nro_calendario: number
  /** The branch (sucursal) id. */
  filial: number
  /** The building id (E56). */
  edificio: number
  /** The professional's id. */
  profesional: number
  nombre: string
  apellido: string
  nombre_especialidad: string
  es_telemedicina: boolean
}

/** Attention modes (spec 001 §3): ANY `Cualquiera`, REMOTE `Telefónica`, PRESENCIAL `Presencial`. */
export const MODALIDADES = ['ANY', 'REMOTE', 'PRESENCIAL'] as const
export type Modalidad = (typeof MODALIDADES)[number]

export interface SlotFilters {
  modalidad: Modalidad
  /** Branch ids; empty means every branch (the `Todas` option). */
  filiales: number[]
  /** Whole hours, 0–24 (BR26). */
  desde: number
  hasta: number
}

/** A55: every mode and branch, 00:00 to 24:00. */
export const DEFAULT_FILTERS: SlotFilters = { modalidad: 'ANY', filiales: [], desde: 0, hasta: 24 }

/** The GET form's field names (without JavaScript the filters travel in the step's URL). */
export const FILTER_PARAMS = { modalidad: 'modalidad', filial: 'filial', desde: 'desde', hasta: 'hasta' } as const

/** The value of the branches' `Todas` option. */
export const ALL_BRANCHES = 'todas'

/**
 * A05: how `Hasta` bounds a slot's hour. `inclusive` (the resolution, §5): `from ≤ hour ≤ to`, so Hasta 10:00
 * keeps 10:45. `exclusive` (§9's wording): `from ≤ hour < to`.
 */
export type HourBound = 'inclusive' | 'exclusive'

const START = /^(\d{4})-(\d{2})-(\d{2})T(\d{1,2}):(\d{2})(?::(\d{2}))?$/

/** A slot's start as its day ('YYYY-MM-DD') and its hour and minute; null for anything else. */
export function slotStart(comienzo: string): { day: string; hour: number; minute: number } | null {
  const match = START.exec(comienzo)
  if (!match) return null
  const [, year, month, date, hour, minute] = match
  const h = Number(hour)
  const m = Number(minute)
  // A day the month has (no 31 November): the calendar's own arithmetic, no "now" involved.
  const real = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)))
  const isDay = real.getUTCMonth() === Number(month) - 1 && real.getUTCDate() === Number(date)
  if (!isDay || h > 23 || m > 59) return null
  return { day: `${year}-${month}-${date}`, hour: h, minute: m }
}

function hourWithin(hour: number, { desde, hasta }: SlotFilters, bound: HourBound): boolean {
  return hour >= desde && (bound === 'inclusive' ? hour <= hasta : hour < hasta)
}

function modeMatches(modalidad: Modalidad, slot: Slot): boolean {
  if (modalidad === 'ANY') return true
  return slot.es_telemedicina === (modalidad === 'REMOTE')
}

/**
 * BR25 (filterSlots): a slot passes when (a) it is on `day`, when one is given; (b) its mode matches; (c) its
 * branch is one of the chosen ones, or none is chosen (Todas); (d) its start hour is within Desde–Hasta (A05).
 * A slot whose start cannot be read never passes.
 */
export function filterSlots(
  slots: readonly Slot[],
  filters: SlotFilters & { day?: string },
  bound: HourBound = 'inclusive',
): Slot[] {
  const branches = new Set(filters.filiales)
  return slots.filter((slot) => {
    const start = slotStart(slot.comienzo)
    if (!start) return false
    if (filters.day !== undefined && start.day !== filters.day) return false
    if (!modeMatches(filters.modalidad, slot)) return false
    if (branches.size > 0 && !branches.has(slot.filial)) return false
    return hourWithin(start.hour, filters, bound)
  })
}

/** BR26: the `Desde` options, hour:00 for 0…24 (25 of them). */
export const desdeOptions = (): number[] => Array.from({ length: 25 }, (_, hour) => hour)

/** BR26: the `Hasta` options, those not before `desde`. */
export const hastaOptions = (desde: number): number[] => desdeOptions().filter((hour) => hour >= desde)

/** An option's text: 9 → '09:00', 24 → '24:00'. */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`

function wholeHour(value: unknown, fallback: number): number {
  if (typeof value !== 'string' && typeof value !== 'number') return fallback
  const text = String(value).trim()
  if (!/^\d{1,2}$/.test(text)) return fallback
  const hour = Number(text)
  return hour <= 24 ? hour : fallback
}

/** A55: defaults 0 and 24; a `Desde` above `Hasta` sets `Hasta` to 24, so the range is never empty by mistake. */
export function hourRange(desde: unknown, hasta: unknown): Pick<SlotFilters, 'desde' | 'hasta'> {
  const from = wholeHour(desde, DEFAULT_FILTERS.desde)
  const to = wholeHour(hasta, DEFAULT_FILTERS.hasta)
  return { desde: from, hasta: from > to ? DEFAULT_FILTERS.hasta : to }
}

/** BR27: the attention modes offered; REMOTE only while the telephone flag is on. */
export function attentionModes(telephone: boolean): Array<{ value: Modalidad; label: string }> {
  return MODALIDADES.filter((mode) => telephone || mode !== 'REMOTE').map((value) => ({
    value,
    label: medicalBooking.filters.modes[value],
  }))
}

/** BR27: how a slot is attended, as the confirmation's row and the slot's card say it. */
export function slotModeLabel(slot: Pick<Slot, 'es_telemedicina'>): string {
  return medicalBooking.filters.modes[slot.es_telemedicina ? 'REMOTE' : 'PRESENCIAL']
}

/** Something a GET form gives: `URLSearchParams`, or a `FormData` in the browser. */
interface FormValues {
  get(name: string): unknown
  getAll(name: string): unknown[]
}

/**
 * The filters a GET form (or the browser's form, for the live filter) names, read leniently: an unknown mode,
 * a mode not offered (REMOTE with the telephone flag off), an hour out of range or a branch not `offered` falls
 * back to the default (A55), never to an error. No branch, or `Todas` alone, means every branch; branches ticked
 * beside `Todas` are the choice (BR25: without JavaScript `Todas` stays ticked until the member unticks it).
 */
export function readSlotFilters(values: FormValues, offer: { telephone: boolean; branches: readonly number[] }): SlotFilters {
  const mode = values.get(FILTER_PARAMS.modalidad)
  const offeredModes = attentionModes(offer.telephone).map((option) => option.value as string)
  const modalidad = typeof mode === 'string' && offeredModes.includes(mode) ? (mode as Modalidad) : DEFAULT_FILTERS.modalidad
  const chosen = values.getAll(FILTER_PARAMS.filial).map(String)
  const offered = new Set(offer.branches)
  const filiales = [...new Set(chosen.filter((id) => /^\d{1,9}$/.test(id)).map(Number))].filter((id) => offered.has(id))
  return { modalidad, filiales, ...hourRange(values.get(FILTER_PARAMS.desde), values.get(FILTER_PARAMS.hasta)) }
}

/** C37: the days that have a slot, earliest first. */
export function availableDays(slots: readonly Slot[]): string[] {
  const days = new Set<string>()
  for (const slot of slots) {
    const start = slotStart(slot.comienzo)
    if (start) days.add(start.day)
  }
  return [...days].sort()
}

/** C37: the stored day while it still has a slot, else the first day that has one (chosen automatically). */
export function preselectedDay(days: readonly string[], stored?: string): string | undefined {
  return stored !== undefined && days.includes(stored) ? stored : days[0]
}

/** The slots of one hour of a day (C38). */
export interface HourGroup {
  hour: number
  /** '09:00' */
  label: string
  slots: Slot[]
}

/** C38: the slots of `day` grouped by their start hour, in time order (ties by calendar, as the API lists them). */
export function slotsByHour(slots: readonly Slot[], day: string): HourGroup[] {
  const timed = slots
    .map((slot) => ({ slot, start: slotStart(slot.comienzo) }))
    .filter((entry): entry is { slot: Slot; start: NonNullable<ReturnType<typeof slotStart>> } => entry.start?.day === day)
    .sort((a, b) => a.start.hour - b.start.hour || a.start.minute - b.start.minute || a.slot.nro_calendario - b.slot.nro_calendario)
  const groups: HourGroup[] = []
  for (const { slot, start } of timed) {
    const last = groups[groups.length - 1]
    if (last?.hour === start.hour) last.slots.push(slot)
    else groups.push({ hour: start.hour, label: hourLabel(start.hour), slots: [slot] })
  }
  return groups
}

/** A slot's time as its card shows it: '2026-11-23T09:05:00' → '09:05'. */
export function slotTime(slot: Pick<Slot, 'comienzo'>): string {
  const start = slotStart(slot.comienzo)
  return start ? `${String(start.hour).padStart(2, '0')}:${String(start.minute).padStart(2, '0')}` : ''
}

/** C38: whether the telephone notice is due: some slot shown is not in person. */
export const hasRemoteSlot = (slots: readonly Pick<Slot, 'es_telemedicina'>[]): boolean => slots.some((slot) => slot.es_telemedicina)

/** What names a slot: the calendar, its order number and its start (to the minute), as E58 books it. */
export interface SlotRef {
  nroCalendario: number
  nroOrden: number
  /** 'YYYY-MM-DDTHH:mm' */
  comienzo: string
}

/** The slot a draft keeps: its ids only, never what the API says about it (that is read again). */
export function slotRef(slot: Pick<Slot, 'comienzo' | 'nro_calendario' | 'nro_orden'>): SlotRef | null {
  const start = slotStart(slot.comienzo)
  if (!start) return null
  const time = `${String(start.hour).padStart(2, '0')}:${String(start.minute).padStart(2, '0')}`
  return { nroCalendario: slot.nro_calendario, nroOrden: slot.nro_orden, comienzo: `${start.day}T${time}` }
}

/** A slot's radio value: '3002_4_2026-11-23T09:00' (calendar, order number, start). */
export function slotKey(slot: Pick<Slot, 'comienzo' | 'nro_calendario' | 'nro_orden'>): string {
  const ref = slotRef(slot)
  return ref ? slotRefKey(ref) : ''
}

/** The radio value of a slot the draft keeps (`slotKey` of the slot it names). */
export const slotRefKey = (ref: SlotRef): string => `${ref.nroCalendario}_${ref.nroOrden}_${ref.comienzo}`

const KEY = /^(\d{1,9})_(\d{1,9})_(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})$/

/** The slot a radio value names; null for anything that is not a key (`slotKey`). */
export function parseSlotKey(value: string): SlotRef | null {
  const match = KEY.exec(value)
  if (!match) return null
  const [, calendar, order, comienzo] = match
  if (!slotStart(comienzo!)) return null
  return { nroCalendario: Number(calendar), nroOrden: Number(order), comienzo: comienzo! }
}

/** The slot `ref` names among the API's slots (the server reads them again; a form's key is only a name). */
export function findSlot<S extends Slot>(slots: readonly S[], ref: SlotRef): S | undefined {
  return slots.find((slot) => {
    const own = slotRef(slot)
    return own !== null && own.nroCalendario === ref.nroCalendario && own.nroOrden === ref.nroOrden && own.comienzo === ref.comienzo
  })
}
