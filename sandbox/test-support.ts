/**
 * For the sandbox's own tests: a sandbox on a random port with a fresh data folder and a fixed clock, a second
 * database connection to arrange or inspect rows, and small fetch helpers.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { openDatabase, type Db } from './db/index'
import { startSandbox, type SandboxOptions } from './server'

/** Friday 20 November 2026, 09:00 in Montevideo. */
export const TEST_NOW = '2026-11-20T12:00:00.000Z'
export const DEMO_PASSWORD = 'Socio2026'

export interface TestSandbox {
  url: string
  /** Another connection to the sandbox's database file. */
  db: Db
  api(pathname: string, init?: RequestInit): Promise<Response>
  sendJson(pathname: string, method: string, body: unknown, headers?: Record<string, string>): Promise<Response>
  /** The token of a successful login; throws otherwise. */
  login(ci: string, password?: string): Promise<string>
  /** GET with `Authorization: Bearer <token>`. */
  getWithToken(pathname: string, token: string): Promise<Response>
  /** Stops this sandbox and starts another on the same data folder; close the new one only. */
  restart(options?: Partial<SandboxOptions>): Promise<TestSandbox>
  close(): Promise<void>
}

export async function startTestSandbox(
  options: Partial<SandboxOptions> = {},
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-test-')),
): Promise<TestSandbox> {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>
  try {
    sandbox = await startSandbox({ dataDir, port: 0, fixedNow: TEST_NOW, ...options })
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const db = openDatabase(dataDir)
  const api = (pathname: string, init?: RequestInit) => fetch(sandbox.url + pathname, init)
  const sendJson = (pathname: string, method: string, body: unknown, headers: Record<string, string> = {}) =>
    api(pathname, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  const stop = async () => {
    db.close()
    await sandbox.close()
  }

  return {
    url: sandbox.url,
    db,
    api,
    sendJson,
    async login(ci, password = DEMO_PASSWORD) {
      const res = await sendJson('/api-token-auth/', 'POST', { username: ci, password })
      const body = (await res.json()) as { token?: string }
      if (res.status !== 200 || !body.token) throw new Error(`Login de ${ci}: ${res.status} ${JSON.stringify(body)}`)
      return body.token
    },
    getWithToken: (pathname, token) => api(pathname, { headers: { authorization: `Bearer ${token}` } }),
    async restart(restartOptions = {}) {
      await stop()
      return startTestSandbox(restartOptions, dataDir)
    },
    async close() {
      await stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** An answer's status and JSON body. */
export interface JsonAnswer {
  status: number
  body: Record<string, unknown>
}

export async function jsonAnswer(res: Response | Promise<Response>): Promise<JsonAnswer> {
  const response = await res
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/**
 * The payment areas' tests (debts, bookings, purchases): one sandbox for the file, its forced gateway outcomes
 * cleared after each test, and calls as a member: a POST carries a new idempotency key unless given one (null: none).
 */
export function usePaymentsSandbox(keyPrefix: string) {
  let sandbox: TestSandbox | undefined
  let keys = 0
  const current = () => {
    if (!sandbox) throw new Error('the sandbox starts in beforeAll')
    return sandbox
  }
  beforeAll(async () => {
    sandbox = await startTestSandbox()
  })
  afterEach(async () => {
    await current().api('/sandbox/pagos/resultados', { method: 'DELETE' })
  })
  afterAll(async () => {
    await sandbox?.close()
  })
  const newKey = () => `${keyPrefix}-${++keys}-${Date.now()}`
  return {
    get sandbox() {
      return current()
    },
    newKey,
    post(token: string, pathname: string, body: unknown, key: string | null = newKey()): Promise<JsonAnswer> {
      return jsonAnswer(
        current().sendJson(pathname, 'POST', body, {
          authorization: `Bearer ${token}`,
          ...(key === null ? {} : { 'Idempotency-Key': key }),
        }),
      )
    },
    get: (token: string, pathname: string): Promise<JsonAnswer> => jsonAnswer(current().getWithToken(pathname, token)),
    /** A new persona made like `like` (its cards, debts, reservations, purchases), signed in: its cédula and token. */
    async newPersona(like: string): Promise<{ ci: string; token: string }> {
      const res = await current().sendJson('/sandbox/personas', 'POST', { like })
      const { ci } = (await res.json()) as { ci: string }
      return { ci, token: await current().login(ci) }
    },
  }
}

/** The payload of a JWT, read without checking it. */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
}

/**
 * The appointment lists' tests (medical and administrative): one sandbox for the file with Ana,
 * Bruno, Carla and Gabriela signed in; the rows a test adds and a clock it moves are put back
 * after it. With the clock at TEST_NOW the seed dates Ana's consultations 2026-11-23 09:30,
 * 2026-12-01 16:00 and 2026-11-02 (past), Bruno's 2026-11-25 11:20, and Ana's reservations
 * 2026-11-25 10:30, 2026-12-02 15:00 and a cancelled one on 2026-11-27.
 */
export function useAppointmentsSandbox() {
  let sandbox: TestSandbox | undefined
  const tokens: Record<string, string> = {}
  let clockMoved = false
  const current = () => {
    if (!sandbox) throw new Error('the sandbox starts in beforeAll')
    return sandbox
  }

  /** Moves the clock and logs Ana in again, since her token expires 15 minutes after TEST_NOW. */
  async function setClock(now: string) {
    clockMoved = now !== TEST_NOW
    await current().sendJson('/sandbox/clock', 'PUT', { now })
    tokens['12345672'] = await current().login('12345672')
  }

  beforeAll(async () => {
    sandbox = await startTestSandbox()
    for (const ci of ['12345672', '23456783', '34567894', '78901238']) tokens[ci] = await sandbox.login(ci)
  })
  afterEach(async () => {
    if (clockMoved) await setClock(TEST_NOW)
    current().db.prepare('DELETE FROM consultas WHERE id > 4').run()
    current().db.prepare('DELETE FROM reservas_administrativas WHERE id IN (10, 11)').run()
  })
  afterAll(async () => {
    await sandbox?.close()
  })

  return {
    get sandbox() {
      return current()
    },
    setClock,
    /** GET as the signed-in person, expecting 200; the JSON answer. */
    async getAs(ci: string, pathname: string): Promise<unknown> {
      const res = await current().getWithToken(pathname, tokens[ci] ?? '')
      expect(res.status).toBe(200)
      return res.json()
    },
  }
}
