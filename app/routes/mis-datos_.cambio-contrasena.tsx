/**
 * `/mis-datos/cambio-contrasena`, the change-password address typed without the ñ: a permanent redirect to the
 * spec's `/mis-datos/cambio-contraseña` (decisions.md: unaccented spellings redirect), which guards itself.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { unaccentedAlias } from '~/utils/unaccented-alias.server'
import { paths } from '~/utils/paths'

export const loader = ({ request }: LoaderFunctionArgs) => unaccentedAlias(request, paths.changePassword)

export { getInstead as action } from '~/utils/get-instead.server'
