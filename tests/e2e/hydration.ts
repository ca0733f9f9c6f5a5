/**
 * Waits until React has taken over the server-rendered page: from then on links and forms are
 * handled in the browser and the blur checks run. React attaches its props to every element it
 * hydrates; the main element and its last descendant are read.
 */
import type { Page } from '@playwright/test'

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('contenido')
    const elements = main ? [main, ...main.querySelectorAll('*')] : []
    const last = elements[elements.length - 1]
    const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))
    return main !== null && last !== undefined && hydrated(main) && hydrated(last)
  })
  // Effects run right after the commit that attached the handlers.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
}
