/**
 * Step `confirmacion` (C80, BR67): shown after a successful save only, with the delivery time at the Medical
 * Records department, 15 days for an institution and 30 for particular reasons (002 §7). Opening the request
 * again from the menu starts a new one (the wizard's entry rule clears this one).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ResultScreen } from '~/components/result-screen'
import { clinicalHistory as copy } from '~/copy/clinical-history'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'
import { deliveryDays } from '~/wizards/historia-clinica/steps'
import { openClinicalHistoryStep } from '~/wizards/historia-clinica/wizard.server'

export const meta = titled(copy.confirmacion.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft } = await openClinicalHistoryStep(request, 'confirmacion')
  return { days: deliveryDays(draft.requestedByParticular === true), emailCopy: draft.requestedEmailCopy === true }
}

export default function ConfirmacionStep() {
  const { days, emailCopy } = useLoaderData<typeof loader>()
  return (
    <ResultScreen
      illustration="default"
      title={copy.confirmacion.title}
      messages={[copy.confirmacion.delivery(days), ...(emailCopy ? [copy.confirmacion.emailCopy] : [])]}
      primaryAction={{ to: paths.home, label: copy.confirmacion.home }}
    />
  )
}
