/**
 * Flow A, step `solicitud-finalizada` (C66): the request filed, its follow-up code (the last word of E83's
 * `Mensaje`, BR48 with A28), and the way to the requests list (A58).
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ResultScreen } from '~/components/result-screen'
import { SummaryList } from '~/components/summary-list'
import { medicineRequests } from '~/copy/medicine-requests'
import { FLOW_A_EXIT, followUpCode } from '~/domain/medicine-request'
import { titled } from '~/utils/meta'
import { attempted } from '~/wizards/graph'
import { flowAWizard } from '~/wizards/solicitud-medicamentos/wizard.server'
import { guardStep } from '~/wizards/wizard.server'

const copy = medicineRequests.result

export const meta = titled(copy.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await guardStep(request, flowAWizard, 'solicitud-finalizada')
  const { mensaje } = attempted(draft, 'solicitud')
  return { mensaje, code: followUpCode(mensaje) }
}

export default function SolicitudFinalizadaStep() {
  const { mensaje, code } = useLoaderData<typeof loader>()
  return (
    <ResultScreen title={copy.title} messages={[mensaje]} primaryAction={{ to: FLOW_A_EXIT, label: copy.toRequests }}>
      <SummaryList rows={[{ key: copy.code, value: code }]} />
    </ResultScreen>
  )
}
