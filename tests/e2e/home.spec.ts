import type { APIRequestContext } from '@playwright/test'
import { injectFault } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'
import { JS_ONLY } from './projects'
import { DEMO_PASSWORD, personas } from './sign-in'
import { signInCached } from './signed-in'

const LOCKED = 'requiere iniciar sesión'

/** What the API itself answers for a persona, to compare the cards with. */
async function apiAs<T>(request: APIRequestContext, ci: string, path: string): Promise<T> {
  const auth = await request.post(`${SANDBOX_URL}/api-token-auth/`, { data: { username: ci, password: DEMO_PASSWORD } })
  const { token } = (await auth.json()) as { token: string }
  return (await (await request.get(`${SANDBOX_URL}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T
}

interface Consulta {
  fechahora: string
  medico: string
  filial: string
}
interface Reserva {
  fechaReservaFormatString: string
  nombreSector: string
  sucursal: { descripcion: string }
}

test.describe('Home as a visitor', () => {
  test('shows the eight tiles, every one but medicines locked and leading to login', async ({ page, expectAccessible }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const tiles = page.getByRole('region', { name: 'Servicios', exact: true }).getByRole('link')
    await expect(tiles).toHaveCount(8)
    await expect(tiles.filter({ hasText: LOCKED })).toHaveCount(7)

    const medicines = tiles.first()
    await expect(medicines).toHaveAccessibleName('Medicamentos')
    await expect(medicines).toHaveAttribute('href', '/medicamentos')

    const labReports = page.getByRole('link', { name: `Informes de laboratorio (${LOCKED})` })
    await expect(labReports).toHaveAttribute('href', '/login?redirectTo=%2Fmi-mutual%2Finformes-laboratorio')
    await expect(page.getByRole('heading', { name: 'Próxima consulta médica' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Test de violencia de género' })).toHaveCount(0)
    await expectAccessible()

    await labReports.click()
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmi-mutual%2Finformes-laboratorio$/)
  })
})

test.describe('Home signed in', () => {
  test("shows Ana's unlocked tiles, the self-test and both cards with her next appointments", async ({ page, request, expectAccessible }) => {
    const { consultas } = await apiAs<{ consultas: Consulta[] }>(request, personas.ana, '/api/agenda/fetch-medical-appointments')
    const reservas = await apiAs<Reserva[]>(request, personas.ana, '/api/agenda/fetch-admin-appointments')
    const consulta = consultas[0]!
    const reserva = reservas[0]!

    await signInCached(page, personas.ana)
    await page.goto('/')
    const tiles = page.getByRole('region', { name: 'Servicios', exact: true }).getByRole('link')
    await expect(tiles).toHaveCount(8)
    await expect(tiles.filter({ hasText: LOCKED })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Informes de laboratorio' })).toHaveAttribute('href', '/mi-mutual/informes-laboratorio')
    await expect(page.getByRole('link', { name: 'Test de violencia de género' })).toHaveAttribute(
      'href',
      '/test-violencia-de-genero/introduccion',
    )

    const medical = page.getByRole('region', { name: 'Próxima consulta médica' })
    for (const text of [consulta.fechahora, consulta.medico, consulta.filial]) await expect(medical).toContainText(text)
    await expect(medical.getByRole('link', { name: 'Ver todas las próximas consultas' })).toHaveAttribute('href', '/mi-mutual/proximas-consultas')

    const admin = page.getByRole('region', { name: 'Próximo servicio administrativo' })
    for (const text of [reserva.fechaReservaFormatString, reserva.nombreSector, reserva.sucursal.descripcion]) {
      await expect(admin).toContainText(text)
    }
    await expect(admin.getByRole('link', { name: 'Ver todos los próximos servicios' })).toHaveAttribute('href', '/mi-mutual/proximos-servicios')
    await expectAccessible()
  })

  test('the member home /mi-mutual is the same page', async ({ page }) => {
    await signInCached(page, personas.ana)
    await page.goto('/mi-mutual')
    await expect(page.getByRole('region', { name: 'Próxima consulta médica' })).toBeVisible()
  })

  test('offers Bruno to book an administrative service when he has none', async ({ page, expectAccessible }) => {
    await signInCached(page, personas.bruno)
    await page.goto('/')
    const admin = page.getByRole('region', { name: 'Próximo servicio administrativo' })
    await expect(admin).toContainText('No tiene servicios administrativos reservados.')
    await expect(admin.getByRole('link', { name: 'Reservar un servicio' })).toHaveAttribute('href', '/agenda/servicios-administrativos/cedula')
    await expect(page.getByRole('region', { name: 'Próxima consulta médica' }).getByRole('link', { name: /Ver todas/ })).toBeVisible()
    await expectAccessible()
  })

  test("explains on Gabriela's medical card that the agenda has no information for her", async ({ page, expectAccessible }) => {
    await signInCached(page, personas.gabriela)
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Próxima consulta médica' })).toContainText(
      'Is not possible get information for this user.',
    )
    await expect(page.getByRole('region', { name: 'Próximo servicio administrativo' })).toBeVisible()
    await expectAccessible()
  })

  test('keeps the page when a card call fails: only that card says so', async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await injectFault(SANDBOX_URL, {
      path: '/api/agenda/fetch-medical-appointments',
      status: 500,
      body: '{"detail":"Error interno"}',
      contentType: 'application/json',
    })
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('region', { name: 'Próxima consulta médica' })).toContainText('Error fetching next medical appointments.')
    await expect(page.getByRole('region', { name: 'Próximo servicio administrativo' }).getByRole('link', { name: /Ver todos/ })).toBeVisible()
    await expectAccessible()
  })
})

test.describe('Idle-timeout warning', () => {
  test('warns two minutes before the session closes and keeps it on request', JS_ONLY, async ({ page, expectAccessible }) => {
    await signInCached(page, personas.bruno)
    await page.clock.install()
    await page.goto('/')
    await page.clock.fastForward('28:30')

    const dialog = page.getByRole('dialog', { name: 'Su sesión está por cerrarse' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('timer')).toHaveText(/^01:[0-3]\d$/)
    await expectAccessible()

    // Back to real time, where the server's new deadline is 30 minutes from now. The page's clock
    // is paused first: its next tick would read real time and close the dialog before the click.
    const pageNow = await page.evaluate(() => Date.now())
    await page.clock.pauseAt(new Date(pageNow + 1000))
    await page.clock.setSystemTime(new Date())
    const renewal = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/sesion') && response.request().method() === 'POST')
    await dialog.getByRole('button', { name: 'Seguir conectado' }).click()
    expect((await renewal).status()).toBe(200)
    await page.clock.resume()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('region', { name: 'Próxima consulta médica' })).toBeVisible()
  })
})
