/**
 * One portal with its embedded sandbox per Playwright worker, so journeys run in parallel without
 * sharing data, faults or login limits.
 *
 * Ports come from E2E_PORT_BASE (default 3100): the base itself is left free, base + 2 is the
 * "down" portal (playwright.config.ts), base + 9 the port where nothing listens, and worker `i`
 * (its parallel index) uses base + 10 + 2i for the portal and the next port for its sandbox.
 * Each worker starts from a fresh data folder; its portal's output goes to a log file that
 * the global teardown scans for personal data (log-leaks.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { testClockStart } from '../test-clock'

export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100)
export const DOWN_PORTAL_PORT = PORT_BASE + 2
export const DEAD_UPSTREAM_PORT = PORT_BASE + 9
const FIRST_WORKER_PORT = PORT_BASE + 10

/** Where the run keeps its data folders and logs; the global setup empties the log folder. */
export const RUN_DIR = path.resolve(`tests/.tmp/e2e-${PORT_BASE}`)
export const LOG_DIR = path.join(RUN_DIR, 'logs')
export const workerDataDir = (index: number) => path.join(RUN_DIR, `worker-${index}`)
export const workerLogFile = (index: number) => path.join(LOG_DIR, `portal-worker-${index}.log`)
const workerPidFile = (index: number) => path.join(RUN_DIR, `worker-${index}.pid`)

export function workerPorts(index: number) {
  const portal = FIRST_WORKER_PORT + 2 * index
  return { portal, sandbox: portal + 1 }
}

/** Debug level, so the leak scan reads every line the portal and its sandbox can write. */
export const E2E_LOG_LEVEL = 'debug'

const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 15_000

export interface WorkerPortal {
  url: string
  sandboxUrl: string
  stop(): Promise<void>
}

export async function startWorkerPortal(index: number): Promise<WorkerPortal> {
  const ports = workerPorts(index)
  // A worker replaced after a failure reuses its index: wait until its predecessor has let the ports go.
  await waitUntilFree([ports.portal, ports.sandbox])
  const dataDir = workerDataDir(index)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(LOG_DIR, { recursive: true })
  // Appended, not truncated: a replacement worker must not erase what its predecessor logged.
  const log = fs.openSync(workerLogFile(index), 'a')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(ports.portal),
    SANDBOX_PORT: String(ports.sandbox),
    DATA_DIR: dataDir,
    LOG_LEVEL: E2E_LOG_LEVEL,
    UPSTREAM_TIMEOUT_MS: '2000',
    // Journeys change the sandbox's content and faults between tests: no shared copy may hide that.
    PUBLIC_CONTENT_CACHE_MS: '0',
    AVAILABILITY_CACHE_MS: '0',
    // The portal and its sandbox live on the test day (tests/test-clock.ts), whatever the real date.
    TEST_CLOCK_START: testClockStart(),
  }
  // Without an upstream URL the portal starts its embedded sandbox.
  delete env.UPSTREAM_API_URL
  const child = spawn(process.execPath, ['server-build/server.js'], { env, stdio: ['ignore', log, log] })
  fs.closeSync(log)
  fs.writeFileSync(workerPidFile(index), String(child.pid))
  const url = `http://localhost:${ports.portal}`
  try {
    await waitUntilHealthy(url, child)
  } catch (error) {
    await stopChild(child)
    throw error
  }
  return {
    url,
    sandboxUrl: `http://127.0.0.1:${ports.sandbox}`,
    stop: async () => {
      await stopChild(child)
      fs.rmSync(workerPidFile(index), { force: true })
    },
  }
}

/** Portals a killed worker could not stop (their pid files remain): stopped by the global teardown. */
export function stopLeftoverPortals() {
  if (!fs.existsSync(RUN_DIR)) return
  for (const file of fs.readdirSync(RUN_DIR).filter((name) => /^worker-\d+\.pid$/.test(name))) {
    const pid = Number(fs.readFileSync(path.join(RUN_DIR, file), 'utf8'))
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
    fs.rmSync(path.join(RUN_DIR, file), { force: true })
  }
}

async function waitUntilHealthy(url: string, child: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the worker portal at ${url} exited with code ${child.exitCode}; see its log`)
    try {
      // 200 once the portal answers and reaches its sandbox.
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // Not listening yet.
    }
    await sleep(100)
  }
  throw new Error(`the worker portal at ${url} did not become healthy within ${START_TIMEOUT_MS} ms`)
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
  await exited
  clearTimeout(timer)
}

async function waitUntilFree(ports: number[]) {
  const deadline = Date.now() + STOP_TIMEOUT_MS
  for (const port of ports) {
    while (await inUse(port)) {
      if (Date.now() > deadline) throw new Error(`port ${port} is still taken: is an earlier run still going?`)
      await sleep(200)
    }
  }
}

function inUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
