/**
 * `/nueva-contrasena`, the reset page's address typed without the ñ: a permanent redirect to the spec's
 * `/nueva-contraseña` (decisions.md: unaccented spellings redirect), query kept.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { unaccentedAlias } from '~/utils/unaccented-alias.server'
import { paths } from '~/utils/paths'

export const loader = ({ request }: LoaderFunctionArgs) => unaccentedAlias(request, paths.resetPassword)

export { getInstead as action } from '~/utils/get-instead.server'
