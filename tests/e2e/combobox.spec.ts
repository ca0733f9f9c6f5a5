/**
 * The combobox in a real browser, with and without JavaScript, before a journey uses it: the
 * page (tests/e2e/combobox-harness.tsx) is served by the test itself, rendered in Node as a
 * loader's page would be and hydrated from an esbuild bundle; its form's submissions come back
 * to the test. The journeys' fixtures still apply: a page error fails the test, axe checks it.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { build } from 'esbuild'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { Harness, SEARCH_PARAM, type HarnessKind } from './combobox-harness'
import { expect, test } from './fixtures'
import { JS_ONLY } from './projects'

const ORIGIN = 'http://combobox.test'
const here = import.meta.dirname
const stylesheet = fs.readFileSync(path.resolve(here, '../../app/styles/app.css'), 'utf8')
let bundle = ''

test.beforeAll(async () => {
  const result = await build({
    stdin: {
      contents: `
        import { createElement } from 'react'
        import { hydrateRoot } from 'react-dom/client'
        import { Harness } from './combobox-harness'
        const element = document.getElementById('harness')
        hydrateRoot(element, createElement(Harness, JSON.parse(element.dataset.props)))`,
      resolveDir: here,
      loader: 'tsx',
    },
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  bundle = result.outputFiles[0]?.text ?? ''
})

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** The page as its loader would send it: the search read from the address, the element rendered, the bundle after it. */
function document(url: URL): string {
  const kind = (url.searchParams.get('kind') ?? 'select') as HarnessKind
  const props = { kind, query: url.searchParams.get(SEARCH_PARAM[kind]) ?? '' }
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
    <title>Combobox</title><style>${stylesheet}</style></head>
    <body><main class="container"><h1>Combobox</h1>
    <div id="harness" data-props="${escapeAttribute(JSON.stringify(props))}">${renderToString(createElement(Harness, props))}</div>
    </main><script>${bundle}</script></body></html>`
}

/** Serves the harness at ORIGIN/pagina; a POST answers with the fields it carried, one per line. */
async function open(page: Page, kind: HarnessKind) {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const request = route.request()
    const body = request.method() === 'POST' ? `<pre id="enviado">${[...new URLSearchParams(request.postData() ?? '')].map(([name, value]) => `${name}=${value}`).join('\n')}</pre>` : document(new URL(request.url()))
    await route.fulfill({ contentType: 'text/html; charset=utf-8', body })
  })
  await page.goto(`${ORIGIN}/pagina?kind=${kind}`)
}

const sent = (page: Page) => page.locator('#enviado')

test.describe('with JavaScript', JS_ONLY, () => {

  test('filters as one types, walks the list with the keys, says the count and sends the chosen value', async ({ page, expectAccessible }) => {
    await open(page, 'select')
    const input = page.getByRole('combobox', { name: 'Especialidad' })
    await expect(input).toBeVisible()
    await expect(input).toHaveAttribute('aria-expanded', 'false')

    await input.fill('cardio')
    const listbox = page.getByRole('listbox', { name: 'Especialidad' })
    await expect(listbox.getByRole('option')).toHaveText(['Cardiología', 'Cardiología pediátrica'])
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('status')).toHaveText('2 resultados disponibles')

    await input.press('ArrowDown')
    await input.press('ArrowDown')
    const active = listbox.getByRole('option', { name: 'Cardiología pediátrica' })
    await expect(active).toHaveAttribute('aria-selected', 'true')
    await expect(input).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '')
    await input.press('End')
    await input.press('Home')
    await expect(listbox.getByRole('option', { name: 'Cardiología', exact: true })).toHaveAttribute('aria-selected', 'true')
    await expectAccessible()

    // Enter on an option chooses it and does not submit; Enter again submits the form.
    await input.press('ArrowDown')
    await input.press('Enter')
    await expect(input).toHaveValue('Cardiología pediátrica')
    await expect(input).toHaveAttribute('aria-expanded', 'false')
    await expect(sent(page)).toHaveCount(0)
    await input.press('Enter')
    await expect(sent(page)).toHaveText('kind=select\nespecialidad=2')
  })

  test('Escape closes the list, then clears the field; a typed name without accents is the choice', async ({ page }) => {
    await open(page, 'select')
    const input = page.getByRole('combobox', { name: 'Especialidad' })
    await input.fill('zzz')
    await expect(page.getByText('No hay resultados')).toBeVisible()
    await input.press('Escape')
    await expect(input).toHaveValue('zzz')
    await input.press('Escape')
    await expect(input).toHaveValue('')

    await input.pressSequentially('pediatria')
    await page.getByRole('option', { name: 'Pediatría' }).click()
    await expect(input).toHaveValue('Pediatría')
    await expect(input).toBeFocused()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(sent(page)).toHaveText('kind=select\nespecialidad=5')
  })

  test('a remote list asks for the matches as one types and shows the answer', async ({ page }) => {
    await open(page, 'remote')
    const input = page.getByRole('combobox', { name: 'Medicamento' })
    await input.pressSequentially('ibu')
    await expect(page.getByRole('option')).toHaveText(['Ibuprofeno 400 mg', 'Ibuprofeno 600 mg'])
    await expect(page.getByRole('status')).toHaveText('2 resultados disponibles')
    await input.press('ArrowUp')
    await input.press('Enter')
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(sent(page)).toHaveText('kind=remote\nmedicamento-elegido=Ibuprofeno 600 mg')
  })
})

// Untagged: the plain control runs in the project without JavaScript (tests/e2e/projects.ts).
test.describe('without JavaScript', () => {

  test('a short list is a select that sends the same field', async ({ page, expectAccessible }) => {
    await open(page, 'select')
    await expect(page.getByRole('combobox', { name: 'Especialidad' })).toHaveJSProperty('tagName', 'SELECT')
    await page.getByLabel('Especialidad').selectOption({ label: 'Dermatología' })
    await expectAccessible()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(sent(page)).toHaveText('kind=select\nespecialidad=3')
  })

  test('a long list is searched with a GET (filtered on the server by the same filter), then chosen', async ({ page, expectAccessible }) => {
    await open(page, 'search')
    await page.getByRole('searchbox', { name: 'Especialidad' }).fill('PEDIATRIA')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page).toHaveURL(/[?&]buscar=PEDIATRIA(&|$)/)
    const matches = page.getByRole('group', { name: 'Elija una opción (1 resultado)' })
    await expect(matches.getByRole('radio')).toHaveCount(1)
    await expect(page.getByRole('searchbox', { name: 'Especialidad' })).toHaveValue('PEDIATRIA')
    await matches.getByRole('radio', { name: 'Pediatría' }).check()
    await expectAccessible()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(sent(page)).toContainText('especialidad=5')
  })

  test('a remote list shows the loader’s answer to the search as radios', async ({ page }) => {
    await open(page, 'remote')
    await page.getByRole('searchbox', { name: 'Medicamento' }).fill('ibu')
    await page.getByRole('button', { name: 'Buscar' }).click()
    await page.getByRole('radio', { name: 'Ibuprofeno 600 mg' }).check()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(sent(page)).toContainText('medicamento-elegido=Ibuprofeno 600 mg')
  })
})
