/**
 * The slot steps' filters (C36, C37; BR25–BR27, A55): `Tipo de consulta`, `Filiales` (with `Todas`), `Desde` and
 * `Hasta`. A GET form the loader applies. With JavaScript each change is read at once with the very function the
 * loader runs (`readSlotFilters`), so a page can show at once what it already has that the filters keep; the
 * address then takes the filters (replacing the entry: a reload shows the same slots) and the loader, which sends
 * only what a page shows, brings what they leave.
 */
import { Form, useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { medicalBooking } from '~/copy/medical-booking'
import {
  ALL_BRANCHES,
  attentionModes,
  desdeOptions,
  FILTER_PARAMS,
  hastaOptions,
  hourLabel,
  readSlotFilters,
  type SlotFilters,
} from '~/domain/medical-slots'

const copy = medicalBooking.filters

export interface FilterOfferView {
  telephone: boolean
  branches: Array<{ id: number; nombre: string }>
}

/** The filters as the GET form writes them in the address. */
export function filterParams(filters: SlotFilters): URLSearchParams {
  const params = new URLSearchParams()
  params.set(FILTER_PARAMS.modalidad, filters.modalidad)
  if (filters.filiales.length === 0) params.set(FILTER_PARAMS.filial, ALL_BRANCHES)
  for (const id of filters.filiales) params.append(FILTER_PARAMS.filial, String(id))
  params.set(FILTER_PARAMS.desde, String(filters.desde))
  params.set(FILTER_PARAMS.hasta, String(filters.hasta))
  return params
}

/**
 * The filters the page shows, live with JavaScript: starts from the loader's, follows the form at once, then
 * navigates to the address the GET form would (without the `dropped` parameters, such as a page number) so the
 * loader answers for them. Replace: a filter is no step of its own for the back button; the scroll stays.
 */
export function useLiveFilters(loaded: SlotFilters, dropped: readonly string[] = []): [SlotFilters, (filters: SlotFilters) => void] {
  const [filters, setFilters] = useState(loaded)
  const navigate = useNavigate()
  const { search } = useLocation()
  // The address of the latest choice until the loader has answered it: an answer for an earlier choice, arriving
  // after the member chose again, must not put the earlier filters back in the form.
  const awaited = useRef<string | null>(null)
  useEffect(() => {
    if (awaited.current !== null && awaited.current !== search) return
    awaited.current = null
    setFilters(loaded)
  }, [loaded, search])
  const choose = (next: SlotFilters) => {
    setFilters(next)
    const params = new URLSearchParams(search)
    for (const param of [...Object.values(FILTER_PARAMS), ...dropped]) params.delete(param)
    for (const [name, value] of filterParams(next)) params.append(name, value)
    awaited.current = `?${params.toString()}`
    navigate({ search: awaited.current }, { replace: true, preventScrollReset: true })
  }
  return [filters, choose]
}

/** The filters a posting form carries along, so the step saves them with the choice (`filtros`). */
export function FilterFields({ filters }: { filters: SlotFilters }) {
  return (
    <>
      {[...filterParams(filters)].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

export function SlotFilterForm({
  offer,
  filters,
  onFilters,
}: {
  offer: FilterOfferView
  filters: SlotFilters
  onFilters: (filters: SlotFilters) => void
}) {
  const ids = { telephone: offer.telephone, branches: offer.branches.map((branch) => branch.id) }
  // The fields show the filters in force (the form's change handler sets them), so each has its own no-op change.
  return (
    <Form
      method="get"
      className="band-filter"
      aria-label={copy.legend}
      onChange={(event) => {
        const read = readSlotFilters(new FormData(event.currentTarget), ids)
        // Ticking `Todas` clears the branches ticked (without JavaScript the branches ticked win: BR25).
        const target = event.target as HTMLInputElement
        const all = target.name === FILTER_PARAMS.filial && target.value === ALL_BRANCHES && target.checked
        onFilters(all ? { ...read, filiales: [] } : read)
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor="modalidad">
          {copy.mode}
        </label>
        <select id="modalidad" name={FILTER_PARAMS.modalidad} value={filters.modalidad} onChange={() => undefined}>
          {attentionModes(offer.telephone).map((mode) => (
            <option key={mode.value} value={mode.value}>
              {mode.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="field fieldset">
        <legend className="fieldset__legend">{copy.branches}</legend>
        {[{ value: ALL_BRANCHES, nombre: copy.allBranches, checked: filters.filiales.length === 0 }, ...offer.branches.map((option) => ({
          value: String(option.id),
          nombre: option.nombre,
          checked: filters.filiales.includes(option.id),
        }))].map((option) => (
          <div className="checkbox" key={option.value}>
            <input
              type="checkbox"
              className="checkbox__input"
              id={`filial-${option.value}`}
              name={FILTER_PARAMS.filial}
              value={option.value}
              checked={option.checked}
              onChange={() => undefined}
            />
            <label className="checkbox__label" htmlFor={`filial-${option.value}`}>
              {option.nombre}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="desde">
          {copy.from}
        </label>
        <select id="desde" name={FILTER_PARAMS.desde} value={filters.desde} onChange={() => undefined}>
          {desdeOptions().map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="hasta">
          {copy.to}
        </label>
        <select id="hasta" name={FILTER_PARAMS.hasta} value={filters.hasta} onChange={() => undefined}>
          {hastaOptions(filters.desde).map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary no-js-only">
        {copy.apply}
      </button>
    </Form>
  )
}
