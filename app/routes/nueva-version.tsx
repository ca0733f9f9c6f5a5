/**
 * "Recargar" of the new-version banner (BR09): stores the latest version in the browser's marker
 * cookie and reloads the page the user was on. POST only; a GET goes home.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { safeRedirectPath } from '~/auth/redirect'
import { readFormData } from '~/forms/form-data.server'
import { paths } from '~/utils/paths'
import { storeLatestVersion } from '~/utils/version-banner.server'

export function loader() {
  return redirect(paths.home)
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const redirectTo = safeRedirectPath(formData.get('redirectTo'))
  const setCookie = await storeLatestVersion()
  return redirect(redirectTo, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
}
