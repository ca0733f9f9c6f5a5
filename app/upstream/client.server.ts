/**
 * The one place that talks HTTP to the mutual's API.
 *
 * Every call has a timeout and follows the browser request's abort signal, and every answer is
 * checked with a zod schema. Two kinds of failure leave here:
 * - `UpstreamError`: the API answered with an error status; the body is read by
 *   `readUpstreamError` and the screen decides what to show (a banner, a field error ...).
 * - a 503 "service problem" response (`isUpstreamUnavailable`): the API is down, slower than
 *   the timeout or answered something that is not the contract. Loaders let it propagate, and
 *   the error boundary renders the service-problem page; actions catch it to keep the user's input.
 * Both are recognised with errors.ts, which routes import without importing this module.
 */
import { data } from '@remix-run/node'
import type { z } from 'zod'
import { upstreamBaseUrl } from '~/config/env.server'
import { logger } from '~/utils/logger.server'
import { readAtMost } from '~/utils/read-at-most.server'
import { restartPageBudget, timeLeft, type UpstreamBudget } from './budget.server'
import { linkedSignal, type LinkedSignal } from './linked-signal'
import { upstreamStarting } from './ready.server'
import { readUpstreamError, UpstreamError, type ServiceProblem, type UnavailableReason } from './errors'

/**
 * The 503 "service problem" answer. Exported for a caller that turns a failure the client reports
 * otherwise into one (a payment's state read with a 5xx: the page's Reintentar finishes it).
 */
export function serviceProblem(reason: UnavailableReason) {
  return data<ServiceProblem>({ problem: 'upstream', reason }, { status: 503 })
}

/**
 * Who a call is made as: the user's token, the browser request's signal and what an answer of
 * 401/403 means for this caller. Bound once per request by `upstreamAs` (app/auth/); an
 * authenticated upstream function takes it as its first argument and passes it on as `as`.
 */
export interface Caller {
  /** The upstream bearer token, attached only while unexpired. Never sent to the browser. */
  token: string
  signal?: AbortSignal
  /** Called with a 401/403 answer before it is thrown; may throw something else instead (a redirect). */
  onUnauthorized?: (error: UpstreamError) => Promise<void>
}

export interface UpstreamCall<Schema extends z.ZodTypeAny> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The spec's path, byte for byte (including trailing slashes). */
  path: string
  /**
   * The path as logs and errors name it, when the real one carries a secret: the set-password call's
   * `/reset-pass-auth/{uid}/{token}/`.
   */
  pathForLogs?: string
  query?: Record<string, string | number | boolean | undefined>
  /** A JSON body. */
  json?: unknown
  /** A form-data body (the passkey calls). */
  form?: Record<string, string>
  schema: Schema
  /** The incoming request's signal: when the browser goes away, so does the call. */
  signal?: AbortSignal
  /** An authenticated call: its token, signal (instead of `signal`) and 401/403 policy. */
  as?: Caller
  /** Sent as `Idempotency-Key`, so a repeated booking or payment submit is done once upstream. */
  idempotencyKey?: string
  /** How long the call may take (budget.server.ts): the request's shared `page` budget unless it moves `money`. */
  budget?: UpstreamBudget
}

function buildUrl(path: string, query: UpstreamCall<z.ZodTypeAny>['query']): string {
  const url = new URL(upstreamBaseUrl() + (path.startsWith('/') ? path : `/${path}`))
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url.toString()
}

function buildBody(call: Pick<UpstreamCall<z.ZodTypeAny>, 'form' | 'json'>): { body?: BodyInit; contentType?: string } {
  if (call.form) {
    const form = new FormData()
    for (const [key, value] of Object.entries(call.form)) form.set(key, value)
    return { body: form }
  }
  if (call.json !== undefined) return { body: JSON.stringify(call.json), contentType: 'application/json' }
  return {}
}

async function readBody(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text()
  const type = response.headers.get('content-type') ?? ''
  if (text === '') return { ok: true, value: undefined }
  if (type.includes('json')) {
    try {
      return { ok: true, value: JSON.parse(text) as unknown }
    } catch {
      return { ok: false }
    }
  }
  return type.startsWith('text/plain') ? { ok: true, value: text } : { ok: false }
}

