import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox, type TestSandbox } from '../../test-support'
import { DETAILS } from './router'

const ANA = '12345672'
const BRUNO = '23456783'
const CARLA = '34567894'
const FEDERICO = '67890127'

let sandbox: TestSandbox
const tokens: Record<string, string> = {}

beforeAll(async () => {
  sandbox = await startTestSandbox()
  for (const ci of [ANA, BRUNO, CARLA]) tokens[ci] = await sandbox.login(ci)
})

afterAll(async () => {
  await sandbox.close()
})

async function answer(res: Response | Promise<Response>): Promise<{ status: number; body: unknown }> {
  const response = await res
  return { status: response.status, body: await response.json() }
}

const get = (token: string, path: string) => answer(sandbox.getWithToken(path, token))
const post = (token: string, path: string, body: unknown) =>
  answer(sandbox.sendJson(path, 'POST', body, { authorization: `Bearer ${token}` }))

/** A persona of its own, signed in: `like` Ana holds a group with copies of her cards; empty is in no group. */
async function persona(like?: string) {
  const res = await sandbox.sendJson('/sandbox/personas', 'POST', like ? { like } : {})
  const { ci, nombre, apellido } = (await res.json()) as { ci: string; nombre: string; apellido: string }
  return { ci, nombre, apellido, token: await sandbox.login(ci) }
}

const GROUP = '/api/grupo_pagos/traer_grupo_pagos'
const ADD = '/api/grupo_pagos/agregar_usuario_grupo_pagos/'
const REMOVE = '/api/grupo_pagos/eliminar_usuario_grupo_pagos/'
const CARDS = '/api/grupo_pagos/payment_methods/'
const DELETE_CARD = '/api/grupo_pagos/eliminar_medio_de_pago/'
const CAPTURE = '/api/grupo_pagos/capture_information'

describe('GET /api/grupo_pagos/admin_grupo_pagos (E28)', () => {
  it('says Ana administers her group and is Bruno’s administrator', async () => {
    const admin = { id: 1, nombre: 'Ana', apellido: 'Pérez', ci: ANA }
    expect((await get(tokens[ANA] ?? '', '/api/grupo_pagos/admin_grupo_pagos')).body).toEqual({
      isAdmin: true,
      afiliadoAdmin: admin,
    })
    expect((await get(tokens[BRUNO] ?? '', '/api/grupo_pagos/admin_grupo_pagos')).body).toEqual({
      isAdmin: false,
      afiliadoAdmin: admin,
    })
    expect((await get(tokens[CARLA] ?? '', '/api/grupo_pagos/admin_grupo_pagos')).body).toEqual({
      isAdmin: false,
      afiliadoAdmin: null,
    })
  })
})

describe('GET /api/grupo_pagos/traer_grupo_pagos (E29)', () => {
  it('lists the holder first, then the members', async () => {
    expect(await get(tokens[ANA] ?? '', GROUP)).toEqual({
      status: 200,
      body: [
        { ci: ANA, nombre_completo: 'Ana Pérez', titular: true },
        { ci: BRUNO, nombre_completo: 'Bruno Pérez', titular: false },
      ],
    })
  })

  it('answers 403 to a member and 404 to someone in no group', async () => {
    expect(await get(tokens[BRUNO] ?? '', GROUP)).toEqual({ status: 403, body: { detail: DETAILS.notAdmin } })
    expect(await get(tokens[CARLA] ?? '', GROUP)).toEqual({ status: 404, body: { detail: DETAILS.noGroup } })
    expect((await sandbox.api(GROUP)).status).toBe(401)
  })
})

