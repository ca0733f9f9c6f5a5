/**
 * C72's three cards of a medicine's indications (general, professional, the indication text), shared by the
 * prescriptions page (`/medicamentos/recetas/ver-indicaciones`) and flow B's `ver-indicaciones` step. The dates
 * come already BR65-formatted (`findIndications`), so the page carries no date code.
 */
import { SummaryList } from '~/components/summary-list'
import type { IndicationsView } from './lists.server'

/** The cards' words: both pages pass C72's verbatim labels from their own copy. */
export interface IndicationsLabels {
  generalInformation: string
  professionalInformation: string
  sector: string
  indicated: string
  nextPickUp: string
  lastDelivery: string
  expires: string
  doctor: string
  order: string
  indications: string
  noIndications: string
}

export function IndicationsCards({ indications, labels }: { indications: IndicationsView; labels: IndicationsLabels }) {
  return (
    <>
      <section className="card" aria-labelledby="indicaciones-general">
        <h2 id="indicaciones-general">{labels.generalInformation}</h2>
        <SummaryList
          rows={[
            { key: labels.sector, value: indications.sector ?? '-' },
            ...indications.dates.map((date) => ({ key: labels[date.field], value: date.value })),
          ]}
        />
      </section>
      <section className="card" aria-labelledby="indicaciones-profesional">
        <h2 id="indicaciones-profesional">{labels.professionalInformation}</h2>
        <SummaryList
          rows={[
            { key: labels.doctor, value: indications.doctor ?? '-' },
            ...(indications.order ? [{ key: labels.order, value: indications.order }] : []),
          ]}
        />
      </section>
      <section className="card" aria-labelledby="indicaciones-texto">
        <h2 id="indicaciones-texto">{labels.indications}</h2>
        <p>{indications.indications ?? labels.noIndications}</p>
      </section>
    </>
  )
}
