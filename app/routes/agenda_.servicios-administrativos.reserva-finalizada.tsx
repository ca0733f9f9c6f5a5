/**
 * Step `reserva-finalizada` (C49): the booking made, where to see and cancel it, and the
 * appointment as a calendar file.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ResultScreen } from '~/components/result-screen'
import { SummaryList } from '~/components/summary-list'
import { adminBooking } from '~/copy/admin-booking'
import { displayDate, displayHour } from '~/domain/calendar.server'
import { titled } from '~/utils/meta'
import { memberPaths, paths } from '~/utils/paths'
import { useRootData } from '~/utils/root-data'
import { attempted } from '~/wizards/graph'
import { stepPath } from '~/wizards/wizard'
import { adminBookingWizard } from '~/wizards/servicios-administrativos/wizard.server'
import { guardStep } from '~/wizards/wizard.server'

export const meta = titled(adminBooking.result.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await guardStep(request, adminBookingWizard, 'reserva-finalizada')
  const result = attempted(draft, 'reserva')
  const { confirmacion: names, result: copy } = adminBooking
  return {
    calendarFile: `${stepPath(adminBookingWizard, 'reserva-finalizada')}/calendario`,
    rows: [
      { key: names.date, value: displayDate(result.day) },
      { key: names.hour, value: displayHour(result.hour) },
      { key: names.branch, value: result.branch },
      { key: names.sector, value: result.sector },
      ...(result.numeroLlamado ? [{ key: copy.callNumber, value: result.numeroLlamado }] : []),
    ],
  }
}

export default function ReservaFinalizadaStep() {
  const { rows, calendarFile } = useLoaderData<typeof loader>()
  const { product } = useRootData()
  const copy = adminBooking.result
  return (
    <ResultScreen
      title={copy.title}
      messages={[copy.detail]}
      primaryAction={{ to: paths.home, label: copy.backToMenu }}
      secondaryAction={{ to: memberPaths(product).upcomingServices, label: copy.seeReservations }}
    >
      <SummaryList rows={rows} />
      <p>
        {/* A file to download, not a page: a plain link, never a client-side navigation. */}
        <a href={calendarFile} download>
          {copy.addToCalendar}
        </a>
      </p>
    </ResultScreen>
  )
}
