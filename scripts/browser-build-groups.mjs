// Which of the compiler's chunks go together (scripts/group-browser-build.mjs). Pure, so it is
// table-tested (tests/browser-build-groups.test.ts).

/**
 * A chunk that at least this share of the routes loads joins the shell, which every page loads
 * (and caches) once. Lower, and the simple pages carry more of what they do not use; higher, and
 * a wizard step loads many small chunks again. At 0.11 every page loads at most 12 scripts, the
 * route manifest included (docs/decisions/browser-build-groups.md has the numbers).
 */
export const SHELL_SHARE = 0.11

/**
 * The journey a route belongs to: the first two parts of its file name, so the steps of a wizard
 * (`agenda_.consulta-medica.fecha`, `agenda_.consulta-medica.hora`) and a list with its detail
 * (`mi-producto.pases-terceros`, `mi-producto.pases-terceros.$id`) go together.
 */
export function journeyOf(routeId) {
  if (routeId === 'root') return null
  return routeId.replace(/^routes\//, '').split('.').slice(0, 2).join('.')
}

/** Every file `file` imports, directly or through others. */
export function importClosure(importsOf, file, seen = new Set()) {
  for (const imported of importsOf(file)) {
    if (seen.has(imported)) continue
    seen.add(imported)
    importClosure(importsOf, imported, seen)
  }
  return seen
}

/**
 * @param {{ entryFile: string, routes: { id: string, file: string }[], staticImports: (file: string) => string[] }} build
 *   the compiler's output: the browser entry's file, each route's module file, the files a file imports
 * @returns {{ entryFile: string, shell: string[], journeys: Map<string, string[]>, journeyOf: Map<string, string | null> }}
 *   the chunks that join the shell; per journey, the chunks only its routes share; each route's journey
 */
export function planGroups({ entryFile, routes, staticImports }) {
  const closure = (file) => importClosure(staticImports, file)
  const root = routes.find((route) => route.id === 'root')
  const pages = routes.filter((route) => route !== root)
  const shell = new Set([...closure(entryFile), ...(root ? closure(root.file) : [])])

  const usersOf = new Map()
  for (const route of pages) for (const chunk of closure(route.file)) usersOf.set(chunk, [...(usersOf.get(chunk) ?? []), route.id])
  for (const [chunk, users] of usersOf) if (users.length >= SHELL_SHARE * pages.length) shell.add(chunk)

  // A chunk that routes of several journeys share stays where the compiler put it.
  const journeyOfRoute = new Map(routes.map((route) => [route.id, journeyOf(route.id)]))
  const journeys = new Map()
  for (const [chunk, users] of usersOf) {
    const owners = new Set(users.map((id) => journeyOfRoute.get(id)))
    if (shell.has(chunk) || users.length < 2 || owners.size !== 1) continue
    const [journey] = owners
    journeys.set(journey, [...(journeys.get(journey) ?? []), chunk])
  }
  return { entryFile, shell: [...shell].sort(), journeys, journeyOf: journeyOfRoute }
}
