import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from './db/index'
import { sendEmail, sendSms } from './lib/outbox'
import { startSandbox } from './server'

type Sandbox = Awaited<ReturnType<typeof startSandbox>>

const dirs: string[] = []
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-server-'))
  dirs.push(dir)
  return dir
}

let sandbox: Sandbox
// A second connection to the same file plays the part of later routers writing to the outbox.
let db: Db
const logs: Array<Record<string, unknown>> = []

beforeAll(async () => {
  const dataDir = tempDir()
  sandbox = await startSandbox({ dataDir, port: 0, tokenLifetimeSeconds: 900, log: (entry) => logs.push(entry) })
  db = openDatabase(dataDir)
})

afterEach(async () => {
  await Promise.all(
    ['/sandbox/faults', '/sandbox/clock', '/sandbox/outbox', '/sandbox/settings', '/sandbox/calls'].map((p) =>
      api(p, { method: 'DELETE' }),
    ),
  )
})

afterAll(async () => {
  db.close()
  await sandbox.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function api(pathname: string, init?: RequestInit): Promise<Response> {
  return fetch(sandbox.url + pathname, init)
}

function sendJson(pathname: string, method: string, body: unknown): Promise<Response> {
  return api(pathname, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

describe('startSandbox', () => {
  it('listens on a random port when asked for port 0 and reports it', () => {
    expect(sandbox.port).toBeGreaterThan(0)
    expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`)
  })

  it('restarts on the same data directory without seeding twice', async () => {
    const dataDir = tempDir()
    const first = await startSandbox({ dataDir, port: 0 })
    await first.close()
    const second = await startSandbox({ dataDir, port: 0 })
    try {
      const faqs = (await (await fetch(`${second.url}/api/faqs/`)).json()) as unknown[]
      expect(faqs).toHaveLength(8)
    } finally {
      await second.close()
    }
  })

  it('rejects an invalid fixedNow', async () => {
    await expect(startSandbox({ dataDir: tempDir(), port: 0, fixedNow: 'mañana' })).rejects.toThrow(/fixedNow/)
  })
})

describe('content API', () => {
  it('GET /api/faqs/ lists pregunta and respuesta in order', async () => {
    const res = await api('/api/faqs/')
    expect(res.status).toBe(200)
    const faqs = (await res.json()) as Array<Record<string, unknown>>
    expect(faqs).toHaveLength(8)
    for (const faq of faqs) {
      expect(Object.keys(faq).sort()).toEqual(['pregunta', 'respuesta'])
      expect(faq.pregunta).toEqual(expect.stringMatching(/\S/))
      expect(faq.respuesta).toEqual(expect.stringMatching(/\S/))
    }
    expect(faqs[0]?.pregunta).toBe('¿Cómo reservo una consulta médica?')
  })

  it('GET /api/versions/obtener-ultima-version gives the newest version name', async () => {
    const res = await api('/api/versions/obtener-ultima-version')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ nombre: '2.6.0' })
  })

  it('GET /api/versions/obtener-versiones lists versions newest first with typed notes', async () => {
    const versions = (await (await api('/api/versions/obtener-versiones')).json()) as Array<{
      nombre: string
      fecha: string
      notas: Array<{ tipo: string; descripcion: string }>
    }>
    expect(versions.map((v) => [v.nombre, v.fecha])).toEqual([
      ['2.6.0', '2026-09-30'],
      ['2.5.0', '2026-07-08'],
      ['2.4.0', '2026-04-22'],
      ['2.3.0', '2026-02-10'],
    ])
    const notes = versions.flatMap((v) => v.notas)
    expect(new Set(notes.map((n) => n.tipo))).toEqual(new Set(['Feature', 'Error', 'Improvment']))
    expect(notes.some((n) => /https?:\/\/\S+/.test(n.descripcion))).toBe(true)
    expect(Object.keys(notes[0] ?? {}).sort()).toEqual(['descripcion', 'tipo'])
  })

  it('GET /api/flags/obtener-por-nombre returns the flag with a boolean', async () => {
    const on = await api('/api/flags/obtener-por-nombre?nombre=CREDENCIALES_DISPOSITIVO')
    expect(await on.json()).toEqual({
      nombre: 'CREDENCIALES_DISPOSITIVO',
      habilitado: true,
      descripcion: expect.stringMatching(/\S/),
    })
    const off = await api('/api/flags/obtener-por-nombre?nombre=MANTENIMIENTO_MEDICAMENTOS')
    expect(await off.json()).toMatchObject({ habilitado: false })
  })

  it('answers 404 for an unknown flag and 400 without a single nombre', async () => {
    const unknown = await api('/api/flags/obtener-por-nombre?nombre=NO_EXISTE')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ detail: 'No existe el flag NO_EXISTE' })

    for (const query of ['', '?nombre=', '?nombre=A&nombre=B']) {
      const res = await api(`/api/flags/obtener-por-nombre${query}`)
      expect(res.status, query).toBe(400)
      expect(await res.json()).toEqual({ detail: expect.any(String) })
    }
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api('/api/no-existe/')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ detail: 'No encontrado' })
    expect(res.headers.get('x-powered-by')).toBeNull()
  })
})

describe('request log', () => {
  it('logs method, path without query string, status and duration, nothing more', async () => {
    await api('/api/flags/obtener-por-nombre?nombre=SECRETO')
    const entry = logs.findLast((e) => e.path === '/api/flags/obtener-por-nombre')
    expect(entry).toEqual({ method: 'GET', path: '/api/flags/obtener-por-nombre', status: 404, ms: expect.any(Number) })
    expect(JSON.stringify(logs)).not.toContain('SECRETO')
  })
})

describe('clock', () => {
  it('runs on real time until fixed, then stays fixed until released', async () => {
    const real = (await (await api('/sandbox/clock')).json()) as { now: string; fixed: boolean }
    expect(real.fixed).toBe(false)
    expect(Math.abs(Date.parse(real.now) - Date.now())).toBeLessThan(5_000)

    const fixed = await sendJson('/sandbox/clock', 'PUT', { now: '2026-11-20T09:00:00-03:00' })
    expect(await fixed.json()).toEqual({ now: '2026-11-20T12:00:00.000Z', fixed: true })
    expect(await (await api('/sandbox/clock')).json()).toEqual({ now: '2026-11-20T12:00:00.000Z', fixed: true })

    const released = (await (await api('/sandbox/clock', { method: 'DELETE' })).json()) as { fixed: boolean }
    expect(released.fixed).toBe(false)
  })

  it('refuses a value that is not an ISO timestamp', async () => {
    for (const body of [{ now: '20/11/2026' }, { now: '2026-02-30T10:00:00Z' }, {}]) {
      const res = await sendJson('/sandbox/clock', 'PUT', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
    expect(await (await api('/sandbox/clock')).json()).toMatchObject({ fixed: false })
  })

  it('starts fixed when fixedNow is given', async () => {
    const fixedSandbox = await startSandbox({ dataDir: tempDir(), port: 0, fixedNow: '2026-03-01T10:00:00Z' })
    try {
      expect(await (await fetch(`${fixedSandbox.url}/sandbox/clock`)).json()).toEqual({
        now: '2026-03-01T10:00:00.000Z',
        fixed: true,
      })
    } finally {
      await fixedSandbox.close()
    }
  })

  it('runs moved by clockOffsetMs, and a release goes back to that running time', async () => {
    const offset = -40 * 24 * 60 * 60 * 1000
    const moved = await startSandbox({ dataDir: tempDir(), port: 0, clockOffsetMs: offset })
    const read = async () => (await (await fetch(`${moved.url}/sandbox/clock`)).json()) as { now: string; fixed: boolean }
    try {
      const running = await read()
      expect(running.fixed).toBe(false)
      expect(Math.abs(Date.parse(running.now) - (Date.now() + offset))).toBeLessThan(5_000)
      await fetch(`${moved.url}/sandbox/clock`, { method: 'DELETE' })
      expect(Math.abs(Date.parse((await read()).now) - (Date.now() + offset))).toBeLessThan(5_000)
    } finally {
      await moved.close()
    }
  })
})

describe('outbox', () => {
  it('shows an empty state in Spanish', async () => {
    const res = await api('/sandbox/outbox')
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('No hay mensajes enviados.')
    expect(html).not.toContain('<table')
    expect(await (await api('/sandbox/outbox.json')).json()).toEqual([])
  })

  it('lists sent e-mails and SMS newest first, as JSON and as an escaped HTML table', async () => {
    sendEmail(
      db,
      {
        to: 'ana.perez@example.com',
        subject: 'Restablecer contraseña <urgente>',
        body: 'Ingresa a https://portal.example.org/nueva-contraseña?token=abc para continuar.',
      },
      new Date('2026-11-20T12:00:00Z'),
    )
    sendSms(db, { to: '098234567', body: 'Tu código es A1B2C3' }, new Date('2026-11-20T12:00:00Z'))

    const json = (await (await api('/sandbox/outbox.json')).json()) as Array<Record<string, unknown>>
    expect(json).toEqual([
      expect.objectContaining({ canal: 'sms', destinatario: '098234567', asunto: null, cuerpo: 'Tu código es A1B2C3' }),
      expect.objectContaining({
        canal: 'email',
        destinatario: 'ana.perez@example.com',
        asunto: 'Restablecer contraseña <urgente>',
        creado_en: '2026-11-20T12:00:00.000Z',
      }),
    ])

    const html = await (await api('/sandbox/outbox')).text()
    expect(html).toContain('<th scope="col">Destinatario</th>')
    expect(html.indexOf('098234567')).toBeLessThan(html.indexOf('ana.perez@example.com'))
    expect(html).toContain('Restablecer contraseña &lt;urgente&gt;')
    expect(html).not.toContain('<urgente>')
    expect(html).toContain(
      '<a href="https://portal.example.org/nueva-contraseña?token=abc">https://portal.example.org/nueva-contraseña?token=abc</a> para continuar.',
    )
  })

  it('is emptied by DELETE /sandbox/outbox', async () => {
    sendSms(db, { to: '098234567', body: 'x' }, new Date())
    expect(await api('/sandbox/outbox', { method: 'DELETE' })).toMatchObject({ status: 204 })
    expect(await (await api('/sandbox/outbox.json')).json()).toEqual([])
  })
})

describe('faults', () => {
  it('answers with the given status and raw body only the given number of times', async () => {
    const created = await sendJson('/sandbox/faults', 'POST', {
      path: '/api/faqs/',
      status: 502,
      body: '<html>garbage',
      contentType: 'text/html',
      times: 1,
    })
    expect(created.status).toBe(201)

    const faulty = await api('/api/faqs/')
    expect(faulty.status).toBe(502)
    expect(faulty.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await faulty.text()).toBe('<html>garbage')

    const healthy = await api('/api/faqs/')
    expect(healthy.status).toBe(200)
    expect(await (await api('/sandbox/faults')).json()).toEqual([])
  })

  it('only matches the exact path', async () => {
    await sendJson('/sandbox/faults', 'POST', { path: '/api/faqs/', status: 500 })
    expect((await api('/api/versions/obtener-ultima-version')).status).toBe(200)
  })

  it('delays and then continues normally when only delayMs is given', async () => {
    await sendJson('/sandbox/faults', 'POST', { path: '/api/versions/obtener-ultima-version', delayMs: 300 })
    const started = Date.now()
    const res = await api('/api/versions/obtener-ultima-version')
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(await res.json()).toEqual({ nombre: '2.6.0' })
  })

  it('applies an unlimited fault until DELETE /sandbox/faults clears it', async () => {
    await sendJson('/sandbox/faults', 'POST', { path: '/api/versions/obtener-versiones', status: 503 })
    expect((await api('/api/versions/obtener-versiones')).status).toBe(503)
    expect((await api('/api/versions/obtener-versiones')).status).toBe(503)
    expect(await (await api('/sandbox/faults')).json()).toEqual([
      expect.objectContaining({ path: '/api/versions/obtener-versiones', status: 503, remaining: null }),
    ])

    expect((await api('/sandbox/faults', { method: 'DELETE' })).status).toBe(204)
    expect((await api('/api/versions/obtener-versiones')).status).toBe(200)
  })

  it('matches paths written with accents and ñ', async () => {
    await sendJson('/sandbox/faults', 'POST', { path: '/api/nueva-contraseña', status: 418 })
    expect((await api('/api/nueva-contraseña')).status).toBe(418)
  })

  it('refuses an invalid fault', async () => {
    for (const body of [
      { path: 'api/faqs/' },
      { path: '/api/faqs/' },
      { path: '/api/faqs/', status: 99 },
      { path: '/x', times: 0, status: 500 },
    ]) {
      const res = await sendJson('/sandbox/faults', 'POST', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
    expect(await (await api('/sandbox/faults')).json()).toEqual([])
  })
})

describe('call counter', () => {
  it('counts every API call by method and path, whatever the answer, and ignores /sandbox', async () => {
    await api('/sandbox/calls', { method: 'DELETE' })
    await sendJson('/sandbox/faults', 'POST', { path: '/api/versions/obtener-versiones', status: 503, times: 1 })
    await api('/api/faqs/')
    await api('/api/faqs/')
    await api('/api/flags/obtener-por-nombre?nombre=SECRETO')
    await api('/api/versions/obtener-versiones')
    await sendJson('/api/no-existe/', 'POST', {})
    await api('/api/nueva-contraseña')
    await api('/sandbox/clock')
    await api('/sandbox/outbox.json')

    const res = await api('/sandbox/calls')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      'GET /api/faqs/': 2,
      'GET /api/flags/obtener-por-nombre': 1,
      'GET /api/versions/obtener-versiones': 1,
      'POST /api/no-existe/': 1,
      'GET /api/nueva-contraseña': 1,
    })
  })

  it('starts again from zero after DELETE /sandbox/calls', async () => {
    await api('/api/faqs/')
    expect(await api('/sandbox/calls', { method: 'DELETE' })).toMatchObject({ status: 204 })
    expect(await (await api('/sandbox/calls')).json()).toEqual({})
    await api('/api/faqs/')
    expect(await (await api('/sandbox/calls')).json()).toEqual({ 'GET /api/faqs/': 1 })
  })
})

describe('settings', () => {
  it('reads, changes and restores the token lifetime', async () => {
    const initial = { tokenLifetimeSeconds: 900, pasarelaTimeoutSeconds: 300 }
    expect(await (await api('/sandbox/settings')).json()).toEqual(initial)
    const put = await sendJson('/sandbox/settings', 'PUT', { tokenLifetimeSeconds: 30 })
    expect(put.status).toBe(200)
    expect(await put.json()).toEqual({ ...initial, tokenLifetimeSeconds: 30 })
    expect(await (await api('/sandbox/settings')).json()).toEqual({ ...initial, tokenLifetimeSeconds: 30 })
    expect(await (await api('/sandbox/settings', { method: 'DELETE' })).json()).toEqual(initial)
  })

  it("changes the card-capture provider's page timeout", async () => {
    const put = await sendJson('/sandbox/settings', 'PUT', { pasarelaTimeoutSeconds: 2 })
    expect(await put.json()).toEqual({ tokenLifetimeSeconds: 900, pasarelaTimeoutSeconds: 2 })
    await api('/sandbox/settings', { method: 'DELETE' })
  })

  it('refuses values that are not a whole number of seconds, and unknown settings', async () => {
    for (const body of [
      { tokenLifetimeSeconds: 0 },
      { tokenLifetimeSeconds: 1.5 },
      { tokenLifetimeSeconds: '60' },
      { tokenLifetimeSeconds: 86_401 },
      { tokenLifetime: 60 },
      { pasarelaTimeoutSeconds: 0 },
      { pasarelaTimeoutSeconds: 3601 },
    ]) {
      const res = await sendJson('/sandbox/settings', 'PUT', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toEqual({ detail: expect.any(String) })
    }
    expect(await (await api('/sandbox/settings')).json()).toEqual({ tokenLifetimeSeconds: 900, pasarelaTimeoutSeconds: 300 })
  })
})

describe('errors', () => {
  it('answers an unreadable JSON body with 400', async () => {
    const res = await api('/sandbox/clock', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ detail: expect.any(String) })
  })

  it('answers 404 when there are no versions and a 500 without internals when the database fails', async () => {
    const dataDir = tempDir()
    const errors: Array<Record<string, unknown>> = []
    const broken = await startSandbox({ dataDir, port: 0, log: (entry) => errors.push(entry) })
    const direct = openDatabase(dataDir)
    try {
      direct.exec('DELETE FROM versiones; DROP TABLE faqs;')

      const latest = await fetch(`${broken.url}/api/versions/obtener-ultima-version`)
      expect(latest.status).toBe(404)
      expect(await latest.json()).toEqual({ detail: expect.any(String) })

      const res = await fetch(`${broken.url}/api/faqs/`)
      expect(res.status).toBe(500)
      const text = await res.text()
      expect(JSON.parse(text)).toEqual({ detail: 'Error interno del sandbox' })
      expect(text).not.toMatch(/faqs|Sqlite|at /i)
      expect(errors).toContainEqual(expect.objectContaining({ event: 'error', path: '/api/faqs/' }))
    } finally {
      direct.close()
      await broken.close()
    }
  })
})
