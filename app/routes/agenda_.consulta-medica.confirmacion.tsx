/**
 * Step `confirmacion` (C39, BR29, BR30, A56): the consultation to check, every row read again from the API (E53 the
 * slot, E55 its cheapest agreement, E56 the address, E51 and E54 the names), each with `Cambiar`. A booking that
 * costs something stores its agreement and goes on to `medio-pago` (`Pagar`); a free one is booked here
 * (`Confirmar reserva`), once per key. A standing reservation for the specialty is said here.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { NoFieldsSchema } from '~/forms/no-fields.server'
import { readFormData } from '~/forms/form-data.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { HiddenFields } from '~/components/field'
import { SummaryList } from '~/components/summary-list'
import { medicalBooking } from '~/copy/medical-booking'
import { medicalBookingOtherTabs } from '~/copy/medical-booking-other-tabs'
import { ui } from '~/copy/shell'
import { agreementLabel, confirmChoice, professionalName } from '~/domain/medical-booking'
import { confirmationDay } from '~/domain/medical-booking-days.server'
import { slotModeLabel, slotStart, slotTime } from '~/domain/medical-slots'
import { isFinal } from '~/payments/machine'
import { titled } from '~/utils/meta'
import { outcomeOf } from '~/wizards/graph'
import { changePath, stepPath } from '~/wizards/wizard'
import { medicalBookingLabels } from '~/wizards/consulta-medica/frame'
import type { BookingNames } from '~/wizards/consulta-medica/booking.server'
import {
  bookWithoutCard,
  currentOffer,
  offerWithNames,
  slotStepOf,
  unansweredBooking,
  type BookedAnswer,
  type CurrentOffer,
} from '~/wizards/consulta-medica/reserve.server'
import type { Draft } from '~/wizards/consulta-medica/schemas.server'
import { shownBooking, showsDraftBooking } from '~/wizards/consulta-medica/shown-booking.server'
import { withoutGivenBack, type Step } from '~/wizards/consulta-medica/steps'
import { medicalBookingWizard, openMedicalStep } from '~/wizards/consulta-medica/wizard.server'
import { TelephoneNotice } from '~/wizards/consulta-medica/slot-view'
import { StepFrame } from '~/wizards/step-frame'
import { guardStep, saveAndContinue, updateDraft } from '~/wizards/wizard.server'

const copy = medicalBooking.confirmacion

export const meta = titled(copy.title)

/**
 * A booking made or paid already (the browser's back button): its result is the page to see, its slot is taken. One
 * that stands for nothing (given back, or not saved) is not: the member may confirm again.
 */
function madeAlready(draft: Draft): boolean {
  const standing = withoutGivenBack(draft)
  const booked = outcomeOf(standing, 'reserva')
  const paid = outcomeOf(standing, 'pago')
  return (booked !== undefined && booked.kind !== 'active-reservation') || (paid !== undefined && isFinal(paid.state))
}

function rowsOf(draft: Draft, { names, ...offer }: CurrentOffer & { names: BookingNames }) {
  const slotStep: Step = slotStepOf(draft)
  // The day is chosen on `fecha` with `Elegir médico`; a quick booking chooses day and hour together.
  const dayStep: Step = draft.reservaRapida ? 'fecha-hora-rapida' : 'fecha'
  const row = (key: string, value: string, step: Step) => ({ key, value, action: { to: changePath(medicalBookingWizard, step), label: ui.change } })
  const day = slotStart(offer.slot.comienzo)!.day
  return [
    row(copy.rows.date, confirmationDay(day), dayStep),
    row(copy.rows.time, slotTime(offer.slot), slotStep),
    row(copy.rows.mode, slotModeLabel(offer.slot), slotStep),
    row(copy.rows.branch, names.branch, slotStep),
    row(copy.rows.address, names.address, slotStep),
    row(copy.rows.doctor, professionalName(offer.slot), draft.reservaRapida ? slotStep : 'reserva-web'),
    row(copy.rows.specialty, names.specialty, 'reserva-web'),
    row(copy.rows.orderType, names.orderType, 'reserva-web'),
    ...(offer.agreement ? [row(copy.rows.agreement, agreementLabel(offer.agreement), 'reserva-web')] : []),
  ]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openMedicalStep(request, 'confirmacion')
  // `Modificar consulta`: the general info again, keeping the answers, and back here.
  const modify = changePath(medicalBookingWizard, 'reserva-web')
  if (page.error) return { ...page, modify, rows: [], button: null, notice: null, telephone: false, shown: {} }
  if (madeAlready(draft)) throw redirect(stepPath(medicalBookingWizard, 'reserva-finalizada'))
  const api = await upstreamAs(request)
  // A slot E53 no longer lists that a booking sent and never answered took: that booking's result is asked for (its
  // call sent again as it was), not the slot-gone screen. While the slot is listed, the page is drawn as it was, and
  // `Confirmar reserva` sends the call again.
  const keptResult = async () => {
    if (!unansweredBooking(draft)) return
    const booked = await bookWithoutCard(request, api, draft, { method: null })
    if (!('message' in booked)) throw answerOf(booked)
  }
  const offer = await offerWithNames(api, draft, keptResult)
  const standing = outcomeOf(draft, 'reserva')?.kind === 'active-reservation'
  // BR29: E55 listed no agreement: the generic error and no button; a standing reservation books nothing either.
  const notice = !offer.agreement ? copy.noAgreement : standing ? copy.activeReservation : null
  return {
    ...page,
    modify,
    rows: rowsOf(draft, offer),
    button: offer.agreement && !standing ? confirmChoice(offer.agreement.cost).label : null,
    notice,
    // BR27: a quick booking of a telephone slot reaches the payment from its list, without `hora`'s warning.
    telephone: offer.slot.es_telemedicina === true,
    shown: shownBooking(draft, 'slot'),
  }
}

