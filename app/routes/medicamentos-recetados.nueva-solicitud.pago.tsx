/**
 * Flow B's step `pago` (C77, BR63, A01, A30): the payment group's saved cards (E32) and the one online payment of the
 * purchase on its channel (`compraChannel`: E94 registers it and starts the payment, or E97 pays the purchase a failed
 * payment left; E96 finalizes, E95 annuls), kept in the draft's `pago` attempt, whose key is the idempotency key: a
 * double submit registers and charges once. A01: only a member paying online in her own mode reaches it (the graph).
 *
 * The security code is typed on the provider's page: with JavaScript in its dialog, whose report comes back here
 * (`intent=evento`); without, its hosted page, which returns through `/pagos/retorno` to this step with
 * `?ref=…&resultado=…`. Either way the API's real state decides (docs/online-payment.md).
 *
 * A payment that ends without charging shows BR63's error modal (a `<dialog>` with JavaScript, a state of the page
 * without): `Intentar nuevamente` keeps the purchase to pay it another way (`changePayment`, back to `forma-pago`),
 * `Cancelar compra` annuls it (E95) and shows the result. A security code given up (the dialog closed, the hosted
 * page's Cancelar, its time run out) is no failure: the cards again, any of them (`backOut`). E94 pricing the purchase
 * otherwise (409 `costo_calculado`) starts no payment: the member reviews her medicines at today's prices, as from
 * the confirmation.
 */
import { parseForm } from '~/forms/parse-form.server'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { PageDialog } from '~/components/confirm-dialog'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { PayWithCard } from '~/components/pay/pay-with-card'
import { SummaryList } from '~/components/summary-list'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { paymentChannel } from '~/copy/payment-channel'
import { formatMoney } from '~/domain/money'
import { PurchasePriceChanged } from '~/domain/purchase-answers'
import { awaitsDecision, cancellationOf, sameCardAgain, startCallOf, type Cancellation } from '~/domain/purchase-result'
import { readFormData } from '~/forms/form-data.server'
import { useForm } from '~/forms/use-form'
import { compraChannel, type CompraStart } from '~/payments/channels/compra-medicamentos.server'
import { gaveUp, type SecurityCodeEvent } from '~/payments/machine'
import { claimedByHostedPage, paymentIdOf } from '~/payments/online-payment.server'
import { beginChannelPayment, continueChannelPayment, securityCodeOf, settleChannelPayment } from '~/payments/payment-step.server'
import type { PaysOnlineHandle } from '~/payments/pays-online.server'
import { WITH_SCRIPTS_FIELD } from '~/payments/provider-events'
import { checkoutScriptUrl } from '~/payments/provider.server'
import { cardChoices, loadSavedCards } from '~/payments/saved-cards.server'
import { CardSchema, securityCodeReportOf } from '~/payments/schemas.server'
import { annulPurchase, PURCHASE_METHOD, type PurchaseAgentChange } from '~/upstream/ecommerce-medicamentos.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { titled } from '~/utils/meta'
import { invalidate, outcomeOf, withAttempt } from '~/wizards/graph'
import { stepPath } from '~/wizards/wizard'
import { flowBLabels } from '~/wizards/compra-medicamentos/frame'
import { purchaseRequestOf, shippingCostNow, withCurrentShipping } from '~/wizards/compra-medicamentos/purchase.server'
import { reviewAtTodaysPrices } from '~/wizards/compra-medicamentos/recipes.server'
import { PagoDecisionSchema, type Draft, type PagoOutcome } from '~/wizards/compra-medicamentos/schemas.server'
import { totalsOf } from '~/wizards/compra-medicamentos/selection'
import { paymentEnded } from '~/wizards/compra-medicamentos/steps'
import { flowBWizard, headerOf, loadList, openFlowBStep } from '~/wizards/compra-medicamentos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { apiRefusalMessage, guardStep, runAttempt, updateAttempt, updateDraft } from '~/wizards/wizard.server'

const copy = medicinePurchase.pago

export const meta = titled(copy.title)

/** The page frames the card provider's pages: its Content-Security-Policy names the provider. */
export const handle: PaysOnlineHandle = { paysOnline: true }

const here = () => stepPath(flowBWizard, 'pago')
const result = () => stepPath(flowBWizard, 'solicitud-finalizada')

/**
 * The channel of a payment already started: only its finalize (E96), annulment (E95) and read are used, which name
 * the purchase by the machine's payment id; starting it again is a bug.
 */
