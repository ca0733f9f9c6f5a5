/**
 * E90, the SMS code that proves a member may buy for another person (BR53), within limits the session store keeps
 * across purchases. BR54 counts the resends of one purchase, in its draft, and a new purchase starts that count again:
 * without these limits anyone signed in could fill a person's phone, and the mutual's SMS bill, by starting over.
 * Every request counts, sent or not, before the API is asked, so a burst cannot slip under them.
 */
import { requireUser } from '~/auth/guards.server'
import { countInWindow } from '~/auth/session.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { sendVerificationCode, type PersonQuery, type SmsAnswer } from '~/upstream/compra-medicamentos.server'

const WINDOW_MS = 60 * 60 * 1000

export const SMS_LIMITS = {
  /** Codes one member may have sent to one person in an hour: two purchases' first send and three resends each. */
  perPerson: 8,
  /** Codes one member may have sent in an hour, to anyone. */
  perMember: 20,
} as const

/** Sends the person a code, or answers a failed send with `tooManyCodes` once either limit is past (no SMS). */
export async function sendCodeWithinLimits(request: Request, person: Omit<PersonQuery, 'codigoVerificacion'>): Promise<SmsAnswer> {
  const { user } = await requireUser(request)
  const [toPerson, byMember] = await Promise.all([
    countInWindow(`sms:${user.id}:${person.tipoDocumento}-${person.documento}`, WINDOW_MS),
    countInWindow(`sms:${user.id}`, WINDOW_MS),
  ])
  if (toPerson > SMS_LIMITS.perPerson || byMember > SMS_LIMITS.perMember) {
    return { sent: false, status: 429, text: medicinePurchase.documento.tooManyCodes }
  }
  return sendVerificationCode(await upstreamAs(request), person)
}
