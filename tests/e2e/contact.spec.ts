import { expect, test } from './fixtures'
import { BOTH } from './projects'

test('Contacto lists the contact card, 5 branches and 10 services', async ({ page, expectAccessible }) => {
  await page.goto('/contacto')
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible()

  const card = page.getByRole('region', { name: 'Contacto' })
  for (const label of ['Correo electrónico', 'Teléfono', 'Dirección', 'Fax']) {
    await expect(card.getByText(label, { exact: true })).toBeVisible()
  }
  await expect(page.getByRole('region', { name: 'Filiales' }).getByRole('listitem')).toHaveCount(5)
  const services = page.getByRole('region', { name: 'Servicios' }).getByRole('listitem')
  await expect(services).toHaveCount(10)
  await expect(services.filter({ hasText: /Interno|Opción/ }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: '2487 1000' }).first()).toHaveAttribute('href', 'tel:24871000')
  await expectAccessible()
})

test('the main menu takes you between pages', BOTH, async ({ page, expectAccessible }) => {
  await page.goto('/')
  await expectAccessible()
  const menu = page.getByRole('navigation', { name: 'Menú principal' })
  await menu.getByRole('link', { name: 'Contacto' }).click()
  await expect(page).toHaveURL(/\/contacto$/)
  await expect(menu.getByRole('link', { name: 'Contacto' })).toHaveAttribute('aria-current', 'page')
  await menu.getByRole('link', { name: 'Ayuda' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible()
})

test('an unknown path goes home', async ({ page }) => {
  await page.goto('/esta-pagina-no-existe')
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the menu fits a 320 px wide screen', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/contacto')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  // On a narrow screen the menu opens from its "Menú" control.
  const menu = page.getByRole('navigation', { name: 'Menú principal' })
  await menu.locator('summary', { hasText: 'Menú' }).click()
  await expect(menu.getByRole('link', { name: 'Actualizaciones' })).toBeVisible()
  await expectAccessible()
})
