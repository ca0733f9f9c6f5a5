import { expect, test } from './fixtures'
import { personas } from './sign-in'
import { signInCached } from './signed-in'

test.describe('Pagos pendientes', () => {
  test('a visitor is asked to sign in first', async ({ page }) => {
    await page.goto('/mi-mutual/pagos-pendientes')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmi-mutual%2Fpagos-pendientes$/)
  })

  test('Ana finds her fee, medicine package and order from the home tile, and opens each', async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await page.goto('/')
    await page.getByRole('link', { name: 'Pagos pendientes' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pagos pendientes' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Cuotas', 'Medicamentos', 'Órdenes'])
    await expectAccessible()

    await page.getByRole('link', { name: /^Cuota de .*, \$2155\.00$/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: /^Cuota de / })).toBeVisible()
    await expect(page.locator('.summary-list')).toContainText('Convenio')
    await expect(page.locator('.summary-list')).toContainText('$2155.00')
    await expectAccessible()

    await page.getByRole('link', { name: 'Volver a pagos pendientes' }).click()
    await page.getByRole('link', { name: /^Medicamentos, paquete .*, \$550\.50$/ }).click()
    await expect(page.locator('.summary-list')).toContainText('Detalle')
    await page.getByRole('link', { name: 'Volver a pagos pendientes' }).click()
    await page.getByRole('link', { name: /^Orden de .*, \$450\.00$/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: /^Orden de / })).toBeVisible()
  })

  test("another member's debt, by its address, goes back to the list and shows nothing of it", async ({ page }) => {
    await signInCached(page, personas.ana)
    await page.goto('/mi-mutual/pagos-pendientes/couta/70004')
    await expect(page).toHaveURL(/\/mi-mutual\/pagos-pendientes$/)
    await expect(page.getByText('$1902.00')).toHaveCount(0)
    await page.goto('/mi-mutual/pagos-pendientes/cuota/70001')
    await expect(page).toHaveURL(/\/mi-mutual\/pagos-pendientes\/couta\/70001$/)
  })
})
