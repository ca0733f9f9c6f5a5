/**
 * "Seguir conectado" of the idle-timeout warning: records activity (renewing the token when it
 * would run out first) and sends the new deadline back to the page. POST only; a GET goes home.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { keepAlive } from '~/auth/auth-session.server'
import { loginPath } from '~/auth/redirect'
import { readFormData } from '~/forms/form-data.server'
import { paths } from '~/utils/paths'

export function loader() {
  return redirect(paths.home)
}

export async function action({ request }: ActionFunctionArgs) {
  // Only a form of the portal is answered; anything else gets the refused-body page.
  await readFormData(request)
  const auth = await keepAlive(request)
  if (!auth) throw redirect(loginPath(request))
  return { idleDeadline: auth.idleDeadline }
}
