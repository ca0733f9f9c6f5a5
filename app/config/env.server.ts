/**
 * The portal's configuration, read from the environment once and checked with zod.
 *
 * A bad value stops the process at start with one clear line per variable, instead of failing
 * later on the first request that needs it.
 */
import { z } from 'zod'

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value)

const port = (fallback: number) =>
  z.coerce
    .number({ invalid_type_error: 'debe ser un número de puerto' })
    .int('debe ser un número entero')
    .min(1, 'debe estar entre 1 y 65535')
    .max(65535, 'debe estar entre 1 y 65535')
    .default(fallback)

const httpUrl = z
  .string()
  .url('debe ser una URL absoluta, por ejemplo https://api.example.org')
  .refine((value) => /^https?:\/\//.test(value), 'debe empezar con http:// o https://')
  .transform((value) => value.replace(/\/+$/, ''))

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port(3000),
  SANDBOX_PORT: port(3001),
  DATA_DIR: z.string().min(1, 'no puede estar vacío').default('./data'),
  UPSTREAM_API_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  /** How long the API has to answer one browser request's calls, together (app/upstream/budget.server.ts). */
  UPSTREAM_TIMEOUT_MS: z.coerce
    .number({ invalid_type_error: 'debe ser un número de milisegundos' })
    .int()
    .min(100, 'debe ser al menos 100')
    .max(120_000, 'debe ser como máximo 120000')
    .default(5_000),
  /** How long a call that moves money (a payment's start, finalize, cancel) may take. */
  UPSTREAM_PAYMENT_TIMEOUT_MS: z.coerce
    .number({ invalid_type_error: 'debe ser un número de milisegundos' })
    .int()
    .min(100, 'debe ser al menos 100')
    .max(120_000, 'debe ser como máximo 120000')
    .default(20_000),
  /** How long an optional part of a page (the home's appointment cards) may wait for the API. */
  OPTIONAL_PART_BUDGET_MS: z.coerce
    .number({ invalid_type_error: 'debe ser un número de milisegundos' })
    .int()
    .min(100, 'debe ser al menos 100')
    .max(120_000, 'debe ser como máximo 120000')
    .default(1_500),
  /** How long public content (FAQs, release versions) is kept; 0 asks the API on every page. */
  PUBLIC_CONTENT_CACHE_MS: z.coerce
    .number({ invalid_type_error: 'debe ser un número de milisegundos' })
    .int()
    .min(0, 'no puede ser negativo')
    .max(3_600_000, 'debe ser como máximo 3600000')
    .default(60_000),
  /**
   * How long the agenda's free slots of a year (E53 for a specialty, a doctor, the filters) and its catalog (E51, E54,
   * E56: consulta-medica/catalog.server.ts), and the administrative agenda's months and days of a queue
   * (servicios-administrativos/availability.server.ts), serve every page that shows them; 0 asks the API on every page.
   * A step's check of what was chosen, and the agreement that prices a slot, always ask again.
   */
  AVAILABILITY_CACHE_MS: z.coerce
    .number({ invalid_type_error: 'debe ser un número de milisegundos' })
    .int()
    .min(0, 'no puede ser negativo')
    .max(300_000, 'debe ser como máximo 300000')
    .default(15_000),
  /** The card provider's origin (card capture and security code); the API's when unset, as the sandbox serves both. */
  PAYMENT_PROVIDER_URL: z.preprocess(emptyAsUndefined, httpUrl.optional()),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\/.+/, 'debe ser una URL redis:// o rediss://')
      .optional(),
  ),
  PORTAL_PRODUCT: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'debe ser un nombre corto en minúsculas, sin espacios ni acentos')
    .default('mutual'),
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  ),
  TRUST_PROXY: z.string().default('loopback'),
  /**
   * A01: which reading of BR62 shows flow B's online payment method: `recommended` (members only, never the call
   * centre) or `literal` (§5.2's list rule). See `onlineAllowed` in app/domain/purchase-shipping.ts.
   */
  FLOW_B_ONLINE_RULE: z.enum(['recommended', 'literal']).default('recommended'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /**
   * Tests and demos only: what the portal's clock and its sandbox's read when the process starts (they run from
   * there), so a suite or a demo lives on a known day. Refused with a real API (clock.server.ts).
   */
  TEST_CLOCK_START: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .datetime({ offset: true, message: 'debe ser una fecha y hora ISO 8601 con zona, por ejemplo 2026-11-25T09:00:00-03:00' })
      .optional(),
  ),
}).superRefine((env, context) => {
  // Against the mutual's real API a moved clock would book on the wrong days: only the embedded sandbox, or the
  // tests' own sandbox (NODE_ENV=test), may run on another day.
  if (env.TEST_CLOCK_START && env.UPSTREAM_API_URL && env.NODE_ENV !== 'test') {
    context.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['TEST_CLOCK_START'],
      message: 'solo con el sandbox embebido (sin UPSTREAM_API_URL) o en las pruebas (NODE_ENV=test)',
    })
  }
})

export type Env = z.infer<typeof EnvSchema>

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.')
    const raw = source[name]
    return `${name}: ${issue.message}${raw === undefined ? '' : ` (valor recibido: "${raw}")`}`
  })
  throw new EnvError(problems)
}

let cached: Env | undefined

/** The process configuration; parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Where the mutual's API is: the configured URL, or the embedded sandbox. */
export function upstreamBaseUrl(env: Env = getEnv()): string {
  return env.UPSTREAM_API_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`
}
