/**
 * Paying a pending debt online (C31, C33, `/mi-{product}/pagos-pendientes/pago/:type/:id`, guarded):
 * `Seleccione una tarjeta para realizar el pago en línea` among the group's saved cards (E32), then the one online
 * payment (app/payments/online-payment.server.ts, on the debt's channel): the API starts it with the form's
 * idempotency key (a second submit of the same form starts nothing new), and when the provider asks for the card's
 * security code (the pay components, app/components/pay/):
 *
 * - with JavaScript, its page opens in the portal's dialog and what it reports comes back here (`intent=evento`);
 * - without, the browser goes to its hosted page, which sends it back to `/pagos/retorno` and on to the
 *   confirmation page.
 *
 * The amount is the API's (the debt as it lists it); the card must be one of the member's group. An unknown type,
 * or a debt the API does not know as this member's, goes back to the list (C31).
 */
import { parseForm } from '~/forms/parse-form.server'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { BackLink } from '~/components/back-link'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { PageHeader } from '~/components/page-header'
import { PayWithCard } from '~/components/pay/pay-with-card'
import { SummaryList } from '~/components/summary-list'
import { paymentChannel } from '~/copy/payment-channel'
import { readFormData } from '~/forms/form-data.server'
import { useForm } from '~/forms/use-form'
import { debtChannel, debtPaymentStart } from '~/payments/channels/deudas.server'
import { debtView } from '~/payments/debt-view.server'
import { beginPayment, newPaymentKey } from '~/payments/online-payment.server'
import { answerPayment, attemptForReturn, confirmationOf, continueAttempt } from '~/payments/pending-payments.server'
import { paymentKindFromSlug, SLUG_ALIASES, type PaymentKindInfo } from '~/domain/payment-kinds'
import type { PaysOnlineHandle } from '~/payments/pays-online.server'
import { WITH_SCRIPTS_FIELD } from '~/payments/provider-events'
import { cardChoices, loadSavedCards } from '~/payments/saved-cards.server'
import { PaySchema, securityCodeReportOf } from '~/payments/schemas.server'
import { checkoutScriptUrl } from '~/payments/provider.server'
import { fetchPendingDebt, type Debt } from '~/upstream/cobranzas.server'
import { UpstreamError } from '~/upstream/errors'
import { pageTitle } from '~/utils/meta'

export const meta: MetaFunction<typeof loader> = ({ matches }) => [pageTitle(paymentChannel.pay.title, matches)]

/** The page frames the card provider's pages: its Content-Security-Policy names the provider (pays-online.server.ts). */
export const handle: PaysOnlineHandle = { paysOnline: true }

const ID = /^[A-Za-z0-9_-]{1,64}$/

/** The pages of this debt, from the request's path (the member area's prefix depends on the product). */
function pagePaths(request: Request, params: LoaderFunctionArgs['params']) {
  const pathname = new URL(request.url).pathname
  const listPath = pathname.replace(/\/pago\/[^/]*\/[^/]*\/?$/, '')
  return {
    listPath,
    payPath: pathname,
    confirmationPath: `${listPath}/confirmacion`,
    detailPath: `${listPath}/${params.type}/${params.id}`,
  }
}

