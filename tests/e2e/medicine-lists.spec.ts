import { expect, test } from './fixtures'
import { personas } from './sign-in'
import { signInCached } from './signed-in'

// Ana's seeded requests (sandbox/areas/solicitud-medicamentos/seed.ts): the newest, 5 days ago at 10:15, is pending
// payment with Enalapril and Atorvastatina. Her recipes (sandbox/areas/ecommerce-medicamentos/recetas-seed.ts): 7001
// by Dra. Laura Méndez with Enalapril and Atorvastatina, and 7004 in error.
test.describe('The member’s medicine requests and prescriptions', () => {
  test('Ana sees her requests from the hub and opens one', async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await page.goto('/medicamentos')
    await page.getByRole('link', { name: 'Mis solicitudes de medicamentos' }).click()

    await expect(page).toHaveURL(/\/medicamentos\/solicitudes$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mis solicitudes de medicamentos' })).toBeVisible()
    const newest = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }).first()
    await expect(newest).toContainText('Pendiente de Pago')
    await expect(newest).toContainText('10:15 hs')
    await expect(newest).toContainText('Enalapril 10 mg comprimidos (Unidades: 2)')
    await expect(newest).toContainText(/\d{2}\/\d{2}\/\d{4}/)
    await expectAccessible()
    const again = await page.request.get('/medicamentos/solicitudes', { maxRedirects: 0 })
    expect(again.headers()['cache-control']).toContain('no-store')

    await newest.getByRole('heading', { level: 2 }).getByRole('link').click()
    await expect(page).toHaveURL(/\/medicamentos\/solicitudes\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: /^Solicitud N° \d+$/ })).toBeVisible()
    await expect(page.getByText('Atorvastatina 20 mg comprimidos (Unidades: 1)')).toBeVisible()
    await expect(page.getByText('Pendiente de Pago')).toBeVisible()
    await expectAccessible()

    await page.getByRole('link', { name: 'Volver a mis solicitudes' }).click()
    await expect(page).toHaveURL(/\/medicamentos\/solicitudes$/)
  })

  test('Ana sees her prescriptions and one medicine’s indications', async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await page.goto('/medicamentos')
    await page.getByRole('link', { name: 'Mis recetas' }).click()

    await expect(page).toHaveURL(/\/medicamentos\/recetas$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mis recetas' })).toBeVisible()
    await expect(page.getByText('La receta está vencida. Solicite una nueva indicación a su médico.')).toBeVisible()
    await expectAccessible()

    await page.getByRole('link', { name: 'Ver Indicaciones de Atorvastatina 20 mg comprimidos' }).click()
    await expect(page).toHaveURL(/\/medicamentos\/recetas\/ver-indicaciones\?receta=7001&farmaco=10877$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Indicaciones: Atorvastatina 20 mg comprimidos' })).toBeVisible()
    await expect(page.getByText('Dra. Laura Méndez')).toBeVisible()
    await expect(page.getByText('480112')).toBeVisible()
    await expect(page.getByText('Un comprimido cada 12 horas. Control de presión arterial en 30 días.')).toBeVisible()
    await expectAccessible()

    await page.getByRole('link', { name: 'Volver a mis recetas' }).click()
    await expect(page).toHaveURL(/\/medicamentos\/recetas$/)

    // Bruno's recipe 7101 by its link: not found, nothing of his shown.
    const foreign = await page.goto('/medicamentos/recetas/ver-indicaciones?receta=7101&farmaco=10930')
    expect(foreign?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'No encontramos la página' })).toBeVisible()
    await expect(page.getByText('Losartán')).toHaveCount(0)
  })
})
