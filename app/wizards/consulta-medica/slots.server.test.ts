import { afterEach, describe, expect, inject, it } from 'vitest'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { getEnv } from '~/config/env.server'
import { toBusinessTime } from '~/domain/dates.server'
import { availabilityWindow, offeredCalendar } from '~/domain/medical-booking-days.server'
import { availableDays, DEFAULT_FILTERS, filterSlots, slotsByHour } from '~/domain/medical-slots'
import { getRequest, signIn } from '../../../tests/route-helpers'
import { apiCalls, createPersona, sandboxNow } from '../../../tests/sandbox-control'
import { forgetListedSlots, listedCalendar, listedDays, listedHours, listedPage, listedSlots, slotsOf, slotsWithDays } from './slots.server'

/** BR28: E53 is asked for the filters in force, and the sandbox answers for them. Cardiología (3). */
const sandboxUrl = inject('sandboxUrl')
const CARDIOLOGIA = 3

async function member(): Promise<SignedInApi> {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  const cookie = await signIn(persona.ci, persona.password ?? undefined)
  return upstreamAs(getRequest('/agenda/consulta-medica/fecha-hora-rapida', cookie))
}

describe('slotsOf (BR28)', () => {
  it("sends the branches and mode chosen to E53: only their slots come back; none chosen is every branch's", async () => {
    const api = await member()
    const window = availabilityWindow(toBusinessTime(await sandboxNow(sandboxUrl)))
    const quick = { especialidad: CARDIOLOGIA, profesional: null }
    const all = await slotsOf(api, quick, { filiales: [], modalidad: 'ANY' }, window)
    const branches = [...new Set(all.map((slot) => slot.filial))]
    expect(branches.length).toBeGreaterThan(1)
    const one = await slotsOf(api, quick, { filiales: [branches[0]!], modalidad: 'ANY' }, window)
    expect(one.length).toBeGreaterThan(0)
    expect(one.length).toBeLessThan(all.length)
    expect(one.every((slot) => slot.filial === branches[0])).toBe(true)
    const inPerson = await slotsOf(api, quick, { filiales: [], modalidad: 'PRESENCIAL' }, window)
    expect(inPerson.length).toBeLessThan(all.length)
  })
})

describe('the listed year of slots', () => {
  const E53 = 'POST /api/agenda/fetch-availability/'
  const calls = async () => (await apiCalls(sandboxUrl))[E53] ?? 0

  // The route tests' setting is 0 (tests/setup/route-env.ts); the parsed settings are read at each call.
  const shareFor = (ms: number) => Object.assign(getEnv(), { AVAILABILITY_CACHE_MS: ms })
  afterEach(() => {
    shareFor(0)
    forgetListedSlots()
  })

  it("is one E53 answer shared for a while (the listing pages'); a day's check always asks again", async () => {
    shareFor(15_000)
    const api = await member()
    const quick = { especialidad: CARDIOLOGIA, profesional: null }
    const before = await calls()
    const [first, second] = await Promise.all([0, 1].map(() => slotsOf(api, quick, { filiales: [], modalidad: 'ANY' })))
    expect(second).toEqual(first)
    expect(await slotsOf(api, quick, { filiales: [], modalidad: 'ANY' })).toEqual(first)
    expect(await calls()).toBe(before + 1)
    // Other filters are another answer; one day's window is never shared.
    await slotsOf(api, quick, { filiales: [], modalidad: 'PRESENCIAL' })
    const day = availabilityWindow(toBusinessTime(await sandboxNow(sandboxUrl)))
    await slotsOf(api, quick, { filiales: [], modalidad: 'ANY' }, day)
    await slotsOf(api, quick, { filiales: [], modalidad: 'ANY' }, day)
    expect(await calls()).toBe(before + 4)
  })

  it('derives the listing pages\' slots, days, calendar and page once per shared year and filters, as computed afresh', async () => {
    shareFor(15_000)
    const api = await member()
    const quick = { especialidad: CARDIOLOGIA, profesional: null }
    const morning = { ...DEFAULT_FILTERS, desde: 8, hasta: 11 }
    const year = await slotsOf(api, quick, morning)
    const slots = await listedSlots(api, quick, morning)
    expect(slots).toEqual(filterSlots(year, morning))
    expect(slots.length).toBeGreaterThan(0)
    expect(slots.length).toBeLessThan(year.length)
    const days = availableDays(slots)
    const calendar = await listedCalendar(api, quick, morning)
    expect(calendar).toEqual({ days, months: offeredCalendar(days) })
    const page = await listedPage(api, quick, morning, 24)
    expect(page).toEqual({ slots: slotsWithDays(slots.slice(0, 24)), total: slots.length })
    const hours = await listedHours(api, quick, morning, days[1]!)
    expect(hours).toEqual(slotsByHour(filterSlots(year, { ...morning, day: days[1] }), days[1]!))
    expect(hours.length).toBeGreaterThan(0)
    // While the year is shared, every view gets the very same results.
    expect(await listedSlots(api, quick, { ...morning })).toBe(slots)
    expect(await listedDays(api, quick, morning)).toBe(calendar.days)
    expect((await listedCalendar(api, quick, morning)).months).toBe(calendar.months)
    expect((await listedPage(api, quick, morning, 24)).slots).toBe(page.slots)
    expect(await listedHours(api, quick, morning, days[1]!)).toBe(hours)
    // Other filters are other slots; a renewed year derives them again.
    expect(await listedSlots(api, quick, { ...morning, hasta: 12 })).not.toBe(slots)
    forgetListedSlots()
    const again = await listedSlots(api, quick, morning)
    expect(again).not.toBe(slots)
    expect(again).toEqual(slots)
  })

  it('derives nothing to keep when the year is not shared (a setting of 0)', async () => {
    const api = await member()
    const quick = { especialidad: CARDIOLOGIA, profesional: null }
    const first = await listedSlots(api, quick, DEFAULT_FILTERS)
    expect(await listedSlots(api, quick, DEFAULT_FILTERS)).not.toBe(first)
  })
})
