/**
 * The virtual queue (C08): numbers computed by the sandbox from its clock (sandbox/areas/fila-virtual), so each test
 * fixes the clock on a Friday and moves it to see the queue move; the clock runs again after each test.
 */
import type { Page } from '@playwright/test'
import { fixClock, injectFault, releaseClock } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'
import { waitForHydration } from './hydration'
import { JS_ONLY } from './projects'

const PAGE = '/fila-virtual'
const at = (hhmm: string) => fixClock(SANDBOX_URL, new Date(`2026-11-20T${hhmm}:00-03:00`))

/** A sector's card in a branch's section. */
const sectorOf = (page: Page, branch: string, sector: string) =>
  page.getByRole('region', { name: branch }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: sector, exact: true }) })

/** The value of a fact (`Número llamado`, `Personas esperando`, ...) of a sector's card. */
const fact = (page: Page, branch: string, sector: string, name: string) =>
  sectorOf(page, branch, sector).locator('div').filter({ has: page.getByRole('term').filter({ hasText: name }) }).getByRole('definition')

test.afterEach(() => releaseClock(SANDBOX_URL))

test.describe('Fila Virtual', () => {
  test("lists each branch's sectors with the number called and the people waiting; Actualizar shows the new ones", async ({ page, expectAccessible }) => {
    await at('09:00')
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Fila Virtual' }).click()
    await expect(page).toHaveURL(PAGE)
    await expect(page.getByRole('heading', { level: 1, name: 'Fila Virtual' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Sede Central', 'Filial Ciudad de la Costa', 'Filial Las Piedras', 'Filial Maldonado'])
    await expect(fact(page, 'Sede Central', 'Farmacia', 'Número llamado')).toHaveText('25')
    await expect(fact(page, 'Sede Central', 'Farmacia', 'Personas esperando')).toHaveText('7')
    await expect(page.getByText('Actualizado a las 09:00 hs')).toBeVisible()
    // The desk of Ciudad de la Costa opens at 10:00.
    const closed = sectorOf(page, 'Filial Ciudad de la Costa', 'Atención al socio')
    await expect(closed.getByText('Cerrado')).toBeVisible()
    await expect(fact(page, 'Filial Ciudad de la Costa', 'Atención al socio', 'Horario de hoy')).toHaveText('10:00 a 19:00 hs')
    await expectAccessible()

    await at('09:30')
    await page.getByRole('link', { name: 'Actualizar' }).click()
    await expect(fact(page, 'Sede Central', 'Farmacia', 'Número llamado')).toHaveText('31')
    await expect(page.getByText('Actualizado a las 09:30 hs')).toBeVisible()
  })

  test('says so with Reintentar when the queue cannot be read, and Reintentar brings it back', async ({ page, expectAccessible }) => {
    await injectFault(SANDBOX_URL, { path: '/api/fila-virtual/estado/', status: 500, body: '{"detail":"Error interno"}', contentType: 'application/json', times: 1 })
    const response = await page.goto(PAGE)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('alert')).toContainText('Ocurrió un problema inesperado. Inténtelo de nuevo más tarde.')
    await expectAccessible()
    await page.getByRole('link', { name: 'Reintentar' }).click()
    await expect(page.getByRole('region', { name: 'Sede Central' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})

test.describe('Fila Virtual with JavaScript', JS_ONLY, () => {
  test('moves its numbers without a reload while visible, stops while hidden, and announces only Actualizar', async ({ page }) => {
    await at('09:00')
    // The page's timers run on a clock the test moves, so no test waits out the refresh interval.
    await page.clock.install()
    await page.goto(PAGE)
    await waitForHydration(page)
    const farmacia = fact(page, 'Sede Central', 'Farmacia', 'Número llamado')
    await expect(farmacia).toHaveText('25')
    // A mark on the document: a reload would drop it.
    await page.evaluate(() => document.body.setAttribute('data-sin-recarga', ''))
    const status = page.getByRole('status').filter({ hasText: /Números/ })

    await at('09:30')
    await page.clock.fastForward(30_000)
    await expect(farmacia).toHaveText('31')
    await expect(page.getByText('Actualizado a las 09:30 hs')).toBeVisible()
    await expect(status).toHaveCount(0)

    // Hidden, the page asks nothing; visible again, it asks at once.
    await setVisibility(page, 'hidden')
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.has('_data')) asked.push(request.url())
    })
    await at('10:00')
    await page.clock.fastForward(60_000)
    expect(asked).toEqual([])
    await expect(page.getByText('Actualizado a las 09:30 hs')).toBeVisible()
    await expect(farmacia).toHaveText('31')
    await setVisibility(page, 'visible')
    await expect(farmacia).toHaveText('37')

    await at('10:30')
    await page.getByRole('link', { name: 'Actualizar' }).click()
    await expect(farmacia).toHaveText('43')
    await expect(status).toHaveText('Números actualizados a las 10:30 hs')
    await expect(page.locator('body[data-sin-recarga]')).toHaveCount(1)
  })
})

/** What the Page Visibility API reports, as when the person switches tabs, with the event the page listens to. */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}
