/**
 * What a step of the booking showed, sent back with its form. The draft is the session's, so another tab may change
 * it between a page and its submit (a new booking started there, another slot or specialty chosen). The confirmation,
 * the payment method and the card book or pay only what their page showed: a form whose booking the draft no longer
 * holds is answered 409 with the page of now (`changedElsewhere`), never booked or charged for the other tab's.
 *
 * The confirmation shows the slot (its agreement is read again from the API on submit); the pay steps show the price
 * `Pagar` saved with its agreement, so they send both.
 */
import { redirectWithFlash } from '~/auth/flash.server'
import { medicalBookingOtherTabs } from '~/copy/medical-booking-other-tabs'
import { slotRefKey } from '~/domain/medical-slots'
import { readDraft } from '~/wizards/drafts.server'
import { stepPath } from '~/wizards/wizard'
import type { Draft } from './schemas.server'
import { medicalBookingWizard } from './wizard.server'

/** The hidden fields of a step's form: name → value. */
export type ShownBooking = Record<string, string>

export type ShownParts = 'slot' | 'slot-and-agreement'

export function shownBooking(draft: Pick<Draft, 'turno' | 'convenio'>, parts: ShownParts): ShownBooking {
  const slot = { turno: draft.turno ? slotRefKey(draft.turno) : '' }
  if (parts === 'slot') return slot
  return { ...slot, convenio: draft.convenio ? `${draft.convenio.id}:${draft.convenio.costo}` : '' }
}

/** Whether the form was sent from a page that showed the booking the draft holds now. */
export function showsDraftBooking(form: FormData, draft: Pick<Draft, 'turno' | 'convenio'>, parts: ShownParts): boolean {
  return Object.entries(shownBooking(draft, parts)).every(([name, value]) => form.get(name) === value)
}

/**
 * A pay step's form (`medio-pago`, `pago-online`, and the result's `Pagar en Abitab`/`RedPagos`) sent from a page that
 * showed another booking than the draft holds now: the confirmation, which shows the whole booking of now with its
 * price, says so (`changedElsewhere`) and asks again; its pay page showed only an amount, which may be the same. Asked
 * before the step's guard: the draft of now may not even reach the step (another tab one step behind). A draft with no
 * slot holds no booking to tell apart: the guard sends the member back to where it stands.
 */
export async function payingAnotherBooking(request: Request, form: FormData): Promise<Response | null> {
  const draft = await readDraft(request, medicalBookingWizard)
  if (!draft.turno || showsDraftBooking(form, draft, 'slot-and-agreement')) return null
  const message = medicalBookingOtherTabs.changedElsewhere
  return redirectWithFlash(request, stepPath(medicalBookingWizard, 'confirmacion'), { tone: 'warning', message })
}
