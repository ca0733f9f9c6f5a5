import type { Page } from '@playwright/test'
import { createPersona } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'
import { enterSecurityCode } from './security-code'
import { BOTH } from './projects'
import { personas, signIn } from './sign-in'
import { signInCached } from './signed-in'

/**
 * Paying a pending debt online (C31–C33) and adding a card (C27), through the sandbox's card provider on its own
 * origin (127.0.0.1, another site than the portal's localhost): with JavaScript its pages open in the portal's
 * dialog, without it the browser goes to its hosted pages and comes back through /pagos/retorno.
 */

/** A holder like Ana: her own group, copies of her cards and of her unpaid debts. */
async function anaLike(page: Page) {
  const persona = await createPersona(SANDBOX_URL, { like: personas.ana })
  await signIn(page, persona.ci, { password: persona.password ?? undefined })
  await expect(page).not.toHaveURL(/\/login/)
  return persona
}

/** From the list to the fee's pay page, and the Visa card chosen. */
async function payTheFee(page: Page, check: () => Promise<void> = async () => {}) {
  await page.goto('/mi-mutual/pagos-pendientes')
  await page.getByRole('link', { name: /^Cuota de .*, \$2155\.00$/ }).click()
  await page.getByRole('link', { name: 'Pagar en línea' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar en línea' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'Seleccione una tarjeta para realizar el pago en línea' })).toBeVisible()
  await check()
  await page.getByLabel('Visa crédito terminada en 4021').check()
  await page.getByRole('button', { name: 'Pagar $2155.00' }).click()
}

test.describe('Pago en línea', () => {
  test('Ana pays a monthly fee with the security code, gets the invoice and the receipt, and the fee is gone', BOTH, async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const js = testInfo.project.name !== 'sin-js'
    await anaLike(page)
    await payTheFee(page, expectAccessible)
    await enterSecurityCode(page, js, '123')

    // The confirmation names its payment's reference: its result, whatever another tab paid meanwhile.
    await expect(page).toHaveURL(/\/mi-mutual\/pagos-pendientes\/confirmacion\?ref=pago\.couta\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/)
    await expect(page.getByRole('heading', { level: 1, name: '¡Pagaste con éxito!' })).toBeVisible()
    const invoice = page.locator('.summary-list')
    await expect(invoice).toContainText('Tipo')
    await expect(invoice).toContainText('e-Ticket')
    await expect(invoice).toContainText('Código de Seguridad')
    await expect(page.getByRole('link', { name: 'Volver al menú principal' })).toBeVisible()
    await expectAccessible()

    const receipt = await page.getByRole('link', { name: 'Descargar el comprobante (PDF)' }).getAttribute('href')
    const pdf = await page.request.get(receipt!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

    // A reload shows the same result and charges nothing more; the fee is no longer pending.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: '¡Pagaste con éxito!' })).toBeVisible()
    await page.goto('/mi-mutual/pagos-pendientes')
    await expect(page.getByRole('link', { name: /^Cuota de .*, \$2155\.00$/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /, \$550\.50$/ })).toBeVisible()
  })

  test('a security code the provider rejects ends at "No se pudo procesar el pago", and the fee is still there', BOTH, async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const js = testInfo.project.name !== 'sin-js'
    await anaLike(page)
    await payTheFee(page)
    await enterSecurityCode(page, js, '000')

    await expect(page.getByRole('heading', { level: 1, name: 'No se pudo procesar el pago' })).toBeVisible()
    await expectAccessible()
    await page.getByRole('link', { name: 'Reintentar' }).click()
    await expect(page).toHaveURL(/\/mi-mutual\/pagos-pendientes$/)
    await expect(page.getByRole('link', { name: /^Cuota de .*, \$2155\.00$/ })).toBeVisible()
  })

  test('cancelling on the provider page cancels the payment and goes back to choosing a card', BOTH, async ({
    page,
  }, testInfo) => {
    const js = testInfo.project.name !== 'sin-js'
    await anaLike(page)
    await payTheFee(page)
    if (js) {
      await expect(page.getByRole('dialog', { name: 'Código de seguridad' })).toBeVisible()
      await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click()
    } else {
      await expect(page).toHaveURL(/\/pasarela\/cvv\?/)
      await page.getByRole('button', { name: 'Cancelar' }).click()
    }
    await expect(page.getByText('El pago fue cancelado. No se realizó ningún cobro.')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Pagar en línea' })).toBeVisible()
    await page.goto('/mi-mutual/pagos-pendientes')
    await expect(page.getByRole('link', { name: /^Cuota de .*, \$2155\.00$/ })).toBeVisible()
  })

  test("Bruno cannot open the pay page of Ana's fee", async ({ page }) => {
    await signInCached(page, personas.bruno)
    await page.goto('/mi-mutual/pagos-pendientes/pago/couta/70001')
    await expect(page).toHaveURL(/\/mi-mutual\/pagos-pendientes$/)
    await expect(page.getByText('$2155.00')).toHaveCount(0)
  })

  test('Ana adds a card through the provider and it joins her cards', BOTH, async ({ page, expectAccessible }, testInfo) => {
    const js = testInfo.project.name !== 'sin-js'
    await anaLike(page)
    await page.goto('/mis-datos/medios-precargados')
    await page.getByRole('button', { name: 'Agregar tarjeta' }).click()
    const provider = js ? page.getByRole('dialog', { name: 'Agregar tarjeta' }).frameLocator('iframe') : page
    if (js) {
      await expect(page.getByRole('dialog', { name: 'Agregar tarjeta' })).toBeVisible()
      await expectAccessible()
    } else {
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pasarela\/captura\?/)
    }
    await provider.getByLabel('Número de la tarjeta').fill('4111 1111 1111 1111')
    await provider.getByLabel('Vencimiento').fill('12/30')
    await provider.getByLabel('Nombre del titular').fill('Ana Pérez')
    await provider.getByRole('button', { name: 'Guardar tarjeta' }).click()

    await expect(page.getByText('La tarjeta fue agregada.')).toBeVisible()
    await expect(page).toHaveURL(/\/mis-datos\/medios-precargados\?tab=mis-tarjetas/)
    await expect(
      page.locator('#mis-tarjetas').getByRole('heading', { level: 3, name: 'Visa crédito terminada en 1111' })
    ).toBeVisible()
  })
})
