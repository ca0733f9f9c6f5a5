/**
 * Administrative-services booking (spec 001 §2.2): a visitor's booking, a signed-in member's,
 * the error screen of the branch and of the day steps, the refused confirmation and the step
 * guard, with axe on every step. Each error kind, and the screen it leads to, is a route test
 * (app/routes/agenda_.servicios-administrativos.test.ts).
 *
 * Both projects book against one sandbox, where a person can book a sector once a day: each
 * project books its own day among the offered days after today that have what the test needs (the
 * first such day in "js", the second in "sin-js"). Today is skipped because its hours may already
 * be over. "Today" is the sandbox's (the test day, tests/test-clock.ts), never the real one.
 */
import type { Locator, Page, Request, TestInfo } from '@playwright/test'
import { freeHours, type Queue } from '../admin-agenda'
import { injectFault, sandboxNow } from '../sandbox-control'
import { montevideoDay } from '../test-clock'
import { expect, SANDBOX_URL, test } from './fixtures'
import { waitForHydration } from './hydration'
import { BOTH, JS_ONLY } from './projects'
import { personas } from './sign-in'
import { signInCached } from './signed-in'

const BASE = '/agenda/servicios-administrativos'
const SEDE_CENTRAL = 'Sede Central'
/** What the page says while the cédula is checked on blur. */
const CHECKING = 'Verificando la cédula…'

/** The sandbox's today in Montevideo, YYYY-MM-DD. */
const today = async () => montevideoDay(await sandboxNow(SANDBOX_URL))

/** The queue the booking uses (the row is the sector's first allowed one). */
const FARMACIA_QUEUE: Queue = { idSucursal: 1, idSector: 11, idFila: 111 }

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continuar' })

const isCheck = (request: Request) => /(^|&)intent=validar(&|$)/.test(request.postData() ?? '')

/**
 * What the page sends to the cédula step from now on, in order: the on-blur `check`s, the
 * `submit`s, and when a check is answered (`check answered`).
 */
function cedulaTraffic(page: Page): string[] {
  const events: string[] = []
  const toCedula = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname.startsWith(`${BASE}/cedula`)
  page.on('request', (request) => {
    if (toCedula(request)) events.push(isCheck(request) ? 'check' : 'submit')
  })
  page.on('response', (response) => {
    if (toCedula(response.request()) && isCheck(response.request())) events.push('check answered')
  })
  return events
}

async function enterCi(page: Page, ci: string) {
  await page.goto(`${BASE}/cedula`)
  await page.getByLabel('Cédula de identidad').fill(ci)
  await continueButton(page).click()
}

