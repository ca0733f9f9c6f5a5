/**
 * The password journeys (C17, C18, C19) with JavaScript on and off: asking for a reset link, opening it from
 * the e-mail in the sandbox's outbox, choosing a password and signing in with it; a link that no longer works;
 * the first password of a new account; changing the password while signed in.
 *
 * Every journey that changes a password does it on a persona of its own (POST /sandbox/personas), so the seeded
 * personas keep `Socio2026` for every other spec in the worker.
 */
import type { Page } from '@playwright/test'
import { createCuenta, createPersona, readOutbox, type Persona } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'
import { BOTH } from './projects'
import { CHOSEN_PASSWORD, personas, signIn } from './sign-in'

const SENT = (email: string) => `Se envió un correo a ${email} con las instrucciones para restablecer tu contraseña.`
const RESET_ERROR = 'Es posible que los datos ingresados no sean correctos. Por favor, verifíquelos e inténtelo de nuevo.'
const INVALID_LINK =
  'Es posible que los datos ingresados no sean correctos, o la url sea invalida. Por favor, verifíquelos e inténtelo de nuevo.'
const UNKNOWN_LINK = 'Error desconocido o url inválida'

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** The set-password link of the newest e-mail to `email`, as the sandbox's outbox holds it. */
async function linkSentTo(email: string): Promise<string> {
  const mail = (await readOutbox(SANDBOX_URL)).find((message) => message.destinatario === email)
  const link = mail?.cuerpo.match(/https?:\/\/\S+\/set-password\?\S+/)?.[0]
  if (!link) throw new Error(`no set-password link was e-mailed to ${email}`)
  return link
}

