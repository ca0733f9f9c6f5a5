/**
 * For the sandbox's own tests: a sandbox on a random port with a fresh data folder and a fixed clock, a second
 * database connection to arrange or inspect rows, and small fetch helpers.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
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

/** The payload of a JWT, read without checking it. */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
}
