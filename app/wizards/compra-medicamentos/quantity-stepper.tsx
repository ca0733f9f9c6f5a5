/**
 * BR57's box-step quantity of one medicine: − and + are submits of the step's own form (`intent=menos|mas` with
 * the medicine's key), so without JavaScript each press is a POST and the page comes back with the new quantity.
 * With it the same form goes through a fetcher: the action's redirect to the step reloads its data in place, with
 * no navigation to scroll the list back to the top, and the quantity, a live region, says the new number while the
 * focus stays on the button pressed. Which presses are possible (0, the cap) the loader works out.
 */
import { useFetcher, useFetchers } from '@remix-run/react'
import type { ReactNode } from 'react'
import { HeldButton } from '~/components/button'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { refusalText } from '~/forms/refusal-text'

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
  // A press the action refused (a medicine no longer among the recipes): the page's banner reads the page's own
  // submits only, so a fetcher's refusal is said here, beside the control pressed.
  const refusal = refusalText((fetcher.data as { result?: Parameters<typeof refusalText>[0] } | undefined)?.result)
  return (
    <>
      <fetcher.Form method="post" action={action} preventScrollReset className="quantity-stepper" aria-busy={fetcher.state !== 'idle' || undefined}>
        <input type="hidden" name="medicamento" value={medicine.key} />
        <StepButton intent="menos" possible={medicine.canDecrease && !busy} label={copy.less(medicine.name)}>
          −
        </StepButton>
        <span className="quantity-stepper__value">
          <span className="visually-hidden" id={id}>
            {copy.quantity}
          </span>
          <output aria-labelledby={id} aria-live="polite">
            {medicine.quantity}
          </output>
        </span>
        <StepButton intent="mas" possible={medicine.canIncrease && !busy} label={copy.more(medicine.name)}>
          +
        </StepButton>
      </fetcher.Form>
      {refusal ? (
        <p className="field__error" role="alert">
          {refusal}
        </p>
      ) : null}
    </>
  )
}

interface StepButtonProps {
  intent: 'menos' | 'mas'
  /** The loader allows the press and no other press is on its way. */
  possible: boolean
  label: string
  children: ReactNode
}

/** + or −: a press that cannot be made is held (`HeldButton`: disabled without JavaScript, focusable with it). */
function StepButton({ intent, possible, label, children }: StepButtonProps) {
  return (
    <HeldButton type="submit" name="intent" value={intent} variant="secondary" className="quantity-stepper__button" held={!possible} aria-label={label}>
      {children}
    </HeldButton>
  )
}
