/** The card provider's security-code page, as every journey that pays by card meets it. */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Types `code` on the provider's page and presses `button`: the page is in the portal's dialog (a frame) with
 * JavaScript, and the provider's hosted page, to which the browser went, without.
 */
export async function enterSecurityCode(page: Page, js: boolean, code: string, button = 'Pagar') {
  if (js) {
    const dialog = page.getByRole('dialog', { name: 'Código de seguridad' })
    await expect(dialog).toBeVisible()
    const frame = dialog.frameLocator('iframe')
    await frame.getByLabel('Código de seguridad (CVV)').fill(code)
    await frame.getByRole('button', { name: button }).click()
  } else {
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pasarela\/cvv\?/)
    await page.getByLabel('Código de seguridad (CVV)').fill(code)
    await page.getByRole('button', { name: button }).click()
  }
}
