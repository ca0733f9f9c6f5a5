/**
 * A page for the combobox alone (tests/e2e/combobox.spec.ts): no journey uses it yet. The same
 * element is rendered in Node, as a loader's page would be, and hydrated in the browser from a
 * bundle, so the test sees the plain control before the scripts and the combobox after them.
 */
import { useRef, useState } from 'react'
import { Combobox, type ComboboxOption } from '~/components/combobox'
import { filterByText } from '~/domain/text-search'

export type HarnessKind = 'select' | 'search' | 'remote'
export type HarnessProps = { kind: HarnessKind; query: string }

const option = (label: string, value = label): ComboboxOption => ({ value, label })
export const SPECIALTIES = ['Cardiología', 'Cardiología pediátrica', 'Dermatología', 'Ginecología', 'Pediatría', 'Traumatología'].map(
  (label, index) => option(label, String(index + 1)),
)
const MEDICINES = ['Ibuprofeno 400 mg', 'Ibuprofeno 600 mg', 'Paracetamol 500 mg', 'Omeprazol 20 mg'].map((label) => option(label))

/** The search parameter of each kind, as its loader would read it. */
export const SEARCH_PARAM = { select: 'buscar', search: 'buscar', remote: 'medicamento' } as const

/** The "API": what the sandbox would answer for a medicine search. */
const medicinesMatching = (query: string) => (query.trim() === '' ? [] : filterByText(MEDICINES, query, (medicine) => medicine.label))

export function Harness({ kind, query }: HarnessProps) {
  const [answer, setAnswer] = useState(() => medicinesMatching(query))
  const [loading, setLoading] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  // A fetcher's answer, a moment later.
  const onSearch = (typed: string) => {
    setLoading(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      setAnswer(medicinesMatching(typed))
      setLoading(false)
    }, 100)
  }
  return (
    <form method="post" action="/pagina">
      {/* The GET search replaces the address's query: what the page needs travels as a field. */}
      <input type="hidden" name="kind" value={kind} />
      {kind === 'remote' ? (
        <Combobox name="medicamento-elegido" id="medicamento" label="Medicamento" options={answer} search={{ param: SEARCH_PARAM.remote, query, onSearch, loading }} />
      ) : (
        <Combobox
          name="especialidad"
          id="especialidad"
          label="Especialidad"
          options={SPECIALTIES}
          search={kind === 'search' ? { param: SEARCH_PARAM.search, query } : undefined}
        />
      )}
      <button type="submit" className="button">
        Continuar
      </button>
    </form>
  )
}
