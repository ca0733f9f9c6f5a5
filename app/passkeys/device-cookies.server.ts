/**
 * What a browser remembers for passkeys (decisions.md "Passkeys"; spec 000 §3 keeps them in local storage): the
 * device id the API files its passkeys under, and the members who added a passkey here, for the login screen's
 * modes (BR07). Cookies, so the server renders the right mode before any script runs.
 *
 * Both are signed with the session's secret: a forged or edited cookie reads as absent (no device id, nobody
 * saved), never as someone else's. They hold no secret themselves; a passkey still needs the authenticator.
 */
import crypto from 'node:crypto'
import { createCookie, type Cookie } from '@remix-run/node'
import { z } from 'zod'
import { cookieSecret } from '~/auth/session.server'
import { getEnv } from '~/config/env.server'
import { MAX_PASSKEY_USERS, type PasskeyUser } from '~/domain/passkeys'

/** As long as browsers keep a cookie (400 days); each passkey sign-in renews both. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60

/** What the sandbox and any real API accept as a device id: a v4 UUID fits. */
const DeviceId = z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/)
const PasskeyUsers = z
  .array(z.object({ id: z.number().int().positive(), userName: z.string().max(120) }))
  .max(MAX_PASSKEY_USERS)

function longLived(name: string): () => Cookie {
  let cookie: Cookie | undefined
  return () =>
    (cookie ??= createCookie(name, {
      maxAge: MAX_AGE_SECONDS,
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: getEnv().NODE_ENV !== 'development',
      secrets: [cookieSecret()],
    }))
}

const deviceCookie = longLived('dispositivo')
const usersCookie = longLived('claves-de-acceso')

async function parsed<T>(cookie: Cookie, request: Request, schema: z.ZodType<T>): Promise<T | null> {
  try {
    const result = schema.safeParse(await cookie.parse(request.headers.get('cookie')))
    return result.success ? result.data : null
  } catch {
    return null // a cookie that is not even well-formed
  }
}

/** This browser's device id, or null when it has none (or a forged one). */
export function readDeviceId(request: Request): Promise<string | null> {
  return parsed(deviceCookie(), request, DeviceId)
}

/** The device id, made now if the browser has none; `setCookie` is set only when it was made. */
export async function ensureDeviceId(request: Request): Promise<{ deviceId: string; setCookie?: string }> {
  const known = await readDeviceId(request)
  if (known) return { deviceId: known }
  const deviceId = crypto.randomUUID()
  return { deviceId, setCookie: await deviceCookie().serialize(deviceId) }
}

/** The members with a passkey on this browser, oldest first. */
export async function readPasskeyUsers(request: Request): Promise<PasskeyUser[]> {
  return (await parsed(usersCookie(), request, PasskeyUsers)) ?? []
}

/** The Set-Cookie header that stores `users` (an empty list removes the cookie). */
export function storePasskeyUsers(users: readonly PasskeyUser[]): Promise<string> {
  return users.length === 0 ? usersCookie().serialize('', { maxAge: 0 }) : usersCookie().serialize(users)
}
