/**
 * Flow B, step `ver-indicaciones` (C72, A45, BR65): the indications of one medicine of the purchase, named by the
 * `Ver Indicaciones` link's query (`?afiliado=<token>&receta=<Id_Receta>&farmaco=<Id_Farmaco_Geosalud>`). The person
 * is named by her token (person-token.server.ts), never by her key, which holds her document number. It is read
 * from that person's recipes as stored in the draft, so no call is made and a link that names nothing of this
 * purchase (a person not in it, a made-up token, a recipe not hers) is not found: nobody else's data can be shown.
 * Always allowed; no header or progress (C72). The cards are the prescriptions page's (`IndicationsCards`,
 * `findIndications`).
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { IndicationsCards } from '~/medicines/indications-view'
import { findIndications } from '~/medicines/lists.server'
import { pageTitle } from '~/utils/meta'
import { flowBLabels } from '~/wizards/compra-medicamentos/frame'
import { flowBWizard, openFlowBStep } from '~/wizards/compra-medicamentos/wizard.server'
import { keyNamedBy } from '~/wizards/person-token.server'
import { StepFrame } from '~/wizards/step-frame'
import { stepPath } from '~/wizards/wizard'

const copy = medicinePurchase['ver-indicaciones']

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [
  pageTitle(page?.indications ? copy.title(page.indications.medicine) : copy.notFoundTitle, matches),
]

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowBStep(request, 'ver-indicaciones')
  const medicines = stepPath(flowBWizard, 'agregar-medicamentos')
  // C72: back to the medicines, whatever the graph's way back is.
  const frame = { ...page, back: medicines, medicines }
  const query = new URL(request.url).searchParams
  const key = keyNamedBy(query.get('afiliado'), Object.keys(draft.affiliates ?? {}))
  const affiliate = key === undefined ? undefined : draft.affiliates?.[key]
  const indications = affiliate ? findIndications(affiliate.recetas ?? [], query) : null
  return data({ ...frame, indications }, { status: indications ? 200 : 404 })
}

export default function VerIndicacionesStep() {
  const page = useLoaderData<typeof loader>()
  return (
    <StepFrame labels={flowBLabels} page={page} title={page.indications ? copy.title(page.indications.medicine) : copy.notFoundTitle}>
      {page.indications ? <IndicationsCards indications={page.indications} labels={copy} /> : <p>{copy.notFound}</p>}
      <p className="standalone-link">
        <Link to={page.medicines}>{copy.back}</Link>
      </p>
    </StepFrame>
  )
}
