/**
 * Any path the portal does not know goes home (spec 000 §2, R43). A guarded area whose pages are
 * not built yet is still guarded (C01): a visitor is sent to log in carrying the path, as a built
 * page would send her, and signed in she comes back here and home.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { getOptionalUser } from '~/auth/guards.server'
import { isGuardedPath } from '~/auth/guarded-paths'
import { loginPath } from '~/auth/redirect'
import { getEnv } from '~/config/env.server'
import { paths } from '~/utils/paths'

async function away(request: Request) {
  const guarded = isGuardedPath(new URL(request.url).pathname, getEnv().PORTAL_PRODUCT)
  if (guarded && !(await getOptionalUser(request))) return redirect(loginPath(request))
  return redirect(paths.home)
}

export const loader = ({ request }: LoaderFunctionArgs) => away(request)
export const action = ({ request }: ActionFunctionArgs) => away(request)
