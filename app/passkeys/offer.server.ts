/**
 * C14 after a password sign-in: is this member asked "Deseas crear una clave de acceso?" (BR08)? Only when the login
 * form said this device can make a passkey (a hydrated form that found a platform authenticator: never without
 * JavaScript, where the offer could not work), the flag is on, the member has the passkey permission and this
 * device holds no passkey of theirs. Any failure to tell means no offer: signing in matters more.
 */
import type { SessionUser } from '~/auth/user'
import { hasPermission, PERMISOS } from '~/auth/user'
import { shouldOfferPasskey } from '~/domain/passkeys'
import { isFlagOn } from '~/flags/flags.server'
import { FLAGS } from '~/flags/names'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { deviceCredential } from '~/upstream/credentials.server'
import { readDeviceId } from './device-cookies.server'
import { PASSKEY_SUPPORT_FIELD, PASSKEY_SUPPORTED } from './fields'

export async function offersPasskeyAfterLogin(request: Request, formData: FormData, signedIn: { token: string; user: SessionUser }): Promise<boolean> {
  const { user, token } = signedIn
  if (formData.get(PASSKEY_SUPPORT_FIELD) !== PASSKEY_SUPPORTED || user.userId === null) return false
  const hasPasskeyPermission = hasPermission(user, PERMISOS.biometricLogin)
  if (!hasPasskeyPermission) return false
  try {
    const [flagOn, deviceId] = await Promise.all([isFlagOn(request, FLAGS.deviceCredential), readDeviceId(request)])
    const deviceHasPasskey = deviceId ? (await deviceCredential({ token, signal: request.signal }, user.userId, deviceId)) !== null : false
    return shouldOfferPasskey({ flagOn, hasPermission: hasPasskeyPermission, deviceHasPasskey })
  } catch (error) {
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return false
    throw error
  }
}
