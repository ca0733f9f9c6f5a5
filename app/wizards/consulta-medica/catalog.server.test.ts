import { afterEach, describe, expect, inject, it } from 'vitest'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { getEnv } from '~/config/env.server'
import { getRequest, signIn } from '../../../tests/route-helpers'
import { apiCalls, createPersona } from '../../../tests/sandbox-control'
import { bookingNames } from './booking.server'
import { forgetCatalog } from './catalog.server'

/** The confirmation's names (E51, E54, E56) come from the agenda's catalog, shared by every member for a while. */
const sandboxUrl = inject('sandboxUrl')
const CARDIOLOGIA = 3
const RESULTADOS = 33
const CATALOG = ['GET /api/agenda/specialities', 'GET /api/agenda/subsidiaries-by-speciality-and-professional', 'GET /api/agenda/building-by-id-and-subsidiary']

async function member(): Promise<SignedInApi> {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  const cookie = await signIn(persona.ci, persona.password ?? undefined)
  return upstreamAs(getRequest('/agenda/consulta-medica/confirmacion', cookie))
}

const calls = async () => {
  const all = await apiCalls(sandboxUrl)
  return CATALOG.map((call) => all[call] ?? 0)
}

describe('the agenda catalog', () => {
  // The route tests' setting is 0 (tests/setup/route-env.ts); the parsed settings are read at each call.
  const shareFor = (ms: number) => Object.assign(getEnv(), { AVAILABILITY_CACHE_MS: ms })
  afterEach(() => {
    shareFor(0)
    forgetCatalog()
  })

  const choice = { especialidad: CARDIOLOGIA, tipoOrden: RESULTADOS }
  const slot = { filial: 1, edificio: 1, nombre_especialidad: 'Cardiología' } as Parameters<typeof bookingNames>[2]

  it('names a booking once for two members while it is shared, with the same names as asked afresh', async () => {
    const [ana, other] = await Promise.all([member(), member()])
    const fresh = await bookingNames(ana, choice, slot)
    expect(fresh.specialty).toBe('Cardiología')
    expect(fresh.address).not.toBe('')

    shareFor(15_000)
    const before = await calls()
    expect(await bookingNames(ana, choice, slot)).toEqual(fresh)
    expect(await bookingNames(other, choice, slot)).toEqual(fresh)
    expect((await calls()).map((count, index) => count - before[index]!)).toEqual([1, 1, 1])
  })

  it('asks every time with a setting of 0', async () => {
    const ana = await member()
    const before = await calls()
    await bookingNames(ana, choice, slot)
    await bookingNames(ana, choice, slot)
    expect((await calls()).map((count, index) => count - before[index]!)).toEqual([2, 2, 2])
  })
})