function startedChannel(api: SignedInApi) {
  const change: PurchaseAgentChange = { deuda_id: '', id_persona: api.user.idPersona ?? 0, nuevo_agente_externo: PURCHASE_METHOD.ONLINE, perfil_pago: null }
  return {
    ...compraChannel({ call: 'cambio-agente', change }),
    start: () => Promise.reject(new Error('a started payment does not start again')),
  }
}

/**
 * The purchase a payment registered (E94's `deuda_id`, else the machine's id), else the one it was paying another way
 * (an E97 refused without naming it: `changePayment`); null when nothing was registered.
 */
const purchaseOf = (payment: PagoOutcome, draft: Draft) =>
  payment.details.deudaId ?? paymentIdOf(payment.state) ?? draft.changePayment?.deudaId ?? null

/** BR63: the payment failed and the member has not yet chosen between retrying and cancelling. */
const undecided = (payment: PagoOutcome | undefined): payment is PagoOutcome =>
  payment !== undefined && awaitsDecision(payment.state) && payment.cancellation === undefined

/** Where the member goes once the payment moved: the result once it ended for good, else this step. */
function afterPayment(draft: Draft): string {
  const payment = outcomeOf(draft, 'pago')
  return payment && paymentEnded(payment) && !undecided(payment) ? result() : here()
}

const withCookie = (setCookie: string | null): HeadersInit => (setCookie ? { 'Set-Cookie': setCookie } : {})

/** Moves the stored payment on (`change`), while the attempt keeps its key; the draft as it is then. */
async function movePayment(request: Request, draft: Draft, change: (payment: PagoOutcome) => Promise<PagoOutcome | null>) {
  const attempt = draft.attempts?.pago
  if (!attempt?.outcome) return { draft, setCookie: null }
  const next = await change(attempt.outcome)
  if (!next || next === attempt.outcome) return { draft, setCookie: null }
  const moved = await updateAttempt(request, flowBWizard, 'pago', attempt.key, () => next)
  return { draft: moved.draft, setCookie: moved.setCookie }
}

/**
 * The member gave up on the security code: she backed out, and the card did not fail, so neither BR63's modal nor A30's
 * refusal of that card. The purchase E94 registered stays, to be paid with any card as after `Intentar nuevamente`
 * (E97: `changePayment`, keeping a card that did fail before); E95 is not sent, since it would end the purchase. The
 * payment left waiting charged nothing: the next start replaces it, or the provider's session lapses. Null when the
 * payment is not one given up.
 */
async function backOut(request: Request, draft: Draft): Promise<{ setCookie: string } | null> {
  const attempt = draft.attempts?.pago
  if (!attempt?.outcome || !gaveUp(attempt.outcome.state)) return null
  const deudaId = purchaseOf(attempt.outcome, draft)
  return updateDraft(request, flowBWizard, (fresh) => {
    if (fresh.attempts?.pago?.key !== attempt.key) return fresh
    const failedCard = fresh.changePayment?.failedCard ?? null
    const again = invalidate(flowBWizard, fresh, { changePayment: { deudaId, failedCard } })
    return { ...again, attempts: { ...again.attempts, pago: undefined } }
  })
}

/** What the provider reported (the dialog, or the hosted page's return), checked against the payment's real state. */
const reported = (request: Request, api: SignedInApi, draft: Draft, ref: unknown, claimed: SecurityCodeEvent) =>
  movePayment(request, draft, (payment) => continueChannelPayment(api, startedChannel(api), payment, ref, claimed))

