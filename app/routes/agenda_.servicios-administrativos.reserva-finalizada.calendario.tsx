/** "Agregar a mi calendario" of the booking just made: an iCalendar file of 30 minutes. */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { calendarResponse } from '~/domain/ics'
import { now } from '~/utils/clock.server'
import { attempted } from '~/wizards/graph'
import { adminBookingWizard } from '~/wizards/servicios-administrativos/wizard.server'
import { guardStep } from '~/wizards/wizard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await guardStep(request, adminBookingWizard, 'reserva-finalizada')
  const result = attempted(draft, 'reserva')
  return calendarResponse(
    {
      uid: `reserva-administrativa-${result.id}@portal`,
      day: result.day,
      time: result.hour,
      durationMinutes: 30,
      title: `${result.sector} - ${result.branch}`,
      location: result.branch,
      description: result.numeroLlamado ? `Número de llamado: ${result.numeroLlamado}` : undefined,
      stamp: now(),
    },
    'reserva.ics',
  )
}

export { getInstead as action } from '~/utils/get-instead.server'
