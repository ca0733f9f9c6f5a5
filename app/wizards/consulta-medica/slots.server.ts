/**
 * The free slots the medical booking's slot steps show (`fecha-hora-rapida`, `fecha`, `hora`; C36–C38): E53 for the
 * draft's specialty (and doctor), what the filters offer (the telephone flag, E54's branches) and the filters in
 * force. Read again on every request: a form only names a slot, the API says whether it is still free.
 */
import type { SignedInApi } from '~/auth/upstream-as.server'
import { isFlagOn } from '~/flags/flags.server'
import { FLAGS } from '~/flags/names'
import { availabilityCall, type AvailabilityWindow } from '~/domain/medical-booking'
import { availabilityWindow, offeredCalendar } from '~/domain/medical-booking-days.server'
import { dayName, type LabelledMonth } from '~/domain/calendar.server'
import {
  availableDays,
  DEFAULT_FILTERS,
  FILTER_PARAMS,
  filterSlots,
  readSlotFilters,
  slotsByHour,
  slotStart,
  type HourGroup,
  type Slot,
  type SlotFilters,
} from '~/domain/medical-slots'
import { toBusinessTime } from '~/domain/dates.server'
import { getEnv } from '~/config/env.server'
import { fetchAvailability, type Filial } from '~/upstream/agenda-medica.server'
import { derivedAnswers, sharedAnswers } from '~/upstream/shared-answers.server'
import { now } from '~/utils/clock.server'
import { forgetCatalog, sharedBranches } from './catalog.server'

/** Whose slots: the specialty, and the doctor with `Elegir médico` (null: any doctor, a quick booking). */
export interface SlotQuery {
  especialidad: number
  profesional: number | null
}

/** What the filters offer (BR27): `Telefónica` only while the flag is on, and the branches of E54. */
export interface FilterOffer {
  telephone: boolean
  branches: Filial[]
}

export const queryOf = (draft: { especialidad: number; reservaRapida?: boolean; profesional?: number }): SlotQuery => ({
  especialidad: draft.especialidad,
  profesional: draft.reservaRapida === false ? (draft.profesional ?? null) : null,
})

export async function filterOffer(request: Request, api: SignedInApi, query: SlotQuery): Promise<FilterOffer> {
  const [telephone, branches] = await Promise.all([
    isFlagOn(request, FLAGS.telephoneFilter),
    sharedBranches(api, query.especialidad, query.profesional),
  ])
  return { telephone, branches }
}

/** What of the filters E53 is sent (BR28): the branches chosen (none: every branch) and the mode. */
export type CallFilters = Pick<SlotFilters, 'filiales' | 'modalidad'>

/**
 * A year of a busy specialty is thousands of slots (about 1 MB from E53): listed by every member who opens the step,
 * they are the agenda's, the same for everyone, so one answer serves the listing pages for AVAILABILITY_CACHE_MS.
 * A slot a member picks is always found again in a fresh answer for its day before anything is booked.
 */
const yearOfSlots = sharedAnswers({ ttlMs: () => getEnv().AVAILABILITY_CACHE_MS, maxEntries: 8 })

/** Tests start each case from an empty store. */
export function forgetListedSlots(): void {
  yearOfSlots.forget()
  forgetCatalog()
}

/**
 * E53 over BR28's window (today + 365 days), shared for a while (above), or over one day's, always asked again, for
 * the filters in force: the call carries the branches and mode chosen (a quick booking for branches [3, 7] sends
 * professional 0 and filial "3,7"); the steps still filter what it answers (BR25), which also bounds the hours.
 */
export function slotsOf(api: SignedInApi, query: SlotQuery, filters: CallFilters, window?: AvailabilityWindow): Promise<Slot[]> {
  const call = availabilityCall(
    { ...query, filiales: filters.filiales, modalidad: filters.modalidad },
    window ?? availabilityWindow(toBusinessTime(now())),
  )
  if (window) return fetchAvailability(api, call)
  return yearOfSlots.get(JSON.stringify(call), async () => withSharedNames(await fetchAvailability(api, call)))
}

/**
 * A year's slots repeat a few names (the doctors', the specialty's) thousands of times, and parsing the answer makes
 * each a string of its own: most of what a kept answer weighs. Kept for a while, its slots share one copy of each.
 */
function withSharedNames(slots: Slot[]): Slot[] {
  const names = new Map<string, string>()
  const shared = (text: string) => {
    const known = names.get(text)
    if (known !== undefined) return known
    names.set(text, text)
    return text
  }
  for (const slot of slots) {
    slot.nombre = shared(slot.nombre)
    slot.apellido = shared(slot.apellido)
    slot.nombre_especialidad = shared(slot.nombre_especialidad)
  }
  return slots
}

