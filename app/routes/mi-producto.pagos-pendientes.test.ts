import { afterEach, describe, expect, inject, it } from 'vitest'
import { getRequest, loadContext, signIn, thrownResponse } from '../../tests/route-helpers'
import { apiCalls, clearFaults, injectFault } from '../../tests/sandbox-control'
import { loader as listLoader } from './mi-producto.pagos-pendientes'
import { loader as detailLoader } from './mi-producto.pagos-pendientes.$type.$id'

const sandboxUrl = inject('sandboxUrl')
const LIST = '/mi-mutual/pagos-pendientes'
const detail = (type: string, id: string, cookie: string) =>
  detailLoader({ request: getRequest(`${LIST}/${type}/${id}`, cookie), params: { type, id }, context: loadContext })

describe('/mi-mutual/pagos-pendientes (C29, C30)', () => {
  afterEach(() => clearFaults(sandboxUrl))

  it('asks a visitor to sign in first', async () => {
    const away = await thrownResponse(listLoader({ request: getRequest(LIST), params: {}, context: loadContext }))
    expect(away.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(LIST)}`)
  })

  it("lists Ana's fee, medicine package and order with their titles and amounts", async () => {
    const ana = await signIn('12345672')
    const { sections } = await listLoader({ request: getRequest(LIST, ana), params: {}, context: loadContext })
    expect(sections?.map((section) => section.list)).toEqual(['cuotas', 'medicamentos', 'ordenes'])
    const [cuotas, medicamentos, ordenes] = sections!
    expect(cuotas!.debts).toEqual([expect.objectContaining({ slug: 'couta', id: '70001', amount: '$2155.00', title: expect.stringMatching(/^Cuota de [A-Z][a-z]+ \d{4}$/) })])
    expect(medicamentos!.debts).toEqual([expect.objectContaining({ slug: 'solicitud-medicamento', id: '70003', amount: '$550.50' })])
    expect(ordenes!.debts).toEqual([expect.objectContaining({ slug: 'orden', id: '70002', amount: '$450.00', title: expect.stringMatching(/^Orden de /) })])
  })

  it('says so when the list cannot be read', async () => {
    const ana = await signIn('12345672')
    await injectFault(sandboxUrl, { path: '/api/cobranzas/deudas_pendientes', status: 500, times: 1 })
    expect(await listLoader({ request: getRequest(LIST, ana), params: {}, context: loadContext })).toEqual({ sections: null })
  })

  it('shows one debt of the member under its captions', async () => {
    const ana = await signIn('12345672')
    const { debt } = await detail('couta', '70001', ana)
    expect(debt.amount).toBe('$2155.00')
    expect(debt.rows.map((row) => row.key)).toEqual(expect.arrayContaining(['Convenio', 'Mes', 'Total']))
    const medicine = await detail('solicitud-medicamento', '70003', ana)
    expect(medicine.debt.rows.find((row) => row.key === 'Detalle')?.lines?.length).toBeGreaterThan(0)
  })

  it('redirects the usual spelling cuota to the spec’s couta (A02)', async () => {
    const ana = await signIn('12345672')
    const moved = await thrownResponse(detail('cuota', '70001', ana))
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe(`${LIST}/couta/70001`)
  })

  it("goes back to the list for another member's debt, an unknown one, another kind or an unknown type, showing nothing", async () => {
    const ana = await signIn('12345672')
    for (const [type, id] of [
      ['couta', '70004'], // Bruno's fee
      ['couta', '99999'],
      ['orden', '70001'], // a fee asked for as an order
      ['recibo', '70001'],
    ] as const) {
      const away = await thrownResponse(detail(type, id, ana))
      expect(away.status, `${type}/${id}`).toBe(302)
      expect(away.headers.get('location')).toBe(LIST)
    }
  })

  it('does not ask the API for an id that cannot be one', async () => {
    const ana = await signIn('12345672')
    const before = Object.entries(await apiCalls(sandboxUrl)).filter(([call]) => call.includes('deudas_pendientes')).reduce((sum, [, n]) => sum + n, 0)
    const away = await thrownResponse(detail('couta', '..%2F..%2Fx', ana))
    expect(away.headers.get('location')).toBe(LIST)
    const after = Object.entries(await apiCalls(sandboxUrl)).filter(([call]) => call.includes('deudas_pendientes')).reduce((sum, [, n]) => sum + n, 0)
    expect(after).toBe(before)
  })
})
