/**
 * E90, the SMS code that proves a member may buy for another person (BR53), sent once per attempt and within limits
 * the session store keeps across purchases.
 *
 * Once per attempt: a double tap on `Enviar SMS` without JavaScript posts the form twice at once, and each code sent
 * replaces the one before, so the member reading the first SMS would be refused (and one of the API's four sends
 * spent). E90 takes no idempotency key, so the portal keeps it (`singleFlight`): the requests that read the same draft
 * for the same intent and person make one attempt, the first to claim it sends, and the others answer as it did. A
 * save moves the draft on, so the next deliberate send (`Reenviar código`) is a new attempt.
 *
 * Within limits: BR54 counts the resends of one purchase, in its draft, and a new purchase starts that count again:
 * without these limits anyone signed in could fill a person's phone, and the mutual's SMS bill, by starting over.
 * Every request counts, sent or not, before the API is asked, so a burst cannot slip under them.
 *
 * The API keeps a lock of its own (a 429 after four sends to one person, across purchases): its answer says how long
 * it lasts, for `verificacion` to adopt it as BR54's lock.
 */
import crypto from 'node:crypto'
import { requireUser } from '~/auth/guards.server'
import { countInWindow, getSession } from '~/auth/session.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { apiLockMs } from '~/domain/purchase-identity'
import { sendVerificationCode, type PersonQuery, type SmsAnswer } from '~/upstream/compra-medicamentos.server'
import { singleFlight } from '~/utils/single-flight.server'
import { revisionKey } from '../drafts.server'
import { flowBWizard } from './wizard.server'

const WINDOW_MS = 60 * 60 * 1000

export const SMS_LIMITS = {
  /** Codes one member may have sent to one person in an hour: two purchases' first send and three resends each. */
  perPerson: 8,
  /** Codes one member may have sent in an hour, to anyone. */
  perMember: 20,
} as const

type Person = Omit<PersonQuery, 'codigoVerificacion'>

/**
 * E90's answer; a refusal that locks the resends says how long it lasts (ms): the API's own resend lock, or the portal's
 * limit of codes an hour, for that hour (the most it can still hold: its window began with an earlier code).
 */
export type CodeAnswer = SmsAnswer & { lockedFor?: number }

/** The API's lock, read from its 429. */
function withApiLock(answer: SmsAnswer): CodeAnswer {
  return !answer.sent && answer.status === 429 ? { ...answer, lockedFor: apiLockMs(answer.text) } : answer
}

/** Sends the person a code, or answers a failed send with `tooManyCodes` once either limit is past (no SMS). */
async function sendCodeWithinLimits(request: Request, person: Person): Promise<CodeAnswer> {
  const { user } = await requireUser(request)
  const [toPerson, byMember] = await Promise.all([
    countInWindow(`sms:${user.id}:${person.tipoDocumento}-${person.documento}`, WINDOW_MS),
    countInWindow(`sms:${user.id}`, WINDOW_MS),
  ])
  if (toPerson > SMS_LIMITS.perPerson || byMember > SMS_LIMITS.perMember) {
    return { sent: false, status: 429, text: medicinePurchase.documento.tooManyCodes, lockedFor: WINDOW_MS }
  }
  // Sent for every request of the attempt, not only this one: it goes on when this browser leaves (the first post of
  // a double tap, which the browser drops for the second), so the others learn whether the code went out.
  const api = { ...(await upstreamAs(request)), signal: undefined }
  return withApiLock(await sendVerificationCode(api, person))
}

/** Why a code is sent: `documento`'s `Enviar SMS`, or `verificacion`'s `Reenviar código`. */
export type SendIntent = 'documento' | 'reenvio'

/**
 * The attempt a send belongs to: the draft the request read, named by its session and its save count
 * (`drafts.<name>.revision`, which every save and every new purchase moves on), the intent and the person. Hashed: the
 * session id is not written into the store's counters.
 */
async function attemptOf(request: Request, intent: SendIntent, person: Person): Promise<string> {
  const session = await getSession(request)
  const revision: unknown = session.get(revisionKey(flowBWizard))
  const named = JSON.stringify([session.id, revision ?? null, intent, person.tipoDocumento, person.documento])
  return `sms-envio:${crypto.createHash('sha256').update(named).digest('base64url')}`
}

/**
 * E90 once per attempt (`attemptOf`, `singleFlight`): the first request sends; another one of the same attempt waits
 * and answers that the code was sent, so both lead to the same `verificacion`. A send that failed sent nothing: a
 * request still waiting then sends itself.
 */
export async function sendCodeOnce(request: Request, intent: SendIntent, person: Person): Promise<CodeAnswer> {
  const attempt = await attemptOf(request, intent, person)
  return singleFlight(attempt, () => sendCodeWithinLimits(request, person), {
    succeeded: (answer) => answer.sent,
    forOthers: { sent: true, mensaje: '' },
  })
}
