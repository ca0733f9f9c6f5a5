/** The processes the benchmark measures: the built portal (with its sandbox) and the reference. */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'

export interface Served {
  origin: string
  process: ChildProcess
  stop(): Promise<void>
}

export async function waitFor(url: string, deadline: number, accept = (status: number) => status === 200) {
  while (Date.now() < deadline) {
    try {
      if (accept((await fetch(url)).status)) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`${url} did not answer in time`)
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
}

/** The arguments `npm start` gives Node (its Node options and the entry), read from package.json. */
function startArguments(): string[] {
  const start: string = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts.start
  const [program, ...args] = start.split(' ')
  if (program !== 'node') throw new Error(`npm start runs "${program}", not node`)
  return args
}

/**
 * The portal as `npm start` runs it (its Node options too): production build, embedded sandbox in its own process.
 * `BENCH_NODE_ARGS` adds Node options to the portal's process alone, e.g. `--cpu-prof --cpu-prof-dir=DIR` for a
 * profile of the load.
 */
export function spawnPortal(port: number, dataDir: string): ChildProcess {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  return spawn(process.execPath, [...nodeArgs, ...startArguments()], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SANDBOX_PORT: String(port + 1),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      UPSTREAM_API_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

export async function startPortal(port: number, dataDir: string): Promise<Served> {
  const child = spawnPortal(port, dataDir)
  const origin = `http://127.0.0.1:${port}`
  await waitFor(`${origin}/healthz`, Date.now() + 30_000)
  return { origin, process: child, stop: stopper(child) }
}

/** The minimal reference app, built by `buildReference`, served with the portal's HTTP stack. */
export async function startReference(port: number): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/reference-server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  await waitFor(`${origin}/`, Date.now() + 30_000)
  return { origin, process: child, stop: stopper(child) }
}

export async function buildReference() {
  const child = spawn(process.execPath, ['../../../node_modules/@remix-run/dev/dist/cli.js', 'build'], {
    cwd: 'scripts/bench/reference',
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error('the reference app did not build')
}

/** Resident memory of a process and its children (the portal and its sandbox), in MiB. */
export function rssMiB(pid: number): { own: number; withChildren: number } {
  const rssOf = (id: number) => {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))
    return match ? Number(match[1]) / 1024 : 0
  }
  const children = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
  const own = rssOf(pid)
  return { own, withChildren: own + children.reduce((sum, id) => sum + rssOf(id), 0) }
}
