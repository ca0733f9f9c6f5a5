/**
 * The virtual queue (C08, A38): the spec shows only the menu entry, "Fila Virtual", and the unquoted button label
 * "Actualizar"; every other text of the page is invented. Its failure is the spec's generic message
 * (errors/common.ts) with `Reintentar` (shell.ts).
 */
export const virtualQueue = {
  /** The menu entry (shell.ts). */
  title: 'Fila Virtual',
  /** invented */
  lead: 'El número que se está llamando y cuántas personas esperan en cada sector de nuestras sucursales.',
  /** Unquoted label of the spec's buttons. */
  refresh: 'Actualizar',
  /** invented: when the numbers shown were read, `09:05 hs`. */
  updatedAt: (hour: string) => `Actualizado a las ${hour}`,
  /** invented: said to screen readers once the numbers asked for with Actualizar have arrived. */
  refreshed: (hour: string) => `Números actualizados a las ${hour}`,
  /** invented */
  callNumber: 'Número llamado',
  /** invented */
  waiting: 'Personas esperando',
  /** invented: a sector outside its hours, or of a branch not attending. */
  closed: 'Cerrado',
  /** invented */
  hours: 'Horario de hoy',
  /** invented: `07:00 a 21:00 hs` */
  hoursRange: (from: string, to: string) => `${from} a ${to} hs`,
  /** invented: a sector with no hours today. */
  noHoursToday: 'No atiende hoy',
  /** invented */
  noBranches: 'No hay sucursales con fila virtual en este momento.',
} as const
