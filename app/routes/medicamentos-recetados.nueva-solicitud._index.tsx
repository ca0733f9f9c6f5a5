/** `/medicamentos-recetados/nueva-solicitud`: flow B's first step, anew (the hub's `?modo=call-center` kept, A60). */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { stepPath } from '~/wizards/wizard'
import { flowBWizard } from '~/wizards/compra-medicamentos/wizard.server'

export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url)
  return redirect(stepPath(flowBWizard, flowBWizard.entry) + search)
}

export { getInstead as action } from '~/utils/get-instead.server'
