/**
 * The ways in, as remix-auth strategies that each end with an upstream token; the route hands the
 * token to `signInWithToken`, the one place a session starts. The passkey strategy joins the
 * password one here (docs/decisions/sign-in-with-remix-auth.md).
 */
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { obtainToken } from '~/upstream/auth.server'
import { LoginSchema } from './login-schema.server'

/** The mutual's API token a strategy obtained for the person signing in. */
export type UpstreamToken = string

export const PASSWORD_STRATEGY = 'contraseña'

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
