import { afterEach, describe, expect, inject, it } from 'vitest'
import { upstreamAs } from '~/auth/upstream-as.server'
import { PAYMENT_KINDS } from '~/domain/payment-kinds'
import { serviceProblem } from '~/upstream/client.server'
import { fetchPendingDebts } from '~/upstream/cobranzas.server'
import { getRequest, signIn } from '../../tests/route-helpers'
import { clearGatewayOutcomes, createPersona, forceGatewayOutcome, submitSecurityCode } from '../../tests/sandbox-control'
import { debtChannel, debtPaymentStart } from './channels/deudas.server'
import {
  beginChannelPayment,
  channelPaymentSchema,
  continueChannelPayment,
  paymentAttemptKey,
  securityCodeOf,
  settleChannelPayment,
} from './payment-step.server'
import { paymentReference } from './return-reference.server'
import { loadSavedCards } from './saved-cards.server'
import { z } from 'zod'

/**
 * A wizard's pay step on a channel, with the state kept by the caller (its payment attempt) rather than the
 * pending payments' session: shown here on the debts' channel against the sandbox's gateway.
 */
const sandboxUrl = inject('sandboxUrl')
const PAGE = 'http://localhost/agenda/consulta-medica/pago-online'

/** A member like Ana, signed in; the channel that pays her fee with her first card. */
async function feeChannel() {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  const api = await upstreamAs(getRequest('/', await signIn(persona.ci, persona.password ?? undefined)))
  const fee = (await fetchPendingDebts(api)).cuotas[0]!
  const cards = await loadSavedCards(api)
  if (cards.status !== 'ok') throw new Error('Ana’s copy has her cards')
  const channel = debtChannel(PAYMENT_KINDS.MONTHLY_PAYMENT, debtPaymentStart(fee, cards.cards[0]!, api.user))
  return { api, channel }
}

const request = new Request(PAGE, { method: 'POST' })

describe('a wizard’s pay step on a channel (payment-step.server.ts)', () => {
  afterEach(() => clearGatewayOutcomes(sandboxUrl))

  it('begins with the attempt’s key, waits for the code, and continues only for its own reference', async () => {
    const { api, channel } = await feeChannel()
    const key = crypto.randomUUID()
    const payment = await beginChannelPayment(request, api, channel, key)
    expect(payment.state.status).toBe('waiting-security-code')
    // The attempt's outcome survives the draft's schema as it is.
    expect(channelPaymentSchema(z.undefined()).parse(payment)).toEqual(payment)

    const code = securityCodeOf(request, channel, payment)!
    expect(code.ref).toMatch(/^pago\.couta\./)
    expect(new URL(new URL(code.hostedUrl).searchParams.get('return_url')!).pathname).toBe('/pagos/retorno')
    // The same key again replays the first start: the same payment.
    expect(await beginChannelPayment(request, api, channel, key)).toEqual(payment)

    // Another payment's reference, or another channel's, changes nothing.
    const id = payment.state.status === 'waiting-security-code' ? payment.state.id : ''
    expect(await continueChannelPayment(api, channel, payment, paymentReference('couta', `${id}9`), 'process-status-1')).toBeNull()
    expect(await continueChannelPayment(api, channel, payment, paymentReference('orden', id), 'process-status-1')).toBeNull()
    // A claim the API does not confirm leaves it waiting.
    expect((await continueChannelPayment(api, channel, payment, code.ref, 'process-status-1'))!.state).toEqual(payment.state)

    await submitSecurityCode(code.url, '123')
    const paid = (await continueChannelPayment(api, channel, payment, code.ref, 'process-status-1'))!
    expect(paid.state).toEqual({ status: 'success', id })
    expect(securityCodeOf(request, channel, paid)).toBeNull()
    // A replayed return changes nothing; a settled payment stays as it is.
    expect(await continueChannelPayment(api, channel, paid, code.ref, 'close')).toEqual(paid)
    expect(await settleChannelPayment(api, channel, paid)).toEqual(paid)
  })

  it('settles a payment waiting for its code only once the provider decided it; unreadable, it waits', async () => {
    const { api, channel } = await feeChannel()
    const payment = await beginChannelPayment(request, api, channel, crypto.randomUUID())
    const code = securityCodeOf(request, channel, payment)!
    // Nothing typed yet: it waits, as it was.
    expect(await settleChannelPayment(api, channel, payment)).toBe(payment)
    // The API cannot say now: the page still shows it waiting, never an error for it.
    const down = { ...channel, read: () => Promise.reject(serviceProblem('timeout')) }
    expect(await settleChannelPayment(api, down, payment)).toBe(payment)
    // The code typed, its report lost: the next load finds it decided, and charged once.
    await submitSecurityCode(code.url, '123')
    const id = payment.state.status === 'waiting-security-code' ? payment.state.id : ''
    expect((await settleChannelPayment(api, channel, payment)).state).toEqual({ status: 'success', id })
  })

  it('ends at the machine’s error when the start is refused, with nothing to continue', async () => {
    const { api, channel } = await feeChannel()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'error', mensaje: 'Monto inválido' })
    const payment = await beginChannelPayment(request, api, channel, crypto.randomUUID())
    expect(payment.state).toEqual({ status: 'error-before-confirm', message: 'Monto inválido', error107: false })
    expect(securityCodeOf(request, channel, payment)).toBeNull()
  })

  it('throws a start left unanswered, so the attempt keeps its key; an unreadable answer is the machine’s error', async () => {
    const { api, channel } = await feeChannel()
    for (const reason of ['timeout', 'unreachable'] as const) {
      const problem = serviceProblem(reason)
      const unanswered = { ...channel, start: () => Promise.reject(problem) }
      await expect(beginChannelPayment(request, api, unanswered, crypto.randomUUID())).rejects.toBe(problem)
    }
    const unreadable = { ...channel, start: () => Promise.reject(serviceProblem('invalid-response')) }
    expect((await beginChannelPayment(request, api, unreadable, crypto.randomUUID())).state).toEqual({
      status: 'error-before-confirm',
      message: null,
      error107: false,
    })
  })

  it('reads the idempotency key from the wizard’s payment attempt', () => {
    const key = crypto.randomUUID()
    expect(paymentAttemptKey({ attempts: { pago: { key } } }, 'pago')).toBe(key)
    expect(paymentAttemptKey({ attempts: {} } as { attempts: { pago?: { key: string } } }, 'pago')).toBeNull()
  })
})
