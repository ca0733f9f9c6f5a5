/**
 * The administrative agenda's free days and hours as the steps list them: a queue's month (get-calendar) and day
 * (get-calendar-day) are the mutual's, the same for everyone, so one answer serves every page view for
 * AVAILABILITY_CACHE_MS, as the medical booking's slots do (docs/medical-booking.md), and a month's days are put into
 * words once per answer. The actions check the day and the hour posted against a fresh answer, so nothing is booked
 * on a kept one. A kept call is nobody's own: it is not cut short when the page that started it is.
 */
import { getEnv } from '~/config/env.server'
import { isAvailableDay } from '~/domain/admin-booking'
import { labelMonth, monthKey, type CalendarMonth } from '~/domain/calendar.server'
import { getCalendar, getCalendarDay, type Queue } from '~/upstream/agenda-admin.server'
import { derivedAnswers, sharedAnswers } from '~/upstream/shared-answers.server'

const agenda = sharedAnswers({ ttlMs: () => getEnv().AVAILABILITY_CACHE_MS, maxEntries: 256 })
const inWords = derivedAnswers({ maxEntries: 1 })

const queueKey = ({ idSucursal, idSector, idFila }: Queue) => `${idSucursal}/${idSector}/${idFila}`

/** C46: one month of the queue's calendar, its days in words and offered or not (BR39). */
export async function listedMonth(queue: Queue, month: CalendarMonth) {
  const days = await agenda.get(`mes/${queueKey(queue)}/${monthKey(month)}`, () => getCalendar(queue, month))
  return inWords.get(days, 'mes', () => labelMonth({ ...month, days }, isAvailableDay))
}

/** C47: the queue's hours of one day, with their free places. */
export const listedQueueDay = (queue: Queue, day: string) => agenda.get(`dia/${queueKey(queue)}/${day}`, () => getCalendarDay(queue, day))

/** Tests start each case from an empty store. */
export function forgetListedAgenda(): void {
  agenda.forget()
}
