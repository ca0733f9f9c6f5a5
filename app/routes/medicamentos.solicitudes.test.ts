import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { statusBadge } from '~/domain/reservation-status'
import type { ListLoad, RequestView } from '~/medicines/lists.server'
import { call, getRequest, redirectLocation, signIn } from '../../tests/route-helpers'
import { clearFaults, createPersona, injectFault } from '../../tests/sandbox-control'
import { loader as detailLoader } from './medicamentos.solicitudes.$id'
import { loader as listLoader } from './medicamentos.solicitudes._index'

const sandboxUrl = inject('sandboxUrl')
const LIST = '/medicamentos/solicitudes'
const HISTORY_PATH = '/api/solicitud-medicamentos/historial_medicamentos/'
const ANA = '12345672'
const BRUNO = '23456783'

const list = async (cookie?: string) => (await call(listLoader, getRequest(LIST, cookie))) as ListLoad<RequestView>
const detail = (id: string, cookie?: string) => call(detailLoader, getRequest(`${LIST}/${id}`, cookie), { id })
const itemsOf = (load: ListLoad<RequestView>) => (load.status === 'ok' ? load.items : expect.unreachable('the list failed'))

afterEach(() => clearFaults(sandboxUrl))

// The sandbox's seed (sandbox/areas/solicitud-medicamentos/seed.ts): Ana asked 5, 21, 48 and 90 days ago (and 400
// days ago, outside the portal's 12 months); Bruno 12 days ago.
describe('/medicamentos/solicitudes (C56)', () => {
  const cookies = { ana: '', bruno: '' }
  beforeAll(async () => {
    cookies.ana = await signIn(ANA)
    cookies.bruno = await signIn(BRUNO)
  })

  it('sends a visitor to log in, carrying the path (guarded)', async () => {
    expect(redirectLocation(await call(listLoader, getRequest(LIST)))).toBe('/login?redirectTo=%2Fmedicamentos%2Fsolicitudes')
    expect(redirectLocation(await detail('1'))).toBe('/login?redirectTo=%2Fmedicamentos%2Fsolicitudes%2F1')
  })

  it("lists the member's requests of the last 12 months, newest first, with date, hour, badge and split medicines", async () => {
    const items = itemsOf(await list(cookies.ana))
    expect(items.map((pedido) => [pedido.time, pedido.status])).toEqual([
      ['10:15 hs', 'pendingPayment'],
      ['9:05 hs', 'confirmed'],
      ['16:40 hs', 'delivered'],
      ['11:30 hs', 'cancelled'],
    ])
    // BR66: the badge of each, none for a status the spec does not name.
    expect(items.map((pedido) => statusBadge(pedido.status ?? ''))).toEqual(['Pendiente de Pago', 'Confirmada', null, null])
    for (const pedido of items) expect(pedido.day).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    // BR49: the name and the units of each medicine.
    expect(items[0]!.medicines).toEqual([
      { name: 'Enalapril 10 mg comprimidos', units: '2' },
      { name: 'Atorvastatina 20 mg comprimidos', units: '1' },
    ])
  })

  it('is empty for a member without requests (the page says so)', async () => {
    const persona = await createPersona(sandboxUrl)
    expect(await list(await signIn(persona.ci, persona.password!))).toEqual({ status: 'ok', items: [] })
  })

  it('says a failed load with the generic message (C86): an error answer, a 503 or garbage', async () => {
    for (const fault of [
      { status: 500, body: '{"detail":"Error interno"}', contentType: 'application/json' },
      { status: 503 },
      { status: 200, body: 'not json', contentType: 'text/html' },
    ]) {
      await injectFault(sandboxUrl, { path: HISTORY_PATH, times: 1, ...fault })
      expect(await list(cookies.ana)).toEqual({ status: 'error' })
    }
    expect((await list(cookies.ana)).status).toBe('ok')
  })
})

describe('/medicamentos/solicitudes/:id (C56)', () => {
  const cookies = { ana: '', bruno: '' }
  beforeAll(async () => {
    cookies.ana = await signIn(ANA)
    cookies.bruno = await signIn(BRUNO)
  })

  it("shows one of the member's own requests, as her list has it", async () => {
    const items = itemsOf(await list(cookies.ana))
    expect(await detail(String(items[1]!.id), cookies.ana)).toEqual({ status: 'ok', pedido: items[1] })
  })

  it("is not found for another member's, an unknown or a malformed id, showing nothing of it", async () => {
    const [brunos] = itemsOf(await list(cookies.bruno))
    for (const id of [String(brunos!.id), '999999', 'uno']) {
      const answer = await detail(id, cookies.ana)
      expect(answer).toBeInstanceOf(Response)
      expect((answer as Response).status).toBe(404)
      expect(await (answer as Response).text()).toBe('')
    }
  })

  it('says a failed load with the generic message (C86)', async () => {
    await injectFault(sandboxUrl, { path: HISTORY_PATH, status: 503, times: 1 })
    expect(await detail('1', cookies.ana)).toEqual({ status: 'error' })
  })
})
