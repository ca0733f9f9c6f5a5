import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { personas } from './sign-in'
import { signInCached } from './signed-in'

const profileSummary = (page: Page) => page.locator('summary').filter({ hasText: 'Mi cuenta' })

test.describe('Profile menu', () => {
  test("Ana, a group administrator with the passkey permission, sees every entry", async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await page.goto('/')
    const summary = profileSummary(page)
    await expect(summary).toContainText('Ana')
    await summary.click()
    const menu = page.locator('.profile-menu__list')
    await expect(menu.getByRole('link')).toHaveText([
      'Ver Perfil',
      'Actualizaciones',
      'Medios de pagos precargados',
      'Cambiar contraseña',
      'Claves de acceso',
    ])
    await expect(menu.getByRole('button', { name: 'Desconectarse' })).toBeVisible()
    await expectAccessible()
  })

  test('Bruno sees no payment methods and no passkeys, and signs out', async ({ page }) => {
    await signInCached(page, personas.bruno)
    await page.goto('/')
    await profileSummary(page).click()
    const menu = page.locator('.profile-menu__list')
    await expect(menu.getByRole('link')).toHaveText(['Ver Perfil', 'Actualizaciones', 'Cambiar contraseña'])
    await menu.getByRole('button', { name: 'Desconectarse' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/')
    await expect(profileSummary(page)).toHaveCount(0)
  })

  test('opens with the keyboard; with JavaScript, Escape closes it and gives the focus back', async ({ page }, testInfo) => {
    await signInCached(page, personas.ana)
    await page.goto('/')
    const summary = profileSummary(page)
    const menu = page.locator('.profile-menu__list')
    const firstEntry = menu.getByRole('link', { name: 'Ver Perfil' })
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(firstEntry).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(firstEntry).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Actualizaciones' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/notas-versiones$/)
    await expect(firstEntry).toBeHidden()

    if (testInfo.project.name === 'js') {
      await page.goto('/')
      await summary.focus()
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Escape')
      await expect(firstEntry).toBeHidden()
      await expect(summary).toBeFocused()

      await summary.click()
      await page.getByRole('heading', { level: 1 }).click()
      await expect(firstEntry).toBeHidden()
    }
  })

  test('fits a 320 px wide screen', async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await signInCached(page, personas.ana)
    await page.goto('/')
    await profileSummary(page).click()
    for (const name of ['Ver Perfil', 'Claves de acceso']) await expect(page.getByRole('link', { name })).toBeInViewport()
    await expect(page.getByRole('button', { name: 'Desconectarse' })).toBeInViewport()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectAccessible()
  })
})
