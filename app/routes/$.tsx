/** Any path the portal does not know goes home (spec 000 §2). */
import { redirect } from '@remix-run/node'
import { paths } from '~/utils/paths'

export const loader = () => redirect(paths.home)
export const action = () => redirect(paths.home)