/** Where a booking without a card leads, with the session's cookie. */
const answerOf = (booked: Extract<BookedAnswer, { to: string }>) =>
  redirect(booked.to, { headers: booked.setCookie ? { 'Set-Cookie': booked.setCookie } : {} })

export async function action({ request }: ActionFunctionArgs) {
  const draft = await guardStep(request, medicalBookingWizard, 'confirmacion')
  // A second submit of a booking made: its result, without asking E53 for a slot that is now taken.
  if (madeAlready(draft)) throw redirect(stepPath(medicalBookingWizard, 'reserva-finalizada'))
  // What is booked is what this page showed: a slot changed in another tab meanwhile is shown again, not booked.
  const form = await readFormData(request.clone())
  if (!showsDraftBooking(form, draft, 'slot')) return data({ message: medicalBookingOtherTabs.changedElsewhere }, { status: 409 })
  const api = await upstreamAs(request)
  // A booking sent and never answered (its slot taken by that very call): sent again as it was, never read anew.
  if (unansweredBooking(draft)) {
    const booked = await bookWithoutCard(request, api, draft, { method: null })
    if ('message' in booked) return data({ message: booked.message }, { status: booked.status })
    return answerOf(booked)
  }
  const offer = await currentOffer(api, draft)
  if (!offer.agreement) return data({ message: copy.noAgreement }, { status: 400 })
  const { agreement, cost } = offer.agreement
  // BR30: a cost goes on to the payment method with the agreement the API gave (never the form's).
  if (cost > 0) {
    return saveAndContinue(request, medicalBookingWizard, 'confirmacion', {
      schema: NoFieldsSchema,
      answer: () => ({ convenio: { id: agreement.id, costo: cost } }),
    })
  }
  // A56: nothing to pay: booked now, without a method; a booking that stood for nothing is tried again, anew.
  const again = withoutGivenBack(draft) === draft ? null : await updateDraft(request, medicalBookingWizard, withoutGivenBack)
  const booked = await bookWithoutCard(request, api, again?.draft ?? draft, { method: null })
  if ('message' in booked) return data({ message: booked.message }, { status: booked.status, headers: again ? { 'Set-Cookie': again.setCookie } : {} })
  return answerOf({ to: booked.to, setCookie: booked.setCookie ?? again?.setCookie ?? null })
}

export default function ConfirmacionStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const refusal = (actionData && 'message' in actionData ? actionData.message : undefined) ?? page.notice ?? undefined
  return (
    <StepFrame labels={medicalBookingLabels} page={page} title={copy.title} refusal={refusal}>
      {page.telephone ? <TelephoneNotice /> : null}
      <SummaryList rows={page.rows} />
      <Form method="post" className="button-group">
        <HiddenFields fields={page.shown} />
        {page.button ? <SubmitButton>{page.button}</SubmitButton> : null}
        <Link to={page.modify} className="button button--secondary">
          {copy.modify}
        </Link>
      </Form>
    </StepFrame>
  )
}
