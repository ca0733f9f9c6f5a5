/**
 * Step `reserva-finalizada` (C42, BR31, BR32): what the booking came to, from the draft's attempts. Booked (free,
 * at an agency with what to do there, or paid online with its invoice, E62) with the calendar file; not saved
 * (`error_inicial`) with the support address; a rejected payment, or its security code given up (said as such:
 * nothing failed), the reservation kept (Abitab or RedPagos through `medio-pago`'s E63, another card on the order's
 * pay page, A29, or cancel it, E61), shown booked and paid once E62 says that order was paid since; or an error with
 * the API's messages. A failed booking's invoice was annulled (E60), and a reservation it registered cancelled (E61),
 * with the attempt that failed.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { ButtonLink, SubmitButton } from '~/components/button'
import { HiddenFields } from '~/components/field'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { NotificationBanner } from '~/components/notification-banner'
import { ResultScreen } from '~/components/result-screen'
import { SummaryList } from '~/components/summary-list'
import { callCentre } from '~/config/contact'
import { getEnv } from '~/config/env.server'
import { medicalBooking } from '~/copy/medical-booking'
import { paymentChannel } from '~/copy/payment-channel'
import { resultEffects, type PaymentMethod } from '~/domain/medical-booking'
import { consultationDayTitle } from '~/domain/medical-booking-days.server'
import { readFormData } from '~/forms/form-data.server'
import { paymentResultView } from '~/payments/result-view'
import { slotModeLabel, slotStart, slotTime } from '~/domain/medical-slots'
import { formatMoney } from '~/domain/money'
import { fetchReservation, cancelReservation, type Reservation, type ReservationInvoice } from '~/upstream/reserva-web.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { redirectWithFlash } from '~/auth/flash.server'
import { commonErrors } from '~/copy/errors/common'
import { pageTitle } from '~/utils/meta'
import { memberPaths, paths } from '~/utils/paths'
import { answered, outcomeOf } from '~/wizards/graph'
import { stepPath } from '~/wizards/wizard'
import { redirectWithCancellation } from '~/wizards/consulta-medica/cancelled-kind.server'
import { specialtyNameOf } from '~/wizards/consulta-medica/catalog.server'
import { madeBooking, madeReservationDebt, orderPayPath } from '~/wizards/consulta-medica/reserve.server'
import type { Draft } from '~/wizards/consulta-medica/schemas.server'
import { shownBooking } from '~/wizards/consulta-medica/shown-booking.server'
import { madeReservationId } from '~/wizards/consulta-medica/steps'
import { medicalBookingWizard } from '~/wizards/consulta-medica/wizard.server'
import { clearDraft, guardStep, updateAttempt } from '~/wizards/wizard.server'

const copy = medicalBooking['reserva-finalizada']

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(data ? titleOf(data.result) : copy.success, matches)]

/** What the booking came to, in the result's words (BR31). */
type Result =
  | { kind: 'booked'; paidOnline: boolean; agency: 'abitab' | 'redpagos' | null }
  | { kind: 'not-saved' }
  | { kind: 'active-reservation' }
  // `gaveUp`: the member gave up the security code (closed it, clicked outside, or its time ran out): the same ways on,
  // told that nothing failed and nothing was charged.
  | { kind: 'rejected'; messages: string[]; gaveUp: boolean }
  | { kind: 'error'; messages: string[] }

/** The result's heading, which is also the page's title. */
function titleOf(result: Result): string {
  switch (result.kind) {
    case 'booked':
      return copy.success
    case 'not-saved':
      return copy.notSaved
    case 'active-reservation':
      return copy.bookingError
    case 'rejected':
      return copy.rejected
    case 'error':
      return copy.bookingError
  }
}

const words = (message: string | null | undefined) => (message ? [message] : [])

/** C42: an error says the API's words, or the generic message when it gave none (never a bare title). */
const errorResult = (messages: string[]): Result => ({ kind: 'error', messages: messages.length > 0 ? messages : [commonErrors.generic] })

