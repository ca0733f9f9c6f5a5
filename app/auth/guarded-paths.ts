/**
 * The guarded areas of the spec's route table (checklist Part 2, C01), built or not: a visitor who
 * opens one is sent to log in carrying the path, whatever is there yet. The member area
 * (`/mi-{product}/…`, except its home) is guarded as a whole; the rest are listed by prefix.
 */
const GUARDED_PREFIXES = [
  '/mis-datos',
  '/notas-versiones',
  '/agenda/consulta-medica',
  '/medicamentos/solicitudes',
  '/medicamentos/recetas',
  '/medicamentos-recetados',
]

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** Whether `pathname` (as the browser sent it, percent-encoded or not) is in a guarded area. */
export function isGuardedPath(pathname: string, product: string): boolean {
  let path: string
  try {
    path = decodeURI(pathname).replace(/\/+$/, '')
  } catch {
    return false
  }
  const memberHome = `/mi-${product}`
  return (path !== memberHome && under(path, memberHome)) || GUARDED_PREFIXES.some((prefix) => under(path, prefix))
}
