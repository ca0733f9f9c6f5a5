import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type { PurchaseResult } from '~/domain/purchase-result'
import { statusBadge } from '~/domain/reservation-status'
import type { ListLoad, RequestView } from '~/medicines/lists.server'
import { PICK_UP } from '~/wizards/compra-medicamentos/selection'
import { flowBWizard } from '~/wizards/compra-medicamentos/wizard.server'
import { choosing, firstLocation, keyed, loadedAffiliate, seedPurchaseDraft } from '../../tests/purchase-draft'
import { call, getRequest, redirectLocation, signIn, wizardDriver } from '../../tests/route-helpers'
import { clearFaults, createPersona, injectFault } from '../../tests/sandbox-control'
import * as confirmacion from './medicamentos-recetados.nueva-solicitud.confirmacion'
import * as finalizada from './medicamentos-recetados.nueva-solicitud.solicitud-finalizada'
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

// C78/BR64: flow B's result shows the purchase's package number with a link to this list; the list must have it.
describe('a prescribed-medicine purchase (flow B) in /medicamentos/solicitudes (C56, C78)', () => {
  const flowB = wizardDriver(flowBWizard)
  type ResultPage = { result: PurchaseResult; requests: string }

  /** A fresh member like Bruno (no special recipe) buys his first medicine in stock, picked up, to pay at Abitab. */
  async function purchased() {
    const persona = await createPersona(sandboxUrl, { like: BRUNO })
    const cookie = await signIn(persona.ci, persona.password ?? undefined)
    const location = await firstLocation(cookie)
    const me = choosing(await loadedAffiliate(cookie, { documento: persona.ci, own: true }, location))
    await seedPurchaseDraft(cookie, {
      location,
      affiliates: keyed(me),
      current: Object.keys(keyed(me))[0],
      shippingMethod: location.formasDeEnvio.find((method) => method.nombre === PICK_UP)!,
      delivery: { celular: '099123456', telefono: '', direccion: '', entreCalles: '' },
      paymentMethod: { id: 1, nombre: 'Abitab' },
    })
    const confirmed = await flowB.post(confirmacion.action, 'confirmacion', {}, cookie)
    expect(redirectLocation(confirmed)).toMatch(/\/solicitud-finalizada$/)
    const page = (await flowB.get(finalizada.loader, 'solicitud-finalizada', cookie)) as ResultPage
    const receta = me.recetas!.find((r) => r.StatusReceta === 'OK')!
    const farmaco = receta.Farmacos[0]!
    const chosen = { name: farmaco.NombreFarmaco, units: String(me.cantidades[Object.keys(me.cantidades)[0]!]) }
    return { cookie, page, chosen }
  }

  it('lists it first, numbered with the result\'s tracking code, pending payment, its medicine split; it opens', async () => {
    const { cookie, page, chosen } = await purchased()
    expect(page.result).toMatchObject({ kind: 'success', nroBulto: expect.stringMatching(/^\d+$/) })
    const nroBulto = page.result.kind === 'success' ? page.result.nroBulto! : ''
    expect(page.requests).toBe(LIST)

    const items = itemsOf((await call(listLoader, getRequest(page.requests, cookie))) as ListLoad<RequestView>)
    const [first] = items
    expect(first).toEqual({
      id: Number(nroBulto),
      day: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      time: expect.stringMatching(/^\d{1,2}:\d{2} hs$/),
      status: 'pendingPayment',
      medicines: [chosen],
    })
    expect(statusBadge(first!.status!)).toBe('Pendiente de Pago')
    // Bruno's request of flow A (copied with the persona) is still there, after it.
    expect(items.slice(1).map((pedido) => pedido.status)).toEqual(['reserved'])

    expect(await detail(nroBulto, cookie)).toEqual({ status: 'ok', pedido: first })
  })
})
