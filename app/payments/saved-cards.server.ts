/**
 * The group's saved cards (E32) as the pages show them (C27 tiles, C31 choices): the caption by brand and type
 * (BR15), the expiry, and the ids a payment needs; the API's refusal put into words as BR21 says.
 */
import type { Caller } from '~/upstream/client.server'
import { commonErrors } from '~/copy/errors/common'
import { payments } from '~/copy/payments'
import { cardBrand, cardType } from '~/domain/card-brand'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { fetchSavedCards } from '~/upstream/grupo-pagos.server'
import { paymentMethodsProblem, type PaymentMethodsProblem } from './payment-methods-problem'

export interface CardTile {
  /** `payment_profile_id`: the card a payment names. */
  id: string
  /** `payment_media_id`: its brand, sent along with it. */
  mediaId: number | null
  /** e.g. "Visa crédito terminada en 4021" */
  caption: string
  expires: string
}

export type SavedCards = { status: 'ok'; cards: CardTile[] } | { status: 'problem'; problem: PaymentMethodsProblem }

export async function loadSavedCards(api: Caller): Promise<SavedCards> {
  try {
    const cards = await fetchSavedCards(api)
    return {
      status: 'ok',
      cards: cards.map((card) => ({
        id: card.payment_profile_id,
        mediaId: card.payment_media_id,
        caption: payments.methods.card(
          cardBrand(card.payment_media_id),
          payments.methods.cardTypes[cardType(card.type)],
          card.last_4
        ),
        expires: card.expiration,
      })),
    }
  } catch (error) {
    if (!(error instanceof UpstreamError) && !isUpstreamUnavailable(error)) throw error
    const problem: PaymentMethodsProblem =
      error instanceof UpstreamError
        ? paymentMethodsProblem(error.info)
        : { tone: 'error', messages: [commonErrors.generic] }
    return { status: 'problem', problem }
  }
}

/** The saved cards as a pay page offers them (C31): each card's caption and expiry, or the list's problem. */
export type CardChoices =
  | { status: 'ok'; options: Array<{ value: string; label: string; hint: string }> }
  | { status: 'problem'; problem: PaymentMethodsProblem }

export function cardChoices(cards: SavedCards): CardChoices {
  if (cards.status === 'problem') return cards
  return {
    status: 'ok',
    options: cards.cards.map((card) => ({ value: card.id, label: card.caption, hint: payments.methods.expires(card.expires) })),
  }
}
