/** A medicine request's facts (C56): its date, hour and medicines, as the list's card and the detail show them. */
import { medicineRequests } from '~/copy/medicine-lists'

export interface RequestFactsProps {
  pedido: { day: string | null; time: string | null; medicines: Array<{ name: string; units: string }> }
}

export function RequestFacts({ pedido }: RequestFactsProps) {
  const copy = medicineRequests
  return (
    <dl className="reservation-list__facts">
      {pedido.day ? (
        <div>
          <dt>{copy.date}</dt>
          <dd>{pedido.day}</dd>
        </div>
      ) : null}
      {pedido.time ? (
        <div>
          <dt>{copy.time}</dt>
          <dd>{pedido.time}</dd>
        </div>
      ) : null}
      <div>
        <dt>{copy.medicines}</dt>
        <dd>
          <ul>
            {pedido.medicines.map((medicine, index) => (
              // The same medicine may be asked twice in one request: its place tells them apart.
              <li key={index}>
                {medicine.name} ({copy.units(medicine.units)})
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  )
}
