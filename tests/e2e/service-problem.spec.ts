import type { Page } from '@playwright/test'
import { injectFault } from '../sandbox-control'
import { DOWN_PORTAL_URL, expect, SANDBOX_URL, test } from './fixtures'

async function expectServiceProblemPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Hay un problema con el servicio' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Reintentar' })).toBeVisible()
  await expect(page.getByRole('link', { name: '2487 1000' }).first()).toBeVisible()
  const text = await page.locator('main').innerText()
  expect(text).not.toMatch(/\bat \w+ \(|Error:|stack|TypeError/)
}

test.describe('when the mutual API cannot be used', () => {
  test('an API where nothing listens gives the service-problem page, and retry comes back to it', async ({ page, expectAccessible }) => {
    const response = await page.goto(`${DOWN_PORTAL_URL}/ayuda`)
    expect(response?.status()).toBe(503)
    await expectServiceProblemPage(page)
    await expectAccessible()
    await page.getByRole('link', { name: 'Reintentar' }).click()
    await expect(page).toHaveURL(`${DOWN_PORTAL_URL}/ayuda`)
    await expectServiceProblemPage(page)
  })

  test('/healthz reports the API as unreachable', async ({ request }) => {
    const down = await request.get(`${DOWN_PORTAL_URL}/healthz`)
    expect(down.status()).toBe(503)
    expect(await down.json()).toMatchObject({ status: 'degraded', upstream: { reachable: false } })
    const up = await request.get('/healthz')
    expect(up.status()).toBe(200)
    expect(await up.json()).toMatchObject({ status: 'ok', upstream: { reachable: true } })
  })

  test('an API slower than the timeout gives the service-problem page', async ({ page }) => {
    await injectFault(SANDBOX_URL, { path: '/api/faqs/', delayMs: 4000, times: 1 })
    const response = await page.goto('/ayuda')
    expect(response?.status()).toBe(503)
    await expectServiceProblemPage(page)
  })

  test('an API answering garbage gives the service-problem page', async ({ page }) => {
    await injectFault(SANDBOX_URL, { path: '/api/faqs/', status: 200, body: '<html>gateway</html>', contentType: 'text/html' })
    const response = await page.goto('/ayuda')
    expect(response?.status()).toBe(503)
    await expectServiceProblemPage(page)
  })

  test('pages that do not need the API keep working', async ({ page }) => {
    const response = await page.goto(`${DOWN_PORTAL_URL}/contacto`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible()
  })
})
