/** The booking calendars' own words, whatever the journey. */
export const calendar = {
  /** invented: full weekday names of the calendar's header, Monday first. */
  weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  /** invented: their abbreviations. */
  weekdaysShort: ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'],
  /** invented: the links to the months before and after those shown, and the name of the links' group. */
  previousMonths: 'Meses anteriores',
  nextMonths: 'Meses siguientes',
  months: 'Otros meses',
  /** invented: the months a link leads to, for a screen reader ('Enero 2027 y Febrero 2027'). */
  monthNames: (names: readonly string[]) => `: ${names.join(' y ')}`,
} as const
