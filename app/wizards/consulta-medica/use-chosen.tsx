/**
 * C36, C40, A57: a step's `Continuar` stays disabled, with JavaScript only, until its one choice is made (a slot, a
 * payment method). Without JavaScript the button is always enabled and the server's 400 asks for the choice.
 */
import { useState, type FormEvent } from 'react'
import { useHydrated } from '~/utils/use-hydrated'

export function useChosen(name: string, chosenAlready: boolean): { onChange: (event: FormEvent<HTMLFormElement>) => void; disabled: boolean } {
  const hydrated = useHydrated()
  const [chosen, setChosen] = useState(chosenAlready)
  return {
    onChange(event) {
      const target = event.target as HTMLInputElement
      if (target.name === name && target.checked) setChosen(true)
    },
    disabled: hydrated && !chosen,
  }
}
