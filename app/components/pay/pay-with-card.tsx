/**
 * A page's online payment (C31–C33), the same on every page that pays: the card choice (`CardChoice`), the status
 * while the pay form is sent (`PayingStatus`) and the card's security code (`SecurityCodeDialog`).
 *
 * While a payment waits for its card's code, the choice is not drawn: paying again, with this card or another, would
 * only find that payment, started on its card, and send the person to it. The page offers the way to the code
 * instead (the dialog, or without JavaScript the provider's page), where the payment can also be given up.
 */
import type { SecurityCodeStep } from '~/payments/provider-events'
import { CardChoice } from './card-choice'
import { PayingStatus } from './paying-status'
import { SecurityCodeDialog } from './security-code-dialog'

export function PayWithCard(props: Parameters<typeof CardChoice>[0] & {
  /** The payment waiting for the code (the action's answer, or the loader's for a page drawn again); null otherwise. */
  securityCode: SecurityCodeStep | null
  /** The provider's checkout script (`checkoutScriptUrl()` in the loader). */
  scriptUrl: string
}) {
  const { securityCode, scriptUrl, ...choice } = props
  return (
    <>
      {securityCode === null ? <CardChoice {...choice} /> : null}
      <PayingStatus waitingForCode={securityCode !== null} />
      <SecurityCodeDialog step={securityCode} scriptUrl={scriptUrl} />
    </>
  )
}
