import fs from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { readPdfText } from '../pdf-text'
import { expect, test } from './fixtures'
import { waitForHydration } from './hydration'
import { BOTH, JS_ONLY } from './projects'
import { personas } from './sign-in'

const ONE_INVALID = 'El Documento ingresado no es válido'
const SEVERAL_INVALID = 'Los Documentos ingresados no son válidos'
/** Cédulas with a right check digit that belong to nobody in the sandbox. */
const NOBODY = '30000010'
const NOBODY_ELSE = '30000026'

interface Person {
  nombre: string
  apellido: string
  cedula: string
}
const federico: Person & { mail: string } = { nombre: 'Federico', apellido: 'Díaz', cedula: personas.federico, mail: 'federico.diaz@example.com' }
const gabriela: Person = { nombre: 'Gabriela', apellido: 'Díaz', cedula: personas.gabriela }

/** The form, after hydration with JavaScript (its buttons then act in the page). */
async function openForm(page: Page, javaScriptEnabled: boolean) {
  await page.goto('/sign-up')
  await expect(page.getByRole('heading', { level: 1, name: 'Regístrate' })).toBeVisible()
  if (javaScriptEnabled) await waitForHydration(page)
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

async function fillMember(page: Page, member: typeof federico) {
  await field(page, 'Nombre').fill(member.nombre)
  await field(page, 'Apellido').fill(member.apellido)
  await field(page, 'Cédula de identidad').fill(member.cedula)
  await field(page, 'Correo electrónico').fill(member.mail)
}

async function addAdicional(page: Page, adicional: typeof gabriela) {
  await page.getByRole('button', { name: 'Agregar adicional' }).click()
  await expect(page.getByRole('group', { name: 'Datos del adicional' })).toBeVisible()
  await field(page, 'Nombre del adicional').fill(adicional.nombre)
  await field(page, 'Apellido del adicional').fill(adicional.apellido)
  await field(page, 'Cédula del adicional').fill(adicional.cedula)
}

const register = (page: Page) => page.getByRole('button', { name: 'Registrarme' }).click()

test.describe('Registration', () => {
  test('the login page’s "Regístrate" leads to the form, outside the shell', async ({ page, expectAccessible }) => {
    await page.goto('/login')
    await page.getByRole('link', { name: 'Regístrate' }).click()
    await expect(page).toHaveURL(/\/sign-up$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Regístrate' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toHaveCount(0)
    // What to do next: registration ends offline, with the contract signed and sent by e-mail.
    await expect(page.getByRole('region', { name: 'Cómo se completa el registro' })).toContainText('contacto@mutual.com.uy')
    await expect(field(page, 'Cédula de identidad')).toHaveAccessibleDescription('sin puntos ni guiones')
    await expectAccessible()
  })

  test('reads the contract of use, its seven clauses, and comes back to the form as it was', BOTH, async ({
    page,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    await openForm(page, javaScriptEnabled)
    await field(page, 'Nombre').fill('Federico')
    const read = page.getByRole('button', { name: 'Leer el contrato de uso' })
    await read.click()

    const contract = javaScriptEnabled ? page.getByRole('dialog', { name: 'Contrato de uso' }) : page.getByRole('region', { name: 'Contrato de uso' })
    await expect(contract).toBeVisible()
    if (!javaScriptEnabled) await expect(page).toHaveURL(/\/sign-up\?dialogo=contrato$/)
    await expect(contract.getByRole('listitem')).toHaveCount(7)
    await expect(contract).toContainText('Confidencialidad de la clave.')
    await expect(contract).toContainText('es punible')
    await expectAccessible()

    await contract.getByRole('button', { name: 'Cerrar' }).or(contract.getByRole('link', { name: 'Cerrar' })).click()
    await expect(contract).toBeHidden()
    if (javaScriptEnabled) await expect(read).toBeFocused()
    await expect(field(page, 'Nombre')).toHaveValue('Federico')
  })

  test('registers Federico with the minor Gabriela as adicional and downloads the contract', BOTH, async ({
    page,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    await openForm(page, javaScriptEnabled)
    await fillMember(page, federico)
    await addAdicional(page, gabriela)
    // Opening the section keeps what was typed (without JavaScript, through the server).
    await expect(field(page, 'Nombre')).toHaveValue('Federico')
    await expect(field(page, 'Correo electrónico')).toHaveValue(federico.mail)
    await expectAccessible()
    await register(page)

    const finish = javaScriptEnabled
      ? page.getByRole('dialog', { name: 'Finalizar registro' })
      : page.getByRole('region', { name: 'Finalizar registro' })
    await expect(finish).toBeVisible()
    await expect(page).toHaveURL(/\/sign-up\?dialogo=fin$/)
    await expect(finish).toContainText('contacto@mutual.com.uy')
    await expect(finish).toContainText(federico.mail)
    // The form behind the dialog starts again, empty.
    if (javaScriptEnabled) await expect(field(page, 'Nombre')).toHaveValue('')
    await expectAccessible()

    const downloading = page.waitForEvent('download')
    await finish.getByRole('link', { name: 'Descargar PDF' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('Contrato de uso.pdf')
    const { lines } = await readPdfText(new Uint8Array(await fs.readFile(await download.path())))
    expect(lines).toEqual(
      expect.arrayContaining([
        'Nombre: Federico',
        `Cédula de identidad: ${personas.federico}`,
        'Datos del adicional',
        'Nombre: Gabriela',
        `Cédula de identidad: ${personas.gabriela}`,
      ]),
    )
    expect(lines.join(' ')).toContain('El acceso no autorizado a cuentas o datos de terceros está prohibido y es punible')

    // Closing the finish goes home.
    await finish.getByRole('button', { name: 'Cerrar' }).or(finish.getByRole('link', { name: 'Cerrar' })).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('with JavaScript, Escape on the finish goes home too', JS_ONLY, async ({ page }) => {
    await openForm(page, true)
    await fillMember(page, federico)
    await register(page)
    await expect(page.getByRole('dialog', { name: 'Finalizar registro' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/$/)
  })

  test('Enter in a field registers: it does not open the adicional nor the contract', BOTH, async ({ page, javaScriptEnabled }) => {
    await openForm(page, javaScriptEnabled)
    await fillMember(page, federico)
    await field(page, 'Correo electrónico').press('Enter')
    await expect(page).toHaveURL(/\/sign-up\?dialogo=fin$/)
    await expect(page.getByRole('heading', { name: 'Finalizar registro' })).toBeVisible()
  })

  test('explains missing fields beside them and in a summary that links to them', BOTH, async ({ page, javaScriptEnabled, expectAccessible }) => {
    await openForm(page, javaScriptEnabled)
    await field(page, 'Cédula de identidad').fill('67890128')
    await register(page)
    const summary = page.locator('.error-summary')
    await expect(summary.getByRole('link', { name: 'Ingrese su nombre' })).toHaveAttribute('href', '#registro-nombre')
    await expect(summary.getByRole('link', { name: 'Ingrese una cédula válida, sin puntos ni guiones.' })).toHaveAttribute('href', '#registro-cedula')
    await expect(field(page, 'Correo electrónico')).toHaveAccessibleDescription(/Ingrese su correo electrónico/)
    await expect(field(page, 'Cédula de identidad')).toHaveValue('67890128')
    await expect(page).toHaveTitle(/^Error: Regístrate/)
    await expectAccessible()
  })

  test('a document that is not an affiliate’s shows the one-document message, keeping what was typed', async ({
    page,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    await openForm(page, javaScriptEnabled)
    await fillMember(page, federico)
    await addAdicional(page, { ...gabriela, cedula: NOBODY })
    await register(page)
    const summary = page.locator('.error-summary')
    await expect(summary.getByRole('link', { name: ONE_INVALID })).toHaveAttribute('href', '#registro-cedulaAditional')
    await expect(summary).not.toContainText(SEVERAL_INVALID)
    await expect(field(page, 'Cédula del adicional')).toHaveAccessibleDescription(new RegExp(ONE_INVALID))
    await expect(field(page, 'Cédula del adicional')).toHaveValue(NOBODY)
    await expect(field(page, 'Nombre')).toHaveValue('Federico')
    await expect(field(page, 'Cédula de identidad')).not.toHaveAttribute('aria-invalid')
    await expectAccessible()
  })

  test('two documents that are not valid show the several-documents message', async ({ page, javaScriptEnabled }) => {
    await openForm(page, javaScriptEnabled)
    await fillMember(page, { ...federico, cedula: NOBODY })
    await addAdicional(page, { ...gabriela, cedula: NOBODY_ELSE })
    await register(page)
    const summary = page.locator('.error-summary')
    await expect(summary).toContainText(SEVERAL_INVALID)
    await expect(field(page, 'Cédula de identidad')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Cédula del adicional')).toHaveAttribute('aria-invalid', 'true')
  })

  test('closing the adicional section clears its fields and keeps the member’s', BOTH, async ({ page, javaScriptEnabled, expectAccessible }) => {
    await openForm(page, javaScriptEnabled)
    await fillMember(page, federico)
    await addAdicional(page, gabriela)
    if (javaScriptEnabled) await expect(field(page, 'Nombre del adicional')).toBeVisible()
    await page.getByRole('button', { name: 'Quitar adicional' }).click()
    await expect(page.getByRole('group', { name: 'Datos del adicional' })).toHaveCount(0)
    const add = page.getByRole('button', { name: 'Agregar adicional' })
    if (javaScriptEnabled) await expect(add).toBeFocused()
    await expect(field(page, 'Nombre')).toHaveValue('Federico')
    await expect(field(page, 'Cédula de identidad')).toHaveValue(personas.federico)
    await expectAccessible()

    await add.click()
    await expect(field(page, 'Nombre del adicional')).toHaveValue('')
    await expect(field(page, 'Apellido del adicional')).toHaveValue('')
    await expect(field(page, 'Cédula del adicional')).toHaveValue('')
    if (javaScriptEnabled) await expect(field(page, 'Nombre del adicional')).toBeFocused()

    // Open, its fields are required.
    await register(page)
    await expect(page.locator('.error-summary').getByRole('link', { name: 'Ingrese el nombre del adicional' })).toBeVisible()
  })
})
