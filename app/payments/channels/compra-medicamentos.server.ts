/**
 * The prescribed-medicine purchase's way to pay (flow B; checklist C76, C77, BR63): E94 registers the purchase and
 * starts its payment, or, after a failed payment ("Intentar nuevamente"), E97 pays the same purchase another way;
 * E96 finalizes, E95 annuls (the machine's cancel), and the read call the spec lacks gives the payment's real state.
 * The machine's payment id is the purchase's `deuda_id`.
 *
 * A payment that fails is not annulled by the portal (BR63): E95 is `Cancelar compra`'s alone, and `Intentar
 * nuevamente` pays the purchase, still registered, another way (E97). Nor is one whose security code the member gave
 * up on: E95 would end the purchase she only backed out of paying this way (the step offers the cards again, E97).
 */
import { purchaseAnnulled, readPurchaseFinalize, readPurchaseStart, type PurchaseStart } from '~/domain/purchase-answers'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import {
  annulPurchase,
  changePurchaseAgent,
  createPurchase,
  fetchPurchase,
  finalizePurchasePayment,
  type PurchaseAgentChange,
  type PurchaseRequest,
} from '~/upstream/ecommerce-medicamentos.server'
import type { ChannelRecord, PaymentChannel } from '../channel'

/** What the purchase's journey keeps from the start besides the outcome: its id, Mensaje, nroBulto, invoice. */
export type CompraDetails = Omit<PurchaseStart, 'outcome'>

/** How the payment starts: a new purchase (E94), or the purchase a failed payment left, paid another way (E97). */
export type CompraStart = { call: 'transaccion'; request: PurchaseRequest } | { call: 'cambio-agente'; change: PurchaseAgentChange }

/** A purchase with no online payment (paid at an agency or at home): nothing for the machine to charge. */
const NO_PAYMENT = 'sin-pago'

export function compraChannel(start: CompraStart): PaymentChannel<CompraDetails> {
  const idPersona = start.call === 'transaccion' ? start.request.id_persona : start.change.id_persona
  return {
    name: 'compra-medicamentos',
    cancelWaitsForMember: true,
    start: (api, key) =>
      start.call === 'transaccion' ? createPurchase(api, start.request, key) : changePurchaseAgent(api, start.change, key),
    readStart(body) {
      const { outcome, ...details } = readPurchaseStart(body)
      return { outcome, details }
    },
    finalize: (api, id) => finalizePurchasePayment(api, { deudaId: id, idPersona }),
    readFinalize: readPurchaseFinalize,
    async cancel(api, id) {
      try {
        return purchaseAnnulled(await annulPurchase(api, { deudaId: id, idPersona }))
      } catch (error) {
        if (isUpstreamUnavailable(error)) return false
        if (error instanceof UpstreamError && error.status !== 401 && error.status !== 403) return false
        throw error
      }
    },
    async read(api, id): Promise<ChannelRecord | null> {
      const purchase = await fetchPurchase(api, id)
      if (!purchase) return null
      return { id: purchase.deuda_id, estado: purchase.estado_pago ?? NO_PAYMENT, motivo: purchase.motivo || null }
    },
  }
}
