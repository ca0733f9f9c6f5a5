/**
 * Runs a payment channel (app/payments/channel.ts) through the online-payment machine against the test sandbox,
 * the way the driver does, for the channels' route-level tests: the machine decides, the channel makes the call.
 */
import type { SignedInApi } from '~/auth/upstream-as.server'
import { commandOf, INITIAL_PAYMENT, step, type PaymentState, type SecurityCodeEvent } from '~/payments/machine'
import type { PaymentChannel } from '~/payments/channel'

/** Makes the calls the state asks for (finalize, cancel) until it waits for someone or ends. */
export async function driveChannel<D>(channel: PaymentChannel<D>, api: SignedInApi, from: PaymentState): Promise<PaymentState> {
  let state = from
  for (let command = commandOf(state); command !== 'none'; command = commandOf(state)) {
    if (state.status === 'confirming') {
      const body = await channel.finalize(api, state.id)
      state = step(state, { type: 'confirm-answered', outcome: channel.readFinalize(body) })
    } else if (state.status === 'cancelling') {
      const ok = state.id === null ? true : await channel.cancel(api, state.id)
      state = step(state, { type: 'cancel-answered', ok })
    }
  }
  return state
}

/** Starts the payment with the key and runs the machine as far as it goes without the member. */
export async function startChannel<D>(channel: PaymentChannel<D>, api: SignedInApi, key: string) {
  const { outcome, details } = channel.readStart(await channel.start(api, key))
  const state = await driveChannel(channel, api, step(INITIAL_PAYMENT, { type: 'init-answered', outcome }))
  return { state, details, outcome }
}

/** What the provider's page reported, told to the machine only as the payment's real state (channel.read) says. */
export async function afterSecurityCode<D>(
  channel: PaymentChannel<D>,
  api: SignedInApi,
  waiting: PaymentState,
  claimed: SecurityCodeEvent,
): Promise<PaymentState> {
  if (waiting.status !== 'waiting-security-code') throw new Error(`not waiting for the code: ${waiting.status}`)
  const record = await channel.read(api, waiting.id)
  const event: { event: SecurityCodeEvent; message?: string } =
    record?.estado === 'autorizado'
      ? { event: 'process-status-1' }
      : record?.estado === 'rechazado'
        ? { event: 'rejected', message: record.motivo ?? undefined }
        : { event: claimed }
  return driveChannel(channel, api, step(waiting, { type: 'security-code', ...event }))
}