/**
 * What the listing pages make of the shared year (the slots the filters leave, their days, the calendar in words) is
 * the same for every view of it, and going through thousands of slots was most of a page's time: it is derived once
 * per shared answer and filters, and goes when the answer goes (`derivedAnswers`). A handful of filter choices per
 * answer is what members use; past that the oldest is derived again when asked.
 */
const fromYear = derivedAnswers({ maxEntries: 16 })

/** The filters as a key (the branches are part of the answer's own key already, in the same order). */
const filtersKey = ({ modalidad, filiales, desde, hasta }: SlotFilters) => `${modalidad}|${filiales.join(',')}|${desde}|${hasta}`

/** BR25 on the shared year: the slots the filters leave, earliest first (read-only: every page view shares them). */
export async function listedSlots(api: SignedInApi, query: SlotQuery, filters: SlotFilters): Promise<readonly Slot[]> {
  const year = await slotsOf(api, query, filters)
  return fromYear.get(year, filtersKey(filters), () => filterSlots(year, filters))
}

/** C37: the days the filters leave a slot on, earliest first. */
export async function listedDays(api: SignedInApi, query: SlotQuery, filters: SlotFilters): Promise<readonly string[]> {
  const slots = await listedSlots(api, query, filters)
  // Keyed on the filtered slots themselves: they are derived from one answer, so this goes when they go.
  return fromYear.get(slots, 'days', () => availableDays(slots))
}

/** C37: those days and the calendar that offers them, in words (`offeredCalendar`); no day, no month. */
export async function listedCalendar(
  api: SignedInApi,
  query: SlotQuery,
  filters: SlotFilters,
): Promise<{ days: readonly string[]; months: readonly LabelledMonth[] }> {
  const days = await listedDays(api, query, filters)
  return { days, months: fromYear.get(days, 'calendar', () => offeredCalendar(days)) }
}

/**
 * C38: one day's slots the filters leave, by hour, from the shared year like the calendar that offered the day. The
 * hour step's action finds the one chosen again in a fresh answer for the day (`slotsOf` with `dayWindow`).
 */
export async function listedHours(api: SignedInApi, query: SlotQuery, filters: SlotFilters, day: string): Promise<readonly HourGroup[]> {
  const slots = await listedSlots(api, query, filters)
  return fromYear.get(slots, `hours ${day}`, () => slotsByHour(slots, day))
}

/** The first `shown` slots the filters leave, each with its day in words, and how many they leave. */
export async function listedPage(
  api: SignedInApi,
  query: SlotQuery,
  filters: SlotFilters,
  shown: number,
): Promise<{ slots: readonly SlotWithDay[]; total: number }> {
  const matching = await listedSlots(api, query, filters)
  return { slots: fromYear.get(matching, `page ${shown}`, () => slotsWithDays(matching.slice(0, shown))), total: matching.length }
}

/** Form values as `readSlotFilters` reads them, from what a step's form schema parsed (one value or several). */
export function formValues(values: Record<string, unknown>) {
  const all = (name: string): unknown[] => {
    const value = values[name]
    return value === undefined ? [] : Array.isArray(value) ? value : [value]
  }
  return { get: (name: string) => all(name)[0] ?? null, getAll: all }
}

/** The stored filters written as the GET form would send them. */
function asParams(filters: SlotFilters): URLSearchParams {
  const params = new URLSearchParams({
    [FILTER_PARAMS.modalidad]: filters.modalidad,
    [FILTER_PARAMS.desde]: String(filters.desde),
    [FILTER_PARAMS.hasta]: String(filters.hasta),
  })
  for (const id of filters.filiales) params.append(FILTER_PARAMS.filial, String(id))
  return params
}

/**
 * The filters in force (A55): the address's when it names any (the GET form), else the draft's, else the defaults;
 * either way read through `readSlotFilters`, so a branch or mode no longer offered falls back to the default.
 */
export function filtersInForce(url: URL, offer: FilterOffer, stored: SlotFilters | undefined): SlotFilters {
  const named = Object.values(FILTER_PARAMS).some((param) => url.searchParams.has(param))
  const source = named ? url.searchParams : asParams(stored ?? DEFAULT_FILTERS)
  return readSlotFilters(source, offerIds(offer))
}

/** The offer as `readSlotFilters` takes it. */
export const offerIds = (offer: FilterOffer) => ({ telephone: offer.telephone, branches: offer.branches.map((branch) => branch.id) })

/** A slot with its day in words, for a list that mixes days (the page gets words, not dates). */
export interface SlotWithDay {
  slot: Slot
  day: string
}

export const slotsWithDays = (slots: readonly Slot[]): SlotWithDay[] =>
  slots.map((slot) => {
    const start = slotStart(slot.comienzo)
    return { slot, day: start ? dayName(start.day) : '' }
  })