export async function loader({ request }: LoaderFunctionArgs) {
  const opened = await openFlowBStep(request, 'pago')
  const { page } = opened
  const header = headerOf(opened.draft)
  if (page.error) return { ...page, header, cards: null, isAdmin: false, amount: '', checkoutScript: '', waiting: null, failed: false }
  const api = await upstreamAs(request)
  // The amount shown is the one charged: a shipping cost gone stale (someone added or removed) is asked again.
  const draft = outcomeOf(opened.draft, 'pago') ? opened.draft : await loadList('pago', () => withCurrentShipping(request, api, opened.draft))
  const url = new URL(request.url)
  const ref = url.searchParams.get('ref')
  if (ref !== null) {
    // Back from the provider's hosted page (`/pagos/retorno`): its `resultado` is a claim the API's state checks.
    const moved = await reported(request, api, draft, ref, claimedByHostedPage(url.searchParams.get('resultado')))
    throw redirect(afterPayment(moved.draft), { headers: withCookie(moved.setCookie) })
  }
  // A charge left unanswered is finished once the API has decided.
  const settled = await movePayment(request, draft, (payment) => settleChannelPayment(api, startedChannel(api), payment))
  if (afterPayment(settled.draft) !== here()) throw redirect(result(), { headers: withCookie(settled.setCookie) })
  // Every way a code is given up (the dialog's report, the hosted page's return) leads here: the cards, drawn anew.
  const backedOut = await backOut(request, settled.draft)
  if (backedOut) throw redirect(here(), { headers: withCookie(backedOut.setCookie) })
  const payment = outcomeOf(settled.draft, 'pago')
  const failed = undecided(payment)
  return {
    ...page,
    header,
    // The modal's page state needs no cards: E32 is asked only when they are shown.
    cards: failed ? null : cardChoices(await loadSavedCards(api)),
    isAdmin: api.user.isAdmin,
    amount: formatMoney(totalsOf(draft).pagas),
    checkoutScript: checkoutScriptUrl(),
    // A reload while the code is awaited opens the provider's dialog again.
    waiting: payment && !failed ? securityCodeOf(request, startedChannel(api), payment) : null,
    failed,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const draft = await guardStep(request, flowBWizard, 'pago')
  const api = await upstreamAs(request)
  const formData = await readFormData(request)

  const report = securityCodeReportOf(formData)
  if (report === 'invalid') throw redirect(here())
  if (report) {
    const moved = await reported(request, api, draft, report.ref, report.evento)
    throw redirect(afterPayment(moved.draft), { headers: withCookie(moved.setCookie) })
  }
  if (formData.has('intent')) return decide(request, api, draft, formData)
  return pay(request, api, draft, formData)
}

/** The card form: A30's check, then the attempt (E94, or E97 after `Intentar nuevamente`) with the chosen card. */
async function pay(request: Request, api: SignedInApi, draft: Draft, formData: FormData) {
  const withScripts = formData.get(WITH_SCRIPTS_FIELD) === '1'
  const submission = parseForm(formData, CardSchema)
  const refused = (fieldErrors: Record<string, string[]>, formErrors: string[], status: number) =>
    data({ result: submission.reply({ fieldErrors, formErrors }), securityCode: null }, { status })
  if (submission.status !== 'success') return data({ result: submission.reply(), securityCode: null }, { status: 400 })
  // A payment that failed is decided in its modal, not paid again by a stale form.
  if (undecided(outcomeOf(draft, 'pago'))) throw redirect(here())
  // A30: nothing is sent for the card that just failed.
  if (sameCardAgain(draft.changePayment, submission.value.perfil_pago)) return refused({ perfil_pago: [copy.sameCard] }, [], 400)
  const cards = await loadSavedCards(api)
  const card = cards.status === 'ok' ? cards.cards.find((item) => item.id === submission.value.perfil_pago) : undefined
  if (!card) return refused({ perfil_pago: [paymentChannel.pay.cardRequired] }, [], 400)

  let paid: { draft: Draft; setCookie: string | null }
  try {
    paid = await runAttempt(request, flowBWizard, draft, 'pago', async (key, current) => {
      const payment = await beginChannelPayment(request, api, compraChannel(await startOf(api, current, card.id)), key)
      return { ...payment, card: card.id }
    })
  } catch (error) {
    // E94 priced the purchase otherwise: no purchase, no payment; the member reviews it at today's prices.
    if (error instanceof PurchasePriceChanged) return reviewAtTodaysPrices(request, draft, 'pago')
    if (error instanceof UpstreamError) return refused({}, [apiRefusalMessage(error)], 400)
    if (isUpstreamUnavailable(error)) return refused({}, [flowBWizard.serviceProblem], 503)
    throw error
  }
  const headers = withCookie(paid.setCookie)
  const payment = outcomeOf(paid.draft, 'pago')!
  const code = securityCodeOf(request, startedChannel(api), payment)
  if (!code) throw redirect(afterPayment(paid.draft), { headers })
  // Without JavaScript the provider's hosted page; with it, its dialog on this page.
  if (!withScripts) throw redirect(code.hostedUrl, { headers })
  return data({ result: undefined, securityCode: code }, { headers })
}

/**
 * How the payment starts (BR63): a new purchase (E94, its shipping cost asked again when its people changed), or the
 * purchase a failed payment left, paid with this card (E97). The cost is not saved here: it is an answer the attempt
 * depends on, and saving it would take the attempt's key away from the call it keys.
 */
async function startOf(api: SignedInApi, draft: Draft, card: string): Promise<CompraStart> {
  const start = startCallOf(draft.changePayment)
  if (start.call === 'cambio-agente') {
    const change = { deuda_id: start.deudaId, id_persona: api.user.idPersona ?? 0, nuevo_agente_externo: PURCHASE_METHOD.ONLINE, perfil_pago: card }
    return { call: 'cambio-agente', change }
  }
  const { shippingCost } = await shippingCostNow(api, draft)
  const priced = shippingCost ? { ...draft, shippingCost } : draft
  return { call: 'transaccion', request: purchaseRequestOf(api.user, priced, { metodoPago: PURCHASE_METHOD.ONLINE, perfilPago: card }) }
}

/** The error modal's buttons (BR63); anything but a failed payment waiting for them shows the step again. */
async function decide(request: Request, api: SignedInApi, draft: Draft, formData: FormData) {
  const decision = PagoDecisionSchema.safeParse(Object.fromEntries(formData))
  if (!decision.success) return data({ result: undefined, securityCode: null }, { status: 400 })
  const attempt = draft.attempts?.pago
  if (!attempt || !undecided(attempt.outcome)) throw redirect(afterPayment(draft))
  const payment = attempt.outcome
  const deudaId = purchaseOf(payment, draft)

  if (decision.data.intent === 'intentar-nuevamente') {
    // The purchase stays registered, to be paid another way (E97 from `pago` or `confirmacion`); a start that
    // registered nothing is tried again as a new purchase (E94). Either way the card that failed is refused (A30).
    const { setCookie } = await updateDraft(request, flowBWizard, (fresh) => {
      if (fresh.attempts?.pago?.key !== attempt.key) return fresh
      const retried = invalidate(flowBWizard, fresh, { changePayment: { deudaId: deudaId ?? null, failedCard: payment.card ?? null } })
      return { ...retried, attempts: { ...retried.attempts, pago: undefined } }
    })
    throw redirect(stepPath(flowBWizard, 'forma-pago'), { headers: withCookie(setCookie) })
  }

  const cancellation = deudaId ? await annul(api, deudaId) : 'cancelled'
  // The result is this attempt's: it is kept with the key it has, while `changePayment` is cleared (C77).
  const { setCookie } = await updateDraft(request, flowBWizard, (fresh) => {
    const current = fresh.attempts?.pago
    if (current?.key !== attempt.key || !current.outcome) return fresh
    return { ...withAttempt(fresh, 'pago', { key: attempt.key, outcome: { ...current.outcome, cancellation } }), changePayment: undefined }
  })
  throw redirect(result(), { headers: withCookie(setCookie) })
}

/** `Cancelar compra`'s E95, read by BR63; an API that cannot be reached is a cancellation that failed. */
async function annul(api: SignedInApi, deudaId: string): Promise<Cancellation> {
  try {
    return cancellationOf(await annulPurchase(api, { deudaId, idPersona: api.user.idPersona ?? 0 }))
  } catch (error) {
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return 'failed'
    throw error
  }
}

export default function PagoStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({ id: 'pago', fields: { perfil_pago: null }, lastResult: actionData?.result })
  const securityCode = actionData?.securityCode ?? page.waiting
  return (
    <StepFrame labels={flowBLabels} page={page} title={page.header}>
      <PageDialog
        id="error-de-pago"
        title={copy.errorTitle}
        requested={page.failed}
        opensOnArrival
        // Its two buttons are the page's only way on: Escape leaves them on the page, not an empty page.
        inPageOnceClosed
        content={() => (
          <>
            <p>{copy.errorText}</p>
            <Form method="post" className="button-group">
              <SubmitButton name="intent" value="intentar-nuevamente">
                {copy.retry}
              </SubmitButton>
              <SubmitButton name="intent" value="cancelar-compra" variant="warning">
                {copy.cancel}
              </SubmitButton>
            </Form>
          </>
        )}
      >
        {() =>
          page.cards ? (
            <>
              <h2>{copy.title}</h2>
              <ErrorSummary {...summaryFromForm(form)} />
              <SummaryList rows={[{ key: medicinePurchase.confirmacion.pay, value: <strong>{page.amount}</strong> }]} />
              <PayWithCard
                cards={page.cards}
                canAddCard={page.isAdmin}
                form={form}
                field={fields.perfil_pago!}
                amount={page.amount}
                securityCode={securityCode}
                scriptUrl={page.checkoutScript}
              />
            </>
          ) : null
        }
      </PageDialog>
    </StepFrame>
  )
}