describe('adding and removing members (E30, E31)', () => {
  it('adds an affiliate by cédula ({ci} or {ciAditional}) and removes him', async () => {
    const holder = await persona(ANA)
    const first = await persona()
    const second = await persona()
    expect(await post(holder.token, ADD, { ci: first.ci })).toEqual({
      status: 201,
      body: { ci: first.ci, nombre_completo: `${first.nombre} ${first.apellido}`, titular: false },
    })
    expect((await post(holder.token, ADD, { ciAditional: Number(second.ci) })).status).toBe(201)
    const group = (await get(holder.token, GROUP)).body as Array<{ ci: string }>
    // Members come by surname and name; test personas share both, so by cédula.
    expect(group.map((p) => p.ci)).toEqual([holder.ci, ...[first.ci, second.ci].sort()])
    // The new member now sees the holder as his administrator and pays with the group's cards.
    expect((await get(first.token, '/api/grupo_pagos/admin_grupo_pagos')).body).toMatchObject({
      isAdmin: false,
      afiliadoAdmin: { ci: holder.ci },
    })
    expect((await get(first.token, CARDS)).body).toEqual((await get(holder.token, CARDS)).body)

    expect(await post(holder.token, REMOVE, { ci: first.ci })).toEqual({
      status: 200,
      body: { detail: DETAILS.memberRemoved },
    })
    expect(((await get(holder.token, GROUP)).body as Array<{ ci: string }>).map((p) => p.ci)).toEqual([
      holder.ci,
      second.ci,
    ])
    expect((await get(first.token, CARDS)).body).toEqual([])
  })

  it('refuses a missing or wrong cédula, a non-affiliate, someone already in a group and the holder himself', async () => {
    const holder = await persona(ANA)
    const token = holder.token
    expect(await post(token, ADD, {})).toEqual({ status: 400, body: { detail: DETAILS.ciRequired } })
    expect(await post(token, ADD, { ci: '  ' })).toEqual({ status: 400, body: { detail: DETAILS.ciRequired } })
    expect(await post(token, ADD, { ci: '12345671' })).toEqual({ status: 400, body: { detail: DETAILS.ciInvalid } })
    expect(await post(token, ADD, { ci: '1.234.567-2' })).toEqual({ status: 400, body: { detail: DETAILS.ciInvalid } })
    expect(await post(token, ADD, { ci: { $ne: 1 } })).toEqual({ status: 400, body: { detail: DETAILS.ciRequired } })
    // 1111111-1 has a valid check digit but nobody holds it.
    expect(await post(token, ADD, { ci: '11111111' })).toEqual({
      status: 404,
      body: { detail: 'No existe un afiliado con ese documento' },
    })
    expect(await post(token, ADD, { ci: BRUNO })).toEqual({
      status: 409,
      body: { detail: 'La persona ya pertenece a un grupo' },
    })
    expect(await post(token, ADD, { ci: ANA })).toEqual({
      status: 409,
      body: { detail: 'La persona ya pertenece a un grupo' },
    })
    expect(await post(token, ADD, { ci: holder.ci })).toEqual({
      status: 409,
      body: { detail: 'La persona ya pertenece a un grupo' },
    })
    expect(await post(token, REMOVE, { ci: holder.ci })).toEqual({ status: 409, body: { detail: DETAILS.holder } })
    expect(await post(token, REMOVE, { ci: BRUNO })).toEqual({ status: 404, body: { detail: DETAILS.notMember } })
    expect(await post(token, REMOVE, { ci: FEDERICO })).toEqual({ status: 404, body: { detail: DETAILS.notMember } })
  })

  it('lets only the administrator change the group', async () => {
    const outsider = await persona()
    expect(await post(tokens[BRUNO] ?? '', ADD, { ci: outsider.ci })).toEqual({
      status: 403,
      body: { detail: DETAILS.notAdmin },
    })
    expect(await post(tokens[BRUNO] ?? '', REMOVE, { ci: BRUNO })).toEqual({
      status: 403,
      body: { detail: DETAILS.notAdmin },
    })
    expect(await post(tokens[CARLA] ?? '', ADD, { ci: outsider.ci })).toEqual({
      status: 404,
      body: { detail: DETAILS.noGroup },
    })
    expect((await get(tokens[ANA] ?? '', GROUP)).body).toHaveLength(2)
  })

  it('adds one person once when two adds race', async () => {
    const [a, b] = [await persona(ANA), await persona(ANA)]
    const member = await persona()
    const results = await Promise.all([post(a.token, ADD, { ci: member.ci }), post(b.token, ADD, { ci: member.ci })])
    expect(results.map((r) => r.status).sort()).toEqual([201, 409])
  })
})

