import { describe, expect, inject, it } from 'vitest'
import { firstDayFreeAt, type Queue } from '../../tests/admin-agenda'
import { loadContext, formRequest, signIn, thrownResponse } from '../../tests/route-helpers'
import { clearFaults, injectFault, sandboxNow } from '../../tests/sandbox-control'
import { addDays, montevideoDay } from '../../tests/test-clock'
import { loader as calendarLoader } from './mi-producto.proximos-servicios.$id.calendario'
import { action as detailAction, loader as detailLoader } from './mi-producto.proximos-servicios.$id'
import { loader as listLoader } from './mi-producto.proximos-servicios'

const sandboxUrl = inject('sandboxUrl')
const base = 'http://localhost/mi-mutual/proximos-servicios'

/** Where and when the tests book for Ana: a queue where she has no seeded reservation. */
const QUEUE: Queue = { idSucursal: 2, idSector: 22, idFila: 222 }
const HORA = '15:00:00'

/**
 * The first day at least `days` after the sandbox's today on which the agenda offers HORA: never a Sunday or a
 * holiday, when the row is closed. Ana books a sector once a day: each test starts five days after another's, and
 * at most two closed days come in a row (a holiday beside a Sunday), so their days differ.
 */
async function offeredDayAhead(days: number): Promise<string> {
  return firstDayFreeAt(sandboxUrl, QUEUE, HORA, addDays(montevideoDay(await sandboxNow(sandboxUrl)), days))
}

async function bookForAna(day: string): Promise<number> {
  const response = await fetch(`${sandboxUrl}/api/reservas/reserva-farmacia/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ afiliado: '12345672', dia: day, hora: HORA, sucursal: QUEUE.idSucursal, sector: QUEUE.idSector, fila: QUEUE.idFila }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { id: number } }).data.id
}

describe('/mi-mutual/proximos-servicios', () => {
  it('sends a visitor to login', async () => {
    const redirect = await thrownResponse(listLoader({ request: new Request(base), params: {}, context: loadContext }))
    expect(redirect.headers.get('location')).toBe('/login?redirectTo=%2Fmi-mutual%2Fproximos-servicios')
  })

  it("lists only the member's own upcoming reservations", async () => {
    const ana = await signIn('12345672')
    const list = await listLoader({ request: new Request(base, { headers: { cookie: ana } }), params: {}, context: loadContext })
    expect(list.status).toBe('ok')
    if (list.status !== 'ok') return
    expect(list.reservations.length).toBeGreaterThanOrEqual(2)
    expect(list.reservations.every((reservation) => reservation.status !== 'cancelled')).toBe(true)

    const bruno = await signIn('23456783')
    const empty = await listLoader({ request: new Request(base, { headers: { cookie: bruno } }), params: {}, context: loadContext })
    expect(empty).toEqual({ status: 'ok', reservations: [] })
  })

  it("never shows another member's reservation", async () => {
    const bruno = await signIn('23456783')
    const request = new Request(`${base}/1`, { headers: { cookie: bruno } })
    const redirect = await thrownResponse(detailLoader({ request, params: { id: '1' }, context: loadContext }))
    expect(redirect.headers.get('location')).toBe('/mi-mutual/proximos-servicios')
  })

  it('shows the confirmation state, then cancels and frees the place', async () => {
    const ana = await signIn('12345672')
    const id = await bookForAna(await offeredDayAhead(40))
    const detail = await detailLoader({
      request: new Request(`${base}/${id}?cancelar`, { headers: { cookie: ana } }),
      params: { id: String(id) },
      context: loadContext,
    })
    expect(detail.confirming).toBe(true)
    expect(detail.reservation.id).toBe(id)

    const response = await detailAction({ request: formRequest(`${base}/${id}?cancelar`, {}, { cookie: ana }), params: { id: String(id) }, context: loadContext })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/mi-mutual/proximos-servicios')

    const list = await listLoader({ request: new Request(base, { headers: { cookie: ana } }), params: {}, context: loadContext })
    expect(list.status === 'ok' && list.reservations.some((reservation) => reservation.id === id)).toBe(false)
  })

  it('offers an .ics file of a reservation', async () => {
    const ana = await signIn('12345672')
    const id = await bookForAna(await offeredDayAhead(45))
    const response = await calendarLoader({ request: new Request(`${base}/${id}/calendario`, { headers: { cookie: ana } }), params: { id: String(id) }, context: loadContext })
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(await response.text()).toContain('DTSTART:')
  })

  it('reads an E49 answer with only the spec’s fields: the list, and the .ics from fechaReservaFormatString', async () => {
    const ana = await signIn('12345672')
    const item = {
      id: 991,
      description: 'Farmacia',
      fechaReservaFormatString: '05/03/2030 09:30',
      idTramite: 7,
      nombreSector: 'Farmacia',
      numeroLlamado: 'A12',
      sucursal: { id: 2, descripcion: 'Centro' },
      status: 'confirmed',
    }
    await injectFault(sandboxUrl, { path: '/api/agenda/fetch-admin-appointments', status: 200, body: JSON.stringify([item]), contentType: 'application/json', times: 2 })
    try {
      const list = await listLoader({ request: new Request(base, { headers: { cookie: ana } }), params: {}, context: loadContext })
      expect(JSON.stringify(list)).toContain('05/03/2030 09:30')
      const request = new Request(`${base}/991/calendario`, { headers: { cookie: ana } })
      const response = await calendarLoader({ request, params: { id: '991' }, context: loadContext })
      // 09:30 in Montevideo (UTC-3).
      expect(await response.text()).toContain('DTSTART:20300305T123000Z')
    } finally {
      await clearFaults(sandboxUrl)
    }
  })

  it('answers an API that fails (5xx) with the service problem on the detail, and the .ics sends to the detail', async () => {
    const ana = await signIn('12345672')
    await injectFault(sandboxUrl, { path: '/api/agenda/fetch-admin-appointments', status: 500, times: 2 })
    try {
      const detail = await detailLoader({ request: new Request(`${base}/1`, { headers: { cookie: ana } }), params: { id: '1' }, context: loadContext }).catch(
        (error: unknown) => error,
      )
      expect(detail).toMatchObject({ type: 'DataWithResponseInit', init: { status: 503 }, data: { problem: 'upstream' } })
      const file = await thrownResponse(calendarLoader({ request: new Request(`${base}/1/calendario`, { headers: { cookie: ana } }), params: { id: '1' }, context: loadContext }))
      expect(file.headers.get('location')).toBe('/mi-mutual/proximos-servicios/1')
    } finally {
      await clearFaults(sandboxUrl)
    }
  })
})
