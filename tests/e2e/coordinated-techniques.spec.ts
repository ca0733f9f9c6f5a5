import { expect, test } from './fixtures'
import { BOTH } from './projects'
import { personas } from './sign-in'
import { signInCached } from './signed-in'

test.describe('Técnicas coordinadas', () => {
  test('Ana finds her coordinations by kind from the home tile and opens one with its instructions', BOTH, async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await page.goto('/')
    await page.getByRole('link', { name: 'Técnicas coordinadas' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Técnicas coordinadas' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Indicaciones coordinadas',
      'Urgencias coordinadas',
      'Anotaciones',
      'Domicilio',
      'Pases',
      'Domicilio urgente',
    ])
    await expectAccessible()

    // The hidden day and hour complete the link's name (Chromium puts a space before the hidden part).
    await page.getByRole('link', { name: /^Tomografía de abdomen con contraste ?, \d{2}\/\d{2}\/\d{4} 10:00 hs$/ }).click()
    await expect(page).toHaveURL(/\/mi-mutual\/tecnicas-coordinadas\/indicacion\/3$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tomografía de abdomen con contraste' })).toBeVisible()
    await expect(page.locator('.summary-list')).toContainText('Dr. Fernando Olivera')
    await expect(page.getByText('Este estudio requiere su consentimiento informado.')).toBeVisible()
    await expect(page.getByText('Traer un análisis de creatinina de los últimos 30 días.', { exact: true })).toBeVisible()
    await expectAccessible()

    await page.getByRole('link', { name: 'Volver a técnicas coordinadas' }).click()
    await expect(page).toHaveURL(/\/mi-mutual\/tecnicas-coordinadas$/)
  })
})
