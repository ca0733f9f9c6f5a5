import { expect, test } from './fixtures'
import { BOTH } from './projects'
import { signInCached } from './signed-in'
import { personas } from './sign-in'

// Ana's seeded consultations ahead (sandbox/areas/agenda/seed.ts): Medicina General with Dra. Laura
// Méndez at Sede Central, then Cardiología with Dr. Martín Silva at Filial Ciudad de la Costa.
test.describe('Próximas consultas', () => {
  test("from the home card, lists the member's consultations and opens one", BOTH, async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await page.getByRole('region', { name: 'Próxima consulta médica' }).getByRole('link', { name: 'Ver todas las próximas consultas' }).click()

    await expect(page).toHaveURL(/\/mi-mutual\/proximas-consultas$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Próximas consultas' })).toBeVisible()
    const items = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(items.filter({ hasText: 'Dra. Laura Méndez' }).first()).toContainText('Sede Central')
    await expect(items.filter({ hasText: 'Dr. Martín Silva' }).first()).toContainText('Filial Ciudad de la Costa')
    await expectAccessible()
    const again = await page.request.get('/mi-mutual/proximas-consultas', { maxRedirects: 0 })
    expect(again.headers()['cache-control']).toContain('no-store')

    await page.getByRole('link', { name: /^Cardiología\b/ }).first().click()
    await expect(page).toHaveURL(/\/mi-mutual\/proximas-consultas\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cardiología' })).toBeVisible()
    await expect(page.getByText('Dr. Martín Silva')).toBeVisible()
    await expect(page.getByText('Filial Ciudad de la Costa')).toBeVisible()
    // The spec offers no cancellation of a consultation: the page has nothing to submit.
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
    await expectAccessible()

    await page.getByRole('link', { name: 'Volver a próximas consultas' }).click()
    await expect(page).toHaveURL(/\/mi-mutual\/proximas-consultas$/)
  })
})