function resultOf(draft: Draft): Result {
  // The outcome of the way chosen last: an agency booking that was not made, then a card, shows the card's result.
  const paid = outcomeOf(draft, 'pago')
  const booked = draft.medioPago === 'online' && paid ? undefined : outcomeOf(draft, 'reserva')
  if (booked) {
    if (booked.kind === 'booked') {
      const agency = draft.medioPago === 'abitab' || draft.medioPago === 'redpagos' ? draft.medioPago : null
      return { kind: 'booked', paidOnline: false, agency: (draft.convenio?.costo ?? 0) > 0 ? agency : null }
    }
    if (booked.kind === 'error') return errorResult(words(booked.message))
    return { kind: booked.kind }
  }
  const { state, details } = paid!
  if (details.notSaved) return { kind: 'not-saved' }
  if (details.activeReservation) return { kind: 'active-reservation' }
  if (state.status === 'success') return { kind: 'booked', paidOnline: true, agency: null }
  // The reservation stands unpaid (rejected, or the code given up): another way to pay it, or cancel it.
  if ((state.status === 'rejected' || state.status === 'cancelled') && details.reservationId) {
    // Told apart as the pending payments' result does: a cancel without words nor a refused charge is the member's
    // own (a rejected card, a refused charge, and a payment cancelled elsewhere, which says so, keep the rejection).
    return { kind: 'rejected', messages: state.messages, gaveUp: paymentResultView(state).kind === 'cancelled-by-person' }
  }
  if (state.status === 'error-before-confirm') return errorResult(words(state.message))
  return errorResult('messages' in state ? state.messages : [])
}

/**
 * Whether the page reads the booking's invoice (E62): a booking paid online, and, BR32, a failed or rejected one
 * whose method was online ("rejected online (id 9) → E60 + E62 → CFE block").
 */
function invoiceShown(result: Result, method: PaymentMethod | null): boolean {
  if (result.kind === 'booked') return result.paidOnline
  if (result.kind !== 'rejected' && result.kind !== 'error') return false
  return resultEffects(result.kind, method).showInvoice
}

