/**
 * Fault injection for tests: make one path slow, fail with a status, or answer garbage, a given number of times.
 * Faults live in memory, one registry per running sandbox.
 */
import type { RequestHandler } from 'express'
import { z } from 'zod'
import { decodedPath } from './http'

export const FaultSpecSchema = z
  .object({
    path: z.string().startsWith('/'),
    status: z.number().int().min(100).max(599).optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    body: z.string().optional(),
    contentType: z.string().min(1).optional(),
    times: z.number().int().positive().optional(),
  })
  .strict()
  .refine((f) => f.status !== undefined || f.body !== undefined || f.delayMs !== undefined, {
    message: 'Indique status, body o delayMs',
  })
export type FaultSpec = z.infer<typeof FaultSpecSchema>

export interface Fault extends Omit<FaultSpec, 'times'> {
  id: number
  /** Applications left; null = until cleared. */
  remaining: number | null
}

export interface FaultRegistry {
  add(spec: FaultSpec): Fault
  list(): Fault[]
  clear(): void
  /** The first fault registered for this path, counted as used. */
  take(pathname: string): Fault | undefined
}

/** A fault's path is one path, or every path under a prefix when it ends with `*` (`/api/*`: the whole API). */
function matches(faultPath: string, pathname: string): boolean {
  return faultPath.endsWith('*') ? pathname.startsWith(faultPath.slice(0, -1)) : faultPath === pathname
}

export function createFaultRegistry(): FaultRegistry {
  let faults: Fault[] = []
  let nextId = 1
  return {
    add({ times, ...rest }) {
      const fault: Fault = { ...rest, id: nextId++, remaining: times ?? null }
      faults.push(fault)
      return fault
    },
    list: () => faults.map((f) => ({ ...f })),
    clear: () => {
      faults = []
    },
    take(pathname) {
      const fault = faults.find((f) => matches(f.path, pathname))
      if (!fault) return undefined
      if (fault.remaining !== null) {
        fault.remaining -= 1
        if (fault.remaining === 0) faults = faults.filter((f) => f !== fault)
      }
      return { ...fault }
    },
  }
}

/** Mounted before the API routers: delays, then answers with the fault's status/body or lets the request through. */
export function faultMiddleware(registry: FaultRegistry): RequestHandler {
  return (req, res, next) => {
    // Paths with ñ or accents arrive percent-encoded; faults are registered as written.
    const fault = registry.take(decodedPath(req.path)) ?? registry.take(req.path)
    if (!fault) return next()
    const apply = () => {
      if (fault.status === undefined && fault.body === undefined) {
        next()
        return
      }
      res.status(fault.status ?? 200)
      if (fault.body === undefined) res.end()
      else res.type(fault.contentType ?? 'text/plain; charset=utf-8').send(fault.body)
    }
    if (fault.delayMs) setTimeout(apply, fault.delayMs)
    else apply()
  }
}
