/**
 * Which login screen this browser gets (BR07), read from its passkey cookies, and for the Biometric screen the
 * request options of the API's first step (E18), so one click runs the ceremony: no round trip before it. A failed
 * sign-in makes the page load again, which brings a fresh challenge.
 *
 * A member whose passkey is no longer on this device (deleted from another one: E18 answers 404) is forgotten here
 * and the screen is chosen again among the others.
 */
import { isFlagOn } from '~/flags/flags.server'
import { FLAGS } from '~/flags/names'
import { forgetPasskeyUser, loginMode, type LoginMode } from '~/domain/passkeys'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { startLogin, type CeremonyOptions } from '~/upstream/credentials.server'
import { logger } from '~/utils/logger.server'
import { readDeviceId, readPasskeyUsers, storePasskeyUsers } from './device-cookies.server'
import { CHOSEN_USER_QUERY, NORMAL_MODE_QUERY } from './fields'

export interface LoginScreen {
  mode: LoginMode
  /** The Biometric screen's request options. */
  options: CeremonyOptions | null
  /** The password form was asked for while this browser has a passkey screen: it links back to it. */
  passkeyScreenAvailable: boolean
  /** Set when a member was forgotten. */
  setCookie?: string
}

const NORMAL: LoginScreen = { mode: { kind: 'normal' }, options: null, passkeyScreenAvailable: false }

export async function loginScreen(request: Request): Promise<LoginScreen> {
  const url = new URL(request.url)
  let users = await readPasskeyUsers(request)
  if (users.length === 0) return NORMAL
  const deviceId = await readDeviceId(request)
  // Only now is the flag read: a browser without passkey users never costs the call.
  if (!deviceId || !(await isFlagOn(request, FLAGS.deviceCredential))) return NORMAL
  if (url.searchParams.get(NORMAL_MODE_QUERY.name) === NORMAL_MODE_QUERY.value) return { ...NORMAL, passkeyScreenAvailable: true }

  const chosen = Number(url.searchParams.get(CHOSEN_USER_QUERY)) || null
  let setCookie: string | undefined
  for (;;) {
    const mode = loginMode({ flagOn: true, users, chosen })
    if (mode.kind !== 'biometric') return { mode, options: null, passkeyScreenAvailable: false, setCookie }
    try {
      return { mode, options: await startLogin(deviceId, mode.user.id, request.signal), passkeyScreenAvailable: false, setCookie }
    } catch (error) {
      if (error instanceof UpstreamError && error.info.status === 404) {
        users = forgetPasskeyUser(users, mode.user.id)
        setCookie = await storePasskeyUsers(users)
        continue
      }
      if (error instanceof UpstreamError || isUpstreamUnavailable(error)) {
        // The password form works without the API's passkey side.
        logger.warn('passkey login options refused', { status: error instanceof UpstreamError ? error.info.status : 'unavailable' })
        return { ...NORMAL, setCookie }
      }
      throw error
    }
  }
}
