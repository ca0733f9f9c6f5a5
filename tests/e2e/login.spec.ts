import { injectFault } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'
import { waitForHydration } from './hydration'
import { BOTH, JS_ONLY } from './projects'
import { DEMO_PASSWORD, personas, signIn, signInAs } from './sign-in'

const penalised = 'El usuario está sancionado. No puede acceder en este momento.'
const blocked =
  'El usuario está bloqueado por múltiples intentos fallidos de ingreso, Se ha enviado un correo electrónico para restablecer la contraseña.'
const incorrect =
  'La información que ha ingresado es incorrecta. Por favor vuelva a intentar o comuníquese con nuestro call center.'

test.describe('Login', () => {
  test('shows the form outside the shell, with the spec texts', async ({ page, expectAccessible }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, accede a los servicios online' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0)
    await expect(page.getByLabel('Cédula de identidad')).toHaveAccessibleDescription(/sin puntos ni guiones/)
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Regístrate' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volver al menú principal' })).toHaveAttribute('href', '/')
    await expectAccessible()
  })

  test('explains missing fields beside them and in a summary that links to them', async ({ page, expectAccessible }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
    const summary = page.locator('.error-summary')
    await expect(summary).toBeVisible()
    await expect(summary.getByRole('link', { name: 'Ingrese su cédula de identidad' })).toHaveAttribute('href', '#login-ci')
    await expect(summary.getByRole('link', { name: 'Ingrese su contraseña' })).toHaveAttribute('href', '#login-password')
    await expect(page.getByLabel('Cédula de identidad')).toHaveAccessibleDescription(/Ingrese su cédula de identidad/)
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveTitle('Error: Hola, accede a los servicios online · Servicios en línea')
    await expectAccessible()
  })

  test('with JavaScript, checks a field when it is left, beside it, without moving the focus', JS_ONLY, async ({ page }) => {
    await page.goto('/login')
    const ci = page.getByLabel('Cédula de identidad')
    const password = page.getByLabel('Contraseña', { exact: true })
    // Hydration has happened once the form answers a blur (the js class is set before it).
    await expect(async () => {
      await ci.fill('3124567')
      await ci.press('Tab')
      await expect(ci).toHaveAttribute('aria-invalid', 'true', { timeout: 500 })
    }).toPass()
    await expect(password).toBeFocused()
    await expect(ci).toHaveAccessibleDescription(/Ingrese una cédula válida/)
    await expect(page.locator('.error-summary')).toHaveCount(0)
    await expect(page).toHaveTitle(/^Hola, accede/)

    // Corrected, the message goes as it is typed.
    await ci.fill('31245675')
    await expect(ci).not.toHaveAttribute('aria-invalid')

    // A submit with a mistake is stopped in the browser; the summary takes the focus.
    await ci.fill('3124567')
    await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
    const summary = page.locator('.error-summary')
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link', { name: /Ingrese una cédula válida/ })).toHaveAttribute('href', '#login-ci')
    await expect(summary.getByRole('link', { name: 'Ingrese su contraseña' })).toBeVisible()
    await expect(page).toHaveTitle(/^Error: Hola, accede/)
    await expect(page).toHaveURL(/\/login$/)
  })

  test('with JavaScript, a field left empty says nothing until the submit (C85: empty counts as valid)', JS_ONLY, async ({ page }) => {
    await page.goto('/login')
    const ci = page.getByLabel('Cédula de identidad')
    const password = page.getByLabel('Contraseña', { exact: true })
    await waitForHydration(page)
    await ci.focus()
    await page.keyboard.press('Tab')
    await expect(password).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(password).not.toBeFocused()
    // A wrong value is still reported when it is left, so the blurs above were checked.
    await ci.fill('3124567')
    await ci.press('Tab')
    await expect(ci).toHaveAttribute('aria-invalid', 'true')
    await ci.fill('')
    await ci.press('Tab')
    await expect(ci).not.toHaveAttribute('aria-invalid')
    await expect(password).not.toHaveAttribute('aria-invalid')
    await expect(page.locator('.field__error')).toHaveCount(0)
    await expect(page.getByText('Ingrese su cédula de identidad')).toHaveCount(0)
    await expect(page.getByText('Ingrese su contraseña')).toHaveCount(0)

    // The submit is where a missing answer is an error.
    await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
    await expect(page.locator('.error-summary')).toBeFocused()
    await expect(ci).toHaveAccessibleDescription(/Ingrese su cédula de identidad/)
    await expect(password).toHaveAccessibleDescription(/Ingrese su contraseña/)
  })

  test('with JavaScript, a click on Iniciar right after a wrong cédula is not lost to its message moving the button', JS_ONLY, async ({
    page,
  }) => {
    await page.goto('/login')
    await waitForHydration(page)
    await page.getByLabel('Contraseña', { exact: true }).fill('secreta')
    const ci = page.getByLabel('Cédula de identidad')
    await ci.fill('3124567')
    await expect(ci).toBeFocused()
    // The mouse press takes the focus from the field: its message must not move the button away
    // from under the pointer before the press ends.
    await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
    const summary = page.locator('.error-summary')
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link', { name: /Ingrese una cédula válida/ })).toHaveAttribute('href', '#login-ci')
    await expect(ci).toHaveAccessibleDescription(/Ingrese una cédula válida/)

    // Typing brings the problem back and takes it away again: the focus stays in the field, no key is lost.
    await ci.click()
    await ci.press('End')
    await ci.press('5')
    await expect(summary).toBeHidden()
    await ci.press('Backspace')
    await expect(summary).toBeVisible()
    await ci.pressSequentially('5')
    await expect(ci).toBeFocused()
    await expect(ci).toHaveValue('31245675')
  })

  test('keeps the cédula, clears the password and shows the attempts left', BOTH, async ({ page, expectAccessible }) => {
    await signIn(page, personas.bruno, { password: 'incorrecta' })
    await expect(page.getByText(incorrect)).toBeVisible()
    await expect(page.getByText(/Intentos restantes: \d/)).toBeVisible()
    await expect(page.getByLabel('Cédula de identidad')).toHaveValue(personas.bruno)
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('')
    await expectAccessible()
    // Signing in correctly resets the counter for the next tests.
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
  })

  test('with JavaScript, each refused sign-in takes the focus to its message, the same words twice too', JS_ONLY, async ({ page }) => {
    await page.goto('/login')
    await waitForHydration(page)
    const banner = page.locator('.submit-problem')
    for (const attempt of [1, 2]) {
      await page.getByLabel('Cédula de identidad').fill(personas.federico)
      await page.getByLabel('Contraseña', { exact: true }).fill(`incorrecta${attempt}`)
      await page.getByLabel('Contraseña', { exact: true }).press('Enter')
      await expect(banner).toBeFocused()
      await page.getByLabel('Contraseña', { exact: true }).focus()
    }
  })

  test('refuses a penalised affiliate', async ({ page }) => {
    await signIn(page, personas.diego)
    await expect(page.getByText(penalised)).toBeVisible()
  })

  test('refuses a blocked account', async ({ page }) => {
    await signIn(page, personas.elena)
    await expect(page.getByText(blocked)).toBeVisible()
  })

  test('refuses an affiliate without an account', async ({ page }) => {
    await signIn(page, personas.federico)
    await expect(page.getByText(incorrect)).toBeVisible()
    await expect(page.getByText(/Intentos restantes/)).toHaveCount(0)
  })

  test('brings a visitor back to the guarded page asked for', async ({ page }) => {
    await page.goto('/notas-versiones')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fnotas-versiones$/)
    await page.getByLabel('Cédula de identidad').fill(personas.ana)
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
    await expect(page).toHaveURL(/\/notas-versiones$/)
  })

  test('ignores a redirectTo pointing at another site', async ({ page }) => {
    await signIn(page, personas.ana, { from: '/login?redirectTo=//evil.example' })
    await expect(page).toHaveURL(/localhost:\d+\/$/)
  })

  test('every persona who may sign in does', async ({ page }) => {
    for (const ci of [personas.ana, personas.bruno, personas.carla, personas.gabriela, personas.hugo]) {
      await signInAs(page, ci)
      await page.locator('summary', { hasText: 'Mi cuenta' }).click()
      await page.getByRole('button', { name: 'Desconectarse' }).click()
      await expect(page).toHaveURL(/\/login$/)
    }
  })

  test('Desconectarse ends the session', async ({ page }) => {
    await signInAs(page, personas.ana)
    await page.locator('summary', { hasText: 'Mi cuenta' }).click()
    await page.getByRole('button', { name: 'Desconectarse' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/notas-versiones')
    await expect(page).toHaveURL(/\/login\?redirectTo=/)
  })

  test('shows and hides the password with JavaScript; without it the control is not on the page at all', BOTH, async ({ page }, testInfo) => {
    await page.goto('/login')
    const toggle = page.getByRole('button', { name: /Mostrar/ })
    if (testInfo.project.name === 'sin-js') {
      // Not in the page at all, not merely hidden by a style: a text browser ignores CSS. (A role
      // query would skip a hidden button, hence the plain locator.)
      await expect(page.getByLabel('Contraseña', { exact: true })).toBeVisible()
      await expect(page.locator('button', { hasText: 'Mostrar' })).toHaveCount(0)
      expect(await page.content()).not.toContain('Mostrar')
      return
    }
    const password = page.getByLabel('Contraseña', { exact: true })
    await password.fill('secreta')
    await expect(password).toHaveAttribute('type', 'password')
    await toggle.click()
    await expect(password).toHaveAttribute('type', 'text')
    await expect(page.getByRole('button', { name: /Ocultar/ })).toHaveAttribute('aria-pressed', 'true')
  })
})

