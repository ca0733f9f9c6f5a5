/**
 * Step `pago-online` (C41, BR31, BR32): the group's saved cards (E32) and the one online payment on the booking's
 * channel (`reservaChannel`: E58 books and starts it, E59 finalizes, E60 annuls, E62 reads the real state), kept in
 * the draft's `pago` attempt, whose key is the idempotency key: a double submit books once and charges once.
 *
 * The security code is typed on the provider's page: with JavaScript in its dialog, whose report comes back here
 * (`intent=evento`); without, its hosted page, which returns through `/pagos/retorno` to this step with
 * `?ref=…&resultado=…`. Either way the API's real state decides (docs/online-payment.md). A return or a dialog's
 * report whose payment the draft no longer holds (another tab started a new booking) is finished without it
 * (lost-return.server.ts).
 */
import { parseForm } from '~/forms/parse-form.server'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { NotificationBanner } from '~/components/notification-banner'
import { PayWithCard } from '~/components/pay/pay-with-card'
import { SummaryList } from '~/components/summary-list'
import { medicalBooking } from '~/copy/medical-booking'
import { paymentChannel } from '~/copy/payment-channel'
import { formatMoney } from '~/domain/money'
import { readFormData } from '~/forms/form-data.server'
import { useForm } from '~/forms/use-form'
import { isFinal } from '~/payments/machine'
import { claimedByHostedPage } from '~/payments/online-payment.server'
import { continueChannelPayment, securityCodeOf, settleChannelPayment } from '~/payments/payment-step.server'
import type { PaysOnlineHandle } from '~/payments/pays-online.server'
import { WITH_SCRIPTS_FIELD } from '~/payments/provider-events'
import { checkoutScriptUrl } from '~/payments/provider.server'
import { cardChoices, loadSavedCards } from '~/payments/saved-cards.server'
import { CardSchema, securityCodeReportOf } from '~/payments/schemas.server'
import type { SecurityCodeEvent } from '~/payments/machine'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { titled } from '~/utils/meta'
import { outcomeOf } from '~/wizards/graph'
import { stepPath } from '~/wizards/wizard'
import { medicalBookingLabels } from '~/wizards/consulta-medica/frame'
import { lostReturnLanding } from '~/wizards/consulta-medica/lost-return.server'
import {
  agreementAsConfirmed,
  bookingByCard,
  bookingOf,
  currentOffer,
  runBooking,
  startedReservaChannel,
} from '~/wizards/consulta-medica/reserve.server'
import type { Draft } from '~/wizards/consulta-medica/schemas.server'
import { payingAnotherBooking, shownBooking } from '~/wizards/consulta-medica/shown-booking.server'
import { medicalBookingWizard, openMedicalStep } from '~/wizards/consulta-medica/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { apiRefusalMessage, guardStep, updateAttempt } from '~/wizards/wizard.server'

const copy = medicalBooking['pago-online']

export const meta = titled(copy.title)

/** The page frames the card provider's pages: its Content-Security-Policy names the provider. */
export const handle: PaysOnlineHandle = { paysOnline: true }

const here = () => stepPath(medicalBookingWizard, 'pago-online')
const result = () => stepPath(medicalBookingWizard, 'reserva-finalizada')

/** Where the member goes once the payment moved: the result once it ended, else this step (it settles). */
const afterPayment = (draft: Draft) => {
  const payment = outcomeOf(draft, 'pago')
  return payment && isFinal(payment.state) ? result() : here()
}

/** Moves the stored payment on (`change`), while the attempt keeps its key; the draft as it is then. */
async function movePayment(request: Request, draft: Draft, change: (payment: NonNullable<ReturnType<typeof outcomeOf<Draft, 'pago'>>>) => Promise<ReturnType<typeof outcomeOf<Draft, 'pago'>> | null>) {
  const attempt = draft.attempts?.pago
  if (!attempt?.outcome) return { draft, setCookie: null }
  const next = await change(attempt.outcome)
  if (!next || next === attempt.outcome) return { draft, setCookie: null }
  const moved = await updateAttempt(request, medicalBookingWizard, 'pago', attempt.key, () => next)
  return { draft: moved.draft, setCookie: moved.setCookie }
}

