/**
 * Adding a passkey for this device (C14's offer and C15's Agregar share it): the creation options the API gives
 * (E15), and the browser's answer sent back (E16). On success the member joins this browser's passkey users, so the
 * login page offers the Biometric screen next time.
 *
 * Registration errors "are only logged" (spec 000 §8): nothing of the credential, only what kind of failure it was.
 * The pages still say, in neutral words, that nothing was added.
 */
import { shortName, type SessionUser } from '~/auth/user'
import type { SignedInApi } from '~/auth/upstream-as.server'
import { forgetPasskeyUser, rememberPasskeyUser } from '~/domain/passkeys'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { deviceCredential, finishRegistration, startRegistration, type CeremonyOptions, type StoredCredential } from '~/upstream/credentials.server'
import { logger } from '~/utils/logger.server'
import { ensureDeviceId, readDeviceId, readPasskeyUsers, storePasskeyUsers } from './device-cookies.server'
import { ceremonyProblem, PasskeyRegistrationSchema } from './schemas.server'

/** An upstream failure a passkey screen survives (it offers less); anything else is thrown on. */
function survivable(error: unknown): error is Error {
  return error instanceof UpstreamError || isUpstreamUnavailable(error)
}

/**
 * This member's passkey on this browser's device, per the API (E21); null when the browser has no device id yet.
 * `undefined` when the API could not say: the pages then offer nothing.
 */
export async function passkeyOnThisDevice(request: Request, api: SignedInApi): Promise<StoredCredential | null | undefined> {
  const deviceId = await readDeviceId(request)
  if (!deviceId || api.user.userId === null) return null
  try {
    return await deviceCredential(api, api.user.userId, deviceId)
  } catch (error) {
    if (!survivable(error)) throw error
    logger.warn('passkey check failed', { status: error instanceof UpstreamError ? error.info.status : 'unavailable' })
    return undefined
  }
}

/**
 * The creation options for this device, giving the browser a device id first if it has none (`setCookie`). Null
 * options when the API refuses (the flag or the permission) or cannot be reached.
 */
export async function registrationOptions(request: Request, api: SignedInApi): Promise<{ options: CeremonyOptions | null; setCookie?: string }> {
  const { deviceId, setCookie } = await ensureDeviceId(request)
  try {
    return { options: await startRegistration(api, deviceId), setCookie }
  } catch (error) {
    if (!survivable(error)) throw error
    logger.warn('passkey registration options refused', { status: error instanceof UpstreamError ? error.info.status : 'unavailable' })
    return { options: null, setCookie }
  }
}

/** The browser's answer to the creation options: added (with the passkey users' new cookie) or not. */
export async function registerPasskey(
  request: Request,
  api: SignedInApi,
  formData: FormData,
): Promise<{ added: true; setCookie: string } | { added: false }> {
  const deviceId = await readDeviceId(request)
  const fields = PasskeyRegistrationSchema.safeParse({ credential: formData.get('credential') })
  if (!deviceId || !fields.success || api.user.userId === null) {
    logger.info('passkey registration not made', { problem: deviceId ? ceremonyProblem(formData.get('problema')) : 'no-device-id' })
    return { added: false }
  }
  try {
    await finishRegistration(api, deviceId, fields.data.credential)
  } catch (error) {
    if (!survivable(error)) throw error
    logger.warn('passkey registration refused', { status: error instanceof UpstreamError ? error.info.status : 'unavailable' })
    return { added: false }
  }
  const users = rememberPasskeyUser(await readPasskeyUsers(request), { id: api.user.userId, userName: shortName(api.user) })
  return { added: true, setCookie: await storePasskeyUsers(users) }
}

/** After this device's passkey is gone: the member leaves this browser's passkey users. */
export async function forgetOnThisBrowser(request: Request, user: Pick<SessionUser, 'userId'>): Promise<string> {
  if (user.userId === null) return storePasskeyUsers(await readPasskeyUsers(request))
  return storePasskeyUsers(forgetPasskeyUser(await readPasskeyUsers(request), user.userId))
}