test('a session the API ends in mid-journey: the login page says why, and the booking is still there after signing in', async ({
  page,
  expectAccessible,
}) => {
  await signInAs(page, personas.ana)
  await page.goto('/agenda/servicios-administrativos/cedula')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.getByRole('radio', { name: 'Sede Central' }).check()
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Paso 2: Sector' })).toBeVisible()

  // The API stops accepting her token on the next page she opens.
  await injectFault(SANDBOX_URL, {
    path: '/api/agenda/fetch-admin-appointments',
    status: 401,
    body: '{"detail":"Token inválido"}',
    contentType: 'application/json',
    times: 1,
  })
  await page.goto('/mi-mutual/proximos-servicios')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmi-mutual%2Fproximos-servicios$/)
  await expect(page.getByText('Por seguridad, su sesión se cerró. Ingrese de nuevo para continuar donde estaba.')).toBeVisible()
  await expectAccessible()

  await page.getByLabel('Cédula de identidad').fill(personas.ana)
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
  await expect(page).toHaveURL(/\/mi-mutual\/proximos-servicios$/)
  // The branch she had chosen is still her draft: the sector step opens instead of the first step.
  await page.goto('/agenda/servicios-administrativos/sector?continuar')
  await expect(page.getByRole('heading', { level: 1, name: 'Paso 2: Sector' })).toBeVisible()
})

test('a post from another site is refused', async ({ request }) => {
  const response = await request.post('/login', {
    headers: { origin: 'https://evil.example' },
    form: { ci: personas.ana, password: DEMO_PASSWORD },
  })
  expect(response.status()).toBe(403)
})