/** From the cédula to the calendar of a branch and sector. */
async function toCalendar(page: Page, ci: string, sector: string, expectAccessible?: () => Promise<void>) {
  await enterCi(page, ci)
  await expect(page.getByRole('heading', { level: 1, name: 'Paso 1: Sucursal' })).toBeVisible()
  await expectAccessible?.()
  await page.getByRole('radio', { name: SEDE_CENTRAL }).check()
  await continueButton(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Paso 2: Sector' })).toBeVisible()
  await expectAccessible?.()
  await page.getByRole('radio', { name: sector }).check()
  await continueButton(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Paso 3: Fecha y Hora' })).toBeVisible()
}

/** The values of the radios a locator finds, in order (read without running a script in the page). */
async function valuesOf(radios: Locator): Promise<string[]> {
  const values: string[] = []
  for (let index = 0; index < (await radios.count()); index++) values.push((await radios.nth(index).getAttribute('value')) ?? '')
  return values
}

/** The offered days, in order. */
const offeredDays = (page: Page) => valuesOf(page.locator('input[type="radio"][name="date"]'))

/**
 * This project's day (see the header) among the offered days after today that `suits` (any, by
 * default), and checks it.
 */
async function chooseProjectDay(
  page: Page,
  testInfo: TestInfo,
  suits: (day: string) => Promise<boolean> = async () => true,
): Promise<string> {
  await expect(page.getByRole('group', { name: 'Fecha' })).toBeVisible()
  const after = await today()
  const wanted = testInfo.project.name === 'js' ? 1 : 2
  const days: string[] = []
  for (const day of (await offeredDays(page)).filter((offered) => offered > after)) {
    if (await suits(day)) days.push(day)
    if (days.length === wanted) break
  }
  const day = days[wanted - 1]
  if (!day) throw new Error(`no ${wanted === 1 ? 'first' : 'second'} suitable day is offered after ${after}`)
  await page.locator(`input[name="date"][value="${day}"]`).check()
  return day
}

/** DD/MM/YYYY of a YYYY-MM-DD day. */
const shown = (day: string) => day.split('-').reverse().join('/')

test.describe('Administrative booking', () => {
  // The band filter is live with JavaScript and a Filtrar button without.
  test('a visitor books for Federico at Sede Central / Farmacia and downloads the appointment', BOTH, async ({
    page,
    expectAccessible,
  }, testInfo) => {
    await page.goto(`${BASE}/cedula`)
    await expect(page.getByRole('heading', { level: 1, name: 'Reserva de hora para servicios administrativos' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/agenda')
    await expect(page.getByLabel('Cédula de identidad')).toHaveValue('')
    await expectAccessible()

    await toCalendar(page, personas.federico, 'Farmacia', expectAccessible)
    // The first offered day is preselected (BR39).
    const [first] = await offeredDays(page)
    await expect(page.locator(`input[name="date"][value="${first}"]`)).toBeChecked()
    const progress = page.getByRole('navigation', { name: 'Progreso de la reserva' })
    await expect(progress.getByRole('link')).toHaveText(['Sucursal (completado)', 'Sector (completado)', 'Fecha'])
    await expectAccessible()
    // The test books the afternoon band's first hour, 12:00: a day whose free hours include it (not a
    // Saturday, when Farmacia closes at noon).
    const day = await chooseProjectDay(page, testInfo, async (offered) =>
      (await freeHours(SANDBOX_URL, FARMACIA_QUEUE, offered)).includes('12:00:00'),
    )
    await continueButton(page).click()

    await expect(page.getByRole('heading', { level: 1, name: /^[A-ZÁÉÍÓÚ]\S+ \d{1,2} de [A-Z]\S+$/ })).toBeVisible()
    const band = page.getByLabel('Franja horaria')
    await band.selectOption({ label: 'Tarde (12:00 a 18:00)' })
    if (testInfo.project.name === 'sin-js') await page.getByRole('button', { name: 'Filtrar' }).click()
    // Either way the address keeps the band: a reload shows the same hours.
    await expect(page).toHaveURL(/[?&]franja=2(&|$)/)
    await page.reload()
    await expect(band).toHaveValue('2')
    const hours = page.getByRole('group', { name: 'Horario' }).getByRole('radio')
    await expect(hours.first()).toHaveAccessibleName(/^12:00, \d+ lugares? disponibles?$/)
    for (const hour of await valuesOf(hours)) expect(hour >= '12:00:00' && hour < '18:00:00', hour).toBe(true)
    await expectAccessible()
    await hours.first().check()
    await continueButton(page).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Paso 4: Confirma tu reserva' })).toBeVisible()
    for (const text of [shown(day), '12:00 hs', personas.federico, SEDE_CENTRAL, 'Farmacia'])
      await expect(page.locator('.summary-list')).toContainText(text)
    await expect(page.getByRole('link', { name: 'Modificar consulta' })).toHaveAttribute('href', `${BASE}/cedula?continuar`)
    await expectAccessible()
    // Cambiar opens the hour with this one chosen, and its answer comes back to the summary.
    await page.getByRole('link', { name: 'Cambiar Hora' }).click()
    await expect(page.getByRole('group', { name: 'Horario' }).getByRole('radio', { checked: true })).toHaveValue('12:00:00')
    await continueButton(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 4: Confirma tu reserva' })).toBeVisible()
    await expect(page.locator('.summary-list')).toContainText('12:00 hs')
    await page.getByRole('button', { name: 'Confirmar reserva' }).click()

    await expect(page.getByRole('heading', { level: 1, name: 'Reservaste la cita con éxito' })).toBeVisible()
    await expect(page.locator('.summary-list')).toContainText(shown(day))
    await expect(page.getByRole('link', { name: 'Volver al menú principal' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: 'Ver y cancelar reservas' })).toHaveAttribute(
      'href',
      '/mi-mutual/proximos-servicios',
    )
    await expectAccessible()

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Agregar a mi calendario' }).click()
    expect((await download).suggestedFilename()).toBe('reserva.ics')

    // A reload of the confirmation only leads back to the result: nothing is booked twice.
    await page.goto(`${BASE}/confirmacion`)
    await expect(page).toHaveURL(`${BASE}/reserva-finalizada`)
  })

  test('Ana signed in finds her cédula filled in and books at Sede Central / Atención al socio', async ({ page }, testInfo) => {
    await signInCached(page, personas.ana)
    await page.goto(`${BASE}/cedula`)
    await expect(page.getByLabel('Cédula de identidad')).toHaveValue(personas.ana)
    await continueButton(page).click()
    await page.getByRole('radio', { name: SEDE_CENTRAL }).check()
    await continueButton(page).click()
    await page.getByRole('radio', { name: 'Atención al socio' }).check()
    await continueButton(page).click()
    await chooseProjectDay(page, testInfo)
    await continueButton(page).click()
    await page.getByRole('group', { name: 'Horario' }).getByRole('radio').first().check()
    await continueButton(page).click()
    await expect(page.locator('.summary-list')).toContainText(personas.ana)
    await page.getByRole('button', { name: 'Confirmar reserva' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reservaste la cita con éxito' })).toBeVisible()
  })

  test('a cédula emptied and sent stays empty beside its message, not the one filled in', async ({ page }) => {
    await signInCached(page, personas.ana)
    await page.goto(`${BASE}/cedula`)
    const field = page.getByLabel('Cédula de identidad')
    await expect(field).toHaveValue(personas.ana)
    await field.fill('')
    await continueButton(page).click()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue('')
  })

  test('refuses a penalised document on the field, keeping it', async ({ page, expectAccessible }) => {
    await enterCi(page, personas.diego)
    const field = page.getByLabel('Cédula de identidad')
    await expect(field).toHaveAccessibleDescription(/El usuario está sancionado\. No puede acceder en este momento\./)
    await expect(field).toHaveValue(personas.diego)
    await expect(page).toHaveURL(`${BASE}/cedula?continuar`)
    await expectAccessible()
  })

  test('shows BRANCH_UNAVAILABLE for Filial Las Piedras, with a way back to the branches', async ({ page, expectAccessible }) => {
    await enterCi(page, personas.bruno)
    await page.getByRole('radio', { name: 'Filial Las Piedras' }).check()
    await continueButton(page).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'La sucursal seleccionada no se encuentra disponible. Seleccione otra.' }),
    ).toBeVisible()
    await expectAccessible()
    await page.getByRole('link', { name: 'Reintentar' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 1: Sucursal' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Filial Maldonado' })).toHaveCount(0)
  })

  test('shows DAY_UNAVAILABLE when the chosen day has no free hour left', async ({ page, expectAccessible }) => {
    await toCalendar(page, personas.bruno, 'Farmacia')
    const body = JSON.stringify({ horas: [{ hora: '09:00:00', disponibles: 0, horaInicio: '09:00' }] })
    await injectFault(SANDBOX_URL, { path: '/api/agenda/get-calendar-day', status: 200, body, contentType: 'application/json' })
    await continueButton(page).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'El día seleccionado no tiene horas disponibles. Seleccione otro.' }),
    ).toBeVisible()
    await expectAccessible()
    await page.getByRole('link', { name: 'Reintentar' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 3: Fecha y Hora' })).toBeVisible()
  })

  test('shows a refused confirmation in a banner and keeps every choice', async ({ page, expectAccessible }) => {
    await toCalendar(page, personas.hugo, 'Laboratorio - extracciones')
    await continueButton(page).click()
    await page.getByRole('group', { name: 'Horario' }).getByRole('radio').first().check()
    await continueButton(page).click()
    const message = 'No quedan lugares disponibles en el horario seleccionado. Elija otro horario.'
    await injectFault(SANDBOX_URL, {
      path: '/api/reservas/reserva-farmacia/',
      status: 409,
      body: JSON.stringify({ data: { error: message } }),
      contentType: 'application/json',
    })
    await page.getByRole('button', { name: 'Confirmar reserva' }).click()
    await expect(page.getByRole('alert')).toContainText(message)
    await expect(page.locator('.summary-list')).toContainText(personas.hugo)
    await expectAccessible()
    await page.goto(`${BASE}/confirmacion`)
    await expect(page.locator('.summary-list')).toContainText('Laboratorio - extracciones')
  })

  test('with JavaScript, a valid cédula typed and Continuar clicked at once makes one request, not a check and then the submit', JS_ONLY, async ({ page }) => {
    await page.goto(`${BASE}/cedula`)
    await waitForHydration(page)
    const traffic = cedulaTraffic(page)
    await page.getByLabel('Cédula de identidad').fill(personas.federico)
    await continueButton(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 1: Sucursal' })).toBeVisible()
    expect(traffic).toEqual(['submit'])
  })

  test('with JavaScript, Continuar does not wait for a check still running: it submits and the server checks', JS_ONLY, async ({ page }) => {
    await page.goto(`${BASE}/cedula`)
    await waitForHydration(page)
    const traffic = cedulaTraffic(page)
    // The API answers the first check slowly; the submit's own check is not delayed.
    await injectFault(SANDBOX_URL, { path: '/api/afiliado-valido', delayMs: 5000, times: 1 })
    await page.getByLabel('Cédula de identidad').fill(personas.federico)
    // Leaving the field for somewhere else than Continuar starts the check.
    await page.getByRole('heading', { level: 1 }).click()
    await expect.poll(() => traffic).toEqual(['check'])
    await continueButton(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 1: Sucursal' })).toBeVisible()
    // The submit went out while the check was still waiting for its answer.
    expect(traffic.slice(0, 2)).toEqual(['check', 'submit'])
  })

  test('with JavaScript, a check on blur loads nothing again, and a document it refused holds Continuar', JS_ONLY, async ({ page }) => {
    await page.goto(`${BASE}/cedula`)
    await waitForHydration(page)
    const loads: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('.data')) loads.push(request.url())
    })
    const traffic = cedulaTraffic(page)
    const field = page.getByLabel('Cédula de identidad')
    await field.fill(personas.diego)
    await page.getByRole('heading', { level: 1 }).click()
    await expect(field).toHaveAccessibleDescription(/El usuario está sancionado/)
    // The check is over (a reload of the page data would have been made before this).
    await expect(page.getByText(CHECKING)).toHaveCount(0)
    expect(traffic).toEqual(['check', 'check answered'])
    expect(loads).toEqual([])

    // The check refused this very value: Continuar says so and sends nothing.
    await expect(continueButton(page)).toHaveAttribute('aria-disabled', 'true')
    await continueButton(page).click({ force: true })
    await expect(page).toHaveURL(`${BASE}/cedula?continuar`)
    expect(traffic).toEqual(['check', 'check answered'])
    // The held press says why again and takes the person to the field; so does Enter in it.
    await expect(field).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: /El usuario está sancionado/ })).toHaveCount(1)
    await page.getByRole('heading', { level: 1 }).click()
    await field.focus()
    await field.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: /El usuario está sancionado/ })).toHaveCount(1)
    expect(traffic).toEqual(['check', 'check answered'])

    // Another value may be sent: the server checks it.
    await field.fill(personas.federico)
    await expect(continueButton(page)).not.toHaveAttribute('aria-disabled')
    await continueButton(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 1: Sucursal' })).toBeVisible()
  })

  test('sends a step opened without the earlier answers to the first step', async ({ page }) => {
    await page.goto(`${BASE}/hora`)
    await expect(page).toHaveURL(`${BASE}/cedula?continuar`)
    await expect(page.getByRole('heading', { level: 1, name: 'Reserva de hora para servicios administrativos' })).toBeVisible()
  })
})

test.describe('Administrative booking, moving between steps', () => {
  test('with JavaScript the next step’s code is fetched ahead, so moving on asks only for its data', BOTH, async ({ page }, testInfo) => {
    await enterCi(page, personas.federico)
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 1: Sucursal' })).toBeVisible()
    const sectorCode = page.locator('head link[rel="modulepreload"][href*="servicios-administrativos.sector-"]')
    if (testInfo.project.name === 'sin-js') {
      // Whole pages without scripts: nothing is fetched ahead.
      await expect(sectorCode).toHaveCount(0)
      return
    }
    await expect(sectorCode).toHaveCount(1)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.getByRole('radio', { name: SEDE_CENTRAL }).check()
    await continueButton(page).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 2: Sector' })).toBeVisible()
    expect(requested.filter((path) => path.includes('servicios-administrativos.sector-') || path.startsWith('/__manifest'))).toEqual([])
    expect(requested).toContain(`${BASE}/sector.data`)
  })
})
