/**
 * Password calls of the mutual's API (spec 000 §7, checklist E03, E04, E05, E08): a reset link asked for by cédula
 * and e-mail, its check, setting a password with it, and the signed-in member's change of password.
 *
 * The link's uid and token are secrets while the link lives: the set-password call's path is logged without them.
 */
import { z } from 'zod'
import { callUpstream, type Caller } from './client.server'

/** Nothing is read from a success of these calls: any answer the client can read is accepted. */
const AnyAnswer = z.unknown()

export interface ResetLink {
  uid: string
  token: string
}

/** E03 POST /reset-pass-auth/ {ci, email}: the API e-mails a link when both are an account's. */
export async function requestPasswordReset(ci: string, email: string, signal?: AbortSignal): Promise<void> {
  await callUpstream({ method: 'POST', path: '/reset-pass-auth/', json: { ci, email }, schema: AnyAnswer, signal })
}

/** E08 POST /api/userAuth/check-reset-pass-params/ {token, uid}: may this link still set a password? */
export async function isResetLinkValid(link: ResetLink, signal?: AbortSignal): Promise<boolean> {
  const answer = await callUpstream({
    method: 'POST',
    path: '/api/userAuth/check-reset-pass-params/',
    json: { token: link.token, uid: link.uid },
    schema: z.object({ isValid: z.boolean() }),
    signal,
  })
  return answer.isValid
}

/** E04 POST /reset-pass-auth/{uid}/{token}/ {new_password} (A15: uid first, as Django's reset URLs). */
export async function setPasswordWithLink(link: ResetLink, newPassword: string, signal?: AbortSignal): Promise<void> {
  await callUpstream({
    method: 'POST',
    path: `/reset-pass-auth/${encodeURIComponent(link.uid)}/${encodeURIComponent(link.token)}/`,
    pathForLogs: '/reset-pass-auth/{uid}/{token}/',
    json: { new_password: newPassword },
    schema: AnyAnswer,
    signal,
  })
}

/** E05 POST /change-pass-auth/ {oldPass, newPass}, as the signed-in member. */
export async function changePassword(as: Caller, oldPass: string, newPass: string): Promise<void> {
  await callUpstream({ method: 'POST', path: '/change-pass-auth/', json: { oldPass, newPass }, schema: AnyAnswer, as })
}
