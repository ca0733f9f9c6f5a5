/**
 * Command line for the sandbox: `serve` starts it (SANDBOX_PORT, DATA_DIR) and `reset` recreates its database
 * from the migrations and the seed.
 */
import { resetSandbox } from './db/index'
import { startSandbox } from './server'

function env(name: string, fallback: string): string {
  const value = process.env[name]
  return value === undefined || value === '' ? fallback : value
}

function parsePort(value: string): number {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`SANDBOX_PORT no es un puerto válido: ${value}`)
  return port
}

async function serve(): Promise<void> {
  const sandbox = await startSandbox({
    dataDir: env('DATA_DIR', './data'),
    port: parsePort(env('SANDBOX_PORT', '3001')),
    log: (entry) => console.log(JSON.stringify(entry)),
  })
  console.log(`Sandbox escuchando en ${sandbox.url}`)
  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

function reset(): void {
  const file = resetSandbox(env('DATA_DIR', './data'))
  console.log(`Base de datos del sandbox recreada en ${file}`)
}

async function main(command: string | undefined): Promise<void> {
  switch (command) {
    case 'serve':
      return serve()
    case 'reset':
      return reset()
    default:
      console.error('Uso: tsx sandbox/cli.ts <serve|reset>')
      process.exitCode = 2
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
