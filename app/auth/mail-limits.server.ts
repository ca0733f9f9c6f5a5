/**
 * Requests that make the API send an e-mail (a password-reset link, a validation mail) are limited per
 * identity and per client address, in the session store, so the limit holds across portal instances
 * with Redis. Every request counts, answered or not: a form that says "sent" or "wrong data" would
 * otherwise let anyone probe which cédula goes with which e-mail, and fill someone's inbox.
 *
 * The per-identity limit is small (a person needs one mail, maybe a second); the per-address limit is
 * wider because a household or a call centre shares one address.
 */
import { countInWindow } from './session.server'

const WINDOW_MS = 60 * 60 * 1000

export type MailKind = 'restablecer' | 'validar-email'

export const MAIL_LIMITS = {
  /** Mails of one kind that one identity may ask for in an hour. */
  perIdentity: 3,
  /** Requests of one kind from one address in an hour. */
  perAddress: 20,
} as const

const identityKey = (kind: MailKind, identity: string) => `correo:${kind}:id:${identity}`
const addressKey = (kind: MailKind, address: string) => `correo:${kind}:ip:${address}`

/**
 * Counts this request and says whether it may go on. The count comes first, so a burst of parallel
 * requests cannot all slip under the limit before any of them is counted.
 */
export async function mayRequestMail(kind: MailKind, identity: string, clientAddress: string): Promise<boolean> {
  const [perIdentity, perAddress] = await Promise.all([
    countInWindow(identityKey(kind, identity), WINDOW_MS),
    countInWindow(addressKey(kind, clientAddress), WINDOW_MS),
  ])
  return perIdentity <= MAIL_LIMITS.perIdentity && perAddress <= MAIL_LIMITS.perAddress
}

