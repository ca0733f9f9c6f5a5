/**
 * The one way a page calls the mutual's API as the signed-in user:
 *
 *     const api = await upstreamAs(request)
 *     const reservations = await fetchAdminAppointments(api)
 *
 * `upstreamAs` binds, once per request, the user's token, the request's abort signal and the
 * policy for a 401/403 answer: the session ends (its drafts parked for the same person's next
 * sign-in) and the user is sent to log in again, back to this page afterwards, where the login
 * page says why. A call site that
 * reads a 401/403 itself (the administrative-services area, where it means "penalised", spec 000
 * §2, BR13) says so with `{ unauthorized: 'answer' }` and gets the `UpstreamError`.
 */
import { redirect } from '@remix-run/node'
import type { Caller } from '~/upstream/client.server'
import { endSessionParkingDrafts } from './auth-session.server'
import { getOptionalUser, requireUser, type AuthContext } from './guards.server'
import { loginPath } from './redirect'
import { leaveSignedOutNotice } from './signed-out-notice.server'
import type { SessionUser } from './user'

/** The API as the signed-in user, plus who that is. */
export interface SignedInApi extends Caller {
  user: SessionUser
}

export interface UpstreamAsOptions {
  /** `sign-in-again` (default): a 401/403 ends the session. `answer`: the call site reads it. */
  unauthorized?: 'sign-in-again' | 'answer'
}

/** One ending per request, however many of its parallel calls are refused. */
const signInAgainOnce = new WeakMap<Request, Promise<Response>>()

function signInAgain(request: Request): Promise<Response> {
  let pending = signInAgainOnce.get(request)
  if (!pending) {
    pending = (async () => {
      const headers = new Headers()
      headers.append('Set-Cookie', await endSessionParkingDrafts(request))
      headers.append('Set-Cookie', await leaveSignedOutNotice())
      return redirect(loginPath(request), { headers })
    })()
    signInAgainOnce.set(request, pending)
  }
  return pending
}

function bind(request: Request, auth: AuthContext, options: UpstreamAsOptions): SignedInApi {
  const onUnauthorized =
    options.unauthorized === 'answer'
      ? undefined
      : async () => {
          throw await signInAgain(request)
        }
  return { user: auth.user, token: auth.token, signal: request.signal, onUnauthorized }
}

/** The API as the signed-in user; a visitor is sent to log in (`requireUser`). */
export async function upstreamAs(request: Request, options: UpstreamAsOptions = {}): Promise<SignedInApi> {
  return bind(request, await requireUser(request), options)
}

/** The API as the signed-in user, or null for a visitor (pages open to both). */
export async function upstreamIfSignedIn(request: Request, options: UpstreamAsOptions = {}): Promise<SignedInApi | null> {
  const auth = await getOptionalUser(request)
  return auth ? bind(request, auth, options) : null
}