/** The kind and debt of the path, or a redirect to the list (an alias to its spec slug). */
async function debtOfPath(
  api: SignedInApi,
  request: Request,
  params: LoaderFunctionArgs['params']
): Promise<{ kind: PaymentKindInfo; debt: Debt }> {
  const { listPath } = pagePaths(request, params)
  const alias = SLUG_ALIASES[params.type ?? '']
  if (alias) throw redirect(`${listPath}/pago/${alias}/${encodeURIComponent(params.id ?? '')}`, 301)
  const kind = paymentKindFromSlug(params.type)
  if (!kind || !ID.test(params.id ?? '')) throw redirect(listPath)
  const debt = await fetchPendingDebt(api, kind, params.id!)
  if (!debt) throw redirect(listPath)
  return { kind, debt }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const api = await upstreamAs(request)
  const [{ kind, debt }, cards] = await Promise.all([debtOfPath(api, request, params), loadSavedCards(api)])
  return {
    debt: debtView(kind, debt),
    detailPath: pagePaths(request, params).detailPath,
    cards: cardChoices(cards),
    isAdmin: api.user.isAdmin,
    key: newPaymentKey(),
    checkoutScript: checkoutScriptUrl(),
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const api = await upstreamAs(request)
  const formData = await readFormData(request)
  const { payPath, confirmationPath, listPath } = pagePaths(request, params)
  const withScripts = formData.get(WITH_SCRIPTS_FIELD) === '1'

  const report = securityCodeReportOf(formData)
  if (report === 'invalid') throw redirect(payPath)
  if (report) {
    // The same as a return without JavaScript: the session's payment, or the one the reference names.
    const attempt = await attemptForReturn(request, api, report.ref, listPath)
    // A report for a payment still waiting that this session does not hold changes nothing: the result stands.
    if (!attempt) throw redirect(confirmationOf(confirmationPath, report.ref))
    const state = await continueAttempt(api, attempt, report.evento)
    const answer = await answerPayment(request, state, { ...attempt, confirmationPath, withScripts })
    return data(
      { result: undefined, securityCode: answer.securityCode },
      { headers: { 'Set-Cookie': answer.setCookie } }
    )
  }

  const { kind, debt } = await debtOfPath(api, request, params)
  const submission = parseForm(formData, PaySchema)
  if (submission.status !== 'success') return data({ result: submission.reply(), securityCode: null }, { status: 400 })
  const cards = await loadSavedCards(api)
  // BR21: the cards could not be read now: the API's words (or the generic message) for the form, not the card's field.
  if (cards.status !== 'ok')
    return data({ result: submission.reply({ formErrors: cards.problem.messages }), securityCode: null }, { status: 503 })
  const card = cards.cards.find((item) => item.id === submission.value.perfil_pago)
  if (!card)
    return data(
      { result: submission.reply({ fieldErrors: { perfil_pago: [paymentChannel.pay.cardRequired] } }), securityCode: null },
      { status: 400 }
    )

  const channel = debtChannel(kind, debtPaymentStart(debt, card, api.user))
  const key = submission.value.clave
  const { state } = await beginPayment(api, channel, key).catch((error: unknown) => {
    // The debt or the card went away meanwhile (paid in another tab, deleted): back to the list (C31).
    if (error instanceof UpstreamError && error.status === 404) throw redirect(listPath)
    throw error
  })
  const answer = await answerPayment(request, state, {
    slug: kind.slug,
    debtId: debt.id_transaccion,
    concept: debtView(kind, debt).title,
    payPath,
    confirmationPath,
    withScripts,
    key,
  })
  return data({ result: undefined, securityCode: answer.securityCode }, { headers: { 'Set-Cookie': answer.setCookie } })
}

export default function PayPage() {
  const { debt, detailPath, cards, isAdmin, key, checkoutScript } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({ id: 'pago', fields: { perfil_pago: null }, lastResult: actionData?.result })
  const securityCode = actionData?.securityCode ?? null

  return (
    <div className="stack">
      <BackLink to={detailPath}>{debt.title}</BackLink>
      <PageHeader title={paymentChannel.pay.title} />
      <ErrorSummary {...summaryFromForm(form)} />
      <SummaryList
        rows={[
          { key: paymentChannel.concept, value: debt.title },
          { key: paymentChannel.amount, value: <strong>{debt.amount}</strong> },
        ]}
      />
      <PayWithCard
        cards={cards}
        canAddCard={isAdmin}
        form={form}
        field={fields.perfil_pago!}
        paymentKey={key}
        amount={debt.amount}
        securityCode={securityCode}
        scriptUrl={checkoutScript}
      />
    </div>
  )
}
