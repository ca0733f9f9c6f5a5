/**
 * Step `medio-pago` (C40, BR30, A46): `Pago en línea`, `Abitab` or `RedPagos` for a booking that costs something.
 * Online goes on to the card; an agency books now with its code (the `reserva` attempt, once per key) and the
 * result says what to do there. With the reservation made already (a rejected card) only its method changes
 * (E63): an agency back to the member area, online to the order's pay page (A29). A booking paid online has no
 * method left to choose: its result. A booking that failed and was given back is none: the method chosen books anew.
 */
import { parseForm } from '~/forms/parse-form.server'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { redirectWithFlash } from '~/auth/flash.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { HiddenFields, RadioGroup } from '~/components/field'
import { SummaryList } from '~/components/summary-list'
import { medicalBooking } from '~/copy/medical-booking'
import { paymentChannel } from '~/copy/payment-channel'
import { ui } from '~/copy/shell'
import { commonErrors } from '~/copy/errors/common'
import { afterPaymentMethod, paymentMethodOptions } from '~/domain/medical-booking'
import { formatMoney } from '~/domain/money'
import { getEnv } from '~/config/env.server'
import { readFormData } from '~/forms/form-data.server'
import { useForm } from '~/forms/use-form'
import { changeReservationPayment } from '~/upstream/reserva-web.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { titled } from '~/utils/meta'
import { memberPaths } from '~/utils/paths'
import { invalidate } from '~/wizards/graph'
import { stepPath } from '~/wizards/wizard'
import { medicalBookingLabels } from '~/wizards/consulta-medica/frame'
import { useChosen } from '~/wizards/consulta-medica/use-chosen'
import { bookWithoutCard, madeReservationDebt, orderPayPath, settleUnansweredBookings } from '~/wizards/consulta-medica/reserve.server'
import { MedioPagoSchema, type Draft } from '~/wizards/consulta-medica/schemas.server'
import { payingAnotherBooking, shownBooking } from '~/wizards/consulta-medica/shown-booking.server'
import { madeReservationId, paidOnline, withoutGivenBack } from '~/wizards/consulta-medica/steps'
import { medicalBookingWizard, openMedicalStep } from '~/wizards/consulta-medica/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { apiRefusalMessage, clearDraft, guardStep, updateDraft } from '~/wizards/wizard.server'

const copy = medicalBooking['medio-pago']

export const meta = titled(copy.title)

/** A booking paid already (the back button, an old tab): its result is the page to see, as from the confirmation. */
const result = () => stepPath(medicalBookingWizard, 'reserva-finalizada')

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openMedicalStep(request, 'medio-pago')
  if (paidOnline(draft)) throw redirect(result())
  return {
    ...page,
    options: paymentMethodOptions(),
    selected: draft.medioPago,
    amount: formatMoney(draft.convenio?.costo ?? 0),
    shown: shownBooking(draft, 'slot-and-agreement'),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request)
  // The method is for the booking this page showed: one changed in another tab since is shown as it is now.
  const another = await payingAnotherBooking(request, form)
  if (another) return another
  const draft = await guardStep(request, medicalBookingWizard, 'medio-pago')
  // Nothing to change on a paid booking (E63 would refuse it): its result.
  if (paidOnline(draft)) throw redirect(result())
  const submission = parseForm(form, MedioPagoSchema)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const { medioPago } = submission.value
  const api = await upstreamAs(request)
  const refused = (message: string, status: number) => data({ result: submission.reply({ formErrors: [message] }) }, { status })
  let made: Draft
  try {
    made = await settleUnansweredBookings(request, api, draft, medioPago)
  } catch (error) {
    if (error instanceof UpstreamError) return refused(apiRefusalMessage(error), 400)
    if (isUpstreamUnavailable(error)) return refused(medicalBookingWizard.serviceProblem, 503)
    throw error
  }
  if (paidOnline(made)) throw redirect(result())
  const reservationId = madeReservationId(made)
  // The method the reservation has already (Back to this step, the same choice again): nothing to change.
  if (reservationId !== null && made.medioPago === medioPago) throw redirect(result())
  const after = afterPaymentMethod(medioPago, reservationId)

  if (after.kind === 'change') {
    try {
      // E63 answers ok or error: only a change the API made is reported as made.
      if (!(await changeReservationPayment(api, after.idReserva, after.metodoPago))) return refused(commonErrors.generic, 400)
    } catch (error) {
      if (error instanceof UpstreamError) return refused(apiRefusalMessage(error), 400)
      if (isUpstreamUnavailable(error)) return refused(medicalBookingWizard.serviceProblem, 503)
      throw error
    }
    // The journey is over, its reservation paid another way: its result (the method it names, its offers) no longer stands.
    await clearDraft(request, medicalBookingWizard)
    if (after.isOnline) throw redirect(orderPayPath(madeReservationDebt(made)))
    return redirectWithFlash(request, memberPaths(getEnv().PORTAL_PRODUCT).home, { tone: 'success', message: medicalBooking.paymentMethodChanged })
  }

  const saved = await updateDraft(request, medicalBookingWizard, (fresh) => withoutGivenBack(invalidate(medicalBookingWizard, fresh, { medioPago })))
  if (after.kind === 'pay-online') return redirect(stepPath(medicalBookingWizard, 'pago-online'), { headers: { 'Set-Cookie': saved.setCookie } })
  // A46: booked now with the agency's code, to be paid there.
  const booked = await bookWithoutCard(request, api, saved.draft, { method: after.metodoPago })
  if ('message' in booked) return refused(booked.message, booked.status)
  return redirect(booked.to, { headers: { 'Set-Cookie': booked.setCookie ?? saved.setCookie } })
}

export default function MedioPagoStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'medio-pago',
    fields: { medioPago: null },
    lastResult: actionData?.result,
    defaultValue: { medioPago: page.selected },
  })
  const choice = useChosen(fields.medioPago.name, page.selected !== undefined)
  return (
    <StepFrame labels={medicalBookingLabels} page={page} title={null}>
      <ErrorSummary {...summaryFromForm(form)} />
      {/* A document load, not a client-side one: `pago-online` frames the card provider, which only its own
          document's Content-Security-Policy allows (decisions/content-security-policy.md). */}
      <Form method="post" {...form.props} onChange={choice.onChange} reloadDocument>
        <HiddenFields fields={page.shown} />
        <RadioGroup legend={copy.legend} isPageHeading meta={fields.medioPago!} options={page.options} />
        <SummaryList rows={[{ key: paymentChannel.amount, value: <strong>{page.amount}</strong> }]} />
        <div className="button-group">
          <SubmitButton disabled={choice.disabled}>{ui.continue}</SubmitButton>
        </div>
      </Form>
    </StepFrame>
  )
}
