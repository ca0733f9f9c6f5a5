import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { PROCESS_CACHE_MS } from '~/flags/flags.server'
import { FLAGS, type Flag } from '~/flags/names'
import { getRequest, loadContext, signIn } from '../../tests/route-helpers'
import { loader } from './medicamentos._index'

const sandboxUrl = inject('sandboxUrl')

const ANA = '12345672'
const BRUNO = '23456783'
const CARLA = '34567894'

/** Switches a flag in the sandbox; a session reads its flags once, so sign in after switching. */
async function switchFlag(flag: Flag, habilitado: boolean) {
  const response = await fetch(`${sandboxUrl}/sandbox/flags/${flag}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ habilitado }),
  })
  expect(response.ok).toBe(true)
}

const load = async (cookie?: string) => loader({ request: getRequest('/medicamentos', cookie), params: {}, context: loadContext })

afterEach(async () => {
  vi.useRealTimers()
  // The seed's values.
  await switchFlag(FLAGS.medicinesMaintenance, false)
  await switchFlag(FLAGS.medicineRequestsOpenToAll, false)
  await switchFlag(FLAGS.medicineRequestsCallCentre, true)
})

describe('/medicamentos loader', () => {
  it('opens to a visitor the purchase and the requests, each behind its own sign-in', async () => {
    expect(await load()).toEqual({ maintenance: false, links: ['purchase', 'requests'] })
  })

  it('adds the prescriptions for a member with a prescription permission, and no request flow', async () => {
    await switchFlag(FLAGS.medicineRequestsOpenToAll, true)
    expect(await load(await signIn(BRUNO))).toEqual({ maintenance: false, links: ['purchase', 'requests', 'prescriptions'] })
  })

  it('offers the call centre the request flow while its flag is on (A09), and both purchase modes (A60)', async () => {
    await switchFlag(FLAGS.medicineRequestsOpenToAll, true)
    expect((await load(await signIn(CARLA))).links).toEqual(['purchase', 'callCentrePurchase', 'requestFlow', 'requests', 'prescriptions'])
  })

  it('offers it with the dedicated call-centre flag alone, as seeded', async () => {
    expect((await load(await signIn(CARLA))).links).toContain('requestFlow')
  })

  it('leaves the request flow out for the call centre while both its flags are off', async () => {
    await switchFlag(FLAGS.medicineRequestsCallCentre, false)
    expect((await load(await signIn(CARLA))).links).not.toContain('requestFlow')
  })

  it('says so in maintenance and leaves both flows out, for the call centre too', async () => {
    await switchFlag(FLAGS.medicineRequestsOpenToAll, true)
    await switchFlag(FLAGS.medicinesMaintenance, true)
    expect(await load(await signIn(CARLA))).toEqual({ maintenance: true, links: ['requests', 'prescriptions'] })
    expect(await load(await signIn(ANA))).toEqual({ maintenance: true, links: ['requests', 'prescriptions'] })
  })

  it('tells a visitor of the maintenance once the short process cache of visitors\' flags runs out', async () => {
    await load()
    await switchFlag(FLAGS.medicinesMaintenance, true)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PROCESS_CACHE_MS + 1_000 })
    expect(await load()).toEqual({ maintenance: true, links: ['requests'] })
  })
})
