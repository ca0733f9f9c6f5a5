import type { Page } from '@playwright/test'
import { injectFault } from '../sandbox-control'
import { DOWN_PORTAL_URL, expect, SANDBOX_URL, test } from './fixtures'
import { BOTH } from './projects'
import { personas } from './sign-in'
import { signInCached } from './signed-in'

/** A page that cannot be shown without the API: the member's profile, read afresh from it. */
const PROFILE = '/mis-datos'
const PROFILE_CALL = '/api/afiliados/datos/'

async function expectServiceProblemPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Hay un problema con el servicio' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Reintentar' })).toBeVisible()
  await expect(page.getByRole('link', { name: '2487 1000' }).first()).toBeVisible()
  const text = await page.locator('main').innerText()
  expect(text).not.toMatch(/\bat \w+ \(|Error:|stack|TypeError/)
}

test.describe('when the mutual API cannot be used', () => {
  test('with an API where nothing listens, a page whose API part can be left out shows the rest', async ({ page }) => {
    const response = await page.goto(`${DOWN_PORTAL_URL}/ayuda`)
    expect(response?.status()).toBe(200)
    await expect(page.getByText('No pudimos cargar las preguntas frecuentes.', { exact: false })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Cómo dar de baja la cuenta' })).toBeVisible()
  })

  test('/healthz reports the API as unreachable', async ({ request }) => {
    const down = await request.get(`${DOWN_PORTAL_URL}/healthz`)
    expect(down.status()).toBe(503)
    expect(await down.json()).toMatchObject({ status: 'degraded', upstream: { reachable: false } })
    const up = await request.get('/healthz')
    expect(up.status()).toBe(200)
    expect(await up.json()).toMatchObject({ status: 'ok', upstream: { reachable: true } })
  })

  test('an API slower than the page budget gives the service-problem page, and retry comes back to the page', BOTH, async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await injectFault(SANDBOX_URL, { path: PROFILE_CALL, delayMs: 4000, times: 1 })
    const response = await page.goto(PROFILE)
    expect(response?.status()).toBe(503)
    await expectServiceProblemPage(page)
    await expectAccessible()
    await page.getByRole('link', { name: 'Reintentar' }).click()
    await expect(page).toHaveURL(PROFILE)
    // The profile's heading is the member's name.
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeVisible()
  })

  test('an API answering garbage gives the service-problem page', async ({ page }) => {
    await signInCached(page, personas.ana)
    await injectFault(SANDBOX_URL, { path: PROFILE_CALL, status: 200, body: '<html>gateway</html>', contentType: 'text/html', times: 1 })
    const response = await page.goto(PROFILE)
    expect(response?.status()).toBe(503)
    await expectServiceProblemPage(page)
  })

  test('pages that do not need the API keep working', async ({ page }) => {
    const response = await page.goto(`${DOWN_PORTAL_URL}/contacto`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible()
  })
})
