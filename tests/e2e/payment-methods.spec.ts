import type { Page } from '@playwright/test'
import { createPersona } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'
import { waitForHydration } from './hydration'
import { BOTH, JS_ONLY } from './projects'
import { personas, signIn } from './sign-in'

/** A holder like Ana, with her own group and copies of her cards. */
async function holderSignsIn(page: Page) {
  const persona = await createPersona(SANDBOX_URL, { like: personas.ana })
  await signIn(page, persona.ci, { password: persona.password ?? undefined })
  await expect(page).not.toHaveURL(/\/login/)
  return persona
}

test.describe('Medios de pagos precargados', () => {
  test('a member who is not the holder is sent home', async ({ page }) => {
    await signIn(page, personas.bruno)
    await expect(page).not.toHaveURL(/\/login/)
    await page.goto('/mis-datos/medios-precargados')
    await expect(page).toHaveURL(/localhost:\d+\/$/)
  })

  test('the holder sees her cards and group, deletes a card after confirming, adds and removes a member', BOTH, async ({ page, expectAccessible }, testInfo) => {
    const js = testInfo.project.name !== 'sin-js'
    await holderSignsIn(page)
    await page.locator('summary', { hasText: 'Mi cuenta' }).click()
    await page.getByRole('link', { name: 'Medios de pagos precargados' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Medios de pagos precargados' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Mis Tarjetas' })).toHaveAttribute('href', /#mis-tarjetas$/)
    await expect(page.getByRole('link', { name: 'Grupo Familiar' })).toHaveAttribute('href', /#grupo-familiar$/)
    const cards = page.locator('#mis-tarjetas')
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Visa crédito terminada en 4021',
      'OCA crédito terminada en 7788',
      'Mastercard débito terminada en 5100',
    ])
    await expect(page.locator('#grupo-familiar')).toContainText('Titular')
    await expectAccessible()

    await cards.getByRole('link', { name: 'Eliminar OCA crédito terminada en 7788' }).click()
    const confirm = js ? page.getByRole('dialog', { name: '¿Desea eliminar esta tarjeta?' }) : page.locator('section.confirm-box')
    await expect(confirm).toBeVisible()
    await expectAccessible()
    await confirm.getByRole('button', { name: 'Sí, eliminar' }).click()
    await expect(page.getByText('La tarjeta fue eliminada.')).toBeVisible()
    await expect(page.locator('#mis-tarjetas').getByRole('heading', { level: 3 })).toHaveCount(2)

    const other = await createPersona(SANDBOX_URL)
    const group = page.locator('#grupo-familiar')
    await group.locator('summary', { hasText: 'Agregar integrante' }).click()
    await group.getByLabel('Cédula de identidad').fill(other.ci)
    await group.getByRole('button', { name: 'Agregar', exact: true }).click()
    await expect(page.getByText('La persona fue agregada al grupo familiar.')).toBeVisible()
    await expect(page.locator('#grupo-familiar')).toContainText('Adicional')
    // C28: the group reloaded, the form is closed and cleared.
    await expect(group.getByLabel('Cédula de identidad')).toBeHidden()
    await group.locator('summary', { hasText: 'Agregar integrante' }).click()
    await expect(group.getByLabel('Cédula de identidad')).toHaveValue('')
    await group.locator('summary', { hasText: 'Agregar integrante' }).click()

    await page.locator('#grupo-familiar').getByRole('link', { name: /^Quitar/ }).click()
    const remove = js ? page.getByRole('dialog', { name: /^¿Desea quitar a / }) : page.locator('section.confirm-box')
    await remove.getByRole('button', { name: 'Sí, quitar' }).click()
    await expect(page.getByText('La persona fue quitada del grupo familiar.')).toBeVisible()
    await expect(page.locator('#grupo-familiar')).not.toContainText('Adicional')
  })

  test('closing the add form clears its field and its errors (C28)', JS_ONLY, async ({ page }) => {
    await holderSignsIn(page)
    await page.goto('/mis-datos/medios-precargados#grupo-familiar')
    await waitForHydration(page)
    const group = page.locator('#grupo-familiar')
    const summary = group.locator('summary', { hasText: 'Agregar integrante' })
    await summary.click()
    await group.getByLabel('Cédula de identidad').fill(personas.bruno)
    await group.getByRole('button', { name: 'Agregar', exact: true }).click()
    await expect(page.getByText('La persona ya pertenece a un grupo')).toBeVisible()
    // The banner alone is the form's problem: the title says so while it shows.
    await expect(page).toHaveTitle(/^Error: /)
    await summary.click()
    await expect(page).not.toHaveTitle(/^Error: /)
    await summary.click()
    await expect(group.getByLabel('Cédula de identidad')).toHaveValue('')
    await expect(page.getByText('La persona ya pertenece a un grupo')).toBeHidden()
  })

  test('a refused addition shows the API’s words and keeps what was typed', async ({ page }) => {
    await holderSignsIn(page)
    await page.goto('/mis-datos/medios-precargados#grupo-familiar')
    const group = page.locator('#grupo-familiar')
    await group.locator('summary', { hasText: 'Agregar integrante' }).click()
    // Bruno is in Ana's group already.
    await group.getByLabel('Cédula de identidad').fill(personas.bruno)
    await group.getByRole('button', { name: 'Agregar', exact: true }).click()
    await expect(page.getByText('La persona ya pertenece a un grupo')).toBeVisible()
    await expect(page.locator('#grupo-familiar').getByLabel('Cédula de identidad')).toHaveValue(personas.bruno)
    // The page answering it opens at the group, where the refusal is.
    await expect(page).toHaveURL(/\?tab=grupo-familiar#grupo-familiar$/)
  })
})
