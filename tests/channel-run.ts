/**
 * The channels' route-level tests run each channel through the portal's one driver (app/payments/online-payment.server.ts),
 * so what they prove is what the journeys get: these are its calls under the names the tests read best.
 */
import type { SignedInApi } from '~/auth/upstream-as.server'
import type { PaymentChannel } from '~/payments/channel'
import type { PaymentState, SecurityCodeEvent } from '~/payments/machine'
import { beginPayment, continuePayment } from '~/payments/online-payment.server'

/** Starts the payment with the key and runs the machine as far as it goes without the member. */
export const startChannel = <D>(channel: PaymentChannel<D>, api: SignedInApi, key: string) => beginPayment(api, channel, key)

/** What the provider's page reported, told to the machine only as the payment's real state (channel.read) says. */
export function afterSecurityCode<D>(channel: PaymentChannel<D>, api: SignedInApi, waiting: PaymentState, claimed: SecurityCodeEvent) {
  if (waiting.status !== 'waiting-security-code') throw new Error(`not waiting for the code: ${waiting.status}`)
  return continuePayment(api, channel as PaymentChannel<unknown>, { paymentId: waiting.id, url: waiting.url }, claimed)
}
