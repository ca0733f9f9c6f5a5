/**
 * The journeys' fixtures.
 * - `expectAccessible()`: axe on the page as the user sees it (no serious or critical finding).
 *   axe is a script, so in the "sin-js" project the server-rendered document is re-opened,
 *   without its scripts, in a script-enabled page at the same URL and checked there.
 * - In the "js" project any Content-Security-Policy violation or page error fails the test.
 * - Faults injected into the sandbox never outlive a test.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Browser, type Page } from '@playwright/test'
import { clearFaults } from '../sandbox-control'

const portBase = Number(process.env.E2E_PORT_BASE ?? 3100)
export const SANDBOX_URL = `http://127.0.0.1:${portBase + 1}`
export const DOWN_PORTAL_URL = `http://localhost:${portBase + 2}`

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

async function violationsWithoutScripts(browser: Browser, page: Page): Promise<string[]> {
  const url = page.url()
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '')
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() })
  try {
    const copy = await context.newPage()
    await copy.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }))
    await copy.goto(url)
    return await seriousViolations(copy)
  } finally {
    await context.close()
  }
}

export const test = base.extend<{ problems: string[]; faults: void; expectAccessible: (target?: Page) => Promise<void> }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))
      await use(problems)
      expect(problems, 'CSP violations or page errors').toEqual([])
    },
    { auto: true },
  ],
  faults: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
    async ({}, use) => {
      await clearFaults(SANDBOX_URL)
      await use()
      await clearFaults(SANDBOX_URL)
    },
    { auto: true },
  ],
  expectAccessible: async ({ page, browser, javaScriptEnabled }, use) => {
    await use(async (target = page) => {
      const violations = javaScriptEnabled ? await seriousViolations(target) : await violationsWithoutScripts(browser, target)
      expect(violations, `axe findings on ${target.url()}`).toEqual([])
    })
  },
})

export { expect }
