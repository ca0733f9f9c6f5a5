/**
 * Step `confirmacion` (C48, BR43): the choices to check, then the booking. The booking is the
 * draft's attempt `reserva`, sent once per key; a refusal is shown in a banner and nothing is lost.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { SubmitButton } from '~/components/button'
import { SummaryList } from '~/components/summary-list'
import { adminBooking } from '~/copy/admin-booking'
import { accountErrors } from '~/copy/errors/account'
import { commonErrors } from '~/copy/errors/common'
import { ui } from '~/copy/shell'
import { displayDate, displayHour } from '~/domain/calendar.server'
import { isPenalised } from '~/upstream/afiliados.server'
import { bookAdminAppointment } from '~/upstream/agenda-admin.server'
import type { UpstreamError } from '~/upstream/errors'
import { titled } from '~/utils/meta'
import { answered, outcomeOf } from '~/wizards/graph'
import { changePath, stepPath } from '~/wizards/wizard'
import { adminBookingLabels } from '~/wizards/servicios-administrativos/frame'
import type { Step } from '~/wizards/servicios-administrativos/steps'
import { adminBookingWizard, openAdminStep } from '~/wizards/servicios-administrativos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { apiRefusalMessage, attemptAndContinue } from '~/wizards/wizard.server'

export const meta = titled(adminBooking.confirmacion.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openAdminStep(request, 'confirmacion')
  // Booked already (the browser's back button): the result is the page to see.
  if (outcomeOf(draft, 'reserva')) throw redirect(stepPath(adminBookingWizard, 'reserva-finalizada'))
  const { ci, branch, sector, date, hour } = answered(draft, 'ci', 'branch', 'sector', 'date', 'hour')
  const row = (key: string, value: string, step: Step) => ({ key, value, action: { to: changePath(adminBookingWizard, step), label: ui.change } })
  return {
    ...page,
    // "Modificar consulta": the journey again from the cédula, keeping the answers.
    modify: stepPath(adminBookingWizard, 'cedula', { continuar: true }),
    rows: [
      row(adminBooking.confirmacion.date, displayDate(date), 'fecha'),
      row(adminBooking.confirmacion.hour, displayHour(hour), 'hora'),
      row(adminBooking.confirmacion.document, ci, 'cedula'),
      row(adminBooking.confirmacion.branch, branch.descripcion, 'sucursal'),
      row(adminBooking.confirmacion.sector, sector.descripcion, 'sector'),
    ],
  }
}

/**
 * What a refused booking says (001 §8): a penalised person, or as any refused call does (the
 * API's own message or the generic one). Only the penalty check's 401 means "penalised": a 401 of the booking itself is put to that
 * check, so nobody who is not penalised is told she is. (The area is exempt from the sign-in-again
 * answer to a 401, BR13.)
 */
async function refusalMessage(error: UpstreamError, ci: string | undefined, signal: AbortSignal): Promise<string> {
  if (error.status === 401 || error.status === 403) {
    return ci && (await isPenalised(ci, signal)) ? accountErrors.login.userPenalized : commonErrors.generic
  }
  return apiRefusalMessage(error)
}

export async function action({ request }: ActionFunctionArgs) {
  return attemptAndContinue(
    request,
    adminBookingWizard,
    'confirmacion',
    'reserva',
    async (key, draft) => {
      const { ci, branch, sector, date, hour } = answered(draft, 'ci', 'branch', 'sector', 'date', 'hour')
      const booking = { afiliado: ci, dia: date, hora: hour, sucursal: branch.id, sector: sector.id, fila: sector.idFila }
      const booked = await bookAdminAppointment(booking, key, request.signal)
      return { id: booked.id, numeroLlamado: booked.numeroLlamado, day: date, hour, branch: booked.sucursal.descripcion, sector: booked.sector.descripcion }
    },
    (error, draft) => refusalMessage(error, draft.ci, request.signal),
  )
}

export default function ConfirmacionStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <StepFrame labels={adminBookingLabels} page={page} title={adminBooking.confirmacion.title} refusal={actionData?.message}>
      <SummaryList rows={page.rows} />
      <Form method="post" className="button-group">
        <SubmitButton>{adminBooking.confirmacion.confirm}</SubmitButton>
        <Link to={page.modify} className="button button--secondary">
          {adminBooking.confirmacion.modify}
        </Link>
      </Form>
    </StepFrame>
  )
}
