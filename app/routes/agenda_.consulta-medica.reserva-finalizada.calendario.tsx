/**
 * "Agregar a mi calendario" of the consultation just booked: an iCalendar file of 30 minutes, named for its specialty
 * (two consultations read apart in a calendar), at its branch and address, with its doctor. The slot is taken now, so
 * E53 no longer says its doctor or branch: they are what the booking kept in the draft (`madeBooking`).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { upstreamAs } from '~/auth/upstream-as.server'
import { medicalBooking } from '~/copy/medical-booking'
import { calendarResponse, type CalendarEvent } from '~/domain/ics'
import { slotStart, slotTime } from '~/domain/medical-slots'
import { now } from '~/utils/clock.server'
import { answered } from '~/wizards/graph'
import type { BookedConsultation } from '~/wizards/consulta-medica/booking.server'
import { specialtyNameOf } from '~/wizards/consulta-medica/catalog.server'
import { madeBooking } from '~/wizards/consulta-medica/reserve.server'
import { madeReservationId } from '~/wizards/consulta-medica/steps'
import { medicalBookingWizard } from '~/wizards/consulta-medica/wizard.server'
import { guardStep } from '~/wizards/wizard.server'

const { rows } = medicalBooking.confirmacion
const line = medicalBooking['reserva-finalizada'].calendarLine

/**
 * Where and with whom, as the booking kept it: the branch and its address in person; a telephone consultation has no
 * place, and says so. A draft from before the booking kept them says neither.
 */
function placeAndDoctor(booked: BookedConsultation | null): Pick<CalendarEvent, 'location' | 'description'> {
  if (!booked) return {}
  const place = [booked.branch, booked.address].filter(Boolean).join(', ')
  const description = [
    ...(booked.telephone ? [line(rows.mode, medicalBooking.filters.modes.REMOTE)] : []),
    ...(booked.doctor ? [line(rows.doctor, booked.doctor)] : []),
  ].join('\n')
  return { location: booked.telephone ? undefined : place || undefined, description: description || undefined }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await guardStep(request, medicalBookingWizard, 'reserva-finalizada')
  const { turno, especialidad } = answered(draft, 'turno', 'especialidad')
  // The catalog is the agenda's, shared; a file without the specialty's name is still the booking's.
  const specialty = await specialtyNameOf(await upstreamAs(request), especialidad)
  // The slot is the booked one: no longer offered by E53, so its day and hour are the draft's.
  const start = slotStart(turno.comienzo)!
  return calendarResponse(
    {
      uid: `consulta-medica-${madeReservationId(draft) ?? `${turno.nroCalendario}-${turno.nroOrden}`}@portal`,
      day: start.day,
      time: slotTime(turno),
      durationMinutes: 30,
      title: specialty ? `${medicalBooking.title}: ${specialty}` : medicalBooking.title,
      ...placeAndDoctor(madeBooking(draft)),
      stamp: now(),
    },
    'consulta.ics',
  )
}

export { getInstead as action } from '~/utils/get-instead.server'
