/** The booking calendars' own words, whatever the journey. */
export const calendar = {
  /** invented: full weekday names of the calendar's header, Monday first. */
  weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  /** invented: their abbreviations. */
  weekdaysShort: ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do'],
} as const
