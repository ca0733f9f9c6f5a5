/**
 * The medical booking's route-test driver: the wizard's own (`wizardDriver`), whose forms of the steps that book or
 * pay are sent as their pages send them, with the booking they showed (shown-booking.server.ts).
 */
import * as confirmacion from '~/routes/agenda_.consulta-medica.confirmacion'
import { medicalBookingWizard } from '~/wizards/consulta-medica/wizard.server'
import { shownBooking } from '~/wizards/consulta-medica/shown-booking.server'
import { wizardDriver, type RouteHandler } from './route-helpers'

const driver = wizardDriver(medicalBookingWizard)

/** A POST to `confirmacion`, `medio-pago` or `pago-online` from the page that showed the draft's booking. */
async function postShown(handler: RouteHandler, step: 'confirmacion' | 'medio-pago' | 'pago-online', fields: Record<string, string>, cookie: string) {
  const shown = shownBooking(await driver.draftOf(cookie), step === 'confirmacion' ? 'slot' : 'slot-and-agreement')
  return driver.post(handler, step, { ...shown, ...fields }, cookie)
}

export const medicalDriver = {
  ...driver,
  postShown,
  /** The confirmation's button, pressed on the page that showed the draft's slot. */
  confirm: (cookie: string) => postShown(confirmacion.action, 'confirmacion', {}, cookie),
}
