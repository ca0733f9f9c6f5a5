import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Combobox, ComboboxWidget, plainControlStart, type ComboboxOption, type ComboboxProps } from './combobox'
import { byId, describedByIds, tags } from '../../tests/component-helpers'

const option = (value: string, label: string): ComboboxOption => ({ value, label })
const specialties = [option('1', 'Cardiología'), option('2', 'Cardiología pediátrica'), option('3', 'Dermatología'), option('4', 'Pediatría')]
const base: ComboboxProps = { name: 'especialidad', id: 'reserva-especialidad', label: 'Especialidad', options: specialties }

/** The server's render, which is also what the page shows until its scripts run. */
const serverRender = (props: Partial<ComboboxProps> = {}) => renderToStaticMarkup(<Combobox {...base} {...props} />)
const radios = (html: string) => tags(html).filter((tag) => tag.name === 'input' && tag.attrs.type === 'radio')

describe('Combobox without JavaScript: a short list the server has', () => {
  it('is a select named as the field, with an empty first option and the draft’s answer chosen', () => {
    const html = serverRender({ defaultValue: '3' })
    expect(byId(html, 'reserva-especialidad')).toMatchObject({ name: 'select', attrs: { name: 'especialidad' } })
    expect(html).toContain('<option value="">Seleccione una opción</option>')
    expect(html).toContain('<option value="3" selected="">Dermatología</option>')
    expect(tags(html).filter((tag) => tag.name === 'option')).toHaveLength(5)
    expect(html).not.toContain('role="combobox"')
  })

  it('takes the page’s own empty option text', () => {
    expect(serverRender({ placeholder: 'Elija la especialidad' })).toContain('<option value="" selected="">Elija la especialidad</option>')
  })

  it('points the select at its hint and its error', () => {
    const html = serverRender({ hint: 'Escriba para buscar', error: 'Seleccione una especialidad' })
    const select = byId(html, 'reserva-especialidad')
    expect(describedByIds(html, select)).toEqual(['reserva-especialidad-hint', 'reserva-especialidad-error'])
    expect(select.attrs['aria-invalid']).toBe('true')
    expect(html).toContain('Seleccione una especialidad')
  })
})

describe('Combobox without JavaScript: search, then choose', () => {
  const search = (query: string) => ({ param: 'buscar', query })

  it('is a GET search field inside the step’s form, then the matches of the domain filter as radios of the field', () => {
    const html = serverRender({ search: search('CARDIO') })
    expect(byId(html, 'reserva-especialidad')).toMatchObject({ name: 'input', attrs: { type: 'search', name: 'buscar', value: 'CARDIO' } })
    const button = tags(html).find((tag) => tag.name === 'button')
    expect(button?.attrs).toMatchObject({ type: 'submit', formmethod: 'get', formnovalidate: '' })
    expect(radios(html).map((radio) => [radio.attrs.name, radio.attrs.value])).toEqual([
      ['especialidad', '1'],
      ['especialidad', '2'],
    ])
    expect(html).toContain('Elija una opción (2 resultados)')
    expect(html).toContain('<label class="radios__label" for="reserva-especialidad-opcion-1">Cardiología pediátrica</label>')
  })

  it('finds without accents, and checks the answer the page loaded with', () => {
    const html = serverRender({ search: search('pediatria'), defaultValue: '4' })
    expect(radios(html).map((radio) => [radio.attrs.value, 'checked' in radio.attrs])).toEqual([['4', true]])
  })

  it('offers every option before a search', () => {
    expect(radios(serverRender({ search: search('') }))).toHaveLength(4)
  })

  it('says so when nothing matches', () => {
    const html = serverRender({ search: search('zzz') })
    expect(radios(html)).toEqual([])
    expect(html).toContain('No hay resultados')
  })

  it('shows a remote answer as the loader gave it: the API matched it', () => {
    const medicines = [option('Ibuprofeno 400 mg', 'Ibuprofeno 400 mg'), option('Actron 400', 'Actron 400')]
    const html = serverRender({ options: medicines, search: { param: 'medicamento', query: 'ibu', onSearch: () => {} } })
    expect(radios(html).map((radio) => radio.attrs.value)).toEqual(['Ibuprofeno 400 mg', 'Actron 400'])
  })

  it('sends the search where it is told', () => {
    const html = serverRender({ search: { ...search('x'), action: '/medicamentos/nueva-solicitud/agregar-medicamentos' } })
    expect(tags(html).find((tag) => tag.name === 'button')?.attrs.formaction).toBe('/medicamentos/nueva-solicitud/agregar-medicamentos')
  })
})

