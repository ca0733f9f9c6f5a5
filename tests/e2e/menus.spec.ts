import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { BOTH } from './projects'
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

  test('opens with the keyboard; with JavaScript, Escape closes it and gives the focus back', BOTH, async ({ page }, testInfo) => {
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

test.describe('Main menu', () => {
  const PHONE = { width: 360, height: 740 }
  const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' })
  const menuSummary = (page: Page) => mainMenu(page).locator('summary', { hasText: 'Menú' })
  const ENTRIES = ['Mi area home', 'Agenda', 'Medicamentos', 'Fila Virtual', 'Contacto', 'Ayuda']

  test('on a phone it folds behind "Menú", leaves the heading in the first screen and opens to working links', BOTH, async ({
    page,
    expectAccessible,
  }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/ayuda')
    const summary = menuSummary(page)
    await expect(summary).toBeVisible()
    await expect(mainMenu(page).getByRole('link', { name: 'Contacto' })).toBeHidden()
    await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeInViewport({ ratio: 1 })
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expectAccessible()

    await summary.click()
    const links = mainMenu(page).getByRole('link')
    await expect(links).toHaveText([...ENTRIES, 'Actualizaciones'])
    for (const name of ENTRIES) await expect(mainMenu(page).getByRole('link', { name })).toBeInViewport()
    const sheet = await mainMenu(page).getByRole('list').boundingBox()
    expect(sheet?.height ?? 0).toBeGreaterThan(0)
    expect(sheet?.height ?? Infinity).toBeLessThanOrEqual(600)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectAccessible()

    await mainMenu(page).getByRole('link', { name: 'Contacto' }).click()
    await expect(page).toHaveURL(/\/contacto$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeInViewport({ ratio: 1 })
    // The new page starts with the menu folded again.
    await expect(mainMenu(page).getByRole('link', { name: 'Agenda' })).toBeHidden()
    await menuSummary(page).click()
    await expect(mainMenu(page).getByRole('link', { name: 'Contacto' })).toHaveAttribute('aria-current', 'page')
  })

  test('opens and closes with the keyboard on a phone; with JavaScript, Escape closes it too', BOTH, async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE)
    await page.goto('/contacto')
    const summary = menuSummary(page)
    await summary.focus()
    await page.keyboard.press('Enter')
    const agenda = mainMenu(page).getByRole('link', { name: 'Agenda' })
    await expect(agenda).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(mainMenu(page).getByRole('link', { name: 'Mi area home' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(agenda).toBeHidden()

    if (testInfo.project.name === 'js') {
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Escape')
      await expect(agenda).toBeHidden()
      await expect(summary).toBeFocused()
    }
  })

  test("every page's heading is in the first screen of a 360 × 740 phone", async ({ page }) => {
    await page.setViewportSize(PHONE)
    await signInCached(page, personas.ana)
    for (const path of [
      '/',
      '/agenda',
      '/ayuda',
      '/contacto',
      '/notas-versiones',
      '/mi-mutual/proximos-servicios',
      '/agenda/servicios-administrativos/cedula',
    ]) {
      await page.goto(path)
      await expect(menuSummary(page), path).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 }), path).toBeInViewport({ ratio: 1 })
    }
  })

  test('on a wide screen the links are shown directly, without "Menú"', async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto('/ayuda')
    await expect(menuSummary(page)).toBeHidden()
    for (const name of ENTRIES) await expect(mainMenu(page).getByRole('link', { name })).toBeVisible()
    // "On mobile also Actualizaciones": on a wide screen the profile menu has it.
    await expect(mainMenu(page).getByRole('link', { name: 'Actualizaciones' })).toBeHidden()
    await mainMenu(page).getByRole('link', { name: 'Contacto' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible()
    await expectAccessible()
  })
})
