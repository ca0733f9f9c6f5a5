/**
 * Days the mutual's branches are closed whatever their weekly schedules say: Uruguay's non-working holidays
 * (feriados no laborables), on the same date every year. The spec names no closed days, so this rule is the
 * sandbox's; the administrative agenda and the medical one (telephone consultations included), the virtual queue and
 * flow A's urgent-request hours (E81) all ask it here.
 * Uruguay's other holidays are working days, and the branches keep their usual hours on them.
 */

/** MM-DD: 1 January, 1 May, 18 July, 25 August, 25 December. */
const NON_WORKING_HOLIDAYS: ReadonlySet<string> = new Set(['01-01', '05-01', '07-18', '08-25', '12-25'])

/** Whether nothing can be booked on a Montevideo date (YYYY-MM-DD). */
export function isClosedDay(fecha: string): boolean {
  return NON_WORKING_HOLIDAYS.has(fecha.slice(5, 10))
}
