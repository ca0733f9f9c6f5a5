/**
 * Structured JSON logs, one line per event on stdout.
 *
 * Logs must never hold personal or secret data (a cédula, phone, e-mail, token, password, card
 * data, a form body or an attached file's name or content). Callers pass only technical fields; `redact` is the safety net that
 * drops sensitive keys and masks anything that looks like a document number, phone or e-mail.
 */
type Level = 'debug' | 'info' | 'warn' | 'error'
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

const SENSITIVE_KEY =
  /pass|token|secret|authorization|cookie|session|ci$|cedula|documento|phone|telefono|celular|mail|card|tarjeta|cvv|body|form|query|username|borrador|draft|archivo|solicitud_externa/i

// A cédula written with dots (1.234.567-2), runs of 6+ digits with optional spaces or dashes
// (12345672, 099 123 456), e-mail addresses. A run is bounded by what is no digit, not by a word's edge: a letter
// or `_` right before it (`/x12345672`, a path whose `%ff` became `%25ff12345672`) hides no cédula. Dots spare IPs;
// a value that is wholly an id or a timestamp is spared whole (TECHNICAL).
const FORMATTED_CI = /(?<!\d)\d{1,2}\.\d{3}\.\d{3}-\d(?!\d)/g
const DIGIT_RUN = /(?<!\d)\d(?:[ -]?\d){5,}(?!\d)/g
const EMAIL = /[^\s@"']+@[^\s@"']+/g

// The set-password link's uid and token (checklist A15), in the API's path or a page's query: either
// would let whoever reads the log into the account while the link lives.
const RESET_LINK_PATH = /(\/reset-pass-auth\/)[^/?#\s"]+\/[^/?#\s"]+/g
const LINK_QUERY = /([?&](?:uid|token)=)[^&#\s"]+/gi

// An attached file sent as a data URL (the clinical-history request's `solicitud_externa`): its content.
const DATA_URL = /data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=]*/g

// A value that is wholly a timestamp or an id is technical: its digit runs are not a phone.
const TECHNICAL = /^(?:\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i

function redactString(value: string): string {
  if (TECHNICAL.test(value)) return value
  return value
    .replace(DATA_URL, '[archivo]')
    .replace(RESET_LINK_PATH, '$1[redactado]/[redactado]')
    .replace(LINK_QUERY, '$1[redactado]')
    .replace(EMAIL, '[email]').replace(FORMATTED_CI, '[redactado]').replace(DIGIT_RUN, '[redactado]')
}

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value)
  if (value === null || typeof value !== 'object' || depth > 4) return value
  if (value instanceof Error) return { name: value.name, message: redactString(value.message) }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  const result: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    result[key] = SENSITIVE_KEY.test(key) ? '[redactado]' : redact(item, depth + 1)
  }
  return result
}

let minimum: Level = (process.env.LOG_LEVEL as Level | undefined) ?? 'info'
let write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)

function log(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < ORDER[minimum]) return
  write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...(redact(fields) as object) }))
}

export const logger = {
  debug: (msg: string, fields?: Record<string, unknown>) => log('debug', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => log('info', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => log('warn', msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => log('error', msg, fields),
}

/** Test hook and level switch: where lines go and from which level on. */
export function configureLogger(options: { level?: Level; write?: (line: string) => void }) {
  if (options.level) minimum = options.level
  if (options.write) write = options.write
}