describe('saved cards (E32, E33)', () => {
  it("lists Ana's seeded cards, with brand id, type, last four and expiry, to her and to Bruno", async () => {
    const expected = [
      { payment_profile_id: 1, payment_media_id: 2, expiration: '08/29', last_4: '4021', type: 'CreditCard' },
      { payment_profile_id: 2, payment_media_id: 4, expiration: '03/28', last_4: '7788', type: 'CreditCard' },
      { payment_profile_id: 3, payment_media_id: 7, expiration: '11/30', last_4: '5100', type: 'DebitCard' },
    ]
    expect(await get(tokens[ANA] ?? '', CARDS)).toEqual({ status: 200, body: expected })
    expect((await get(tokens[BRUNO] ?? '', CARDS)).body).toEqual(expected)
    expect(await get(tokens[CARLA] ?? '', CARDS)).toEqual({ status: 200, body: [] })
  })

  it('deletes a card of the group; another group’s card is unknown; a member cannot delete', async () => {
    const holder = await persona(ANA)
    const cards = (await get(holder.token, CARDS)).body as Array<{ payment_profile_id: number }>
    const id = cards[0]?.payment_profile_id
    expect(await post(tokens[BRUNO] ?? '', DELETE_CARD, { payment_profile_id: 1 })).toEqual({
      status: 403,
      body: { detail: DETAILS.notAdmin },
    })
    expect(await post(holder.token, DELETE_CARD, { payment_profile_id: 1 })).toEqual({
      status: 404,
      body: { detail: DETAILS.cardNotFound },
    })
    expect(await post(holder.token, DELETE_CARD, { payment_profile_id: 'uno' })).toEqual({
      status: 400,
      body: { detail: DETAILS.paymentProfileRequired },
    })
    expect(await post(holder.token, DELETE_CARD, { payment_profile_id: String(id) })).toEqual({
      status: 200,
      body: { detail: DETAILS.cardDeleted },
    })
    expect((await get(holder.token, CARDS)).body).toHaveLength(2)
    expect(await post(holder.token, DELETE_CARD, { payment_profile_id: id })).toEqual({
      status: 404,
      body: { detail: DETAILS.cardNotFound },
    })
    expect((await get(tokens[ANA] ?? '', CARDS)).body).toHaveLength(3)
  })

  it('answers the forced BR21 errors of the list', async () => {
    const force = (spec: Record<string, unknown>) =>
      sandbox.sendJson('/sandbox/pagos/resultados', 'POST', { operacion: 'medios', ...spec })
    await force({ resultado: 'errores_pagos', mensaje: 'Tarjeta vencida' })
    expect(await get(tokens[ANA] ?? '', CARDS)).toEqual({ status: 400, body: { errores_pagos: 'Tarjeta vencida' } })
    await force({ resultado: 'errores_pagos', mensaje: ['A', 'B'] })
    expect(await get(tokens[ANA] ?? '', CARDS)).toEqual({ status: 400, body: { errores_pagos: ['A', 'B'] } })
    await force({ resultado: 'warning_pagos', mensaje: 'Revise su tarjeta' })
    expect(await get(tokens[ANA] ?? '', CARDS)).toEqual({ status: 400, body: { warning_pagos: 'Revise su tarjeta' } })
    await force({ resultado: 'conflicto' })
    const conflict = await get(tokens[ANA] ?? '', CARDS)
    expect(conflict.status).toBe(409)
    expect(conflict.body).toMatchObject({
      detail: expect.any(String),
      data: expect.arrayContaining([expect.objectContaining({ last_4: '4021' })]),
    })
    await force({ resultado: 'detail', mensaje: 'Mantenimiento' })
    expect(await get(tokens[ANA] ?? '', CARDS)).toEqual({ status: 500, body: { detail: 'Mantenimiento' } })
    expect((await get(tokens[ANA] ?? '', CARDS)).status).toBe(200)
  })
})

describe('GET /api/grupo_pagos/capture_information (E34)', () => {
  it('opens a capture session on the provider for the administrator only', async () => {
    const { status, body } = await get(tokens[ANA] ?? '', CAPTURE)
    expect(status).toBe(200)
    const { unique_id, capture_url } = body as { unique_id: string; capture_url: string }
    expect(unique_id).toMatch(/^[\w-]{22}$/)
    expect(capture_url).toBe(`${sandbox.url}/pasarela/captura?sesion=${unique_id}`)
    expect(await get(tokens[BRUNO] ?? '', CAPTURE)).toEqual({ status: 403, body: { detail: DETAILS.notAdmin } })
    expect(await get(tokens[CARLA] ?? '', CAPTURE)).toEqual({ status: 404, body: { detail: DETAILS.noGroup } })
  })
})
