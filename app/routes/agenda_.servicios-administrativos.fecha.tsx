/**
 * Step `fecha` (C46): this month's and next month's calendars of the chosen queue; only the days
 * in state 1 can be chosen. The stored day stays chosen while it is still offered, else the first
 * offered day is (BR39). It also shows the error screens of the day (HAS_APPOINTMENT,
 * DAY_UNAVAILABLE) found on the hour step. The calendar shown is the one every visitor shares for a while
 * (`listedMonth`); the action checks the day posted against a fresh one.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { SubmitButton } from '~/components/button'
import { Calendar } from '~/components/calendar'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { NotificationBanner } from '~/components/notification-banner'
import { adminBooking } from '~/copy/admin-booking'
import { agendaErrors } from '~/copy/errors/agenda'
import { ui } from '~/copy/shell'
import { isAvailableDay, preselectedDate } from '~/domain/admin-booking'
import { calendarMonths, monthKey } from '~/domain/calendar.server'
import { toBusinessTime } from '~/domain/dates.server'
import { getCalendar } from '~/upstream/agenda-admin.server'
import { now } from '~/utils/clock.server'
import { UpstreamError } from '~/upstream/errors'
import { useForm } from '~/forms/use-form'
import { titled } from '~/utils/meta'
import { answered } from '~/wizards/graph'
import { listedMonth } from '~/wizards/servicios-administrativos/availability.server'
import { adminBookingLabels } from '~/wizards/servicios-administrativos/frame'
import { FechaSchema } from '~/wizards/servicios-administrativos/schemas.server'
import { adminBookingWizard, openAdminStep } from '~/wizards/servicios-administrativos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { refuse, saveAndContinue } from '~/wizards/wizard.server'

export const meta = titled(adminBooking.fecha.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openAdminStep(request, 'fecha')
  if (page.error) return { ...page, months: null, selected: undefined }
  const { branch, sector } = answered(draft, 'branch', 'sector')
  const queue = { idSucursal: branch.id, idSector: sector.id, idFila: sector.idFila }
  try {
    const months = await Promise.all(calendarMonths(toBusinessTime(now())).map((month) => listedMonth(queue, month)))
    const selected = preselectedDate(
      months.flatMap((month) => month.days),
      draft.date,
    )
    return { ...page, months, selected }
  } catch (failure) {
    // 001 §8: a failed calendar says so in place of the calendar.
    if (!(failure instanceof UpstreamError)) throw failure
    return { ...page, months: null, selected: undefined }
  }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, adminBookingWizard, 'fecha', {
    schema: FechaSchema,
    // C46: a day the calendar offers now (state 1, this month or the next), read again: a forged or stale date is
    // refused beside the calendar. Whether it still has places is the hour step's to say (DAY_UNAVAILABLE).
    async answer({ date }, { draft }) {
      const { branch, sector } = answered(draft, 'branch', 'sector')
      const month = calendarMonths(toBusinessTime(now())).find((candidate) => date.startsWith(`${monthKey(candidate)}-`))
      const queue = { idSucursal: branch.id, idSector: sector.id, idFila: sector.idFila }
      const days = month
        ? await getCalendar(queue, month, request.signal).catch((error: unknown) => {
            if (error instanceof UpstreamError) return null
            throw error
          })
        : []
      if (days === null) return refuse({ date: [agendaErrors.adminDates] })
      if (!days.some((day) => day.fecha === date && isAvailableDay(day))) return refuse({ date: [agendaErrors.dayUnavailable] })
      return { date }
    },
  })
}

export default function FechaStep() {
  const page = useLoaderData<typeof loader>()
  const { months, selected } = page
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({
    id: 'fecha',
    fields: { date: null },
    lastResult: actionData?.result,
  })

  const offered = selected !== undefined
  return (
    <StepFrame labels={adminBookingLabels} page={page} title={adminBooking.fecha.title}>
      <ErrorSummary {...summaryFromForm(form)} />
      {months === null ? (
        <NotificationBanner tone="error">
          <p>{agendaErrors.adminDates}</p>
          <p>
            <Link to={page.here}>{ui.retry}</Link>
          </p>
        </NotificationBanner>
      ) : (
        <Form method="post" {...form.props}>
          {offered ? null : (
            <NotificationBanner tone="warning">
              <p>{agendaErrors.noPlaces}</p>
            </NotificationBanner>
          )}
          <Calendar
            legend={adminBooking.fecha.legend}
            hint={offered ? adminBooking.fecha.hint : undefined}
            name={fields.date.name}
            id={fields.date.id}
            months={months}
            defaultValue={selected}
            error={fields.date.errors?.[0]}
          />
          {offered ? (
            <div className="button-group">
              <SubmitButton>{ui.continue}</SubmitButton>
            </div>
          ) : null}
        </Form>
      )}
    </StepFrame>
  )
}
