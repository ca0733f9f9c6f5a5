/**
 * BR57's box-step quantity of one medicine: − and + are submits of the step's own form (`intent=menos|mas` with
 * the medicine's key), so without JavaScript each press is a POST and the page comes back with the new quantity.
 * With it the same form goes through a fetcher: the action's redirect to the step reloads its data in place, with
 * no navigation to scroll the list back to the top. Which presses are possible (0, the cap) the loader works out.
 */
import { useFetcher, useFetchers } from '@remix-run/react'
import { medicinePurchase } from '~/copy/medicine-purchase'

const copy = medicinePurchase['agregar-medicamentos']

export interface StepperView {
  /** `medicineKey`: the only thing the form says about the medicine. */
  key: string
  name: string
  quantity: number
  canIncrease: boolean
  canDecrease: boolean
}

export function QuantityStepper({ action, medicine }: { action: string; medicine: StepperView }) {
  const fetcher = useFetcher()
  // Every press saves her whole choice as it was read: while any press is on its way the others wait, so two quick
  // presses on different medicines cannot save over each other.
  const busy = useFetchers().some((other) => other.state !== 'idle')
  const id = `cantidad-${medicine.key}`
  return (
    <fetcher.Form method="post" action={action} preventScrollReset className="quantity-stepper" aria-busy={fetcher.state !== 'idle' || undefined}>
      <input type="hidden" name="medicamento" value={medicine.key} />
      <button
        type="submit"
        name="intent"
        value="menos"
        className="button button--secondary quantity-stepper__button"
        disabled={!medicine.canDecrease || busy}
        aria-label={copy.less(medicine.name)}
      >
        −
      </button>
      <span className="quantity-stepper__value">
        <span className="visually-hidden" id={id}>
          {copy.quantity}
        </span>
        <output aria-labelledby={id} aria-live="polite">
          {medicine.quantity}
        </output>
      </span>
      <button
        type="submit"
        name="intent"
        value="mas"
        className="button button--secondary quantity-stepper__button"
        disabled={!medicine.canIncrease || busy}
        aria-label={copy.more(medicine.name)}
      >
        +
      </button>
    </fetcher.Form>
  )
}