/** What the provider reported (the dialog, or the hosted page's return), checked against the payment's real state. */
const reported = (request: Request, api: SignedInApi, draft: Draft, ref: unknown, claimed: SecurityCodeEvent) =>
  movePayment(request, draft, (payment) => continueChannelPayment(api, startedReservaChannel(), payment, ref, claimed))

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const ref = url.searchParams.get('ref')
  // Back from the provider's hosted page (`/pagos/retorno`): its `resultado` is a claim the API's state checks.
  const claimed = claimedByHostedPage(url.searchParams.get('resultado'))
  // A payment the draft no longer holds (another tab started a new booking meanwhile) is finished first: the guard
  // would send the member to that booking, the code she typed unheard.
  const lost = ref === null ? null : await lostReturnLanding(request, ref, claimed)
  if (lost) throw lost
  const { draft, page } = await openMedicalStep(request, 'pago-online')
  const api = await upstreamAs(request)
  if (ref !== null) {
    const moved = await reported(request, api, draft, ref, claimed)
    throw redirect(afterPayment(moved.draft), { headers: moved.setCookie ? { 'Set-Cookie': moved.setCookie } : {} })
  }
  // A charge left unanswered is finished once the API has decided.
  const settled = await movePayment(request, draft, (payment) => settleChannelPayment(api, startedReservaChannel(), payment))
  const payment = outcomeOf(settled.draft, 'pago')
  if (payment && isFinal(payment.state)) throw redirect(result(), { headers: settled.setCookie ? { 'Set-Cookie': settled.setCookie } : {} })
  const cards = cardChoices(await loadSavedCards(api))
  // A start left unanswered is sent again as it was (`runBooking`), with its card: the only one offered, and said so.
  const keptCard = payment ? null : (draft.attempts?.pago?.sent?.body.perfilPago ?? null)
  const offered = cards.status === 'ok' && keptCard !== null ? cards.options.filter((card) => card.value === keptCard) : []
  return {
    ...page,
    cards: offered.length > 0 ? { ...cards, options: offered } : cards,
    retrying: offered.length > 0,
    isAdmin: api.user.isAdmin,
    amount: formatMoney(draft.convenio?.costo ?? 0),
    shown: shownBooking(draft, 'slot-and-agreement'),
    checkoutScript: checkoutScriptUrl(),
    // A reload while the code is awaited opens the provider's dialog again.
    waiting: payment ? securityCodeOf(request, startedReservaChannel(), payment) : null,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request)
  const report = securityCodeReportOf(formData)
  // The card pays for the booking this page showed (a report is of the payment it names, checked by its reference).
  const another = report ? null : await payingAnotherBooking(request, formData)
  if (another) return another
  // The dialog's report of a payment the draft no longer holds (another tab started a new booking while the code was
  // typed) is finished as the hosted page's return is, before the guard sends the member to that booking.
  const lost = report && report !== 'invalid' ? await lostReturnLanding(request, report.ref, report.evento) : null
  if (lost) throw lost
  const draft = await guardStep(request, medicalBookingWizard, 'pago-online')
  const api = await upstreamAs(request)
  const withScripts = formData.get(WITH_SCRIPTS_FIELD) === '1'

  if (report === 'invalid') throw redirect(here())
  if (report) {
    const moved = await reported(request, api, draft, report.ref, report.evento)
    throw redirect(afterPayment(moved.draft), { headers: moved.setCookie ? { 'Set-Cookie': moved.setCookie } : {} })
  }

  const submission = parseForm(formData, CardSchema)
  const refused = (fieldErrors: Record<string, string[]>, formErrors: string[], status: number) =>
    data({ result: submission.reply({ fieldErrors, formErrors }), securityCode: null }, { status })
  if (submission.status !== 'success') return data({ result: submission.reply(), securityCode: null }, { status: 400 })
  const cards = await loadSavedCards(api)
  const card = cards.status === 'ok' ? cards.cards.find((item) => item.id === submission.value.perfil_pago) : undefined
  if (!card) return refused({ perfil_pago: [paymentChannel.pay.cardRequired] }, [], 400)

  let paid: { draft: Draft; setCookie: string | null }
  try {
    const build = async () => {
      // A slot the member holds is this payment's own, booked by a submit of this form still under way: this page
      // shows it (waiting for the code, or its result) once that submit keeps it.
      const offer = await currentOffer(api, draft, here())
      return bookingOf(api, { ...offer, agreement: agreementAsConfirmed(draft, offer) }, { method: 'online', perfilPago: card.id })
    }
    // The card of the first call, should a retry choose another: that call may have been made already.
    paid = await runBooking(request, draft, 'pago', build, bookingByCard(request, api))
  } catch (error) {
    if (error instanceof UpstreamError) return refused({}, [apiRefusalMessage(error)], 400)
    if (isUpstreamUnavailable(error)) return refused({}, [medicalBookingWizard.serviceProblem], 503)
    throw error
  }
  const headers: HeadersInit = paid.setCookie ? { 'Set-Cookie': paid.setCookie } : {}
  const payment = outcomeOf(paid.draft, 'pago')
  // Not kept: the booking's answers changed meanwhile (another tab); this page shows the journey as it is now.
  if (!payment) throw redirect(here(), { headers })
  const code = securityCodeOf(request, startedReservaChannel(), payment)
  if (!code) throw redirect(afterPayment(paid.draft), { headers })
  // Without JavaScript the provider's hosted page; with it, its dialog on this page.
  if (!withScripts) throw redirect(code.hostedUrl, { headers })
  return data({ result: undefined, securityCode: code }, { headers })
}

export default function PagoOnlineStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({ id: 'pago', fields: { perfil_pago: null }, lastResult: actionData?.result })
  const securityCode = actionData?.securityCode ?? page.waiting
  return (
    <StepFrame labels={medicalBookingLabels} page={page} title={copy.title}>
      <ErrorSummary {...summaryFromForm(form)} />
      {page.retrying ? (
        <NotificationBanner tone="info">
          <p>{copy.retrySameCard}</p>
        </NotificationBanner>
      ) : null}
      <SummaryList
        rows={[
          { key: paymentChannel.concept, value: medicalBooking.title },
          { key: paymentChannel.amount, value: <strong>{page.amount}</strong> },
        ]}
      />
      <PayWithCard
        cards={page.cards}
        canAddCard={page.isAdmin}
        form={form}
        field={fields.perfil_pago!}
        amount={page.amount}
        shown={page.shown}
        securityCode={securityCode}
        scriptUrl={page.checkoutScript}
      />
    </StepFrame>
  )
}
