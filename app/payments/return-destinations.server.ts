/**
 * Where each payment's journey continues after the card provider's hosted page (`/pagos/retorno`, A33): one table
 * from a payment channel's name (the name in its signed reference, channel.ts) to the page that finishes it. That
 * page gets the reference and the provider's `resultado` in its query, and asks the API what really happened.
 *
 * A name missing here cannot be signed (return-reference.server.ts builds its pattern from this table), so a new
 * channel is added here first. The address is the portal's own, never one taken from the query.
 */
import { getEnv } from '~/config/env.server'
import { PAYMENT_KINDS } from '~/domain/payment-kinds'
import { memberPaths, paths } from '~/utils/paths'

const pendingPayments = () => memberPaths(getEnv().PORTAL_PRODUCT).pendingPayments
const debtConfirmation = () => `${pendingPayments()}/confirmacion`

const DESTINATIONS: Readonly<Record<string, () => string>> = {
  // The three debts (cuota `couta`, orden, solicitud de medicamento): the pending payments' confirmation page.
  ...Object.fromEntries(Object.values(PAYMENT_KINDS).map((kind) => [kind.slug, debtConfirmation])),
  // The medical booking's online-payment step (C41, BR31).
  reserva: () => '/agenda/consulta-medica/pago-online',
  // The prescribed-medicine purchase, flow B (BR63).
  'compra-medicamentos': () => '/medicamentos-recetados/nueva-solicitud/pago',
}

/** Every name a payment reference may carry. */
export const PAYMENT_CHANNEL_NAMES: readonly string[] = Object.keys(DESTINATIONS)

/** Where a payment of channel `name` continues; null for a name the portal has no journey for. */
export function paymentDestination(name: string): string | null {
  return Object.hasOwn(DESTINATIONS, name) ? DESTINATIONS[name]!() : null
}

/** Where a card capture (C27) continues: the saved cards. */
export const captureDestination = () => paths.paymentMethods

/** Where a return that names nothing the portal signed goes: the pending payments (the member's own list). */
export const unknownReturnDestination = pendingPayments
