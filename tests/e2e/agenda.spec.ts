import { expect, test } from './fixtures'
import { personas } from './sign-in'
import { signInCached } from './signed-in'

test.describe('Agenda', () => {
  test('offers a visitor only the administrative services', async ({ page, expectAccessible }) => {
    await page.goto('/agenda')
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Servicios Administrativos' })).toHaveAttribute(
      'href',
      '/agenda/servicios-administrativos/cedula',
    )
    await expect(page.getByRole('link', { name: 'Consulta médica' })).toHaveCount(0)
    await expectAccessible()
  })

  test('offers a signed-in member the medical consultation too', async ({ page, expectAccessible }) => {
    await signInCached(page, personas.bruno)
    await page.goto('/agenda')
    await expect(page.getByRole('link', { name: 'Consulta médica' })).toHaveAttribute('href', '/agenda/consulta-medica/reserva-web')
    await expect(page.getByRole('link', { name: 'Servicios Administrativos' })).toBeVisible()
    await expectAccessible()
  })
})
