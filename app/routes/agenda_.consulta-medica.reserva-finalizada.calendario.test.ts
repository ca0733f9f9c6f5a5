/**
 * The booked consultation's calendar file (C42 "Agregar a mi calendario"): its place and doctor are what the booking
 * kept from the offer it used, since the slot is no longer offered once taken; a draft from before says neither.
 */
import { describe, expect, inject, it } from 'vitest'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { medicalBooking } from '~/copy/medical-booking'
import { toBusinessTime } from '~/domain/dates.server'
import { availabilityCall } from '~/domain/medical-booking'
import { availabilityWindow } from '~/domain/medical-booking-days.server'
import { slotRef, type Slot } from '~/domain/medical-slots'
import { fetchAvailability } from '~/upstream/agenda-medica.server'
import type { Draft } from '~/wizards/consulta-medica/schemas.server'
import { medicalBookingWizard } from '~/wizards/consulta-medica/wizard.server'
import { updateDraft } from '~/wizards/wizard.server'
import { getRequest, ORIGIN, redirectLocation, signIn } from '../../tests/route-helpers'
import { medicalDriver } from '../../tests/medical-booking-driver'
import { createPersona, sandboxNow } from '../../tests/sandbox-control'
import * as confirmacion from './agenda_.consulta-medica.confirmacion'
import * as medioPago from './agenda_.consulta-medica.medio-pago'
import * as reservaFinalizada from './agenda_.consulta-medica.reserva-finalizada'
import * as calendario from './agenda_.consulta-medica.reserva-finalizada.calendario'

const sandboxUrl = inject('sandboxUrl')
/** Cardiología: `Consulta` costs 450 with FONASA, `Resultados` nothing. */
const CARDIOLOGIA = 3
const CONSULTA = 31
const RESULTADOS = 33
const BASE = '/agenda/consulta-medica'
const { rows } = medicalBooking.confirmacion

const { get, postShown, confirm } = medicalDriver


interface Member {
  cookie: string
  api: SignedInApi
}

/** A new member like Ana (one standing reservation per specialty), signed in. */
async function member(): Promise<Member> {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  const cookie = await signIn(persona.ci, persona.password ?? undefined)
  return { cookie, api: await upstreamAs(getRequest(`${BASE}/confirmacion`, cookie)) }
}

let taken = 0
/**
 * A slot of Cardiología in person or by telephone that no other test books: from the front of the window, which the
 * result's tests (taken from its end) leave alone.
 */
async function freeSlot(api: SignedInApi, telephone: boolean): Promise<Slot> {
  const today = toBusinessTime(await sandboxNow(sandboxUrl))
  const slots = await fetchAvailability(api, availabilityCall({ especialidad: CARDIOLOGIA, profesional: null }, availabilityWindow(today)))
  taken += 1
  return slots.filter((slot) => slot.es_telemedicina === telephone).at(10 + taken * 2)!
}

const saveDraft = (who: Member, draft: Draft) =>
  updateDraft(getRequest(`${ORIGIN}${BASE}/confirmacion`, who.cookie), medicalBookingWizard, () => draft)

/** A member at the confirmation with a quick booking of `slot`, and the confirmation's rows by their names. */
async function atConfirmation(tipoOrden: number, telephone: boolean) {
  const who = await member()
  const slot = await freeSlot(who.api, telephone)
  await saveDraft(who, { especialidad: CARDIOLOGIA, tipoOrden, reservaRapida: true, turno: slotRef(slot)! })
  const page = (await get(confirmacion.loader, 'confirmacion', who.cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
  return { ...who, shown: Object.fromEntries(page.rows.map((row) => [row.key, String(row.value)])) }
}

/** The file's properties, unfolded and unescaped (RFC 5545 §3.1, §3.3.11). */
async function calendarOf(cookie: string): Promise<Record<string, string>> {
  const answer = (await get(calendario.loader, 'reserva-finalizada/calendario', cookie)) as Response
  expect(answer.headers.get('content-type')).toContain('text/calendar')
  const lines = (await answer.text()).replace(/\r\n /g, '').split('\r\n')
  const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_all, char: string) => (char.toLowerCase() === 'n' ? '\n' : char))
  const property = (line: string) => [line.slice(0, line.indexOf(':')), unescape(line.slice(line.indexOf(':') + 1))]
  return Object.fromEntries(lines.filter((line) => line.includes(':')).map(property))
}

