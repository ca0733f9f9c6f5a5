import { injectFault } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'

interface Faq {
  pregunta: string
  respuesta: string
}

test.describe('Ayuda', () => {
  test('shows the FAQs the API publishes as an accordion that opens', async ({ page, request, expectAccessible }) => {
    const faqs = (await (await request.get(`${SANDBOX_URL}/api/faqs/`)).json()) as Faq[]
    expect(faqs.length).toBeGreaterThan(0)

    await page.goto('/ayuda')
    await expect(page).toHaveTitle(/Ayuda/)
    await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible()
    // The page's own accordion: the main menu is a disclosure too.
    const questions = page.getByRole('main').locator('details summary')
    await expect(questions).toHaveCount(faqs.length)

    const first = faqs[0]!
    const answer = page.getByText(first.respuesta)
    await expect(answer).toBeHidden()
    await page.getByText(first.pregunta).click()
    await expect(answer).toBeVisible()
    await expectAccessible()
  })

  test('has the account-cancellation and terms sections, reachable by their anchors', async ({ page }) => {
    await page.goto('/ayuda#terminos-y-condiciones')
    const terms = page.getByRole('heading', { name: 'Términos y condiciones' })
    await expect(terms).toBeInViewport()
    await expect(page.locator('#terminos-y-condiciones li')).toHaveCount(7)

    await page.goto('/ayuda#cancelar-cuenta')
    await expect(page.getByRole('heading', { name: 'Cómo dar de baja la cuenta' })).toBeInViewport()
    await expect(page.locator('#cancelar-cuenta').getByRole('link', { name: 'soporte@mutual.com.uy' })).toHaveAttribute('href', 'mailto:soporte@mutual.com.uy')
    await expect(page.getByText(/48 horas hábiles/)).toBeVisible()
  })

  test('keeps the page and explains when the FAQ call fails', async ({ page, expectAccessible }) => {
    await injectFault(SANDBOX_URL, { path: '/api/faqs/', status: 500, body: '{"detail":"Error interno"}', contentType: 'application/json' })
    const response = await page.goto('/ayuda')
    expect(response?.status()).toBe(200)
    await expect(page.getByText('No pudimos cargar las preguntas frecuentes.', { exact: false })).toBeVisible()
    await expect(page.getByRole('main').locator('details')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Términos y condiciones' })).toBeVisible()
    await expectAccessible()
  })
})
