import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { signIn, thrownResponse } from '../../tests/route-helpers'
import { apiCalls, clearFaults, injectFault } from '../../tests/sandbox-control'
import { isFlagOn, PROCESS_CACHE_MS, requireFlag } from './flags.server'
import { FLAGS, type Flag } from './names'

const sandboxUrl = inject('sandboxUrl')
const FLAG_CALL = 'GET /api/flags/obtener-por-nombre'

/** Switches a flag in the sandbox (`PUT /sandbox/flags/:nombre`). */
async function switchFlag(flag: Flag, habilitado: boolean) {
  const response = await fetch(`${sandboxUrl}/sandbox/flags/${flag}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ habilitado }),
  })
  expect(response.ok).toBe(true)
}

/** Flag calls made so far (other test files do not read flags). */
const flagCalls = async () => (await apiCalls(sandboxUrl))[FLAG_CALL] ?? 0

const pageRequest = (cookie?: string) => new Request('http://localhost/medicamentos', { headers: cookie ? { cookie } : {} })

afterEach(async () => {
  vi.useRealTimers()
  await clearFaults(sandboxUrl)
  await switchFlag(FLAGS.medicinesMaintenance, false)
  await switchFlag(FLAGS.telephoneFilter, true)
})

describe('feature flags', () => {
  it('read the seeded values through the one flag call', async () => {
    const cookie = await signIn('12345672')
    expect(await isFlagOn(pageRequest(cookie), FLAGS.medicinesMaintenance)).toBe(false)
    expect(await isFlagOn(pageRequest(cookie), FLAGS.medicinePurchaseEnabled)).toBe(true)
    expect(await isFlagOn(pageRequest(cookie), FLAGS.deviceCredential)).toBe(true)
  })

  it('are read once per session (BR71), and afresh by a new session', async () => {
    const cookie = await signIn('12345672')
    const before = await flagCalls()
    expect(await isFlagOn(pageRequest(cookie), FLAGS.medicinesMaintenance)).toBe(false)
    await switchFlag(FLAGS.medicinesMaintenance, true)
    expect(await isFlagOn(pageRequest(cookie), FLAGS.medicinesMaintenance)).toBe(false)
    expect((await flagCalls()) - before).toBe(1)

    const next = await signIn('12345672')
    expect(await isFlagOn(pageRequest(next), FLAGS.medicinesMaintenance)).toBe(true)
  })

  it('share one reading among the parallel loaders of a request', async () => {
    const cookie = await signIn('23456783')
    const before = await flagCalls()
    const request = pageRequest(cookie)
    await Promise.all([1, 2, 3].map(() => isFlagOn(request, FLAGS.medicineRequestsOpenToAll)))
    expect((await flagCalls()) - before).toBe(1)
  })

  it('read the telephone filter without a session, kept a short while in the process', async () => {
    const cookie = await signIn('12345672')
    const before = await flagCalls()
    expect(await isFlagOn(pageRequest(), FLAGS.telephoneFilter)).toBe(true)
    await switchFlag(FLAGS.telephoneFilter, false)
    // The same for everyone, visitor or member, until the cache runs out.
    expect(await isFlagOn(pageRequest(cookie), FLAGS.telephoneFilter)).toBe(true)
    expect((await flagCalls()) - before).toBe(1)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PROCESS_CACHE_MS + 1_000 })
    expect(await isFlagOn(pageRequest(), FLAGS.telephoneFilter)).toBe(false)
  })

  it('read a flag the API does not know as off', async () => {
    await injectFault(sandboxUrl, { path: '/api/flags/obtener-por-nombre', status: 404, body: '{"detail":"No existe el flag"}', contentType: 'application/json', times: 1 })
    expect(await isFlagOn(pageRequest(), FLAGS.biometricLoginIos)).toBe(false)
  })
})

describe('requireFlag', () => {
  it('lets the request through while the flag is as required, and sends it away otherwise', async () => {
    const cookie = await signIn('12345672')
    await expect(requireFlag(pageRequest(cookie), FLAGS.medicinePurchaseEnabled)).resolves.toBeUndefined()
    await expect(requireFlag(pageRequest(cookie), FLAGS.medicinesMaintenance, { on: false })).resolves.toBeUndefined()
    const away = await thrownResponse(requireFlag(pageRequest(cookie), FLAGS.medicinesMaintenance, { otherwise: '/mi-mutual' }))
    expect(away.headers.get('location')).toBe('/mi-mutual')
  })
})
