import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPersona, resetSandbox } from '../../tests/sandbox-control'
import { openDatabase, type Db } from '../db/index'
import { isValidCedula } from '../lib/cedula'
import { startTestSandbox, TEST_NOW, type TestSandbox } from '../test-support'

const ANA = '12345672'
const BRUNO = '23456783'
const DIEGO = '45678905'
const ELENA = '56789016'
const FEDERICO = '67890127'
const GABRIELA = '78901238'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
})
afterAll(async () => {
  await sandbox.close()
})

async function getAs(token: string, pathname: string): Promise<unknown> {
  const res = await sandbox.getWithToken(pathname, token)
  expect(res.status, pathname).toBe(200)
  return res.json()
}

/** Every row the API reads, in a stable order, without the columns that differ between two databases. */
function rows(db: Db): Record<string, unknown[]> {
  const tables = db
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
         AND name NOT IN ('schema_migrations', 'sandbox_settings')`,
    )
    .pluck()
    .all() as string[]
  return Object.fromEntries(
    tables.map((t) => [
      t,
      db
        .prepare(`SELECT * FROM "${t}" ORDER BY 1, 2`)
        .all()
        .map((row) => {
          // Hashes of the same password differ by salt; login checks them instead.
          const { password_hash: _hash, ...rest } = row as Record<string, unknown>
          return rest
        }),
    ]),
  )
}

/** Every table, index, view and trigger, with the SQL that made it, and the AUTOINCREMENT counters. */
function schema(db: Db) {
  return {
    objects: db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name').all(),
    counters: db.prepare('SELECT * FROM sqlite_sequence ORDER BY name').all(),
  }
}

describe('POST /sandbox/reset', () => {
  it('puts a running sandbox back to its seed: every change undone, every session ended, the API working', async () => {
    const token = await sandbox.login(ANA)
    // Changes in several areas: a blocked account with its e-mail, a cancelled reservation, a flag, a persona.
    for (let attempt = 0; attempt < 5; attempt++) {
      await sandbox.sendJson('/api-token-auth/', 'POST', { username: BRUNO, password: 'incorrecta' })
    }
    const cancel = await sandbox.api('/api/agenda/cancel-administrative-reservation/', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reservationId: 1 }),
    })
    expect(cancel.status).toBe(200)
    await sandbox.sendJson('/sandbox/flags/COMPRA_MEDICAMENTOS_HABILITADA', 'PUT', { habilitado: false })
    const persona = await createPersona(sandbox.url, { like: ANA })

    await resetSandbox(sandbox.url)

    const freshDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-fresh-'))
    const fresh = openDatabase(freshDir, { now: new Date(TEST_NOW) })
    try {
      expect(rows(sandbox.db)).toEqual(rows(fresh))
      expect(schema(sandbox.db)).toEqual(schema(fresh))
    } finally {
      fresh.close()
      rmSync(freshDir, { recursive: true, force: true })
    }
    expect((await sandbox.getWithToken('/api/afiliados/datos/', token)).status).toBe(401)
    const personaLogin = await sandbox.sendJson('/api-token-auth/', 'POST', { username: persona.ci, password: 'x' })
    expect(personaLogin.status).toBe(400)
    const again = await sandbox.login(BRUNO)
    expect(await getAs(again, '/api/afiliados/datos/')).toMatchObject({ ci: BRUNO })
    const flag = await sandbox.api('/api/flags/obtener-por-nombre?nombre=COMPRA_MEDICAMENTOS_HABILITADA')
    expect(await flag.json()).toMatchObject({ habilitado: true })
  })
})

describe('POST /sandbox/personas', () => {
  it('creates a plain adult member with an unused cédula of valid check digit, who can sign in', async () => {
    const first = await createPersona(sandbox.url)
    const second = await createPersona(sandbox.url)
    expect(first).toEqual({
      ci: expect.stringMatching(/^\d{8}$/),
      password: 'Socio2026',
      nombre: 'Valentina',
      apellido: 'Prueba',
      email: `socio.${first.ci}@example.com`,
      celular: expect.stringMatching(/^09\d{7}$/),
    })
    expect(isValidCedula(first.ci)).toBe(true)
    expect(second.ci).not.toBe(first.ci)
    expect(second.celular).not.toBe(first.celular)

    const token = await sandbox.login(first.ci, first.password ?? '')
    expect(await getAs(token, '/api/afiliados/datos/')).toMatchObject({
      ci: first.ci,
      nombre: 'Valentina',
      permisos: ['puede_usar_ecommerce_medicamentos'],
      adminGrupoPago: { nombre: 'Valentina', apellido: 'Prueba' },
      isStaff: false,
    })
    expect(await getAs(token, '/api/agenda/fetch-medical-appointments')).toMatchObject({ codigo: '00', consultas: [] })
    expect(await getAs(token, '/api/agenda/fetch-admin-appointments')).toEqual([])
  })

  it('copies a persona like Ana: her data, permissions, appointments, reservations, a payment group', async () => {
    const anaToken = await sandbox.login(ANA)
    const anaBefore = await getAs(anaToken, '/api/agenda/fetch-admin-appointments')
    const copy = await createPersona(sandbox.url, { like: ANA })
    expect(copy).toMatchObject({ nombre: 'Ana', apellido: 'Pérez', email: `ana.perez+${copy.ci}@example.com` })

    const token = await sandbox.login(copy.ci)
    const ana = (await getAs(anaToken, '/api/afiliados/datos/')) as Record<string, unknown>
    const datos = (await getAs(token, '/api/afiliados/datos/')) as Record<string, unknown>
    const differs = ['userId', 'id', 'ci', 'email', 'celular', 'adminGrupoPago', 'afiliadoInfo']
    const same = (d: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(d).filter(([key]) => !differs.includes(key)))
    expect(same(datos)).toEqual(same(ana))
    expect(datos.adminGrupoPago).toEqual({ id: datos.id, nombre: 'Ana', apellido: 'Pérez' })
    expect(await getAs(token, '/api/grupo_pagos/admin_grupo_pagos')).toMatchObject({ isAdmin: true })

    const consultas = (body: unknown) =>
      (body as { consultas: Array<Record<string, unknown>> }).consultas.map(({ id: _id, ...c }) => c)
    expect(consultas(await getAs(token, '/api/agenda/fetch-medical-appointments'))).toEqual(
      consultas(await getAs(anaToken, '/api/agenda/fetch-medical-appointments')),
    )
    const reservas = (body: unknown) =>
      (body as Array<Record<string, unknown>>).map((r) => [r.fechaReserva, r.description, r.status])
    const copied = await getAs(token, '/api/agenda/fetch-admin-appointments')
    expect(reservas(copied)).toEqual(reservas(anaBefore))
    // Ana's own list is untouched: the copy's reservations are its own rows.
    expect(await getAs(anaToken, '/api/agenda/fetch-admin-appointments')).toEqual(anaBefore)

    const cancel = await sandbox.api('/api/agenda/cancel-administrative-reservation/', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reservationId: (copied as Array<{ id: number }>)[0]?.id }),
    })
    expect(cancel.status).toBe(200)
    expect(await getAs(anaToken, '/api/agenda/fetch-admin-appointments')).toEqual(anaBefore)
  })

  it("copies a member into the same group, a minor with the same representative, each account's state", async () => {
    const bruno = await createPersona(sandbox.url, { like: BRUNO })
    expect(await getAs(await sandbox.login(bruno.ci), '/api/grupo_pagos/admin_grupo_pagos')).toMatchObject({
      isAdmin: false,
      afiliadoAdmin: { ci: ANA },
    })

    const gabriela = await createPersona(sandbox.url, { like: GABRIELA })
    const minor = await getAs(await sandbox.login(gabriela.ci), '/api/agenda/fetch-medical-appointments')
    expect(minor).toMatchObject({ codigo: '01' })

    const elena = await createPersona(sandbox.url, { like: ELENA })
    const blocked = await sandbox.sendJson('/api-token-auth/', 'POST', { username: elena.ci, password: 'Socio2026' })
    expect(blocked.status).toBe(403)

    const federico = await createPersona(sandbox.url, { like: FEDERICO })
    expect(federico.password).toBeNull()
    const none = await sandbox.sendJson('/api-token-auth/', 'POST', { username: federico.ci, password: 'Socio2026' })
    expect(none.status).toBe(400)

    const diego = await createPersona(sandbox.url, { like: DIEGO })
    const penalised = await sandbox.sendJson('/api-token-auth/', 'POST', { username: diego.ci, password: 'Socio2026' })
    expect(penalised.status).toBe(401)
  })

  it('applies the traits over the copy', async () => {
    const persona = await createPersona(sandbox.url, {
      like: ANA,
      nombre: 'Lucía',
      apellido: 'Ferreira',
      permisos: ['recetas_ver'],
      emailValidado: false,
      password: 'OtraClave2026',
    })
    expect(persona).toMatchObject({ nombre: 'Lucía', password: 'OtraClave2026' })
    const token = await sandbox.login(persona.ci, 'OtraClave2026')
    expect(await getAs(token, '/api/afiliados/datos/')).toMatchObject({
      nombre: 'Lucía',
      apellido: 'Ferreira',
      permisos: ['recetas_ver'],
      email_validado: false,
    })

    const sancionada = await createPersona(sandbox.url, { sancionado: true })
    const habilitado = await sandbox.api(`/api/afiliado-habilitado?cedula=${sancionada.ci}`)
    expect(await habilitado.json()).toMatchObject({ habilitado: false })
    const bloqueada = await createPersona(sandbox.url, { like: ANA, cuenta: 'bloqueada' })
    const login = await sandbox.sendJson('/api-token-auth/', 'POST', { username: bloqueada.ci, password: 'Socio2026' })
    expect(login.status).toBe(403)
    expect((await createPersona(sandbox.url, { cuenta: 'sin-cuenta' })).password).toBeNull()
  })

  it('answers 404 for an unknown cédula to copy and 400 for an unknown trait or a wrong type', async () => {
    expect((await sandbox.sendJson('/sandbox/personas', 'POST', { like: '11111111' })).status).toBe(404)
    for (const body of [{ color: 'azul' }, { sancionado: 'sí' }, { cuenta: 'cerrada' }, { like: 'Ana' }, []]) {
      const res = await sandbox.sendJson('/sandbox/personas', 'POST', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toEqual({ detail: expect.any(String) })
    }
  })
})
