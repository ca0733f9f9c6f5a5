/**
 * Passkeys in Chromium (C13–C15) with a virtual authenticator, as a phone's fingerprint or face would answer:
 * CDP's WebAuthn domain, an internal (platform) authenticator that verifies the user. Each test uses members of
 * its own, made like Ana (the passkey permissions), so no other journey sees their passkeys.
 *
 * Passkeys need JavaScript: the "js" project runs the ceremonies; "sin-js" checks that a browser without scripts,
 * even one that holds passkey cookies, gets the password form that works.
 */
import type { Browser, Page } from '@playwright/test'
import { createPersona, type Persona } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'
import { waitForHydration } from './hydration'
import { JS_ONLY } from './projects'

const question = 'Deseas crear una clave de acceso?'
const chooseUser = 'Hola, selecciona un usuario para iniciar sesión'
const loginTitle = 'Hola, accede a los servicios online'

/** A platform authenticator with user verification, for every page of the context's first page. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  })
}

const anaLike = () => createPersona(SANDBOX_URL, { like: '12345672' })
const nameOf = (persona: Persona) => `${persona.nombre} ${persona.apellido}`

/** The password form, once hydrated and knowing this device can make a passkey (so the offer follows). */
async function passwordSignIn(page: Page, persona: Persona) {
  await waitForHydration(page)
  await expect(page.locator('input[name="admiteClaves"]')).toHaveCount(1)
  await page.getByLabel('Cédula de identidad').fill(persona.ci)
  await page.getByLabel('Contraseña', { exact: true }).fill(persona.password ?? '')
  await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
}

async function acceptOffer(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Si, agregar' }).click()
  await expect(page.getByText('Credencial registrada correctamente')).toBeVisible()
  await expect(page).toHaveURL(/localhost:\d+\/$/)
}