/** A reset link for the persona, asked for straight from the API (the form has its own journey). */
async function resetLinkFor(persona: Persona): Promise<string> {
  const response = await fetch(`${SANDBOX_URL}/reset-pass-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ci: persona.ci, email: persona.email }),
  })
  expect(response.status).toBe(200)
  return linkSentTo(persona.email!)
}

async function choosePassword(page: Page, password: string, repeat = password) {
  await field(page, 'Contraseña nueva').fill(password)
  await field(page, 'Repita la contraseña nueva').fill(repeat)
  await page.getByRole('button', { name: 'Guardar contraseña' }).click()
}

async function expectSignedIn(page: Page, ci: string, password: string) {
  await signIn(page, ci, { password })
  await expect(page).not.toHaveURL(/\/login/)
  await expect(page.locator('summary', { hasText: 'Mi cuenta' })).toBeVisible()
}

test.describe('Password reset', () => {
  test('asks for a link, opens it from the e-mail, chooses a password and signs in with it', async ({ page, expectAccessible }) => {
    const persona = await createPersona(SANDBOX_URL)
    await page.goto('/login')
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click()
    await expect(page).toHaveURL(/\/nueva-contrase%C3%B1a$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar tu contraseña' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0)
    await expectAccessible()

    await field(page, 'Cédula de identidad').fill(persona.ci)
    await field(page, 'Correo electrónico').fill(persona.email!)
    await page.getByRole('button', { name: 'Enviar email' }).click()
    await expect(page).toHaveURL(/\/nueva-contrase%C3%B1a\?resultado$/)
    await expect(page.getByText(SENT(persona.email!))).toBeVisible()
    await expect(page.getByRole('button', { name: 'Enviar email' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Volver al Login' })).toHaveAttribute('href', '/login')
    await expectAccessible()
    // A reload shows the same, and sends nothing again.
    const mails = (await readOutbox(SANDBOX_URL)).length
    const reloaded = await page.reload()
    await expect(page.getByText(SENT(persona.email!))).toBeVisible()
    // The outcome lives in her session: no cache keeps the page.
    expect(reloaded?.headers()['cache-control']).toBe('private, no-store')
    expect((await readOutbox(SANDBOX_URL)).length).toBe(mails)

    const link = await linkSentTo(persona.email!)
    expect(new URL(link).origin).toBe(new URL(page.url()).origin)
    const opened = await page.goto(link)
    expect(opened?.headers()['cache-control']).toMatch(/no-store/)
    await expect(page.getByRole('heading', { level: 1, name: 'Elegir contraseña' })).toBeVisible()
    await expect(field(page, 'Contraseña nueva')).toHaveAccessibleDescription('Al menos 8 caracteres, no solo números.')
    await expectAccessible()
    await choosePassword(page, CHOSEN_PASSWORD)
    // The token leaves the address (and the history entry) once used.
    await expect(page).toHaveURL(/\/set-password\?resultado$/)
    await expect(page.getByRole('status')).toContainText('Su contraseña quedó guardada')
    await expectAccessible()

    await page.getByRole('link', { name: 'Volver al Login' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expectSignedIn(page, persona.ci, CHOSEN_PASSWORD)
  })

  test('a link already used, or an address without one, says so and offers a new one', async ({ page, expectAccessible }) => {
    const persona = await createPersona(SANDBOX_URL)
    const link = await resetLinkFor(persona)
    await page.goto(link)
    await choosePassword(page, CHOSEN_PASSWORD)
    await expect(page).toHaveURL(/\/set-password\?resultado$/)

    await page.goto(link)
    await expect(page.getByRole('alert')).toHaveText(INVALID_LINK)
    await expect(field(page, 'Contraseña nueva')).toHaveCount(0)
    await expectAccessible()
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar tu contraseña' })).toBeVisible()

    await page.goto('/set-password-error')
    await expect(page.getByRole('alert')).toHaveText(UNKNOWN_LINK)
    await expect(page.getByRole('link', { name: 'Volver al Login' })).toBeVisible()
  })

  test('two different passwords are refused beside the field, and nothing typed comes back', BOTH, async ({ page, expectAccessible }) => {
    const persona = await createPersona(SANDBOX_URL)
    await page.goto(await resetLinkFor(persona))
    await choosePassword(page, CHOSEN_PASSWORD, `${CHOSEN_PASSWORD}x`)
    const summary = page.locator('.error-summary')
    await expect(summary.getByRole('link', { name: 'Las contraseñas no son iguales' })).toHaveAttribute('href', '#contrasena-repeat')
    await expect(field(page, 'Repita la contraseña nueva')).toHaveAccessibleDescription(/Las contraseñas no son iguales/)
    await expect(field(page, 'Contraseña nueva')).toHaveValue('')
    await expect(page).toHaveTitle(/^Error: Elegir contraseña/)
    await expectAccessible()

    await page.getByRole('button', { name: 'Guardar contraseña' }).click()
    await expect(field(page, 'Contraseña nueva')).toHaveAccessibleDescription(/Contraseña inválida/)
    await expect(field(page, 'Repita la contraseña nueva')).toHaveAccessibleDescription(/Contraseña inválida/)

    // The API's own rule, in its words (BR12: its details[0]).
    await choosePassword(page, '12345678')
    await expect(page.getByRole('alert').filter({ hasText: 'La contraseña no puede tener solo números.' })).toBeVisible()
    await choosePassword(page, CHOSEN_PASSWORD)
    await expect(page).toHaveURL(/\/set-password\?resultado$/)
  })

  test('the request refuses a wrong cédula before sending, and data that do not match with the spec’s text', BOTH, async ({ page }) => {
    await page.goto('/nueva-contrasena')
    await expect(page).toHaveURL(/\/nueva-contrase%C3%B1a$/)
    await field(page, 'Cédula de identidad').fill('12345673')
    await field(page, 'Correo electrónico').fill('ana.perez@example.com')
    await page.getByRole('button', { name: 'Enviar email' }).click()
    await expect(field(page, 'Cédula de identidad')).toHaveAccessibleDescription(/Ingrese una cédula válida/)

    await field(page, 'Cédula de identidad').fill(personas.ana)
    await field(page, 'Correo electrónico').fill('otra.persona@example.com')
    await page.getByRole('button', { name: 'Enviar email' }).click()
    await expect(page.getByRole('alert').filter({ hasText: RESET_ERROR })).toBeVisible()
    await expect(field(page, 'Cédula de identidad')).toHaveValue(personas.ana)
    await expect(field(page, 'Correo electrónico')).toHaveValue('otra.persona@example.com')
  })

  test('the same screen sets the first password of a new account', async ({ page, expectAccessible }) => {
    // An affiliate like Federico (no account), so Federico himself stays without one for the other specs.
    const persona = await createPersona(SANDBOX_URL, { like: personas.federico })
    await createCuenta(SANDBOX_URL, persona.ci)
    await page.goto(await linkSentTo(persona.email!))
    await expect(page.getByRole('heading', { level: 1, name: 'Elegir contraseña' })).toBeVisible()
    await expectAccessible()
    await choosePassword(page, CHOSEN_PASSWORD)
    await expect(page.getByRole('status')).toContainText('Su contraseña quedó guardada')
    await expectSignedIn(page, persona.ci, CHOSEN_PASSWORD)
  })
})

test.describe('Change password', () => {
  async function openForm(page: Page, persona: Persona) {
    await signIn(page, persona.ci, { password: persona.password! })
    await expect(page).not.toHaveURL(/\/login/)
    await page.locator('summary', { hasText: 'Mi cuenta' }).click()
    await page.getByRole('link', { name: 'Cambiar contraseña' }).click()
    await expect(page).toHaveURL(/\/mis-datos\/cambio-contrase%C3%B1a$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible()
  }

  async function change(page: Page, current: string, next: string, repeat = next) {
    await field(page, 'Contraseña actual').fill(current)
    await field(page, 'Contraseña nueva').fill(next)
    await field(page, 'Repita la contraseña nueva').fill(repeat)
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
  }

  test('changes the password: the success screen, Continuar, and the next sign-in with the new one', async ({ page, expectAccessible }) => {
    const persona = await createPersona(SANDBOX_URL)
    await openForm(page, persona)
    expect((await page.reload())?.headers()['cache-control']).toBe('private, no-store')
    await expect(field(page, 'Contraseña nueva')).toHaveAccessibleDescription('Al menos 8 caracteres, no solo números.')
    await expectAccessible()
    await change(page, persona.password!, CHOSEN_PASSWORD)
    await expect(page).toHaveURL(/\/mis-datos\/cambio-contrase%C3%B1a\?resultado$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Contraseña actualizada' })).toBeVisible()
    await expectAccessible()
    await page.getByRole('link', { name: 'Continuar' }).click()
    await expect(page).not.toHaveURL(/cambio-contrase/)

    await page.locator('summary', { hasText: 'Mi cuenta' }).click()
    await page.getByRole('button', { name: 'Desconectarse' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expectSignedIn(page, persona.ci, CHOSEN_PASSWORD)
  })

  test('a wrong current password shows the API’s words in a banner; a repeat that differs is refused beside it', BOTH, async ({
    page,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    const persona = await createPersona(SANDBOX_URL)
    await openForm(page, persona)
    await change(page, 'incorrecta', CHOSEN_PASSWORD)
    await expect(page.getByRole('alert').filter({ hasText: 'La contraseña actual no es correcta.' })).toBeVisible()
    // With JavaScript the banner takes the focus from the button pressed: it is all the page has to say.
    if (javaScriptEnabled) await expect(page.locator('.submit-problem')).toBeFocused()
    await expect(field(page, 'Contraseña actual')).toHaveValue('')
    await expectAccessible()

    await change(page, persona.password!, CHOSEN_PASSWORD, 'OtraCosa2026')
    const mismatch = 'Las contraseñas no coinciden ¿Quieres volver a intentarlo?'
    await expect(field(page, 'Repita la contraseña nueva')).toHaveAccessibleDescription(/Las contraseñas no coinciden ¿Quieres volver a intentarlo\?/)
    await expect(page.locator('.error-summary').getByRole('link', { name: mismatch })).toBeVisible()

    await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await expect(field(page, 'Contraseña actual')).toHaveAccessibleDescription(/Este campo es requerido/)
    await expectAccessible()
  })

  test('a visitor is asked to sign in first, and the unaccented address leads there too', async ({ page }) => {
    await page.goto('/mis-datos/cambio-contrasena')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmis-datos%2Fcambio-contrase%25C3%25B1a$/)
    const persona = await createPersona(SANDBOX_URL)
    await field(page, 'Cédula de identidad').fill(persona.ci)
    await field(page, 'Contraseña').fill(persona.password!)
    await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
    await expect(page).toHaveURL(/\/mis-datos\/cambio-contrase%C3%B1a$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible()
  })
})
