/**
 * The ways in, as remix-auth strategies that each end with an upstream token; the route hands the
 * token to `signInWithToken`, the one place a session starts (docs/decisions/sign-in-with-remix-auth.md).
 *
 * - password: the cédula and password of the login form;
 * - passkey: the assertion the browser made on the Biometric screen, for a member saved on this
 *   device; the API verifies it against the challenge it gave (E18/E19). The device id comes from
 *   the signed device cookie, never from the form: a browser can only sign in as this device.
 */
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { readDeviceId } from '~/passkeys/device-cookies.server'
import { PasskeyLoginSchema } from '~/passkeys/schemas.server'
import { obtainToken } from '~/upstream/auth.server'
import { finishLogin } from '~/upstream/credentials.server'
import { LoginSchema } from './login-schema.server'

/** The mutual's API token a strategy obtained for the person signing in. */
export type UpstreamToken = string

export const PASSWORD_STRATEGY = 'contraseña'
export const PASSKEY_STRATEGY = 'clave-de-acceso'

/** The passkey form was not a ceremony's answer (cancelled, failed, forged) or this browser has no device id. */
export class PasskeyNotPresented extends Error {
  constructor() {
    super('No passkey assertion to verify')
    this.name = 'PasskeyNotPresented'
  }
}

export const authenticator = new Authenticator<UpstreamToken>()

authenticator.use(
  // The route has checked the form already (its answers need conform); the strategy reads the
  // same fields with the same schema, so the cédula reaches the API in its one spelling.
  new FormStrategy(async ({ form, request }) => {
    const { ci, password } = LoginSchema.parse({ ci: form.get('ci'), password: form.get('password') })
    return obtainToken(ci, password, request.signal)
  }),
  PASSWORD_STRATEGY,
)

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const fields = PasskeyLoginSchema.safeParse({ userId: form.get('userId'), credential_info: form.get('credential_info') })
    const deviceId = await readDeviceId(request)
    if (!fields.success || !deviceId) throw new PasskeyNotPresented()
    return finishLogin(deviceId, fields.data.userId, fields.data.credential_info, request.signal)
  }),
  PASSKEY_STRATEGY,
)
