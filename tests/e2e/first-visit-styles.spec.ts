/**
 * The stylesheet on a first visit comes inside the page, so the first paint waits for no other
 * request; from the second page on it is the cached file. With JavaScript, the page keeps its
 * inline styles through hydration and browser navigations. Each test starts with a fresh
 * browser context, as a first visit does.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForHydration } from './hydration'
import { JS_ONLY } from './projects'

const inlineStyles = (page: Page) => page.locator('head style[data-stylesheet]')
const linkedStylesheet = (page: Page) => page.locator('head link[rel="stylesheet"]')

/** The body's text colour comes from the stylesheet (the browser's default is black). */
async function expectStyled(page: Page) {
  await expect(page.locator('body')).toHaveCSS('color', 'rgb(27, 27, 27)')
}

test('a first visit carries the stylesheet inside the page, and the next page links the cached file', async ({ page, expectAccessible }) => {
  await page.goto('/ayuda')
  await expect(inlineStyles(page)).toHaveCount(1)
  await expect(linkedStylesheet(page)).toHaveCount(0)
  await expectStyled(page)
  await expectAccessible()

  // A new page load: the browser has the file now.
  await page.goto('/contacto')
  await expect(inlineStyles(page)).toHaveCount(0)
  await expect(linkedStylesheet(page)).toHaveCount(1)
  await expectStyled(page)
})

test('with JavaScript, the inline styles survive hydration and navigations in the browser', JS_ONLY, async ({ page }) => {
  await page.goto('/ayuda')
  await waitForHydration(page)
  // After hydration the element still holds the stylesheet's text.
  await expect.poll(() => inlineStyles(page).evaluate((element) => element.textContent?.length ?? 0)).toBeGreaterThan(1000)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Contacto' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible()
  await expect(inlineStyles(page)).toHaveCount(1)
  await expect.poll(() => inlineStyles(page).evaluate((element) => element.textContent?.length ?? 0)).toBeGreaterThan(1000)
  await expectStyled(page)
})