/** The result page's rows of what was booked. */
async function resultRows(cookie: string): Promise<Record<string, string>> {
  const page = (await get(reservaFinalizada.loader, 'reserva-finalizada', cookie)) as Awaited<ReturnType<typeof reservaFinalizada.loader>>
  return Object.fromEntries(page.booked.map((row) => [row.key, row.value]))
}

describe('the booked consultation on its result', () => {
  it('says what the confirmation showed: specialty, doctor, in person at the branch and its address', async () => {
    const who = await atConfirmation(RESULTADOS, false)
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    const shown = ['specialty', 'doctor', 'mode', 'branch', 'address'] as const
    expect(await resultRows(who.cookie)).toEqual(Object.fromEntries(shown.map((row) => [rows[row], who.shown[rows[row]]])))
  })

  it('adds what is left to pay at the agency, and no place for a telephone consultation', async () => {
    const who = await atConfirmation(CONSULTA, true)
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/medio-pago`)
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    const shown = await resultRows(who.cookie)
    expect(shown).toMatchObject({ [rows.mode]: 'Telefónica', [rows.doctor]: who.shown[rows.doctor], Importe: '$450.00' })
    expect(Object.keys(shown)).not.toContain(rows.branch)
  })
})

describe('the booked consultation in the calendar file', () => {
  it('is at the branch and its address, with the doctor, as the confirmation showed them: a free booking', async () => {
    const who = await atConfirmation(RESULTADOS, false)
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    const file = await calendarOf(who.cookie)
    expect(file.SUMMARY).toBe('Consulta médica: Cardiología')
    expect(file.LOCATION).toBe(`${who.shown[rows.branch]}, ${who.shown[rows.address]}`)
    expect(who.shown[rows.branch]).not.toBe('')
    expect(who.shown[rows.address]).not.toBe('')
    expect(file.DESCRIPTION).toBe(`Profesional: ${who.shown[rows.doctor]}`)
  })

  it('is at the branch and its address, with the doctor: a booking paid at Abitab', async () => {
    const who = await atConfirmation(CONSULTA, false)
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/medio-pago`)
    expect(redirectLocation(await postShown(medioPago.action, 'medio-pago', { medioPago: 'abitab' }, who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    const file = await calendarOf(who.cookie)
    expect(file.LOCATION).toBe(`${who.shown[rows.branch]}, ${who.shown[rows.address]}`)
    expect(file.DESCRIPTION).toBe(`Profesional: ${who.shown[rows.doctor]}`)
  })

  it('has no place for a telephone consultation, and says it is one', async () => {
    const who = await atConfirmation(RESULTADOS, true)
    expect(who.shown[rows.mode]).toBe('Telefónica')
    expect(redirectLocation(await confirm(who.cookie))).toBe(`${BASE}/reserva-finalizada`)
    const file = await calendarOf(who.cookie)
    expect(file).not.toHaveProperty('LOCATION')
    expect(file.DESCRIPTION).toBe(`Tipo de consulta: Telefónica\nProfesional: ${who.shown[rows.doctor]}`)
  })

  it('says what a card payment kept, and neither place nor doctor for a draft from before they were kept', async () => {
    const who = await member()
    const turno = slotRef(await freeSlot(who.api, false))!
    const chosen: Draft = { especialidad: CARDIOLOGIA, tipoOrden: CONSULTA, reservaRapida: true, turno, convenio: { id: 2, costo: 450 } }
    const details = { reservationId: '901', notSaved: false, activeReservation: false, debtId: null, infoCfe: null }
    const key = crypto.randomUUID()
    const booked = { doctor: 'Ana Gómez', branch: 'Centro', address: 'Av. 18 de Julio 1234', telephone: false }

    const paidOutcome = { state: { status: 'success', id: '901' }, details: { ...details, booked } } as const
    await saveDraft(who, { ...chosen, medioPago: 'online', attempts: { pago: { key, outcome: paidOutcome } } })
    const paid = await calendarOf(who.cookie)
    expect(paid.LOCATION).toBe('Centro, Av. 18 de Julio 1234')
    expect(paid.DESCRIPTION).toBe('Profesional: Ana Gómez')

    const before = { kind: 'booked', reservationId: '902', debtId: null, message: null } as const
    await saveDraft(who, { ...chosen, medioPago: 'abitab', attempts: { reserva: { key, outcome: before } } })
    const old = await calendarOf(who.cookie)
    expect(old.UID).toBe('consulta-medica-902@portal')
    expect(old).not.toHaveProperty('LOCATION')
    expect(old).not.toHaveProperty('DESCRIPTION')
  })
})
