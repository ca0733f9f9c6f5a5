import { FLAGS } from '~/flags/names'
import { expect, SANDBOX_URL, test } from './fixtures'
import { personas, signInAs } from './sign-in'

const REQUEST_FLOW = 'Solicita medicamentos'

/** Switches flow A's flag (A09) in this worker's sandbox; a session reads it at its first page, so sign in after. */
async function switchRequestFlowFlag(habilitado: boolean) {
  const response = await fetch(`${SANDBOX_URL}/sandbox/flags/${FLAGS.medicineRequestsOpenToAll}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ habilitado }),
  })
  expect(response.ok).toBe(true)
}

test.describe('The medicines hub', () => {
  test.afterEach(() => switchRequestFlowFlag(false))

  test('a visitor reaches it from the home tile and sees the purchase and the requests', async ({ page, expectAccessible }) => {
    await page.goto('/')
    await page.getByRole('region', { name: 'Servicios', exact: true }).getByRole('link', { name: 'Medicamentos' }).click()
    await expect(page).toHaveURL(/\/medicamentos$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Medicamentos' })).toBeVisible()
    const links = page.getByRole('main').getByRole('listitem').getByRole('link')
    await expect(links).toHaveText(['Compra de medicamentos', 'Mis solicitudes de medicamentos'])
    await expect(page.getByRole('link', { name: 'Compra de medicamentos' })).toHaveAttribute('href', '/medicamentos-recetados/nueva-solicitud/localidad')
    await expectAccessible()
  })

  test('the call centre sees the request flow while its flag is on', async ({ page, expectAccessible }) => {
    await switchRequestFlowFlag(true)
    await signInAs(page, personas.carla)
    await page.goto('/medicamentos')
    await expect(page.getByRole('link', { name: REQUEST_FLOW })).toHaveAttribute('href', '/medicamentos/nueva-solicitud/documento')
    await expect(page.getByRole('link', { name: 'Compra de medicamentos - Call Center' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Mis recetas' })).toHaveAttribute('href', '/medicamentos/recetas')
    await expectAccessible()
  })

  test('a member without the call-centre permission does not, with the same flag on', async ({ page }) => {
    await switchRequestFlowFlag(true)
    await signInAs(page, personas.bruno)
    await page.goto('/medicamentos')
    await expect(page.getByRole('link', { name: 'Mis recetas' })).toBeVisible()
    await expect(page.getByRole('link', { name: REQUEST_FLOW })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Compra de medicamentos - Call Center' })).toHaveCount(0)
  })
})