export async function callUpstream<Schema extends z.ZodTypeAny>(call: UpstreamCall<Schema>): Promise<z.infer<Schema>> {
  return withDeadline(call, async (requestSignal, deadline) => {
    const { response, where, started } = await send(call, requestSignal, deadline, 'application/json')
    const parsed = await readBody(response).catch(() => ({ ok: false }) as const)
    const ms = Math.round(performance.now() - started)
    const result = parsed.ok ? call.schema.safeParse(parsed.value) : undefined
    if (!result?.success) {
      logger.warn('upstream answer outside the contract', {
        ...where,
        status: response.status,
        ms,
        issues: result?.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.code}`),
      })
      throw serviceProblem('invalid-response')
    }
    logger.debug('upstream call', { ...where, status: response.status, ms })
    return result.data
  })
}

/** A file the API answers (an image, a document): its type and its bytes. */
export interface UpstreamFile {
  contentType: string
  bytes: Uint8Array<ArrayBuffer>
}

export interface UpstreamFileCall extends Omit<UpstreamCall<z.ZodTypeAny>, 'schema'> {
  /** The media types the contract allows (an answer of another type is outside the contract). */
  types: readonly string[]
  /** A larger answer is outside the contract, and is not read past this. */
  maxBytes: number
}

/**
 * A call whose answer is a file instead of JSON. Error answers are read as `callUpstream` reads
 * them; a file of another type or larger than `maxBytes` is a service problem, as an answer
 * outside the contract is.
 */
export async function fetchUpstreamFile(call: UpstreamFileCall): Promise<UpstreamFile> {
  return withDeadline(call, async (requestSignal, deadline) => {
    const { response, where, started } = await send(call, requestSignal, deadline, call.types.join(', '))
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    const bytes = call.types.includes(contentType) ? await answerBytes(response, call.maxBytes).catch(() => null) : null
    const ms = Math.round(performance.now() - started)
    if (!bytes) {
      await response.body?.cancel().catch(() => undefined)
      logger.warn('upstream file outside the contract', { ...where, status: response.status, ms, contentType })
      throw serviceProblem('invalid-response')
    }
    logger.debug('upstream call', { ...where, status: response.status, ms })
    return { contentType, bytes }
  })
}

/** The answer's bytes, or null past `maxBytes` (a declared length says so before anything is read). */
async function answerBytes(response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(response.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return null
  if (!response.body) return new Uint8Array()
  return readAtMost(response.body, maxBytes, (reader) => reader.cancel().catch(() => undefined))
}

/** Runs a call within its budget, which covers the answer's body too; released however the call ends. */
async function withDeadline<T>(
  call: Pick<UpstreamCall<z.ZodTypeAny>, 'as' | 'signal' | 'budget'>,
  run: (requestSignal: AbortSignal | undefined, deadline: LinkedSignal) => Promise<T>,
): Promise<T> {
  const requestSignal = call.as?.signal ?? call.signal
  const budget = call.budget ?? 'page'
  const deadline = linkedSignal(requestSignal, timeLeft(budget))
  try {
    return await run(requestSignal, deadline)
  } finally {
    deadline.release()
    if (budget === 'money') restartPageBudget()
  }
}

/** Resolves when `signal` aborts (never, if it does not). */
const aborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) resolve()
    else signal.addEventListener('abort', () => resolve(), { once: true })
  })

/** Sends the call; answers the response when it is a success, throws the two kinds of failure otherwise. */
async function send(
  call: Omit<UpstreamCall<z.ZodTypeAny>, 'schema'>,
  requestSignal: AbortSignal | undefined,
  deadline: LinkedSignal,
  accept: string,
): Promise<{ response: Response; where: { method: string; path: string }; started: number }> {
  const method = call.method ?? 'GET'
  const signal = deadline.signal
  const { body, contentType } = buildBody(call)
  const headers: Record<string, string> = { accept }
  if (contentType) headers['content-type'] = contentType
  if (call.as) headers.authorization = `Bearer ${call.as.token}`
  if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey

  const started = performance.now()
  const path = call.pathForLogs ?? call.path
  const where = { method, path }
  let response: Response
  try {
    // Within its budget: a call that outlasts it while the API starts is sent aborted, and answers as a timeout.
    const held = upstreamStarting()
    if (held) await Promise.race([held, aborted(signal)])
    response = await fetch(buildUrl(call.path, call.query), { method, headers, body, signal })
  } catch (error) {
    // The browser left: nobody is waiting for a service-problem page.
    if (requestSignal?.aborted) throw error
    const reason: UnavailableReason = deadline.timedOut() ? 'timeout' : 'unreachable'
    logger.warn('upstream unavailable', { ...where, reason, ms: Math.round(performance.now() - started) })
    throw serviceProblem(reason)
  }
  if (response.ok) return { response, where, started }

  const parsed = await readBody(response).catch(() => ({ ok: false }) as const)
  const ms = Math.round(performance.now() - started)
  logger.info('upstream error answer', { ...where, status: response.status, ms })
  if (response.status >= 500 && !parsed.ok) throw serviceProblem('invalid-response')
  const answered = parsed.ok ? parsed.value : undefined
  const error = new UpstreamError(path, readUpstreamError(response.status, answered), answered)
  if ((error.status === 401 || error.status === 403) && call.as?.onUnauthorized) await call.as.onUnauthorized(error)
  throw error
}

/**
 * Whether the API answers HTTP at all (any status counts), for `/healthz`.
 * Uses a public, cheap call of the contract.
 */
export async function probeUpstream(timeoutMs = 2000): Promise<{ reachable: boolean; ms: number }> {
  const started = performance.now()
  try {
    const response = await fetch(buildUrl('/api/versions/obtener-ultima-version', {}), {
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    return { reachable: true, ms: Math.round(performance.now() - started) }
  } catch {
    return { reachable: false, ms: Math.round(performance.now() - started) }
  }
}
