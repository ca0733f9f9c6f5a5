/**
 * The action of a route that only answers GET (a file to download, an address that redirects): a POST to it, from a
 * stale form or a program, is sent to the same address as a GET (303). Without an action Remix answers such a route
 * with a 405 in English JSON. Its body is read as every action's is, so what is not a form of the portal, or is too
 * large, is refused the same way (415, 400, 413).
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { safeRedirectPath } from '~/auth/redirect'
import { readFormData } from '~/forms/form-data.server'

export async function getInstead({ request }: ActionFunctionArgs) {
  await readFormData(request)
  const { pathname, search } = new URL(request.url)
  return redirect(safeRedirectPath(pathname + search), 303)
}