/** Only a web address is linked (the API's `url_consulta_cfe`). */
const webAddress = (value: string) => (/^https?:\/\//i.test(value) ? value : null)

/** The booking's invoice as E62 answered: its `info_cfe`, none issued, or the call failed (C42's CFE error). */
type InvoiceRead = ReservationInvoice | 'none' | 'failed'

/** The booking as E62 answers it (null: unknown to the API), or 'failed' when it could not be read. */
type ReservationRead = Reservation | null | 'failed'

async function readReservation(api: SignedInApi, reservationId: string): Promise<ReservationRead> {
  try {
    return await fetchReservation(api, reservationId)
  } catch (error) {
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return 'failed'
    throw error
  }
}

const invoiceOf = (read: ReservationRead): InvoiceRead =>
  read === 'failed' ? 'failed' : read?.info_cfe?.nro_doc_cfe ? read.info_cfe : 'none'

/** E62's `estado_pago` of a charged payment. */
const PAID = 'confirmado'

/**
 * Whether the reservation a rejected card left unpaid has been paid since (`Pagar con otra tarjeta`: the order's pay
 * page in the pending payments, A29), as E62 says: its payment charged.
 */
const paidSince = (result: Result, read: ReservationRead) =>
  result.kind === 'rejected' && read !== null && read !== 'failed' && read.estado_pago === PAID

/**
 * Keeps in the draft that the card's payment is paid after all, so every step reads it (`medio-pago` sends to this
 * result, as for a booking paid at once). The payment's id is the reservation's (the channel's).
 */
async function keepPaid(request: Request, draft: Draft, reservationId: string): Promise<void> {
  const attempt = draft.attempts?.pago
  const outcome = attempt?.outcome
  if (!attempt || !outcome) return
  const paid = { status: 'success' as const, id: reservationId }
  await updateAttempt(request, medicalBookingWizard, 'pago', attempt.key, (now) => ({ ...(now ?? outcome), state: paid }))
}

/**
 * What the page shows of the invoice read: a booking paid online has one, so none is C42's CFE error as a failed read
 * is; a failed or rejected booking has one only when the API issued it (BR32), and none is nothing to say.
 */
function invoiceToShow(result: Result, read: InvoiceRead): ReservationInvoice | 'none' | 'failed' {
  return read === 'none' && result.kind === 'booked' ? 'failed' : read
}

const { rows } = medicalBooking.confirmacion

/**
 * What a booking made booked, as the confirmation named it (C39's rows), for its result: the specialty, the doctor,
 * in person at a branch and its address or by telephone, and what is left to pay at an agency. A draft from before
 * the booking kept them (`madeBooking`) shows the specialty alone.
 */
async function bookedRows(request: Request, draft: Draft, agency: boolean): Promise<{ key: string; value: string }[]> {
  const booked = madeBooking(draft)
  const specialty = draft.especialidad === undefined ? undefined : await specialtyNameOf(await upstreamAs(request), draft.especialidad)
  const place = booked && !booked.telephone ? [{ key: rows.branch, value: booked.branch }, { key: rows.address, value: booked.address }] : []
  return [
    ...(specialty ? [{ key: rows.specialty, value: specialty }] : []),
    ...(booked ? [{ key: rows.doctor, value: booked.doctor }, { key: rows.mode, value: slotModeLabel({ es_telemedicina: booked.telephone }) }] : []),
    ...place,
    ...(agency && draft.convenio ? [{ key: paymentChannel.amount, value: formatMoney(draft.convenio.costo) }] : []),
  ].filter((row) => row.value !== '')
}

export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await guardStep(request, medicalBookingWizard, 'reserva-finalizada')
  const kept = resultOf(draft)
  // A standing reservation for the specialty is said on the confirmation (C39).
  if (kept.kind === 'active-reservation' && outcomeOf(draft, 'reserva')) throw redirect(stepPath(medicalBookingWizard, 'confirmacion'))
  const { turno } = answered(draft, 'turno')
  const here = stepPath(medicalBookingWizard, 'reserva-finalizada')
  const reservationId = madeReservationId(draft)
  const method = draft.medioPago ?? null
  // One read of E62: the invoice (BR32), and whether a rejected card's reservation was paid since.
  const reads = reservationId !== null && (invoiceShown(kept, method) || kept.kind === 'rejected')
  const read = reads ? await readReservation(await upstreamAs(request), reservationId) : null
  const result: Result = paidSince(kept, read) ? { kind: 'booked', paidOnline: true, agency: null } : kept
  if (result !== kept && reservationId !== null) await keepPaid(request, draft, reservationId)
  const shown = invoiceShown(result, method) ? invoiceToShow(result, invoiceOf(read)) : 'none'
  const showInvoice = shown !== 'none'
  const invoice = typeof shown === 'object' ? shown : null
  return {
    result,
    here,
    calendarFile: `${here}/calendario`,
    when: `${consultationDayTitle(slotStart(turno.comienzo)!.day)}, ${slotTime(turno)}`,
    booked: result.kind === 'booked' ? await bookedRows(request, draft, result.agency !== null) : [],
    showInvoice,
    invoice: invoice && { ...invoice, url: webAddress(invoice.url_consulta_cfe) },
    anotherCard: orderPayPath(madeReservationDebt(draft)),
    medioPago: stepPath(medicalBookingWizard, 'medio-pago'),
    // `Pagar en Abitab` and `Pagar en RedPagos` are `medio-pago`'s form: they say the booking this page showed.
    shown: shownBooking(draft, 'slot-and-agreement'),
    // The confirmation as a state of this page, for a browser without JavaScript (decisions.md: modals).
    confirming: new URL(request.url).searchParams.has('cancelar'),
    support: callCentre.email,
  }
}

const CANCEL_INTENT = 'cancelar'

/** Cancel the reservation this journey made (E61): never an id from the form. */
export async function action({ request }: ActionFunctionArgs) {
  const draft = await guardStep(request, medicalBookingWizard, 'reserva-finalizada')
  const formData = await readFormData(request)
  const reservationId = madeReservationId(draft)
  const here = stepPath(medicalBookingWizard, 'reserva-finalizada')
  // Only the confirmation's own form cancels; anything else shows the result again.
  if (!reservationId || formData.get('intent') !== CANCEL_INTENT) throw redirect(here)
  const member = memberPaths(getEnv().PORTAL_PRODUCT).home
  try {
    const kind = await cancelReservation(await upstreamAs(request), { reservationId })
    // The journey is over: a back button finds nothing to book or cancel again.
    await clearDraft(request, medicalBookingWizard)
    // The kind goes to the cancelled page once, never in its address (C55).
    return redirectWithCancellation(request, `${member}/consulta-cancelada`, kind)
  } catch (error) {
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) {
      const message = error instanceof UpstreamError ? (error.info.message ?? commonErrors.generic) : commonErrors.generic
      return redirectWithFlash(request, here, { tone: 'error', message })
    }
    throw error
  }
}

