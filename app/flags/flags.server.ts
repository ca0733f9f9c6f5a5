/**
 * Reading feature flags (checklist C83, BR71) through the one flag call, and the guard that
 * sends people away when a flag says so.
 *
 * A flag is read once per session (BR71: two checks of one name in a session make one call) and
 * kept in the session as `flags.<NAME>`; a new session (every sign-in) reads afresh. The flags the
 * spec reads without a session (the telephone filter), and any flag a visitor's page needs, are kept
 * in a short process cache instead. Parallel loaders of one request share one reading.
 *
 * A flag the API does not know (an error answer) reads as off; an API that cannot be reached gives
 * the service-problem page like any other call.
 */
import { redirect } from '@remix-run/node'
import { readAuth } from '~/auth/auth-session.server'
import { commitSession, getSession } from '~/auth/session.server'
import { getFlag } from '~/upstream/content.server'
import { UpstreamError } from '~/upstream/errors'
import { paths } from '~/utils/paths'
import { FLAGS, type Flag } from './names'

/** Read without a session (spec 001 §5: "that flag is requested without session"; flow B's second flag, A08). */
const SESSIONLESS: ReadonlySet<Flag> = new Set([FLAGS.telephoneFilter, FLAGS.medicinePurchaseEnabled])
export const PROCESS_CACHE_MS = 60 * 1000

const sessionKey = (flag: Flag) => `flags.${flag}`
const processCache = new Map<Flag, { on: boolean; until: number }>()
const perRequest = new WeakMap<Request, Map<Flag, Promise<boolean>>>()

async function fromApi(flag: Flag, signal: AbortSignal): Promise<boolean> {
  try {
    return (await getFlag(flag, signal)).habilitado
  } catch (error) {
    if (error instanceof UpstreamError) return false
    throw error
  }
}

async function fromProcessCache(flag: Flag, signal: AbortSignal): Promise<boolean> {
  const cached = processCache.get(flag)
  if (cached && cached.until > Date.now()) return cached.on
  const on = await fromApi(flag, signal)
  processCache.set(flag, { on, until: Date.now() + PROCESS_CACHE_MS })
  return on
}

async function fromSession(request: Request, flag: Flag): Promise<boolean> {
  const session = await getSession(request)
  const cached = session.get(sessionKey(flag)) as boolean | undefined
  if (cached !== undefined) return cached
  const on = await fromApi(flag, request.signal)
  session.set(sessionKey(flag), on)
  await commitSession(session)
  return on
}

async function read(request: Request, flag: Flag): Promise<boolean> {
  if (SESSIONLESS.has(flag) || !(await readAuth(request))) return fromProcessCache(flag, request.signal)
  return fromSession(request, flag)
}

/** Whether `flag` is on for this request's session. */
export function isFlagOn(request: Request, flag: Flag): Promise<boolean> {
  let flags = perRequest.get(request)
  if (!flags) perRequest.set(request, (flags = new Map()))
  let pending = flags.get(flag)
  if (!pending) {
    pending = read(request, flag)
    flags.set(flag, pending)
  }
  return pending
}

/**
 * Lets the request through only while `flag` is `on` (default) or, with `{ on: false }`, off (the
 * maintenance flag); otherwise redirects to `otherwise` (home by default).
 */
export async function requireFlag(request: Request, flag: Flag, options: { on?: boolean; otherwise?: string } = {}): Promise<void> {
  const { on = true, otherwise = paths.home } = options
  if ((await isFlagOn(request, flag)) !== on) throw redirect(otherwise)
}
