/** The wizard's base path opens its first step. */
import { redirect } from '@remix-run/node'
import { adminStepPath } from '~/wizards/servicios-administrativos/steps'

export const loader = () => redirect(adminStepPath('cedula'))
