import { injectFault } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'
import { BOTH } from './projects'
import { personas, signIn } from './sign-in'
import { signInCached } from './signed-in'

const VERSION_COOKIE = 'currentVersionServicios'
const BANNER_TEXT = 'Hay una nueva versión del portal disponible.'

/** The cookie value as the portal writes it (Remix cookies hold base64-encoded JSON, URI-encoded). */
const encodeVersion = (version: string) => encodeURIComponent(Buffer.from(JSON.stringify(version)).toString('base64'))

test.describe('Actualizaciones', () => {
  test('is for signed-in users: a visitor signs in first and comes back', async ({ page, expectAccessible }) => {
    await page.goto('/notas-versiones')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fnotas-versiones$/)
    await signIn(page, personas.ana, { from: page.url() })
    await expect(page).toHaveURL(/\/notas-versiones$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Actualizaciones' })).toBeVisible()
    await expectAccessible()
  })

  test('lists the versions newest first, with Spanish dates, note types and safe links', async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await page.goto('/notas-versiones')
    const versions = page.getByRole('heading', { level: 2 })
    await expect(versions).toHaveText(['Versión 2.6.0', 'Versión 2.5.0', 'Versión 2.4.0', 'Versión 2.3.0'])

    const latest = page.getByRole('region', { name: 'Versión 2.6.0' })
    await expect(latest).toContainText('30 de septiembre de 2026')
    for (const label of ['Novedad', 'Mejora', 'Corrección']) await expect(latest.getByText(label, { exact: true })).toBeVisible()
    const link = latest.getByRole('link', { name: 'https://www.example.org/novedades/llaves-de-acceso' })
    await expect(link).toHaveAttribute('href', 'https://www.example.org/novedades/llaves-de-acceso')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expectAccessible()
  })

  test('fails silently when the versions cannot be had', async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await injectFault(SANDBOX_URL, { path: '/api/versions/obtener-versiones', status: 500, body: '{"detail":"Error"}', contentType: 'application/json' })
    const response = await page.goto('/notas-versiones')
    expect(response?.status()).toBe(200)
    await expect(page.getByText('Por ahora no hay novedades para mostrar.')).toBeVisible()
    await expectAccessible()
  })
})

test.describe('New-version banner', () => {
  test('the first visit stores the version silently', async ({ page }) => {
    await signInCached(page, personas.ana)
    await page.goto('/')
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0)
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === VERSION_COOKIE)
    expect(cookie?.value).toBe(encodeVersion('2.6.0'))
    expect(cookie?.httpOnly).toBe(true)
  })

  test('shows while the stored version differs, and "Recargar" stores the new one', BOTH, async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await page.context().addCookies([{ name: VERSION_COOKIE, value: encodeVersion('2.0.0'), url: new URL(page.url()).origin }])
    await page.goto('/agenda')
    await expect(page.getByText(BANNER_TEXT)).toBeVisible()
    await expectAccessible()

    await page.getByRole('button', { name: 'Recargar' }).click()
    await expect(page).toHaveURL(/\/agenda$/)
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0)
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === VERSION_COOKIE)
    expect(cookie?.value).toBe(encodeVersion('2.6.0'))
  })

  test('never shows to a visitor', async ({ page }) => {
    await page.goto('/')
    await page.context().addCookies([{ name: VERSION_COOKIE, value: encodeVersion('2.0.0'), url: new URL(page.url()).origin }])
    await page.reload()
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0)
  })
})
