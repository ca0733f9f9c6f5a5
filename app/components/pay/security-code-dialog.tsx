/**
 * The card's security code on the provider's page (C33), with JavaScript: the provider's page in the portal's dialog
 * (ProviderDialog), and the relay that submits what it reported to the page's own action (`intent=evento`, read by
 * `securityCodeReportOf`), which asks the API what really happened. Each answer that asks for the code opens the
 * dialog anew, the same provider page included (a report the API did not confirm leaves the payment waiting).
 *
 * Without JavaScript the action sends the browser to the provider's hosted page instead, which comes back through
 * `/pagos/retorno`. A page drawn while the code is still awaited (a reload, the back button) links to that page:
 * the payment is not lost, and paying again would only find the same one.
 */
import { useSubmit } from '@remix-run/react'
import { useRef } from 'react'
import { paymentChannel } from '~/copy/payment-channel'
import { ProviderDialog } from './provider-dialog'
import { securityCodeReport, type SecurityCodeStep } from '~/payments/provider-events'
import { useHydrated } from '~/utils/use-hydrated'

export function SecurityCodeDialog({ step, scriptUrl }: {
  /** The action's answer when the payment waits for the code; null otherwise. A new answer opens the dialog anew. */
  step: SecurityCodeStep | null
  /** The provider's checkout script (`checkoutScriptUrl()` in the loader). */
  scriptUrl: string
}) {
  const hydrated = useHydrated()
  const submit = useSubmit()
  // Each answer is a new object: counting them remounts the dialog for each.
  const answered = useRef({ step, count: 0 })
  if (answered.current.step !== step) answered.current = { step, count: answered.current.count + 1 }
  if (!step) return null
  if (!hydrated)
    return (
      <div className="stack" role="status">
        <p>{paymentChannel.pay.awaitingCode}</p>
        <p>
          <a href={step.hostedUrl}>{paymentChannel.pay.openHosted}</a>
        </p>
      </div>
    )
  return (
    <ProviderDialog
      key={answered.current.count}
      id="codigo-de-seguridad"
      title={paymentChannel.pay.securityCodeTitle}
      lead={paymentChannel.pay.securityCodeLead}
      page="cvv"
      scriptUrl={scriptUrl}
      url={step.url}
      hostedUrl={step.hostedUrl}
      onEvent={(event) => submit(securityCodeReport(step.ref, event), { method: 'post' })}
    />
  )
}
