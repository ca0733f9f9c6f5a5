/**
 * Counts the API calls the sandbox receives, so tests can assert that the portal called (or did not call, or did
 * not repeat) an endpoint. In memory, one counter per running sandbox.
 */
import type { RequestHandler } from 'express'
import { decodedPath } from './http'

export interface CallCounter {
  record(key: string): void
  /** `"<METHOD> <path>"` → number of calls since the last reset. */
  counts(): Record<string, number>
  reset(): void
}

export function createCallCounter(): CallCounter {
  const calls = new Map<string, number>()
  return {
    record: (key) => {
      calls.set(key, (calls.get(key) ?? 0) + 1)
    },
    counts: () => Object.fromEntries(calls),
    reset: () => {
      calls.clear()
    },
  }
}

function isControlPath(path: string): boolean {
  return path === '/sandbox' || path.startsWith('/sandbox/')
}

/** Counts every request outside /sandbox, whatever its answer (faults and 404s included). */
export function countCalls(counter: CallCounter): RequestHandler {
  return (req, _res, next) => {
    const path = decodedPath(req.path)
    if (!isControlPath(path)) counter.record(`${req.method} ${path}`)
    next()
  }
}
