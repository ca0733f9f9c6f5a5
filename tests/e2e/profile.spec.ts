/**
 * The profile page (C20), with JavaScript and without. Every journey that changes data signs in as a
 * persona of its own (a copy of Bruno), so the seeded personas other journeys read stay as they are.
 */
import type { Page } from '@playwright/test'
import { createPersona, injectFault, linkMailedTo, type PersonaRequest } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'
import { waitForHydration } from './hydration'
import { BOTH } from './projects'
import { personas, signInAs } from './sign-in'

const MUST_VALIDATE =
  'Debe validar el e-mail para ser notificado sobre reservas, cancelaciones y otros. Si ya validó el e-mail, reinicie la plataforma.'
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

/** A persona of the test's own, signed in, on the profile page (hydrated with JavaScript). */
async function openProfile(page: Page, javaScriptEnabled: boolean, traits: PersonaRequest = {}) {
  const persona = await createPersona(SANDBOX_URL, { like: personas.bruno, ...traits })
  await signInAs(page, persona.ci)
  await page.goto('/mis-datos')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  if (javaScriptEnabled) await waitForHydration(page)
  return { ...persona, email: persona.email! }
}

/** The value of a row of the personal data list. */
const row = (page: Page, key: string) => page.locator('.summary-list__row').filter({ has: page.locator('dt', { hasText: key }) }).locator('dd')

