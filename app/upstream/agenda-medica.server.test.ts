import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { toBusinessTime } from '~/domain/dates.server'
import { availabilityCall, cheapestAgreement } from '~/domain/medical-booking'
import { availabilityWindow, dayWindow } from '~/domain/medical-booking-days.server'
import { filterSlots, DEFAULT_FILTERS, slotStart } from '~/domain/medical-slots'
import { getRequest, signIn } from '../../tests/route-helpers'
import { clearFaults, createPersona, injectFault, sandboxNow } from '../../tests/sandbox-control'
import {
  fetchAgreements,
  fetchAvailability,
  fetchBranches,
  fetchBuildingAddress,
  fetchFirstAvailableDate,
  fetchProfessionals,
  fetchSpecialties,
} from './agenda-medica.server'
import { isUpstreamUnavailable, UpstreamError } from './errors'

/**
 * The medical agenda's lookups (E51–E57) against the test sandbox, as a member like Ana (her reference doctors:
 * Laura Méndez in Medicina General, Martín Silva in Cardiología). Cardiología (3): Martín Silva at Ciudad de la
 * Costa (2, calendar 3001), Fernando Olivera at Sede Central (1) in person (3002) and by telephone (3003).
 */
const sandboxUrl = inject('sandboxUrl')
const CARDIOLOGIA = 3
const ENFERMERIA = 33
const GENETICA = 34

let api: SignedInApi

beforeAll(async () => {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  const cookie = await signIn(persona.ci, persona.password ?? undefined)
  api = await upstreamAs(getRequest('/agenda/consulta-medica/reserva-web', cookie))
})

afterEach(() => clearFaults(sandboxUrl))

/** What a call threw. */
async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call
  } catch (error) {
    return error
  }
  throw new Error('the call did not fail')
}

describe('E51 specialties', () => {
  it('lists the specialties with their order types', async () => {
    const specialties = await fetchSpecialties(api)
    expect(specialties.find((s) => s.id === CARDIOLOGIA)).toEqual({
      id: CARDIOLOGIA,
      nombre: 'Cardiología',
      tiposOrden: [
        { id: 31, nombre: 'Consulta' },
        { id: 32, nombre: 'Control' },
        { id: 33, nombre: 'Resultados de estudios' },
      ],
    })
  })

  it('is the service problem when the API fails or answers outside the contract', async () => {
    await injectFault(sandboxUrl, { path: '/api/agenda/specialities', status: 500, body: JSON.stringify({ detail: 'x' }), contentType: 'application/json', times: 1 })
    expect(isUpstreamUnavailable(await failure(fetchSpecialties(api)))).toBe(true)
    await injectFault(sandboxUrl, { path: '/api/agenda/specialities', status: 200, body: JSON.stringify([{ id: 1 }]), contentType: 'application/json', times: 1 })
    expect(isUpstreamUnavailable(await failure(fetchSpecialties(api)))).toBe(true)
  })
})

describe("E52 a specialty's doctors", () => {
  it("lists them, flagging the member's reference doctor", async () => {
    const answer = await fetchProfessionals(api, CARDIOLOGIA)
    expect(answer).toEqual({
      allowed: true,
      professionals: [
        { id: 8, nombre: 'Fernando', apellido: 'Olivera', es_referencia: false },
        { id: 2, nombre: 'Martín', apellido: 'Silva', es_referencia: true },
      ],
    })
    expect(await fetchProfessionals(api, GENETICA)).toEqual({ allowed: true, professionals: [] })
  })

  it("answers that the doctors cannot be chosen for the specialty with code '02'", async () => {
    expect(await fetchProfessionals(api, ENFERMERIA)).toEqual({ allowed: false })
  })

  it('throws another refusal for the step to word, and a failure is the service problem', async () => {
    const unknown = await failure(fetchProfessionals(api, 999))
    expect(unknown).toBeInstanceOf(UpstreamError)
    expect((unknown as UpstreamError).status).toBe(404)
    await injectFault(sandboxUrl, { path: '/api/agenda/professional-by-speciality', status: 502, times: 1 })
    expect(isUpstreamUnavailable(await failure(fetchProfessionals(api, CARDIOLOGIA)))).toBe(true)
  })
})

describe('E54 branches', () => {
  it("lists the specialty's branches, or the doctor's", async () => {
    expect((await fetchBranches(api, CARDIOLOGIA, null)).map((b) => b.id)).toEqual([1, 2])
    expect(await fetchBranches(api, CARDIOLOGIA, 2)).toEqual([{ id: 2, nombre: 'Filial Ciudad de la Costa' }])
  })
})

