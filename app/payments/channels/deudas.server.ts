/**
 * The pending debts' payment channel (channel.ts): a monthly fee (`couta`), a medical order or a medicine request,
 * each at `/api/cobranzas/<base>/` of its kind (BR17, E36–E47), read with the spec's rules
 * (domain/payment-answers.ts, BR19–BR21). The channel's name is the kind's slug, so a debt's reference reads
 * `pago.couta.…` as before.
 */
import type { SignedInApi } from '~/auth/upstream-as.server'
import { classifyConfirm, classifyInit } from '~/domain/payment-answers'
import type { PaymentKindInfo } from '~/domain/payment-kinds'
import {
  cancelPayment,
  fetchPayment,
  finalizePayment,
  startPayment,
  type PaymentStart,
} from '~/upstream/cobranzas.server'
import { isUpstreamUnavailable } from '~/upstream/errors'
import type { Debt } from '~/upstream/cobranzas.server'
import type { ChannelRecord, PaymentChannel } from '../channel'
import type { CardTile } from '../saved-cards.server'

export interface DebtChannel extends PaymentChannel {
  readonly kind: PaymentKindInfo
}

/**
 * The channel of one debt kind. `start` (the debt, its amount as the API listed it, the card, the affiliate) is
 * needed only to start a payment; a channel that continues, settles or reads one is built without it.
 */
export function debtChannel(kind: PaymentKindInfo, start?: PaymentStart): DebtChannel {
  return {
    name: kind.slug,
    kind,
    start(api: SignedInApi, key: string) {
      if (!start) throw new Error(`The ${kind.slug} channel was built without the payment to start`)
      return startPayment(api, kind, start, key)
    },
    readStart: (body) => ({ outcome: classifyInit(body), details: undefined }),
    finalize: (api, id) => finalizePayment(api, kind, id),
    readFinalize: classifyConfirm,
    cancel: (api, id) =>
      cancelPayment(api, kind, id).catch((error: unknown) => (isUpstreamUnavailable(error) ? false : Promise.reject(error))),
    async read(api, id): Promise<ChannelRecord | null> {
      const record = await fetchPayment(api, kind, id)
      return record && { id: record.id, estado: record.estado, motivo: record.motivo || null }
    },
  }
}

/** What starting a debt's payment sends: the debt as the API listed it (its amount), the card, the signed-in member. */
export function debtPaymentStart(debt: Debt, card: CardTile, user: SignedInApi['user']): PaymentStart {
  return {
    debtId: debt.id_transaccion,
    amount: debt.importe,
    profileId: card.id,
    mediaId: card.mediaId,
    affiliate: {
      id: user.id,
      nombre_afiliado: user.nombre,
      apellido_afiliado: user.apellido,
      telefono_afiliado: user.celular ?? user.telefono ?? '',
    },
  }
}
