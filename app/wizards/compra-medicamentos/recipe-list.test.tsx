import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { renderInRoute, tags } from '../../../tests/component-helpers'
import { RecipeList, type MedicineView, type RecipeView } from './recipe-list'

const HERE = '/medicamentos-recetados/nueva-solicitud/agregar-medicamentos'

const medicine = (key: string, extra: Partial<MedicineView> = {}): MedicineView => ({
  key,
  name: `Fármaco ${key}`,
  quantity: 0,
  canIncrease: true,
  canDecrease: false,
  pricePerTicket: '$100.00',
  lineTotal: null,
  alert: null,
  indicationsPath: `${HERE.replace('agregar-medicamentos', 'ver-indicaciones')}?afiliado=AAAAAAAAAAAAAAAA&receta=1&farmaco=2`,
  ...extra,
})

const recipe = (id: number, extra: Partial<RecipeView>): RecipeView => ({
  id,
  heading: 'Sector',
  doctor: null,
  availability: 'available',
  status: null,
  statusMessage: null,
  reloadable: false,
  medicines: [medicine(`${id}-1`)],
  ...extra,
})

const render = (recipes: RecipeView[]) => renderInRoute(<RecipeList recipes={recipes} action={HERE} />, HERE)
const buttons = (html: string) => tags(html).filter((tag) => tag.name === 'button')

describe('RecipeList (C71, BR56), without JavaScript', () => {
  it('gives each choosable medicine − and + as submits of its key to the step, − disabled at 0', () => {
    const html = render([recipe(1, { medicines: [medicine('1-1')] })])
    const form = tags(html).find((tag) => tag.name === 'form')
    expect(form?.attrs).toMatchObject({ method: 'post', action: HERE })
    expect(tags(html).find((tag) => tag.name === 'input' && tag.attrs.name === 'medicamento')?.attrs.value).toBe('1-1')
    expect(buttons(html).map((b) => [b.attrs.value, 'disabled' in b.attrs])).toEqual([
      ['menos', true],
      ['mas', false],
    ])
    expect(html).toContain('Ver Indicaciones')
  })

  it('offers no quantity for an ERROR recipe, says why behind Ver detalles, and the reload only when reloadable', () => {
    const error = recipe(2, { availability: 'disabled', status: 'error', statusMessage: 'La receta está vencida.' })
    const plain = render([error])
    expect(plain).toContain('No disponible para entrega')
    expect(plain).toMatch(/<details><summary>Ver detalles<\/summary><p>La receta está vencida.<\/p><\/details>/)
    expect(buttons(plain)).toEqual([])
    const callCentre = render([{ ...error, reloadable: true }])
    expect(buttons(callCentre).map((b) => b.attrs.value)).toEqual(['recargar'])
  })

  it('shows an ALERT recipe’s status text only, and a SINSTOCK one as Sin stock with its stepper', () => {
    const alert = render([recipe(3, { availability: 'disabled', status: 'alert', statusMessage: 'Próximo retiro en 12 días.' })])
    expect(alert).toContain('Próximo retiro en 12 días.')
    expect(alert).not.toContain('Ver detalles')
    expect(buttons(alert)).toEqual([])
    const noStock = render([recipe(4, { availability: 'pending', status: 'no-stock', medicines: [medicine('4-1', { quantity: 2, canDecrease: true })] })])
    expect(noStock).toContain('Sin stock')
    expect(buttons(noStock).map((b) => b.attrs.value)).toEqual(['menos', 'mas'])
  })

  it('draws no list bullets: the cards and each card’s medicines are lists whose class resets the markers', () => {
    const html = render([recipe(1, { medicines: [medicine('1-1'), medicine('1-2')] }), recipe(2, {})])
    const lists = tags(html).filter((tag) => tag.name === 'ul')
    expect(lists).toHaveLength(3)
    for (const list of lists) expect((list.attrs.class ?? '').split(' ').some((name) => UNBULLETED.has(name))).toBe(true)
  })
})

/** The classes app.css gives `list-style: none` in a rule of their own (`.name { … }`), its comments left out. */
const stylesheet = readFileSync(new URL('../../styles/app.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
const UNBULLETED = new Set(
  [...stylesheet.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter((rule) => /list-style:\s*none/.test(rule[2] ?? ''))
    .flatMap((rule) => (rule[1] ?? '').split(',').map((selector) => selector.trim()))
    .filter((selector) => /^\.[\w-]+$/.test(selector))
    .map((selector) => selector.slice(1)),
)
