import { afterEach, describe, expect, inject, it } from 'vitest'
import { call, getRequest } from '../../tests/route-helpers'
import { clearFaults, fixClock, injectFault, releaseClock } from '../../tests/sandbox-control'
import { loader } from './fila-virtual'

// The queue is computed from the sandbox clock and the administrative agenda's hours (sandbox/areas/fila-virtual).
const sandboxUrl = inject('sandboxUrl')
const PAGE = '/fila-virtual'
const ESTADO = '/api/fila-virtual/estado/'

type PageData = Awaited<ReturnType<typeof loader>>

const load = async () => (await call(loader, getRequest(PAGE))) as PageData

afterEach(async () => {
  await clearFaults(sandboxUrl)
  await releaseClock(sandboxUrl)
})

describe('/fila-virtual (C08)', () => {
  it('lists every branch with its sectors, the number called and the people waiting, to a visitor', async () => {
    // A Friday at 09:00 in Montevideo.
    await fixClock(sandboxUrl, new Date('2026-11-20T09:00:00-03:00'))
    const page = await load()
    expect(page.status).toBe('ok')
    if (page.status !== 'ok') return
    expect(page.updatedAt).toBe('09:00 hs')
    expect(page.branches.map((branch) => [branch.name, branch.sectors.map((sector) => sector.name)])).toEqual([
      ['Sede Central', ['Farmacia', 'Atención al socio', 'Laboratorio - extracciones']],
      ['Filial Ciudad de la Costa', ['Farmacia', 'Atención al socio']],
      ['Filial Las Piedras', ['Farmacia', 'Cobranzas']],
      ['Filial Maldonado', ['Farmacia', 'Atención al socio', 'Cobranzas']],
    ])
    expect(page.branches[0]?.sectors[0]).toEqual({ id: 11, name: 'Farmacia', open: true, callNumber: '25', waiting: 7, hours: '07:00 a 21:00 hs' })
    // Ciudad de la Costa's desk opens at 10:00: closed, with its hours.
    expect(page.branches[1]?.sectors[1]).toEqual({ id: 22, name: 'Atención al socio', open: false, callNumber: null, waiting: 0, hours: '10:00 a 19:00 hs' })
  })

  it('shows the numbers of the moment: later, the same sector calls a later number', async () => {
    await fixClock(sandboxUrl, new Date('2026-11-20T09:00:00-03:00'))
    const before = await load()
    await fixClock(sandboxUrl, new Date('2026-11-20T09:30:00-03:00'))
    const after = await load()
    if (before.status !== 'ok' || after.status !== 'ok') throw new Error('the queue did not load')
    expect(after.updatedAt).toBe('09:30 hs')
    // Farmacia of Sede Central calls every 5 minutes.
    expect(after.branches[0]?.sectors[0]?.callNumber).toBe('31')
  })

  it.each([
    ['an error answer', { status: 500, body: JSON.stringify({ detail: 'Error interno' }), contentType: 'application/json' }],
    ['an answer outside the contract', { status: 200, body: JSON.stringify({ sucursales: 'ninguna' }), contentType: 'application/json' }],
    ['a 503 with no body', { status: 503, body: '', contentType: 'text/plain' }],
  ])('is the failure state, with a way to try again and no 5xx, on %s', async (_name, fault) => {
    await injectFault(sandboxUrl, { path: ESTADO, ...fault })
    expect(await load()).toEqual({ status: 'error' })
  })
})
