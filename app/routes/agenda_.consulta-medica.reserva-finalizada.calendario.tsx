/** "Agregar a mi calendario" of the consultation just booked: an iCalendar file of 30 minutes. */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { medicalBooking } from '~/copy/medical-booking'
import { calendarResponse } from '~/domain/ics'
import { slotStart, slotTime } from '~/domain/medical-slots'
import { now } from '~/utils/clock.server'
import { answered } from '~/wizards/graph'
import { madeReservationId } from '~/wizards/consulta-medica/steps'
import { medicalBookingWizard } from '~/wizards/consulta-medica/wizard.server'
import { guardStep } from '~/wizards/wizard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await guardStep(request, medicalBookingWizard, 'reserva-finalizada')
  const { turno } = answered(draft, 'turno')
  // The slot is the booked one: no longer offered by E53, so its day and hour are the draft's.
  const start = slotStart(turno.comienzo)!
  return calendarResponse(
    {
      uid: `consulta-medica-${madeReservationId(draft) ?? `${turno.nroCalendario}-${turno.nroOrden}`}@portal`,
      day: start.day,
      time: slotTime(turno),
      durationMinutes: 30,
      title: medicalBooking.title,
      stamp: now(),
    },
    'consulta.ics',
  )
}