test.describe('Mis datos', () => {
  test('a visitor is asked to sign in first', async ({ page }) => {
    await page.goto('/mis-datos')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmis-datos$/)
  })

  test('"Ver Perfil" shows the header and the personal data', async ({ page, expectAccessible }) => {
    const persona = await createPersona(SANDBOX_URL, { like: personas.bruno, nombre: 'Juan Carlos', apellido: 'Pérez Gómez' })
    await signInAs(page, persona.ci)
    await page.locator('summary').filter({ hasText: 'Mi cuenta' }).click()
    await page.getByRole('link', { name: 'Ver Perfil' }).click()

    await expect(page).toHaveURL(/\/mis-datos$/)
    await expect(page).toHaveTitle(/^Mis datos/)
    // BR10: the first word of the name and of the surname.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Juan Pérez')
    await expect(page.getByText(`Cédula de identidad: ${persona.ci}`)).toBeVisible()
    await expect(row(page, 'Mail')).toContainText(persona.email!)
    await expect(row(page, 'Mail')).toContainText('Validado')
    await expect(row(page, 'Teléfono')).toHaveText('No registrado')
    await expect(row(page, 'Celular')).toHaveText(persona.celular!)
    await expect(row(page, 'Dirección')).toHaveText('Bulevar Artigas 2050')
    await expect(row(page, 'Administrador de pagos')).toHaveText('Ana Pérez')
    await expect(page.getByRole('group', { name: 'Notificaciones' })).toBeVisible()
    await expect(page.getByText('Todavía no tiene una foto de perfil.')).toBeVisible()
    await expectAccessible()
  })

  test('the payment administrator is the member himself when he is in no group', async ({ page }) => {
    await signInAs(page, personas.carla)
    await page.goto('/mis-datos')
    await expect(row(page, 'Administrador de pagos')).toHaveText('Carla Gómez (usted)')
  })

  test('a notification switch is saved (on change with JavaScript, with its button without)', BOTH, async ({ page, javaScriptEnabled, expectAccessible }) => {
    await openProfile(page, javaScriptEnabled)
    const push = page.getByRole('switch', { name: 'Notificaciones push en el celular' })
    const email = page.getByRole('switch', { name: 'Notificaciones por email' })
    await expect(push).not.toBeChecked()
    await expect(email).toBeChecked()

    if (javaScriptEnabled) {
      // The button would do nothing more: it is not in the page.
      await expect(page.getByRole('button', { name: 'Guardar notificaciones' })).toHaveCount(0)
      await push.check()
      await expect(page.getByRole('status')).toHaveText('Guardamos sus preferencias de notificación.')
      // The person goes on where she was.
      await expect(push).toBeFocused()
    } else {
      await push.check()
      await page.getByRole('button', { name: 'Guardar notificaciones' }).click()
      await expect(page.getByText('Guardamos sus preferencias de notificación.')).toBeVisible()
    }
    await expectAccessible()

    await page.reload()
    await expect(push).toBeChecked()
    await expect(email).toBeChecked()
  })

  test('an unvalidated e-mail: "Reenviar mail de validación", then the link in the mail validates it', async ({ page, javaScriptEnabled, expectAccessible }) => {
    const persona = await openProfile(page, javaScriptEnabled, { emailValidado: false })
    await expect(row(page, 'Mail')).toContainText('Sin validar')
    await expect(page.getByText(MUST_VALIDATE)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Actualizar email' })).toHaveCount(0)
    await expectAccessible()

    await page.getByRole('button', { name: 'Reenviar mail de validación' }).click()
    await expect(page.getByText('Mail de validación enviado')).toBeVisible()

    const link = await linkMailedTo(SANDBOX_URL, persona.email)
    expect(link).toBeDefined()
    await page.goto(link!)
    await expect(page.getByRole('heading', { name: 'Tu e-mail quedó validado' })).toBeVisible()

    await page.goto('/mis-datos')
    await expect(row(page, 'Mail')).toContainText('Validado')
    await expect(page.getByText(MUST_VALIDATE)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Actualizar email' })).toBeVisible()
  })

  test("a failed validation mail shows the spec's failure with Reintentar", BOTH, async ({ page, javaScriptEnabled, expectAccessible }) => {
    const persona = await openProfile(page, javaScriptEnabled, { emailValidado: false })
    await injectFault(SANDBOX_URL, { path: '/resend-validation-email/', status: 500, body: 'Internal Server Error', contentType: 'text/plain', times: 1 })
    await page.getByRole('button', { name: 'Reenviar mail de validación' }).click()
    const failure = page.getByRole('alert').filter({ hasText: 'Algo salio mal ...' })
    await expect(failure).toContainText('No pudimos enviar el mail de validación. Por favor, inténtelo nuevamente.')
    await expect(failure).toContainText('Si el problema persiste comuníquese con: soporte@mutual.com.uy.')
    // With JavaScript the button pressed is gone: the failure that replaced it takes the focus.
    if (javaScriptEnabled) await expect(page.locator('.profile-failure')).toBeFocused()
    await expectAccessible()

    await failure.getByRole('button', { name: 'Reintentar' }).click()
    await expect(page.getByText('Mail de validación enviado')).toBeVisible()
    expect(await linkMailedTo(SANDBOX_URL, persona.email)).toBeDefined()
  })

  test('a validated e-mail is edited in place: Cancelar restores it, a bad address is refused, a new one is saved', BOTH, async ({ page, javaScriptEnabled, expectAccessible }) => {
    const persona = await openProfile(page, javaScriptEnabled)
    const field = page.getByLabel('Nuevo email')

    await page.getByRole('link', { name: 'Actualizar email' }).click()
    await expect(page).toHaveURL(/\/mis-datos\?editar=email$/)
    await expect(field).toHaveValue(persona.email)
    if (javaScriptEnabled) await expect(field).toBeFocused()
    await expectAccessible()

    await field.fill('otra.direccion@example.com')
    await page.getByRole('link', { name: 'Cancelar' }).click()
    await expect(page).toHaveURL(/\/mis-datos$/)
    await expect(row(page, 'Mail')).toContainText(persona.email)
    if (javaScriptEnabled) await expect(page.getByRole('link', { name: 'Actualizar email' })).toBeFocused()
    await page.getByRole('link', { name: 'Actualizar email' }).click()
    await expect(field).toHaveValue(persona.email)

    await field.fill('juan@@x')
    await page.getByRole('button', { name: 'Actualizar', exact: true }).click()
    const summary = page.locator('.error-summary')
    await expect(summary.getByRole('link', { name: 'Ingrese un correo electrónico válido.' })).toBeVisible()
    await expect(field).toHaveValue('juan@@x')
    await expect(field).toHaveAccessibleDescription(/Ingrese un correo electrónico válido\./)
    await expect(page).toHaveTitle(/^Error: /)
    await expectAccessible()

    // Cancelar takes what was found with it: no summary, no `Error:`, nothing beside the field opened again.
    await page.getByRole('link', { name: 'Cancelar' }).click()
    await expect(page).toHaveURL(/\/mis-datos$/)
    await expect(summary).toHaveCount(0)
    await expect(page).not.toHaveTitle(/^Error: /)
    await page.getByRole('link', { name: 'Actualizar email' }).click()
    await expect(field).toHaveValue(persona.email)
    await expect(field).not.toHaveAccessibleDescription(/Ingrese un correo electrónico válido\./)

    const newAddress = `nuevo.${persona.ci}@example.com`
    await field.fill(newAddress)
    await page.getByRole('button', { name: 'Actualizar', exact: true }).click()
    await expect(page.getByText('Actualizamos su email. Le enviamos un mail para validarlo.')).toBeVisible()
    await expect(row(page, 'Mail')).toContainText(newAddress)
    await expect(row(page, 'Mail')).toContainText('Sin validar')
    await expect(page.getByText(MUST_VALIDATE)).toBeVisible()
    expect(await linkMailedTo(SANDBOX_URL, newAddress)).toBeDefined()
  })

  test('a PNG is uploaded and shown', BOTH, async ({ page, javaScriptEnabled, expectAccessible }) => {
    await openProfile(page, javaScriptEnabled)
    await page.getByLabel('Elegir una foto').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG })
    await page.getByRole('button', { name: 'Subir foto' }).click()
    await expect(page.getByText('Guardamos su foto de perfil.')).toBeVisible()
    const photo = page.getByRole('img', { name: 'Su foto de perfil' })
    await expect(photo).toBeVisible()
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1)
    await expectAccessible()
  })

  test('a text file named .png and a file over 2 MB are refused, each with its message', BOTH, async ({ page, javaScriptEnabled, expectAccessible }) => {
    await openProfile(page, javaScriptEnabled)
    const input = page.getByLabel('Elegir una foto')
    const summary = page.locator('.error-summary')
    const uploads: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/mis-datos')) uploads.push(request.url())
    })
    const described = (message: string) => new RegExp(message.replace(/\./g, '\\.'))
    async function refused(file: { name: string; mimeType: string; buffer: Buffer }, message: string) {
      await input.setInputFiles(file)
      if (javaScriptEnabled) {
        // Checked when chosen, by the server's rule: said beside the field and taken out of it, never uploaded.
        await expect(input).toHaveAccessibleDescription(described(message))
        await expect(input).toHaveValue('')
      } else {
        await page.getByRole('button', { name: 'Subir foto' }).click()
        await expect(summary.getByRole('link', { name: message })).toBeVisible()
        await expect(input).toHaveAccessibleDescription(described(message))
      }
      await expectAccessible()
    }

    await refused({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('esto no es una foto') }, 'El archivo elegido no es una imagen PNG o JPEG. Elija una foto en uno de esos formatos.')
    // Three megabytes: without JavaScript refused from the size the browser announces, before the portal reads it.
    await refused({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]) }, 'La foto pesa más de 2 MB. Elija una imagen más liviana.')
    await expect(page.getByText('Todavía no tiene una foto de perfil.')).toBeVisible()
    if (javaScriptEnabled) expect(uploads).toEqual([])
  })
})
