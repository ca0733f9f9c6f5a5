/**
 * The journeys' fixtures.
 * - `expectAccessible()`: axe on the page as the user sees it (no serious or critical finding).
 *   axe is a script, so in the "sin-js" project the server-rendered document is re-opened,
 *   without its scripts, in a script-enabled page at the same URL and checked there. It runs
 *   once per route and state in each project: a visit that shows a page already checked in
 *   this worker (the same address, title, heading, alerts, invalid fields and open dialog) is
 *   not checked again.
 * - In the "js" project any Content-Security-Policy violation or page error fails the test.
 * - Faults injected into the sandbox never outlive a test.
 * - Each worker has its own portal and sandbox (worker-portal.ts), and `baseURL` points at it.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Browser, type Page } from '@playwright/test'
import { clearFaults } from '../sandbox-control'
import { DOWN_PORTAL_PORT, startWorkerPortal, workerPorts, type WorkerPortal } from './worker-portal'

// Playwright sets the worker's parallel index before it loads the test files (the runner, which
// only lists the tests, has none).
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
/** This worker's sandbox. */
export const SANDBOX_URL = `http://127.0.0.1:${workerPorts(workerIndex).sandbox}`
/** The portal whose API does not answer, shared by every worker (it holds no state). */
export const DOWN_PORTAL_URL = `http://localhost:${DOWN_PORTAL_PORT}`

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

/** The pages checked by this worker, by project and state (`stateOf`). */
const checkedStates = new Set<string>()

/** What makes a page another state for axe: its address, and what a form's answer or a dialog changes. */
async function stateOf(page: Page, javaScriptEnabled: boolean): Promise<string> {
  const url = new URL(page.url())
  const [title, heading, alerts, invalid, dialogs] = await Promise.all([
    page.title(),
    page.locator('h1').first().textContent({ timeout: 1_000 }).catch(() => ''),
    page.locator('[role="alert"]').count(),
    page.locator('[aria-invalid="true"]').count(),
    page.locator('dialog[open]').count(),
  ])
  return JSON.stringify([javaScriptEnabled, url.pathname + url.search, title, heading, alerts, invalid, dialogs])
}

type TestFixtures = { problems: string[]; faults: void; expectAccessible: (target?: Page) => Promise<void> }

export const test = base.extend<TestFixtures, { portal: WorkerPortal }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
    async ({}, use, workerInfo) => {
      const portal = await startWorkerPortal(workerInfo.parallelIndex)
      if (portal.sandboxUrl !== SANDBOX_URL) throw new Error(`SANDBOX_URL ${SANDBOX_URL} is not this worker's sandbox ${portal.sandboxUrl}`)
      await use(portal)
      await portal.stop()
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.url)
  },
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
    async ({ portal }, use) => {
      await clearFaults(portal.sandboxUrl)
      await use()
      await clearFaults(portal.sandboxUrl)
    },
    { auto: true },
  ],
  expectAccessible: async ({ page, browser, javaScriptEnabled }, use) => {
    await use(async (target = page) => {
      const state = await stateOf(target, javaScriptEnabled)
      if (checkedStates.has(state)) return
      checkedStates.add(state)
      const violations = javaScriptEnabled ? await seriousViolations(target) : await violationsWithoutScripts(browser, target)
      expect(violations, `axe findings on ${target.url()}`).toEqual([])
    })
  },
})

export { expect }
