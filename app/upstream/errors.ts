/**
 * One reading of the mutual's error answers, used by every upstream call.
 *
 * The spec gives the reading order for the account calls (000 §7: string body, `.error`,
 * `.details[0]`, `.detail`, plus `signCount` and `isBlocked`) and names further fields other
 * APIs answer with (`errores_pagos`, `error_107`, `warning_pagos`). Screens decide which of
 * these they show; this module only extracts them, so the order lives in one place.
 *
 * Only the API's own words for people are extracted: never HTML, an overlong text, a status
 * line's reason phrase, or the bare text of a 5xx answer (docs/decisions/upstream-text-on-pages.md).
 *
 * It also defines the two failures the upstream client throws, so that routes recognise them
 * without importing the client (a `.server` module) into their browser code.
 */

/** Where an error answer's message was found (some screens read only some of these, BR12). */
export type MessageSource = 'body' | 'error' | 'details' | 'detail' | 'data.error'

export interface UpstreamErrorInfo {
  status: number
  /** The first message found: string body, `.error`, `.details[0]`, `.detail`, `.data.error`. */
  message?: string
  /** Which of those it was. */
  messageFrom?: MessageSource
  /** Remaining login attempts (login). */
  signCount?: number
  /** The account was blocked after failed logins (login). */
  isBlocked?: boolean
  /** Payment errors: a string or a list upstream, always a list here. */
  erroresPagos?: string[]
  /** Payment warnings (payment methods). */
  warningPagos?: string[]
  /** The gateway's specific error 107 (payment init). */
  error107?: string
}

// A longer "message" is not a message for people (an HTML error page, a stack trace), spec 002 §8.
const MAX_MESSAGE_LENGTH = 500

/**
 * The status lines' reason phrases (RFC 9110 and common extensions): English text that a web
 * server, proxy or framework writes when the API itself wrote nothing (docs/decisions/upstream-text-on-pages.md).
 */
const REASON_PHRASES = new Set([
  'bad request',
  'unauthorized',
  'payment required',
  'forbidden',
  'not found',
  'method not allowed',
  'not acceptable',
  'proxy authentication required',
  'request timeout',
  'conflict',
  'gone',
  'length required',
  'precondition failed',
  'content too large',
  'payload too large',
  'request entity too large',
  'uri too long',
  'unsupported media type',
  'range not satisfiable',
  'expectation failed',
  'misdirected request',
  'unprocessable content',
  'unprocessable entity',
  'locked',
  'too many requests',
  'internal server error',
  'not implemented',
  'bad gateway',
  'service unavailable',
  'service temporarily unavailable',
  'gateway timeout',
  'gateway time-out',
  'http version not supported',
])

/** `Not Found.`, `502 Bad Gateway`, `Error: Internal Server Error`: a status line, not a message. */
function isReasonPhrase(text: string): boolean {
  const bare = text
    .toLowerCase()
    .replace(/^(?:error\s*:?\s*)?(?:\d{3}\s*)?/, '')
    .replace(/[.!]+$/, '')
    .trim()
  return REASON_PHRASES.has(bare)
}

function asMessage(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (text === '' || text.length > MAX_MESSAGE_LENGTH || text.startsWith('<') || isReasonPhrase(text)) return undefined
  return text
}

function asList(value: unknown): string[] | undefined {
  const items = Array.isArray(value) ? value : [value]
  const messages = items.map(asMessage).filter((item): item is string => item !== undefined)
  return messages.length > 0 ? messages : undefined
}

function asCount(value: unknown): number | undefined {
  const count = typeof value === 'string' ? Number(value) : value
  return typeof count === 'number' && Number.isFinite(count) ? count : undefined
}

/** The administrative booking refuses with `{ data: { error } }` (spec 001 §4, BR43). */
function dataError(data: unknown): string | undefined {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? asMessage((data as Record<string, unknown>).error) : undefined
}

function firstMessage(body: Record<string, unknown>): { message?: string; messageFrom?: MessageSource } {
  const details = body.details
  const found: Array<[MessageSource, string | undefined]> = [
    ['error', asMessage(body.error)],
    ['details', Array.isArray(details) ? asMessage(details[0]) : undefined],
    ['detail', asMessage(body.detail)],
    ['data.error', dataError(body.data)],
  ]
  const [messageFrom, message] = found.find(([, text]) => text !== undefined) ?? []
  return { message, messageFrom }
}

/**
 * Extracts what the spec reads from an error answer; `body` is parsed JSON, text, or undefined.
 * A bare string body is a message only on a 4xx answer: on a 5xx it is the web server's page
 * ("Internal Server Error"), not the API's word for people.
 */
export function readUpstreamError(status: number, body: unknown): UpstreamErrorInfo {
  const info: UpstreamErrorInfo = { status }
  if (typeof body === 'string') {
    const message = status < 500 ? asMessage(body) : undefined
    if (message !== undefined) Object.assign(info, { message, messageFrom: 'body' })
    return info
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return info

  const record = body as Record<string, unknown>
  Object.assign(info, firstMessage(record))
  info.signCount = asCount(record.signCount)
  if (typeof record.isBlocked === 'boolean') info.isBlocked = record.isBlocked
  info.erroresPagos = asList(record.errores_pagos)
  info.warningPagos = asList(record.warning_pagos)
  info.error107 = asMessage(record.error_107)
  for (const key of Object.keys(info) as (keyof UpstreamErrorInfo)[]) {
    if (info[key] === undefined) delete info[key]
  }
  return info
}

/** What the upstream client throws when the API answered with an error status. */
export class UpstreamError extends Error {
  constructor(
    readonly path: string,
    readonly info: UpstreamErrorInfo,
    /** The answer's parsed body as it came: payment outcomes and a 409's data are read from it. Never logged. */
    readonly body: unknown = undefined,
  ) {
    super(`Upstream ${path} answered ${info.status}`)
    this.name = 'UpstreamError'
  }

  get status() {
    return this.info.status
  }
}

export type UnavailableReason = 'unreachable' | 'timeout' | 'invalid-response'

/** The body of the 503 answer the client throws when the API cannot be used at all. */
export interface ServiceProblem {
  problem: 'upstream'
  reason: UnavailableReason
}

/** Remix's `data()` value, as the client throws it. */
export interface ServiceProblemResponse {
  type: 'DataWithResponseInit'
  data: ServiceProblem
  init: ResponseInit | null
}

/** True for what `callUpstream` throws when the API cannot be used at all. */
export function isUpstreamUnavailable(error: unknown): error is ServiceProblemResponse {
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    error.type === 'DataWithResponseInit' &&
    'data' in error &&
    (error.data as Partial<ServiceProblem> | null)?.problem === 'upstream'
  )
}
