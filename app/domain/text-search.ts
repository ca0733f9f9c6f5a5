/**
 * The one text search of the portal's pick lists (specialties, medicines, document types): the
 * combobox filters with it as the person types, and the server with it when the search comes as a
 * GET without JavaScript, so both show the same matches in the same order.
 */

/**
 * `text` as a search compares it: lower case, without accents or the ñ's tilde, spaces collapsed.
 * The ñ is folded too because a person on a keyboard without it types `n` ("otorrino" or "nino"
 * must still find what they mean).
 */
export function searchKey(text: string): string {
  return text
    .toLocaleLowerCase('es')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The items whose text holds every word of `query`, in any order ("cardio" finds "Cardiología",
 * "plastica cirugia" finds "Cirugía plástica"). Those that start with the whole query come
 * first, each group in the order given. An empty query keeps every item.
 */
export function filterByText<T>(items: readonly T[], query: string, textOf: (item: T) => string): T[] {
  const wanted = searchKey(query)
  if (wanted === '') return [...items]
  const words = wanted.split(' ')
  const starting: T[] = []
  const containing: T[] = []
  for (const item of items) {
    const key = searchKey(textOf(item))
    if (!words.every((word) => key.includes(word))) continue
    if (key.startsWith(wanted)) starting.push(item)
    else containing.push(item)
  }
  return [...starting, ...containing]
}

/** Whether `a` and `b` read the same to the search (a typed "pediatria" is the option "Pediatría"). */
export const sameSearchText = (a: string, b: string): boolean => searchKey(a) === searchKey(b)
