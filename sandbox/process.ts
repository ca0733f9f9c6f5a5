/**
 * The sandbox as a child process of the portal (`npm start` without UPSTREAM_API_URL), so the
 * mutual's API does not share the portal's event loop: its SQLite work never delays a page.
 *
 * The parent (server/embedded-sandbox.ts) passes the options in SANDBOX_PROCESS_OPTIONS and
 * hears back over the IPC channel: `ready` with the URL, or `failed`; with SANDBOX_PROCESS_LOG
 * set, every request's log entry as a `log` message, which the portal logs with its own
 * redaction. The sandbox stops when the portal asks (SIGTERM) or is gone (the channel closes).
 */
import { startSandbox, type SandboxOptions } from './server'

export type SandboxProcessMessage =
  | { type: 'ready'; url: string }
  | { type: 'failed'; message: string }
  | { type: 'log'; entry: unknown }

/** A message to the portal; dropped when the portal is already gone (the process then stops). */
function tell(message: SandboxProcessMessage) {
  if (process.connected) process.send?.(message, undefined, undefined, () => {})
}

async function main() {
  const options = JSON.parse(process.env.SANDBOX_PROCESS_OPTIONS ?? '{}') as Omit<SandboxOptions, 'log'>
  const sandbox = await startSandbox({
    ...options,
    log: process.env.SANDBOX_PROCESS_LOG ? (entry) => tell({ type: 'log', entry }) : undefined,
  })
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    sandbox.close().finally(() => process.exit(0))
  }
  process.on('SIGTERM', stop)
  // Ctrl+C in a terminal reaches the whole process group: the portal stops this process itself.
  process.on('SIGINT', () => {})
  process.on('disconnect', stop)
  // The portal may have failed to start while this process was starting.
  if (process.send && !process.connected) return stop()
  tell({ type: 'ready', url: sandbox.url })
}

main().catch((error: unknown) => {
  tell({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  process.exit(1)
})
