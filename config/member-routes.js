/**
 * The member area lives under `/mi-{product}` (spec 000 §2, decisions.md): its route files are
 * named `mi-producto[.segment...].tsx` and mapped here at build time, because Remix's file
 * convention cannot read the product from the configuration. The segments follow Remix's flat
 * routes: `$id` is a parameter, a lone `$` the rest of the path, `_index` the area's own page,
 * a segment starting with `_` adds no path and a trailing `_` is dropped. Every route is flat
 * under the root, as the portal's other routes are.
 */
export const MEMBER_PREFIX = 'mi-producto'

/** @typedef {{ id: string, file: string, path: string, index: boolean }} MemberRoute */

/**
 * Is this file of app/routes a member-area route module (not a test)?
 * @param {string} file
 */
export function isMemberRouteFile(file) {
  if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return false
  return file.startsWith(`${MEMBER_PREFIX}.`) || /^mi-producto\.tsx?$/.test(file)
}

/**
 * @param {string} segment
 * @param {string} product
 * @returns {string | undefined} undefined for a segment that adds no path
 */
function pathSegment(segment, product) {
  if (segment === MEMBER_PREFIX) return `mi-${product}`
  if (segment === '$') return '*'
  if (segment.startsWith('$')) return `:${segment.slice(1)}`
  if (segment.startsWith('_')) return undefined
  return segment.endsWith('_') ? segment.slice(0, -1) : segment
}

/**
 * The route of a member-area file: `mi-producto.proximos-servicios.$id.tsx` with product
 * `mutual` is `{ id: 'routes/mi-producto.proximos-servicios.$id', path: '/mi-mutual/proximos-servicios/:id', index: false }`.
 * @param {string} file the file name inside app/routes
 * @param {string} product PORTAL_PRODUCT
 * @returns {MemberRoute}
 */
export function memberRoute(file, product) {
  const base = file.replace(/\.tsx?$/, '')
  const segments = base.split('.')
  const index = segments[segments.length - 1] === '_index'
  const path = segments
    .map((segment) => pathSegment(segment, product))
    .filter((segment) => segment !== undefined)
    .join('/')
  return { id: `routes/${base}`, file: `routes/${file}`, path: `/${path}`, index }
}

/**
 * The routes of every member-area file among `files` (the names in app/routes).
 * @param {string[]} files
 * @param {string} product
 * @returns {MemberRoute[]}
 */
export function memberRoutes(files, product) {
  return files.filter(isMemberRouteFile).map((file) => memberRoute(file, product))
}
