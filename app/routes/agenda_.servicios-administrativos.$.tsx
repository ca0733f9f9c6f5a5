/** A step the wizard does not have opens its first step. */
import { redirect } from '@remix-run/node'
import { adminStepPath } from '~/wizards/servicios-administrativos/steps'

export const loader = () => redirect(adminStepPath('cedula'))
export const action = () => redirect(adminStepPath('cedula'))
