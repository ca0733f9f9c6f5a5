/**
 * Desconectarse (spec 000 §4): revokes the upstream token, forgets everything the session held
 * (token, permissions, drafts, cached data) and goes to /login. Only by POST, so a link or an
 * image elsewhere cannot sign anyone out.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { currentToken, endSession } from '~/auth/auth-session.server'
import { readFormData } from '~/forms/form-data.server'
import { revokeToken } from '~/upstream/auth.server'
import { logger } from '~/utils/logger.server'
import { paths } from '~/utils/paths'

export const loader = () => redirect(paths.home)

export async function action({ request }: ActionFunctionArgs) {
  // Only a form of the portal is answered; anything else gets the refused-body page.
  await readFormData(request)
  const token = await currentToken(request)
  if (token) {
    // The user leaves whatever the API says: a failed revocation is logged, not shown.
    await revokeToken(token).catch((error: unknown) => logger.warn('token revocation failed', { error }))
  }
  return redirect(paths.login, { headers: { 'Set-Cookie': await endSession(request) } })
}
