/**
 * The medical booking's whole journeys (C35–C42, C55): a free booking with a chosen doctor, a quick booking paid
 * online by card with its invoice, one paid at Abitab, a rejected card then RedPagos, and a cancellation. Every
 * variant of the result and each refusal is a route test (app/routes/agenda_.consulta-medica.result.test.ts).
 * Each test is a new member like Ana (her group's cards), so no standing reservation of another test is in the way.
 */
import type { Page } from '@playwright/test'
import { createPersona } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'
import { enterSecurityCode } from './security-code'
import { waitForHydration } from './hydration'
import { BOTH } from './projects'
import { personas, signIn } from './sign-in'

const BASE = '/agenda/consulta-medica'

async function anaLike(page: Page) {
  const persona = await createPersona(SANDBOX_URL, { like: personas.ana })
  await signIn(page, persona.ci, { password: persona.password ?? undefined })
  await expect(page).not.toHaveURL(/\/login/)
}

/** `reserva-web`: Cardiología, the order type and the booking kind (the doctor list needs the specialty first). */
async function generalInfo(page: Page, js: boolean, orderType: string, kind: 'Reserva rápida' | 'Elegir médico') {
  await page.goto(`${BASE}/reserva-web`)
  if (js) {
    // Until hydration the specialty is the server's select (also a combobox): the text field replaces it then.
    await waitForHydration(page)
    await page.getByRole('combobox', { name: 'Especialidad' }).fill('Cardio')
    await page.getByRole('option', { name: 'Cardiología' }).click()
  } else {
    await page.getByLabel('Especialidad').selectOption({ label: 'Cardiología' })
    await page.getByRole('button', { name: 'Ver opciones de la especialidad' }).click()
  }
  await page.getByLabel(kind).check()
  // Without JavaScript the doctor's list shows once `Elegir médico` is saved (BR73): the specialty's button saves it.
  if (!js && kind === 'Elegir médico') await page.getByRole('button', { name: 'Ver opciones de la especialidad' }).click()
  await page.getByLabel('Tipo de orden').selectOption({ label: orderType })
}

/** A quick booking of the first slot offered, up to the confirmation. */
async function quickBooking(page: Page, js: boolean, orderType: string) {
  await generalInfo(page, js, orderType, 'Reserva rápida')
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(`${BASE}/fecha-hora-rapida`)
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Continuar' }).click()
  await expect(page).toHaveURL(`${BASE}/confirmacion`)
}

/** From the confirmation of a costed booking to the payment method `method`. */
async function payWith(page: Page, method: 'Pago en línea' | 'Abitab' | 'RedPagos') {
  await expect(page.getByText('FONASA: $450.00')).toBeVisible()
  await page.getByRole('button', { name: 'Pagar' }).click()
  await page.getByLabel(method).check()
  await page.getByRole('button', { name: 'Continuar' }).click()
}

/** The card and its security code, on the provider's page: in the dialog with JavaScript, hosted without. */
async function payByCard(page: Page, js: boolean, code: string) {
  await expect(page).toHaveURL(`${BASE}/pago-online`)
  await page.getByLabel('Visa crédito terminada en 4021').check()
  await page.getByRole('button', { name: 'Pagar $450.00' }).click()
  await enterSecurityCode(page, js, code)
}

test.describe('Consulta médica', () => {
  test('a free consultation with a chosen doctor is booked at once, with its calendar file', BOTH, async ({ page, expectAccessible }, testInfo) => {
    const js = testInfo.project.name !== 'sin-js'
    await anaLike(page)
    await generalInfo(page, js, 'Resultados de estudios', 'Elegir médico')
    await page.getByLabel('Médico', { exact: true }).selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(`${BASE}/fecha`)
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(`${BASE}/hora`)
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Continuar' }).click()
    await expect(page).toHaveURL(`${BASE}/confirmacion`)
    await expect(page.getByText('FONASA: $0.00')).toBeVisible()
    await expectAccessible()
    await page.getByRole('button', { name: 'Confirmar reserva' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reservaste la consulta con éxito' })).toBeVisible()
    await expectAccessible()
    const file = await page.getByRole('link', { name: 'Agregar a mi calendario' }).getAttribute('href')
    expect((await page.request.get(file!)).headers()['content-type']).toContain('text/calendar')
  })

  test('a quick booking paid online by card shows its invoice', BOTH, async ({ page, expectAccessible }, testInfo) => {
    const js = testInfo.project.name !== 'sin-js'
    await anaLike(page)
    await quickBooking(page, js, 'Consulta')
    await payWith(page, 'Pago en línea')
    await expect(page).toHaveURL(`${BASE}/pago-online`)
    await expectAccessible()
    await payByCard(page, js, '123')
    await expect(page.getByRole('heading', { level: 1, name: 'Reservaste la consulta con éxito' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Factura electrónica' })).toBeVisible()
    await expect(page.getByText('Código de Seguridad')).toBeVisible()
    await expectAccessible()
  })

  test('a booking to be paid at Abitab says so', async ({ page, expectAccessible }) => {
    await anaLike(page)
    await quickBooking(page, false, 'Consulta')
    await payWith(page, 'Abitab')
    await expect(page.getByRole('heading', { level: 1, name: 'Reservaste la consulta con éxito' })).toBeVisible()
    await expect(page.getByText('Puede pagarla en cualquier local de Abitab.')).toBeVisible()
    await expectAccessible()
  })

  test('a rejected card keeps the reservation, then RedPagos only changes its method', async ({ page, expectAccessible }) => {
    await anaLike(page)
    await quickBooking(page, false, 'Consulta')
    await payWith(page, 'Pago en línea')
    await payByCard(page, false, '000')
    await expect(page.getByRole('heading', { level: 1, name: 'No se pudo procesar el pago' })).toBeVisible()
    await expectAccessible()
    await page.getByRole('button', { name: 'Pagar en RedPagos' }).click()
    await expect(page).toHaveURL('/mi-mutual')
    await expect(page.getByText('Se cambio el medio de pago para la reserva')).toBeVisible()
  })

  // The confirmation is a dialog with JavaScript, an in-page state without.
  test('a rejected booking is cancelled after the confirmation', BOTH, async ({ page, expectAccessible }, testInfo) => {
    const js = testInfo.project.name !== 'sin-js'
    await anaLike(page)
    await quickBooking(page, js, 'Consulta')
    await payWith(page, 'Pago en línea')
    await payByCard(page, js, '000')
    await expect(page.getByRole('heading', { level: 1, name: 'No se pudo procesar el pago' })).toBeVisible()
    await page.getByRole('link', { name: 'Cancelar reserva' }).click()
    const question = js ? page.getByRole('dialog', { name: 'Está seguro que desea cancelar su reserva?' }) : page
    await expect(question.getByRole('heading', { name: 'Está seguro que desea cancelar su reserva?' })).toBeVisible()
    await question.getByRole('button', { name: 'Sí, cancelar la reserva' }).click()
    await expect(page).toHaveURL('/mi-mutual/consulta-cancelada')
    await expect(page.getByRole('heading', { level: 1, name: 'Tu consulta fue cancelada' })).toBeVisible()
    await expectAccessible()
  })
})
