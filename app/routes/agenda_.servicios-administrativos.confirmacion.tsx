/**
 * Step `confirmacion` (C48, BR43): the choices to check, then the booking. The booking is the
 * draft's attempt `reserva`, sent once per key; a refusal is shown in a banner and nothing is lost.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { SubmitButton } from '~/components/button'
import { NotificationBanner } from '~/components/notification-banner'
import { SummaryList } from '~/components/summary-list'
import { adminBooking } from '~/copy/admin-booking'
import { accountErrors } from '~/copy/errors/account'
import { commonErrors } from '~/copy/errors/common'
import { ui } from '~/copy/shell'
import { displayDate, displayHour } from '~/domain/calendar'
import { isPenalised } from '~/upstream/afiliados.server'
import { bookAdminAppointment } from '~/upstream/agenda-admin.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { titled } from '~/utils/meta'
import { answered, outcomeOf } from '~/wizards/graph'
import { changePath } from '~/wizards/wizard'
import { AdminStepFrame } from '~/wizards/servicios-administrativos/frame'
import { adminStepPath, frame, type Step } from '~/wizards/servicios-administrativos/steps'
import { adminBookingWizard } from '~/wizards/servicios-administrativos/wizard.server'
import { attemptAndContinue, guardStep } from '~/wizards/wizard.server'

export const meta = titled(adminBooking.confirmacion.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await guardStep(request, adminBookingWizard, 'confirmacion')
  // Booked already (the browser's back button): the result is the page to see.
  if (outcomeOf(draft, 'reserva')) throw redirect(adminStepPath('reserva-finalizada'))
  const { ci, branch, sector, date, hour } = answered(draft, 'ci', 'branch', 'sector', 'date', 'hour')
  const row = (key: string, value: string, step: Step) => ({ key, value, action: { to: changePath(adminBookingWizard, step), label: ui.change } })
  return {
    rows: [
      row(adminBooking.confirmacion.date, displayDate(date), 'fecha'),
      row(adminBooking.confirmacion.hour, displayHour(hour), 'hora'),
      row(adminBooking.confirmacion.document, ci, 'cedula'),
      row(adminBooking.confirmacion.branch, branch.descripcion, 'sucursal'),
      row(adminBooking.confirmacion.sector, sector.descripcion, 'sector'),
    ],
    ...frame(draft, 'confirmacion'),
  }
}

/**
 * What a refused booking says (001 §8): a penalised person, the API's own message, or the generic
 * one. Only the penalty check's 401 means "penalised": a 401 of the booking itself is put to that
 * check, so nobody who is not penalised is told she is. (The area is exempt from the sign-in-again
 * answer to a 401, BR13.)
 */
async function refusalMessage(error: UpstreamError, ci: string | undefined, signal: AbortSignal): Promise<string> {
  if (error.status === 401 || error.status === 403) {
    return ci && (await isPenalised(ci, signal)) ? accountErrors.login.userPenalized : commonErrors.generic
  }
  return error.info.message ?? commonErrors.generic
}

export async function action({ request }: ActionFunctionArgs) {
  let bookedFor: string | undefined
  try {
    return await attemptAndContinue(request, adminBookingWizard, 'confirmacion', 'reserva', async (key, draft) => {
      const { ci, branch, sector, date, hour } = answered(draft, 'ci', 'branch', 'sector', 'date', 'hour')
      bookedFor = ci
      const booking = { afiliado: ci, dia: date, hora: hour, sucursal: branch.id, sector: sector.id, fila: sector.idFila }
      const booked = await bookAdminAppointment(booking, key, request.signal)
      return {
        id: booked.id,
        numeroLlamado: booked.numeroLlamado,
        day: date,
        hour,
        branch: booked.sucursal.descripcion,
        sector: booked.sector.descripcion,
      }
    })
  } catch (error) {
    if (error instanceof UpstreamError) return data({ message: await refusalMessage(error, bookedFor, request.signal) }, { status: 400 })
    if (isUpstreamUnavailable(error)) return data({ message: adminBooking.serviceDown }, { status: 503 })
    throw error
  }
}

export default function ConfirmacionStep() {
  const { rows, back, progress, next } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <AdminStepFrame back={back} progress={progress} next={next} title={adminBooking.confirmacion.title}>
      {actionData?.message ? (
        <NotificationBanner tone="error">
          <p>{actionData.message}</p>
        </NotificationBanner>
      ) : null}
      <SummaryList rows={rows} />
      <Form method="post" className="button-group">
        <SubmitButton>{adminBooking.confirmacion.confirm}</SubmitButton>
        <Link to={adminStepPath('cedula', { continuar: true })} className="button button--secondary">
          {adminBooking.confirmacion.modify}
        </Link>
      </Form>
    </AdminStepFrame>
  )
}