describe('E53 availability, E57 first available date', () => {
  it('answers the free slots of the window with their fields, earliest first, and the first is E57\'s date', async () => {
    const today = toBusinessTime(await sandboxNow(sandboxUrl))
    const slots = await fetchAvailability(api, availabilityCall({ especialidad: CARDIOLOGIA, profesional: null }, availabilityWindow(today)))
    expect(slots.length).toBeGreaterThan(100)
    expect(slots[0]).toEqual({
      comienzo: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      nro_orden: expect.any(Number),
      nro_calendario: expect.any(Number),
      filial: expect.any(Number),
      edificio: expect.any(Number),
      profesional: expect.any(Number),
      nombre: expect.any(String),
      apellido: expect.any(String),
      nombre_especialidad: 'Cardiología',
      es_telemedicina: expect.any(Boolean),
    })
    const starts = slots.map((slot) => slot.comienzo)
    expect(starts).toEqual([...starts].sort())
    expect(await fetchFirstAvailableDate(api, CARDIOLOGIA)).toBe(slots[0]!.comienzo)
    // BR25 on what the API answered: the telephone slots are Olivera's calendar 3003, at Sede Central.
    const remote = filterSlots(slots, { ...DEFAULT_FILTERS, modalidad: 'REMOTE' })
    expect(remote.length).toBeGreaterThan(0)
    expect(new Set(remote.map((slot) => `${slot.nro_calendario}/${slot.filial}`))).toEqual(new Set(['3003/1']))
  })

  it("narrows to the doctor, the branches, the mode and a day as the call asks", async () => {
    const today = toBusinessTime(await sandboxNow(sandboxUrl))
    const window = availabilityWindow(today)
    const silva = await fetchAvailability(api, availabilityCall({ especialidad: CARDIOLOGIA, profesional: 2 }, window))
    expect(new Set(silva.map((slot) => slot.profesional))).toEqual(new Set([2]))
    const costa = await fetchAvailability(api, availabilityCall({ especialidad: CARDIOLOGIA, profesional: null, filiales: [2] }, window))
    expect(costa.map((slot) => slot.filial)).toEqual(costa.map(() => 2))
    const inPerson = await fetchAvailability(api, availabilityCall({ especialidad: CARDIOLOGIA, profesional: 8, modalidad: 'PRESENCIAL' }, window))
    expect(inPerson.every((slot) => !slot.es_telemedicina && slot.nro_calendario === 3002)).toBe(true)
    const day = slotStart(silva[0]!.comienzo)!.day
    const ofDay = await fetchAvailability(api, availabilityCall({ especialidad: CARDIOLOGIA, profesional: 2 }, dayWindow(day)))
    expect(ofDay.length).toBeGreaterThan(0)
    expect(ofDay.every((slot) => slot.comienzo.startsWith(day))).toBe(true)
  })

  it('answers null for a specialty without free slots', async () => {
    expect(await fetchFirstAvailableDate(api, GENETICA)).toBeNull()
  })

  it('is the service problem when the API fails', async () => {
    await injectFault(sandboxUrl, { path: '/api/agenda/fetch-availability/', status: 503, body: 'Service Unavailable', times: 1 })
    const today = toBusinessTime(await sandboxNow(sandboxUrl))
    const call = availabilityCall({ especialidad: CARDIOLOGIA, profesional: null }, availabilityWindow(today))
    expect(isUpstreamUnavailable(await failure(fetchAvailability(api, call)))).toBe(true)
  })
})

describe('E55 agreements, E56 address', () => {
  it("lists the order type's agreements on the calendar, the cheapest first by the rule", async () => {
    const agreements = await fetchAgreements(api, { calendarNumber: 3001, orderNumber: 1, orderType: 31 })
    expect(agreements).toEqual([
      { id: 1, nombre: 'Particular', costo: '1350.00' },
      { id: 2, nombre: 'FONASA', costo: '450.00' },
    ])
    expect(cheapestAgreement(agreements)).toEqual({ agreement: { id: 2, nombre: 'FONASA', costo: '450.00' }, cost: 450 })
    const results = await fetchAgreements(api, { calendarNumber: 3001, orderNumber: 1, orderType: 33 })
    expect(cheapestAgreement(results)?.cost).toBe(0)
  })

  it("throws an order type that is not the calendar's specialty's", async () => {
    expect(await failure(fetchAgreements(api, { calendarNumber: 3001, orderNumber: 1, orderType: 11 }))).toBeInstanceOf(UpstreamError)
  })

  it("answers the address of the slot's building in its branch", async () => {
    expect(await fetchBuildingAddress(api, { subsidiaryId: 2, buildingId: 3 })).toBe('Av. Giannattasio km 21.500, Ciudad de la Costa')
    expect(await failure(fetchBuildingAddress(api, { subsidiaryId: 1, buildingId: 3 }))).toBeInstanceOf(UpstreamError)
  })
})
