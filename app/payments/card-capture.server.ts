/**
 * Agregar tarjeta's notice (C27, E34), worded from the API, never from the address or the browser's report.
 *
 * The provider's hosted page sends the browser back with `?ref=&resultado=`; anyone can make such an address with a
 * validly signed reference and send it to someone. So the capture is kept in the session that started it, with the
 * saved cards it began with, and used once: the notice says a card was added only when the API's list (E32) has a
 * card that was not there at the start. A reference of another session, or one used already, gets no notice at all.
 */
import type { Session } from '@remix-run/node'
import { commitSessionIf } from '~/auth/session.server'
import type { Flash } from '~/auth/flash.server'
import { payments } from '~/copy/payments'
import type { SavedCards } from './saved-cards.server'

const CAPTURE_KEY = 'tarjetas.captura'

interface Capture {
  ref: string
  /** The saved cards' ids when the capture began; null when the list could not be read then. */
  cards: string[] | null
}

const idsOf = (cards: SavedCards) => (cards.status === 'ok' ? cards.cards.map((card) => card.id) : null)

/** Keeps the capture `ref` starts (the newest replaces any other: one provider page at a time). */
export function beginCapture(session: Session, ref: string, cards: SavedCards) {
  session.set(CAPTURE_KEY, { ref, cards: idsOf(cards) } satisfies Capture)
}

/**
 * Takes this session's capture once: the one `ref` names (the hosted page's return), or, with `ref` undefined, the
 * current one (the dialog's report, a same-origin POST of the page that started it). Null when there is none, or
 * when a concurrent request took it first (compare-and-set on the session).
 */
export async function takeCapture(session: Session, ref?: string | null): Promise<Capture | null> {
  const capture = (session.get(CAPTURE_KEY) as Capture | undefined) ?? null
  if (!capture || (ref !== undefined && capture.ref !== ref)) return null
  session.unset(CAPTURE_KEY)
  return (await commitSessionIf(session, { [CAPTURE_KEY]: capture })) ? capture : null
}

/**
 * The notice after a capture, by the API's list now: added when it holds a card the capture began without. The
 * provider's word only tells a timeout from a cancel. No notice when either list is unknown (the page shows the list's
 * own problem).
 */
export function captureNotice(capture: Capture, now: SavedCards, resultado: string | null): Flash | null {
  const after = idsOf(now)
  if (!capture.cards || !after) return null
  if (after.some((id) => !capture.cards!.includes(id))) return { tone: 'success', message: payments.methods.cardAdded }
  if (resultado === 'vencido') return { tone: 'warning', message: payments.methods.cardTimeout }
  return { tone: 'info', message: payments.methods.cardNotAdded }
}
