/** The searchable pick list's own words (app/components/combobox.tsx), whatever the journey. */
export const combobox = {
  /** invented: the first, empty option of the plain list without JavaScript. */
  choose: 'Seleccione una opción',
  /** invented: the search button without JavaScript. */
  search: 'Buscar',
  /** invented: the legend over the matches without JavaScript. */
  chooseMatch: (count: number) => `Elija una opción (${results(count)})`,
  /** invented: said when the search finds nothing (shown, and announced with JavaScript). */
  noResults: 'No hay resultados',
  /** invented: announced to screen readers while the list is open. */
  available: (count: number) => (count === 1 ? '1 resultado disponible' : `${count} resultados disponibles`),
  /** invented: announced while a search is asked of the mutual's systems. */
  searching: 'Buscando…',
} as const

function results(count: number): string {
  return count === 1 ? '1 resultado' : `${count} resultados`
}
