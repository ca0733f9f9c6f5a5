/**
 * WCAG 2.5.5 on a phone: the links of a link list (¿Olvidaste tu contraseña?, the payment methods' tabs, the titles of
 * pending payments), the links into a record and the radio rows are whole tap targets, at least 44 px tall, though
 * their text is one line of 24 px or less (app/styles/app.css).
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectTapTargets } from './tap-target'
import { personas } from './sign-in'
import { signInCached } from './signed-in'

const PHONE = { width: 375, height: 812 }

/** Every link of a link list (a button in one is a button, tall by itself). */
const listLinks = (page: Page) => page.locator('.link-list a')
/** What a tap on a radio row hits: its label (the input beside it is smaller). */
const radioLabels = (page: Page) => page.locator('.radios__label')

/** The targets one under another, each wholly its own: a box overlapping the next would give part of it away. */
async function expectApart(targets: Locator) {
  const boxes = await targets.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect))
  expect(boxes.length).toBeGreaterThan(1)
  for (let next = 1; next < boxes.length; next++) expect(boxes[next]!.top).toBeGreaterThanOrEqual(boxes[next - 1]!.bottom - 0.5)
}

test.describe('Tap targets on a phone', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE)
  })

  test('the header’s Ingresar, signed out', async ({ page }) => {
    await page.goto('/ayuda')
    await expectTapTargets(page.getByRole('banner').getByRole('link', { name: 'Ingresar' }))
  })

  test('the links under the login form', async ({ page }) => {
    await page.goto('/login')
    await expect(listLinks(page)).toContainText(['¿Olvidaste tu contraseña?'])
    await expectTapTargets(listLinks(page))
    await expectApart(listLinks(page))
  })

  test('the member home’s links to all its records, which share the link lists’ rule', async ({ page }) => {
    await signInCached(page, personas.ana)
    const seeAll = page.getByRole('link', { name: /^Ver tod/ })
    await expect(seeAll).toHaveText(['Ver todas las próximas consultas', 'Ver todos los próximos servicios'])
    await expectTapTargets(seeAll)
  })

  test('the pending payments’ links, titles of a heading’s shorter line', async ({ page }) => {
    await signInCached(page, personas.ana)
    await page.goto('/mi-mutual/pagos-pendientes')
    await expectTapTargets(listLinks(page))
  })

  test('the payment methods’ tabs and the links of their lists', async ({ page }) => {
    await signInCached(page, personas.ana)
    await page.goto('/mis-datos/medios-precargados')
    const tabs = page.getByRole('navigation', { name: 'Medios de pagos precargados' }).getByRole('link')
    await expect(tabs).toHaveText(['Mis Tarjetas', 'Grupo Familiar'])
    await expectTapTargets(tabs)
    await expectApart(tabs)
    // The group's disclosure (Agregar integrante): its summary is what a tap opens.
    await expectTapTargets(page.locator('details > summary:not([class])'))
    await expectTapTargets(listLinks(page))
  })

  test('the radio rows of a wizard step', async ({ page }) => {
    await signInCached(page, personas.ana)
    await page.goto('/mi-mutual/historia-clinica/solicitud')
    await expectTapTargets(radioLabels(page))
  })
})
