/**
 * Load on one page: closed loop (a fixed number of clients, each asking again as soon as it is
 * answered: throughput) and open loop (requests sent on a fixed schedule whatever the answers:
 * latency at a given rate, measured from the scheduled time so a slow answer is not hidden).
 */
export interface LoadResult {
  rps: number
  p50: number
  p95: number
  failures: number
}

function percentiles(latencies: number[], elapsedSeconds: number, failures: number): LoadResult {
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { rps: latencies.length / elapsedSeconds, p50: at(0.5), p95: at(0.95), failures }
}

async function ask(url: string, cookie: string): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip', cookie }, redirect: 'manual' })
    await response.arrayBuffer()
    return response.ok
  } catch {
    return false
  }
}

export async function closedLoop(url: string, options: { clients: number; seconds: number; cookie?: string }): Promise<LoadResult> {
  const latencies: number[] = []
  let failures = 0
  const stopAt = performance.now() + options.seconds * 1000
  const client = async () => {
    while (performance.now() < stopAt) {
      const started = performance.now()
      if (!(await ask(url, options.cookie ?? ''))) failures++
      latencies.push(performance.now() - started)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: options.clients }, client))
  return percentiles(latencies, (performance.now() - started) / 1000, failures)
}

export async function openLoop(url: string, options: { rate: number; seconds: number; cookie?: string }): Promise<LoadResult> {
  const total = Math.round(options.rate * options.seconds)
  const interval = 1000 / options.rate
  const latencies: number[] = []
  let failures = 0
  const started = performance.now()
  const sends: Promise<void>[] = []
  for (let index = 0; index < total; index++) {
    const scheduled = started + index * interval
    const wait = scheduled - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    sends.push(
      ask(url, options.cookie ?? '').then((ok) => {
        if (!ok) failures++
        latencies.push(performance.now() - scheduled)
      }),
    )
  }
  await Promise.all(sends)
  return percentiles(latencies, (performance.now() - started) / 1000, failures)
}