describe('ComboboxWidget: the control once the scripts run', () => {
  const widget = (start = { value: '', text: '' }, props: Partial<ComboboxProps> = {}) =>
    renderToStaticMarkup(<ComboboxWidget {...base} {...props} start={start} />)

  it('is a combobox input that controls a listbox of options, closed, named by the label', () => {
    const html = widget()
    const input = byId(html, 'reserva-especialidad')
    expect(input.attrs).toMatchObject({ role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', autocomplete: 'off' })
    expect(input.attrs['aria-activedescendant']).toBeUndefined()
    expect(input.attrs.name).toBeUndefined()
    const listbox = byId(html, input.attrs['aria-controls'] as string)
    expect(listbox.attrs).toMatchObject({ role: 'listbox', hidden: '', 'aria-labelledby': 'reserva-especialidad-label' })
    expect(byId(html, 'reserva-especialidad-label').name).toBe('label')
    const options = tags(html).filter((tag) => tag.attrs.role === 'option')
    expect(options.map((tag) => [tag.attrs.id, tag.attrs['aria-selected']])).toEqual([
      ['reserva-especialidad-opcion-0', 'false'],
      ['reserva-especialidad-opcion-1', 'false'],
      ['reserva-especialidad-opcion-2', 'false'],
      ['reserva-especialidad-opcion-3', 'false'],
    ])
  })

  it('sends the chosen value under the field’s name, and shows its label', () => {
    const html = widget({ value: '4', text: '' })
    expect(tags(html).find((tag) => tag.attrs.type === 'hidden')?.attrs).toMatchObject({ name: 'especialidad', value: '4' })
    expect(byId(html, 'reserva-especialidad').attrs.value).toBe('Pediatría')
    expect(html).toContain('combobox__option combobox__option--chosen')
  })

  it('sends an empty value while nothing is chosen, and keeps what the plain field had searched', () => {
    const html = widget({ value: '', text: 'cardio' })
    expect(tags(html).find((tag) => tag.attrs.type === 'hidden')?.attrs.value).toBe('')
    expect(byId(html, 'reserva-especialidad').attrs.value).toBe('cardio')
  })

  it('has a polite live region for the count of results', () => {
    const region = tags(widget()).find((tag) => tag.attrs.role === 'status')
    expect(region?.attrs).toMatchObject({ 'aria-live': 'polite', 'aria-atomic': 'true', class: 'visually-hidden' })
  })

  it('points the input at its hint and its error', () => {
    const html = widget(undefined, { hint: 'Escriba para buscar', error: 'Seleccione una especialidad' })
    const input = byId(html, 'reserva-especialidad')
    expect(describedByIds(html, input)).toEqual(['reserva-especialidad-hint', 'reserva-especialidad-error'])
    expect(input.attrs['aria-invalid']).toBe('true')
  })
})

describe('Combobox mounted after hydration: no plain control to read', () => {
  it('starts from the draft’s answer, as the plain control would have held it', () => {
    expect(plainControlStart({ defaultValue: '3' })).toEqual({ value: '3', text: '' })
    const html = renderToStaticMarkup(<ComboboxWidget {...base} start={plainControlStart({ defaultValue: '3' })} />)
    expect(tags(html).find((tag) => tag.attrs.type === 'hidden')?.attrs).toMatchObject({ name: 'especialidad', value: '3' })
    expect(byId(html, 'reserva-especialidad').attrs.value).toBe('Dermatología')
  })

  it('keeps the search the loader read, and chooses nothing when the draft has no answer', () => {
    expect(plainControlStart({ search: { param: 'buscar', query: 'cardio' } })).toEqual({ value: '', text: 'cardio' })
    expect(plainControlStart({})).toEqual({ value: '', text: '' })
  })
})
