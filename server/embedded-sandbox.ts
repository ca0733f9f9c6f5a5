/**
 * Starts the embedded sandbox (sandbox/process.ts) in a child process: still one command for the
 * portal, but the API's SQLite work and the portal's rendering run on separate event loops (and
 * cores), and the sandbox starts while the portal loads its build.
 */
import { fork } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SandboxProcessMessage } from '../sandbox/process'

export interface EmbeddedSandbox {
  url: string
  close(): Promise<void>
}

const STOP_GRACE_MS = 5_000

/**
 * The compiled server (server-build/server.js) forks the compiled sibling; run from source (tsx,
 * in development) it forks the TypeScript entry through tsx.
 */
function childEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url)
  if (here.endsWith('.js')) return { file: path.join(path.dirname(here), 'sandbox-process.js'), execArgv: [] }
  return { file: path.resolve(path.dirname(here), '../sandbox/process.ts'), execArgv: ['--import', 'tsx'] }
}

export function startEmbeddedSandbox(options: {
  dataDir: string
  port: number
  portalUrl: string
  /** How far the sandbox's clock runs ahead of the real time (ms; the portal's TEST_CLOCK_START). */
  clockOffsetMs?: number
  /** Receives each request's log entry; without it the sandbox logs nothing. */
  log?: (entry: unknown) => void
}): Promise<EmbeddedSandbox> {
  const { file, execArgv } = childEntry()
  const child = fork(file, [], {
    execArgv,
    env: {
      ...process.env,
      SANDBOX_PROCESS_OPTIONS: JSON.stringify({
        dataDir: options.dataDir,
        port: options.port,
        portalUrl: options.portalUrl,
        clockOffsetMs: options.clockOffsetMs,
      }),
      SANDBOX_PROCESS_LOG: options.log ? '1' : '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
    await exited
    clearTimeout(timer)
  }

  return new Promise((resolve, reject) => {
    child.on('message', (message: SandboxProcessMessage) => {
      if (message.type === 'log') options.log?.(message.entry)
      else if (message.type === 'ready') resolve({ url: message.url, close })
      else reject(new Error(`the sandbox did not start: ${message.message}`))
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => reject(new Error(`the sandbox stopped (${signal ?? code})`)))
  })
}