export default function ReservaFinalizadaStep() {
  const page = useLoaderData<typeof loader>()
  const { result } = page
  const home = { to: paths.home, label: copy.backToMenu }
  if (result.kind === 'booked') return <Booked page={page} paidOnline={result.paidOnline} agency={result.agency} />
  if (result.kind === 'not-saved') {
    return (
      <ResultScreen illustration="exclamation" title={copy.notSaved} primaryAction={home}>
        <p>
          {copy.notSavedContact} <a href={`mailto:${page.support}`}>{page.support}</a>
        </p>
      </ResultScreen>
    )
  }
  // C42: a reservation error is `Error al reservar cita` with its mapped message.
  if (result.kind === 'active-reservation') {
    return <ResultScreen illustration="exclamation" title={copy.bookingError} messages={[medicalBooking.confirmacion.activeReservation]} primaryAction={home} />
  }
  if (result.kind === 'error') {
    return (
      <ResultScreen illustration="exclamation" title={copy.bookingError} messages={result.messages} primaryAction={home}>
        {page.showInvoice ? <Invoice invoice={page.invoice} /> : null}
      </ResultScreen>
    )
  }
  const lead = result.gaveUp ? copy.gaveUpLead : copy.rejectedLead
  return (
    <ResultScreen illustration="warning" title={copy.rejected} messages={[...result.messages, lead]}>
      {page.showInvoice ? <Invoice invoice={page.invoice} /> : null}
      <ConfirmDialog
        id="confirmar-cancelacion"
        question={copy.confirmCancel}
        yesLabel={copy.confirmCancelYes}
        noLabel={copy.confirmCancelNo}
        confirming={page.confirming}
        backTo={page.here}
        fields={{ intent: CANCEL_INTENT }}
      >
        {(openConfirmation) => (
          <div className="button-group">
            {(['abitab', 'redpagos'] as const).map((method) => (
              <Form key={method} method="post" action={page.medioPago}>
                <HiddenFields fields={page.shown} />
                <input type="hidden" name="medioPago" value={method} />
                <SubmitButton variant="secondary">{copy.payAt(medicalBooking['medio-pago'].methods[method])}</SubmitButton>
              </Form>
            ))}
            {/* The pay page frames the card provider: a document load brings its Content-Security-Policy. */}
            <ButtonLink to={page.anotherCard} variant="secondary" reloadDocument>
              {copy.anotherCard}
            </ButtonLink>
            <ButtonLink to={`${page.here}?cancelar#confirmar-cancelacion`} variant="warning" onClick={openConfirmation}>
              {copy.cancel}
            </ButtonLink>
          </div>
        )}
      </ConfirmDialog>
    </ResultScreen>
  )
}

function Booked({ page, paidOnline, agency }: { page: ReturnType<typeof useLoaderData<typeof loader>>; paidOnline: boolean; agency: 'abitab' | 'redpagos' | null }) {
  const lead = agency ? [copy.agencyLead(medicalBooking['medio-pago'].methods[agency])] : []
  return (
    <ResultScreen title={copy.success} messages={[page.when, ...lead]} primaryAction={{ to: paths.home, label: copy.backToMenu }}>
      {page.booked.length > 0 ? <SummaryList rows={page.booked} /> : null}
      {paidOnline ? <Invoice invoice={page.invoice} /> : null}
      <p>
        {/* A file to download, not a page: a plain link, never a client-side navigation. */}
        <a href={page.calendarFile} download>
          {copy.addToCalendar}
        </a>
      </p>
    </ResultScreen>
  )
}

/** The booking's invoice (E62's `info_cfe`), or C42's CFE error when it could not be read. */
function Invoice({ invoice }: { invoice: ReturnType<typeof useLoaderData<typeof loader>>['invoice'] }) {
  const text = paymentChannel.result
  if (!invoice) return <NotificationBanner tone="warning">{copy.cfeFailed}</NotificationBanner>
  return (
    <div className="stack">
      <h2>{text.invoice}</h2>
      <SummaryList
        rows={[
          { key: text.invoiceType, value: invoice.tipo_documento_cfe },
          { key: text.invoiceSeries, value: invoice.serie_cfe },
          { key: text.invoiceNumber, value: invoice.nro_doc_cfe },
          { key: text.invoiceCode, value: invoice.codigo_seguridad },
        ]}
      />
      {invoice.url ? (
        <p>
          <a href={invoice.url} rel="noreferrer noopener" target="_blank">
            {text.invoiceLink}
          </a>
        </p>
      ) : null}
    </div>
  )
}
