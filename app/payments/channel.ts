/**
 * One way to pay, as the online-payment machine (machine.ts) sees it: the API calls of one kind of payment and how to
 * read their answers. The machine and its driver are the same for every payment; a channel is what differs:
 *
 * - the three pending debts (cuota, orden, solicitud de medicamento): `POST /api/cobranzas/<base>/`, `finalizar/`,
 *   `cancelar/`, `GET <base>/{id}/` (BR19–BR21);
 * - the medical booking: E58 reserves and starts the payment in one call, E59 / E60 with `{id_reserva}`, E62 reads it
 *   (BR31);
 * - the prescribed-medicine purchase (flow B): E94 with `pasarela` nested, E96 / E95 with `{deuda_id, id_persona}`,
 *   and a read call the spec lacks (BR63, docs/decisions/invented-paths.md).
 *
 * A channel is built for one payment by its journey (`debtChannel(kind, start)`, the booking's from its draft, ...),
 * so the calls carry what that journey knows (the member paid for, the payment method, the reservation). Its `name`
 * goes into the payment's signed reference (`pago.<name>.<id>.<hmac>`), which is how `/pagos/retorno` knows where the
 * payment's journey continues.
 */
import type { ConfirmOutcome, InitOutcome } from '~/domain/payment-answers'
import type { SignedInApi } from '~/auth/upstream-as.server'

/** The payment's real state, as the API's read call reports it (the driver trusts nothing else about money). */
export interface ChannelRecord {
  /** The payment's id, as the machine's states carry it. */
  id: string
  estado: 'pendiente' | 'autorizado' | 'confirmado' | 'rechazado' | 'cancelado' | (string & {})
  /** The provider's reason for a rejection. */
  motivo: string | null
}

export interface PaymentChannel<StartDetails = undefined> {
  /** Names the payment in its signed reference; lowercase letters and hyphens (the debt kinds keep their slugs). */
  readonly name: string
  /**
   * Starts the payment with the idempotency key (the same key replays the first start: never a second charge) and
   * returns the API's raw answer. Throws what the upstream client throws: the driver reads an `UpstreamError`'s body
   * and an unreachable API the same way for every channel.
   */
  start(api: SignedInApi, key: string): Promise<unknown>
  /**
   * The start's answer, read: the machine's outcome, and what the journey keeps from it besides (the booking's
   * reservation id and `info_cfe`, flow B's `Mensaje` and CFE fields). Pure.
   */
  readStart(body: unknown): { outcome: InitOutcome; details: StartDetails }
  /** Charges a payment the provider authorized (the security code accepted); the raw answer. */
  finalize(api: SignedInApi, id: string): Promise<unknown>
  /** The finalize answer, read. Pure. */
  readFinalize(body: unknown): ConfirmOutcome
  /** Cancels the payment; false when the API refused or could not be reached (the machine's `error-cancelling`). */
  cancel(api: SignedInApi, id: string): Promise<boolean>
  /**
   * The member, not the portal, cancels a payment that failed (flow B, BR63): the driver leaves it `cancelling`, and
   * the journey asks her whether to pay it another way (`Intentar nuevamente`, which needs it not cancelled) or to
   * cancel it (`Cancelar compra`, which calls `cancel`). A code she gave up on (`gaveUp`) is left so too, for the
   * journey to offer the cards again. Without it the driver cancels at once (BR20).
   */
  readonly cancelWaitsForMember?: true
  /**
   * The payment's real state; null when the API does not know it as the signed-in member's (another member's or an
   * unknown id: nothing is said about it). Throws the service problem when the API cannot say now.
   */
  read(api: SignedInApi, id: string): Promise<ChannelRecord | null>
}