async function signOut(page: Page) {
  await page.locator('summary', { hasText: 'Mi cuenta' }).click()
  await page.getByRole('button', { name: 'Desconectarse' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

async function signInWithPasskey(page: Page, persona: Persona) {
  await expect(page.getByText(`Ingresará como ${nameOf(persona)}.`)).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Iniciar con biometría' }).click()
  await expect(page).toHaveURL(/localhost:\d+\/$/)
  await expect(page.locator('summary', { hasText: 'Mi cuenta' })).toBeVisible()
}

test.describe('Passkeys with JavaScript', JS_ONLY, () => {

  test('Ana adds a passkey after login, signs out, sees Biometric, signs in with it, and deletes it', async ({ page, expectAccessible }) => {
    const ana = await anaLike()
    await addVirtualAuthenticator(page)
    await page.goto('/login')
    await passwordSignIn(page, ana)
    await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continuar sin agregar' })).toHaveAttribute('href', '/')
    await expectAccessible()
    await acceptOffer(page)

    await signOut(page)
    await expect(page.getByRole('heading', { level: 1, name: loginTitle })).toBeVisible()
    // The password form is there only for a browser without scripts.
    await expect(page.getByLabel('Cédula de identidad')).toBeHidden()
    await expectAccessible()
    await signInWithPasskey(page, ana)

    await page.goto('/mis-datos/credenciales')
    await expect(page.getByRole('heading', { level: 1, name: 'Claves de acceso' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Este dispositivo' })).toBeVisible()
    // This device has one: Agregar is not offered.
    await expect(page.getByRole('button', { name: 'Agregar' })).toHaveCount(0)
    await expectAccessible()
    await waitForHydration(page)
    await page.getByRole('link', { name: /^Eliminar/ }).click()
    const dialog = page.getByRole('dialog', { name: '¿Desea eliminar esta clave de acceso?' })
    await expect(dialog).toBeVisible()
    await expectAccessible()
    await dialog.getByRole('button', { name: 'Sí, eliminar' }).click()
    await expect(page.getByText('La clave de acceso fue eliminada.')).toBeVisible()
    await expect(page.getByText('No se encontraron claves de acceso para este dispositivo')).toBeVisible()
    // With none here now, the page offers to add one.
    await expect(page.getByRole('button', { name: 'Agregar' })).toBeVisible()

    await signOut(page)
    await expect(page.getByLabel('Cédula de identidad')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Iniciar con biometría' })).toHaveCount(0)
  })

  test('two members on one browser get MultiBiometric; choosing one waits, then signs in with the passkey', async ({ page, expectAccessible }) => {
    const [first, second] = [await anaLike(), await anaLike()]
    await addVirtualAuthenticator(page)
    await page.goto('/login')
    await passwordSignIn(page, first)
    await acceptOffer(page)
    await signOut(page)
    await page.getByRole('link', { name: 'Ingresar con cédula y contraseña' }).click()
    await passwordSignIn(page, second)
    await acceptOffer(page)
    await signOut(page)

    await expect(page.getByRole('heading', { level: 1, name: chooseUser })).toBeVisible()
    const tiles = page.getByRole('list', { name: chooseUser }).getByRole('link')
    await expect(tiles).toHaveText([nameOf(first), nameOf(second)])
    await expectAccessible()
    await waitForHydration(page)
    await tiles.first().click()
    await expect(page.getByRole('status')).toHaveText(`Preparando el ingreso de ${nameOf(first)}…`)
    await signInWithPasskey(page, first)
  })

  test('a device without a passkey adds one from the passkeys page', async ({ page }) => {
    const ana = await anaLike()
    await addVirtualAuthenticator(page)
    await page.goto('/login?modo=normal')
    await passwordSignIn(page, ana)
    await page.getByRole('link', { name: 'Continuar sin agregar' }).click()
    await page.goto('/mis-datos/credenciales')
    await expect(page.getByText('No se encontraron claves de acceso para este dispositivo')).toBeVisible()
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Agregar' }).click()
    await expect(page.getByText('Credencial registrada correctamente')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Este dispositivo' })).toBeVisible()
  })

  test('a browser without a platform authenticator is offered nothing', async ({ page }) => {
    const ana = await anaLike()
    await page.goto('/login')
    await waitForHydration(page)
    await page.getByLabel('Cédula de identidad').fill(ana.ci)
    await page.getByLabel('Contraseña', { exact: true }).fill(ana.password ?? '')
    await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await page.goto('/mis-datos/credenciales')
    await expect(page.getByText('No se encontraron claves de acceso para este dispositivo')).toBeVisible()
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Agregar' })).toHaveCount(0)
  })
})

test.describe('Passkeys without JavaScript', () => {
  /** A passkey added in a scripted context of the same browser; its cookies are then this one's. */
  async function passkeyCookiesFor(browser: Browser, baseURL: string, persona: Persona) {
    const scripted = await browser.newContext({ baseURL, javaScriptEnabled: true })
    try {
      const page = await scripted.newPage()
      await addVirtualAuthenticator(page)
      await page.goto('/login')
      await passwordSignIn(page, persona)
      await acceptOffer(page)
      const cookies = (await scripted.cookies()).filter((cookie) => cookie.name === 'dispositivo' || cookie.name === 'claves-de-acceso')
      expect(cookies).toHaveLength(2)
      return cookies
    } finally {
      await scripted.close()
    }
  }

  test('the login page offers only the password form, even on a browser that holds passkey cookies', async ({ page, context, browser, baseURL, expectAccessible }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Iniciar con biometría' })).toHaveCount(0)

    const ana = await anaLike()
    await context.addCookies(await passkeyCookiesFor(browser, baseURL!, ana))
    await page.goto('/login')
    await expect(page.getByText('Para ingresar con biometría, su navegador debe tener JavaScript activado.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Iniciar con biometría' })).toHaveCount(0)
    await expectAccessible()
    await page.getByLabel('Cédula de identidad').fill(ana.ci)
    await page.getByLabel('Contraseña', { exact: true }).fill(ana.password ?? '')
    await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    // The passkeys page lists it, and deleting works without scripts (the confirmation is a state of the page).
    await page.goto('/mis-datos/credenciales')
    await page.getByRole('link', { name: /^Eliminar/ }).click()
    await expect(page.getByRole('heading', { level: 2, name: '¿Desea eliminar esta clave de acceso?' })).toBeVisible()
    await page.getByRole('button', { name: 'Sí, eliminar' }).click()
    await expect(page.getByText('La clave de acceso fue eliminada.')).toBeVisible()
    await expect(page.getByText('No se encontraron claves de acceso para este dispositivo')).toBeVisible()
  })
})
