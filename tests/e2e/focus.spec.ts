/**
 * Where the focus goes after a navigation made in the browser (JavaScript on): to the new page's
 * h1, as a screen reader user expects from a page load, but never away from an error summary that
 * a failed submit focused. Without JavaScript every navigation is a page load: the browser does it,
 * and the test checks that the focus starts from the top of the new page.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForHydration } from './hydration'
import { JS_ONLY } from './projects'
import { DEMO_PASSWORD, personas } from './sign-in'

test.describe('without JavaScript', () => {
  test('each step is a new page: the first Tab reaches the skip link, which leads to the heading’s content', async ({ page }) => {
    await page.goto('/agenda/servicios-administrativos/cedula')
    await page.getByLabel('Cédula de identidad').fill(personas.federico)
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 1: Sucursal' })).toBeVisible()
    // Nothing of the previous page keeps the focus: the document starts from its top.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })
})

test.describe('with JavaScript', JS_ONLY, () => {
  const heading = (page: Page) => page.locator('main h1')

  test('after signing in, the focus is on the heading of the home page', async ({ page }) => {
    await page.goto('/login')
    // Hydrated: from now on the sign-in is a navigation in the browser, not a page load.
    await waitForHydration(page)
    await page.getByLabel('Cédula de identidad').fill(personas.bruno)
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await expect(heading(page)).toBeFocused()
    await expect(heading(page)).toHaveText(/\S/)
  })

  test('a wizard step reached with Continuar takes the focus on its heading; a refused submit leaves it on the summary', async ({
    page,
  }) => {
    await page.goto('/agenda/servicios-administrativos/cedula')
    await waitForHydration(page)
    await page.getByLabel('Cédula de identidad').fill(personas.federico)
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 1: Sucursal' })).toBeFocused()

    // Continuar without a branch: the server refuses, the summary takes the focus and keeps it.
    await page.getByRole('button', { name: 'Continuar' }).click()
    const summary = page.locator('.error-summary')
    await expect(summary).toBeFocused()
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 1: Sucursal' })).not.toBeFocused()

    await page.getByRole('radio', { name: 'Sede Central' }).check()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 2: Sector' })).toBeFocused()
  })

  test('a main-menu link moves the focus to the new page heading', async ({ page }) => {
    await page.goto('/contacto')
    const menu = page.getByRole('navigation', { name: 'Menú principal' })
    await waitForHydration(page)
    // The link stays focused where it was (the header survives a navigation in the browser): the
    // focus must still move to the new page.
    await menu.getByRole('link', { name: 'Ayuda' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeFocused()
    await menu.getByRole('link', { name: 'Agenda' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeFocused()
  })
})
