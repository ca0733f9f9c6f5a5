/**
 * C36, C40, A57: a step's `Continuar` stays disabled, with JavaScript only, until its one choice is made (a slot, a
 * payment method). Without JavaScript the button is always enabled and the server's 400 asks for the choice.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { useHydrated } from '~/utils/use-hydrated'

/** Whether one of `controls` (the elements named as the choice) is checked; none (no radio drawn) is no choice. */
export const someChecked = (controls: Iterable<Element>): boolean =>
  Array.from(controls).some((control) => (control as Partial<HTMLInputElement>).checked === true)

export function useChosen(name: string, chosenAlready: boolean): { onChange: (event: FormEvent<HTMLFormElement>) => void; disabled: boolean } {
  const hydrated = useHydrated()
  const [chosen, setChosen] = useState(chosenAlready)
  // After every render the radios are read again: the page may have redrawn them (a slot filter drops the chosen slot,
  // the loader's answer brings others, the draft's slot comes back checked), and a radio removed sends no change event.
  // The whole document, as the page's form reaches this hook only through its change events (the filters are another
  // form); each step has one field of that name. A radio checked before hydration is read here too. No dependencies on
  // purpose: the radios change with any render; the same answer sets the same state, which renders nothing again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  useEffect(() => setChosen(someChecked(document.getElementsByName(name))))
  return {
    onChange(event) {
      const target = event.target as HTMLInputElement
      if (target.name === name && target.checked) setChosen(true)
    },
    disabled: hydrated && !chosen,
  }
}
