/**
 * Flow B, the prescribed-medicine purchase (spec 002 §2.2): a member buys for herself (the special recipe's
 * discount, a no-stock medicine left pending, picked up and paid at Abitab); she buys for someone else after his SMS
 * code (home delivery, her card, the invoice); a rejected card, BR63's error modal and another card; with JavaScript,
 * the security code's dialog closed (no failure: the same card pays) and the error modal closed (its buttons stay on
 * the page); a wrong code and the resend lock; the call centre buys for a member;
 * a disabled and a sanctioned affiliate are stopped. Each step's refusals and every result variant are route tests
 * (app/routes/medicamentos-recetados.nueva-solicitud.*.test.ts). Both projects run what differs with JavaScript:
 * the quantities (a fetcher), the questions (dialogs), the card's security code (the provider's dialog).
 *
 * The members are fresh personas made like the demo's, so a purchase never changes what another test reads.
 */
import type { Page } from '@playwright/test'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { createPersona, readOutbox } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'
import { enterSecurityCode } from './security-code'
import { waitForHydration } from './hydration'
import { BOTH, JS_ONLY } from './projects'
import { expectTapTargets } from './tap-target'
import { personas, signInAs } from './sign-in'

const BASE = '/medicamentos-recetados/nueva-solicitud'

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' })

/** From the hub's link (`?modo=call-center` for the call centre) to the document step, in Montevideo Centro. */
async function startAt(page: Page, options: { callCentre?: boolean } = {}) {
  await page.goto(`${BASE}/localidad${options.callCentre ? '?modo=call-center' : ''}`)
  const header = options.callCentre ? 'Compra de medicamentos - Call Center' : 'Compra de medicamentos'
  await expect(page.getByRole('heading', { level: 1, name: header, exact: true })).toBeVisible()
  await page.getByLabel('Localidad de envío/retiro de medicamentos').selectOption({ label: 'Montevideo Centro' })
  await button(page, 'Continuar').click()
  await expect(page).toHaveURL(`${BASE}/documento`)
}

/** The other person's document, sent from the document step's form. */
async function otherPerson(page: Page, ci: string, submit: 'Enviar SMS' | 'Continuar') {
  await page.getByRole('link', { name: 'Solicitar para otra persona' }).click()
  await expect(page.getByRole('heading', { name: 'Paso 2: Solicita medicamentos para otra persona' })).toBeVisible()
  await page.getByLabel('Documento de la persona afiliada').fill(ci)
  await button(page, submit).click()
}

/** One box-step more of `medicine`, waiting for the quantity to show it (a fetcher with JavaScript, a POST without). */
async function addOne(page: Page, medicine: string, expected: number) {
  const plus = button(page, `Agregar una caja de ${medicine}`)
  await plus.click()
  await expect(page.locator('.quantity-stepper', { has: plus }).locator('output')).toHaveText(String(expected))
}

/** C71's Continuar and its question's Continuar (a dialog with JavaScript, the page's state without). */
async function toShipping(page: Page) {
  await button(page, 'Continuar').click()
  await expect(page.getByText('¿Desea agregar otra solicitud?')).toBeVisible()
  await page.getByRole('button', { name: 'Continuar' }).last().click()
  await expect(page).toHaveURL(`${BASE}/envio`)
  // The question is the page's heading, said once: the group's legend holds the h1.
  await expect(page.getByRole('group', { name: 'Seleccione una forma de envío:' }).getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('Seleccione una forma de envío:')).toHaveCount(1)
}

/** The SMS code the sandbox sent to `celular` last. */
async function codeSentTo(celular: string | null): Promise<string> {
  const sms = (await readOutbox(SANDBOX_URL)).find((message) => message.canal === 'sms' && message.destinatario === celular)
  const code = sms?.cuerpo.match(/\b[A-Z0-9]{6}\b/)?.[0]
  if (!code) throw new Error(`no SMS code to ${celular}`)
  return code
}

/** A new member like Ana buys one Enalapril for herself, picked up: to the payment method. */
async function ownPurchaseToPaymentMethod(page: Page) {
  const ana = await createPersona(SANDBOX_URL, { like: personas.ana })
  await signInAs(page, ana.ci)
  await startAt(page)
  await button(page, 'Solicitar para mi').click()
  await addOne(page, 'Enalapril 10 mg comprimidos', 1)
  await toShipping(page)
  await page.getByLabel('Retiro en sucursal').check()
  await button(page, 'Continuar').click()
  await page.getByLabel('Celular').fill('099123456')
  await button(page, 'Continuar').click()
}

/** That purchase on to the card step with `Pago en línea`. */
async function ownPurchaseToCards(page: Page) {
  await ownPurchaseToPaymentMethod(page)
  await page.getByLabel('Pago en línea').check()
  await button(page, 'Continuar').click()
  await button(page, 'Pagar').click()
  await expect(page).toHaveURL(`${BASE}/pago`)
  await waitForHydration(page)
}

/** Card 4021 chosen and paid for: the provider's dialog for its code. */
async function payWithVisa(page: Page) {
  await page.getByLabel('Visa crédito terminada en 4021').check()
  await page.getByRole('button', { name: /^Pagar \$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Código de seguridad' })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('Compra de medicamentos', () => {
  test('a member buys for herself: the special recipe discounted, a no-stock medicine pending, picked up, Abitab', BOTH, async ({
    page,
    expectAccessible,
  }) => {
    const ana = await createPersona(SANDBOX_URL, { like: personas.ana })
    await signInAs(page, ana.ci)
    await startAt(page)
    await expectAccessible()
    await button(page, 'Solicitar para mi').click()

    await expect(page).toHaveURL(`${BASE}/agregar-medicamentos`)
    await expect(page.getByText('Dispone de 4 tickets bonificados por grupo familiar policial')).toBeVisible()
    await expect(page.getByText('Hay fármacos sin stock, puede agregarlos si lo desea')).toBeVisible()
    await expect(page.getByText('No disponible para entrega')).toBeVisible()
    await expectAccessible()
    // A medicine's Ver Indicaciones and a recipe's Ver detalles are whole tap targets (WCAG 2.5.5).
    await expectTapTargets(page.getByRole('link', { name: 'Ver Indicaciones' }))
    await expectTapTargets(page.locator('summary', { hasText: 'Ver detalles' }))
    await addOne(page, 'Enalapril 10 mg comprimidos', 1)
    await addOne(page, 'Paracetamol 500 mg comprimidos', 1)
    await addOne(page, 'Bisoprolol 5 mg comprimidos', 1)
    // BR59: both lines take a discounted ticket ($60 instead of $186 and $95); the no-stock one is not charged.
    await expect(page.getByText('Dispone de 2 tickets bonificados por grupo familiar policial')).toBeVisible()
    await expect(page.getByText('Total: $120.00')).toBeVisible()
    await toShipping(page)

    await page.getByLabel('Retiro en sucursal').check()
    await expectAccessible()
    await button(page, 'Continuar').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 4: Datos de contacto' })).toBeVisible()
    await expect(page).toHaveTitle(/^Paso 4: Datos de contacto/)
    await page.getByLabel('Celular').fill('099123456')
    await button(page, 'Continuar').click()
    await page.getByLabel('Abitab').check()
    await button(page, 'Continuar').click()

    await expect(page).toHaveURL(`${BASE}/confirmacion`)
    await expect(page.getByText('1 afiliado', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Medicamentos sin stock' })).toBeVisible()
    // $120 of medicines and the $12 bag (A44).
    await expect(page.getByRole('definition').filter({ hasText: '$132.00' }).first()).toBeVisible()
    await expectAccessible()
    await button(page, 'Confirmar solicitud').click()

    await expect(page.getByRole('heading', { level: 1, name: 'Recibimos tu solicitud y la procesaremos a la brevedad' })).toBeVisible()
    await expect(page.getByText('Recordar que tiene 24hs para realizar el pago.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ver mis solicitudes' })).toBeVisible()
    await expectAccessible()
  })

  test('a member buys for another person after his SMS code, delivered home and paid by card', BOTH, async ({ page }, testInfo) => {
    const js = testInfo.project.name !== 'sin-js'
    const ana = await createPersona(SANDBOX_URL, { like: personas.ana })
    const bruno = await createPersona(SANDBOX_URL, { like: personas.bruno })
    await signInAs(page, ana.ci)
    await startAt(page)
    await otherPerson(page, bruno.ci, 'Enviar SMS')

    await expect(page).toHaveURL(`${BASE}/verificacion`)
    await page.getByLabel('Código de verificación').fill(await codeSentTo(bruno.celular))
    await button(page, 'Continuar').click()
    await expect(page).toHaveURL(`${BASE}/agregar-medicamentos`)
    await expect(page.getByText(bruno.ci)).toBeVisible()
    await page.getByRole('button', { name: /^Agregar una caja de / }).first().click()
    await expect(page.getByText(/^Total: \$[1-9]/)).toBeVisible()
    await toShipping(page)

    if (js) {
      // BR60: the footer adds the shipping of the card chosen, before Continuar.
      await waitForHydration(page)
      const footer = page.getByText(/^Total: \$/)
      const before = await footer.textContent()
      await page.getByLabel('Envío a domicilio').check()
      await expect(footer).not.toHaveText(before!)
    } else await page.getByLabel('Envío a domicilio').check()
    await button(page, 'Continuar').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Paso 4: Entrega' })).toBeVisible()
    if (js) {
      // C74: a required field left blank is flagged as it is left, before any Continuar.
      await waitForHydration(page)
      await page.getByLabel('Dirección de entrega').fill('')
      await page.getByLabel('Dirección de entrega').press('Tab')
      await expect(page.getByText(medicinePurchase.entrega.required.direccion)).toBeVisible()
    }
    await page.getByLabel('Celular').fill('099123456')
    await page.getByLabel('Dirección de entrega').fill('Av. Italia 2345')
    await page.getByLabel('Entre calles').fill('Propios y Comercio')
    await button(page, 'Continuar').click()
    await page.getByLabel('Pago en línea').check()
    await button(page, 'Continuar').click()
    await button(page, 'Pagar').click()

    await expect(page).toHaveURL(`${BASE}/pago`)
    await page.getByLabel('Visa crédito terminada en 4021').check()
    await page.getByRole('button', { name: /^Pagar \$/ }).click()
    await enterSecurityCode(page, js, '123')
    await expect(page.getByRole('heading', { level: 1, name: '¡Pagaste con éxito!' })).toBeVisible()
    await expect(page.getByText('Código de Seguridad')).toBeVisible()
  })

  test('a rejected card: the error modal, Intentar nuevamente, the same card refused, another card pays (BR63, A30)', BOTH, async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const js = testInfo.project.name !== 'sin-js'
    await ownPurchaseToPaymentMethod(page)

    /** From the payment method to the card step. */
    const toCards = async () => {
      await page.getByLabel('Pago en línea').check()
      await button(page, 'Continuar').click()
      await button(page, 'Pagar').click()
      await expect(page).toHaveURL(`${BASE}/pago`)
    }
    /** `card` paid with `cvv` typed on the provider's page. */
    const payWith = async (card: RegExp, cvv: string) => {
      await page.getByLabel(card).check()
      await page.getByRole('button', { name: /^Pagar \$/ }).click()
      await enterSecurityCode(page, js, cvv)
    }
    await toCards()
    await payWith(/terminada en 4021/, '000')

    // BR63's modal (a dialog with JavaScript, the page's own state without); nothing is annulled before the choice.
    await expect(page).toHaveURL(`${BASE}/pago`)
    await expect(page.getByText('Hubo un error al procesar su pago. Por favor, seleccione un medio de pago diferente')).toBeVisible()
    await expectAccessible()
    await button(page, 'Intentar nuevamente').click()
    await expect(page).toHaveURL(`${BASE}/forma-pago`)
    await expect(page.getByRole('group', { name: 'Paso 5: Forma de pago' }).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Paso 5: Forma de pago')).toHaveCount(1)

    await toCards()
    await page.getByLabel(/terminada en 4021/).check()
    await page.getByRole('button', { name: /^Pagar \$/ }).click()
    await expect(page.getByText('No puede seleccionar la misma tarjeta para realizar el pago.').first()).toBeVisible()
    await payWith(/terminada en 7788/, '123')
    await expect(page.getByRole('heading', { level: 1, name: '¡Pagaste con éxito!' })).toBeVisible()
  })

  test('with JavaScript a security code given up (Escape, Cerrar) is no failure: the cards again, and the same card pays (C33, A30)', JS_ONLY, async ({
    page,
  }) => {
    await ownPurchaseToCards(page)
    for (const close of [() => page.keyboard.press('Escape'), () => button(page, 'Cerrar').click()]) {
      const dialog = await payWithVisa(page)
      await close()
      await expect(dialog).toBeHidden()
      // The member backed out: the card step again, with no error and her card still offered.
      await expect(page.getByLabel('Visa crédito terminada en 4021')).toBeVisible()
      await expect(page.getByRole('dialog', { name: 'Hubo un error al procesar su pago' })).toBeHidden()
      await expect(button(page, 'Intentar nuevamente')).toHaveCount(0)
      await expect(page).toHaveURL(`${BASE}/pago`)
    }
    await payWithVisa(page)
    await expect(page.getByText('No puede seleccionar la misma tarjeta para realizar el pago.')).toHaveCount(0)
    await enterSecurityCode(page, true, '123')
    await expect(page.getByRole('heading', { level: 1, name: '¡Pagaste con éxito!' })).toBeVisible()
  })

  test('with JavaScript Escape on the payment error modal leaves its two buttons on the page (BR63)', JS_ONLY, async ({ page, expectAccessible }) => {
    await ownPurchaseToCards(page)
    await payWithVisa(page)
    await enterSecurityCode(page, true, '000')
    const modal = page.getByRole('dialog', { name: 'Hubo un error al procesar su pago' })
    await expect(modal).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal).toBeHidden()
    // The modal's state, now in the page: its heading takes the focus, and the two ways on are there.
    const inPage = page.getByRole('region', { name: 'Hubo un error al procesar su pago' })
    await expect(inPage.getByRole('heading', { name: 'Hubo un error al procesar su pago' })).toBeFocused()
    await expect(inPage.getByText('seleccione un medio de pago diferente')).toBeVisible()
    await expect(inPage.getByRole('button', { name: 'Intentar nuevamente' })).toBeVisible()
    await expect(inPage.getByRole('button', { name: 'Cancelar compra' })).toBeVisible()
    await expectAccessible()
    // Opened again, the step asks in its modal again.
    await page.reload()
    await expect(modal).toBeVisible()
    await page.keyboard.press('Escape')
    await button(page, 'Intentar nuevamente').click()
    await expect(page).toHaveURL(`${BASE}/forma-pago`)
  })

  test('Eliminar solicitud asks first: No, volver keeps her request, Sí, eliminar removes only hers', BOTH, async ({
    page,
    expectAccessible,
  }, testInfo) => {
    const js = testInfo.project.name !== 'sin-js'
    const ana = await createPersona(SANDBOX_URL, { like: personas.ana })
    const bruno = await createPersona(SANDBOX_URL, { like: personas.bruno })
    await signInAs(page, ana.ci)
    await startAt(page)
    await button(page, 'Solicitar para mi').click()
    await addOne(page, 'Enalapril 10 mg comprimidos', 1)
    await button(page, 'Continuar').click()
    await page.getByRole('link', { name: 'Agregar/Modificar solicitud' }).click()
    await otherPerson(page, bruno.ci, 'Enviar SMS')
    await expect(page).toHaveURL(`${BASE}/verificacion`)
    await page.getByLabel('Código de verificación').fill(await codeSentTo(bruno.celular))
    await button(page, 'Continuar').click()
    await expect(page.getByText(bruno.ci)).toBeVisible()
    if (js) await waitForHydration(page)

    // A modal with JavaScript, the page's own state without; nothing removed by asking.
    const question = page.getByRole('heading', { name: /^¿Desea eliminar la solicitud de / })
    await page.getByRole('link', { name: 'Eliminar solicitud' }).click()
    await expect(question).toBeVisible()
    if (js) await expect(page.getByRole('dialog', { name: /^¿Desea eliminar la solicitud de / })).toBeVisible()
    await expectAccessible()
    await page.getByRole(js ? 'button' : 'link', { name: 'No, volver' }).click()
    await expect(question).toBeHidden()
    await expect(page.getByText(bruno.ci)).toBeVisible()

    await page.getByRole('link', { name: 'Eliminar solicitud' }).click()
    await button(page, 'Sí, eliminar').click()
    // His request gone, hers shown, and nobody left to remove.
    await expect(page.getByText(bruno.ci)).toBeHidden()
    await expect(page.locator('.quantity-stepper output').first()).toHaveText('1')
    await expect(page.getByRole('link', { name: 'Eliminar solicitud' })).toHaveCount(0)
  })

  test('a wrong code three times is refused each time, and the third resend locks the resends for five minutes', async ({ page }) => {
    const ana = await createPersona(SANDBOX_URL, { like: personas.ana })
    const bruno = await createPersona(SANDBOX_URL, { like: personas.bruno })
    await signInAs(page, ana.ci)
    await startAt(page)
    await otherPerson(page, bruno.ci, 'Enviar SMS')
    for (const submit of ['Continuar', 'Reintentar', 'Reintentar']) {
      // The sandbox's codes never hold a 1 (read from a phone, it looks like an I): this one is never right.
      await page.getByLabel('Código de verificación').fill('ZZZZZ1')
      await button(page, submit).click()
      await expect(page.getByText('El código de verificación es incorrecto.').first()).toBeVisible()
    }
    for (const left of [3, 2, 1]) await button(page, `Reenviar código (Reintentos ${left})`).click()
    await expect(page.getByRole('button', { name: /Podrá reenviar el código en 0[45]:\d\d/ })).toBeDisabled()
    await expect(page.getByRole('button', { name: /^Reenviar código/ })).toHaveCount(0)
  })

  test('with JavaScript a wrong code is refused in place, and the resend lock counts down live', JS_ONLY, async ({ page }) => {
    const ana = await createPersona(SANDBOX_URL, { like: personas.ana })
    const bruno = await createPersona(SANDBOX_URL, { like: personas.bruno })
    await signInAs(page, ana.ci)
    await startAt(page)
    await otherPerson(page, bruno.ci, 'Enviar SMS')
    await waitForHydration(page)
    await page.getByLabel('Código de verificación').fill('ZZZZZ1')
    await button(page, 'Continuar').click()
    await expect(page.getByText('El código de verificación es incorrecto.').first()).toBeVisible()
    await expect(page.getByLabel('Código de verificación')).toHaveValue('')
    for (const left of [3, 2, 1]) await button(page, `Reenviar código (Reintentos ${left})`).click()
    const lock = page.getByRole('button', { name: /Podrá reenviar el código en \d\d:\d\d/ })
    // Held where it was pressed: the focus stays on it (a disabled button would drop it to the page's start).
    await expect(lock).toBeFocused()
    await expect(lock).toHaveAttribute('aria-disabled', 'true')
    const first = await lock.textContent()
    await expect(lock).not.toHaveText(first!)
    // A screen reader hears the lock once, as it began: the page's status does not count down with the button.
    const said = page.getByRole('status').filter({ hasText: /Podrá reenviar el código en \d\d:\d\d/ })
    await expect(said).toHaveText(first!)
  })

  test('the call centre buys for a member: no SMS, no online payment', async ({ page, expectAccessible }) => {
    const member = await createPersona(SANDBOX_URL, { like: personas.bruno })
    await signInAs(page, personas.carla)
    await startAt(page, { callCentre: true })
    await page.getByRole('link', { name: 'Solicitar para otra persona' }).click()
    await expect(page.getByText('Está trabajando en modalidad Call Center.')).toBeVisible()
    await page.getByLabel('Documento de la persona afiliada').fill(member.ci)
    await button(page, 'Continuar').click()

    await expect(page).toHaveURL(`${BASE}/agregar-medicamentos`)
    await page.getByRole('button', { name: /^Agregar una caja de / }).first().click()
    await expect(page.getByText(/^Total: \$[1-9]/)).toBeVisible()
    await toShipping(page)
    await page.getByLabel('Retiro en sucursal').check()
    await button(page, 'Continuar').click()
    await page.getByLabel('Celular').fill('099123456')
    await button(page, 'Continuar').click()
    await expect(page.getByLabel('Abitab')).toBeVisible()
    await expect(page.getByLabel('Pago en línea')).toHaveCount(0)
    await expectAccessible()
    await page.getByLabel('Abitab').check()
    await button(page, 'Continuar').click()
    await button(page, 'Confirmar solicitud').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Recibimos tu solicitud y la procesaremos a la brevedad' })).toBeVisible()
  })

  test('a disabled affiliate and a sanctioned one are stopped with the spec’s screens', async ({ page, expectAccessible }) => {
    const ana = await createPersona(SANDBOX_URL, { like: personas.ana })
    await signInAs(page, ana.ci)
    await startAt(page)
    await otherPerson(page, personas.hugo, 'Enviar SMS')
    await expect(page.getByRole('heading', { name: 'No es posible realizar nuevas solicitudes de medicamentos' })).toBeVisible()
    await expectAccessible()
    await button(page, 'Volver').click()

    await otherPerson(page, personas.diego, 'Enviar SMS')
    await expect(page.getByRole('heading', { name: 'El usuario esta sancionado' })).toBeVisible()
    await expect(button(page, 'Ingresar otro afiliado')).toBeVisible()
  })

  test('with JavaScript + and − keep the focus on the button pressed, up to the cap, and the quantity is announced', JS_ONLY, async ({
    page,
  }) => {
    const ana = await createPersona(SANDBOX_URL, { like: personas.ana })
    await signInAs(page, ana.ci)
    await startAt(page)
    await button(page, 'Solicitar para mi').click()
    await expect(page).toHaveURL(`${BASE}/agregar-medicamentos`)
    await waitForHydration(page)
    const plus = button(page, 'Agregar una caja de Enalapril 10 mg comprimidos')
    const minus = button(page, 'Quitar una caja de Enalapril 10 mg comprimidos')
    const quantity = page.locator('.quantity-stepper', { has: plus }).locator('output')
    // A live region: the new number is read out where the person is, and nothing moves her to the page's heading.
    await expect(quantity).toHaveAttribute('aria-live', 'polite')
    await plus.focus()
    // Enalapril steps one box at a time, up to three.
    for (const expected of [1, 2, 3]) {
      await expect(plus).toBeEnabled()
      await page.keyboard.press('Enter')
      await expect(quantity).toHaveText(String(expected))
      await expect(plus).toBeFocused()
    }
    // At the cap + says it adds no more and keeps the focus; pressing it again changes nothing.
    await expect(plus).toHaveAttribute('aria-disabled', 'true')
    await page.keyboard.press('Enter')
    await expect(quantity).toHaveText('3')
    await expect(plus).toBeFocused()
    await expect(page.locator('main h1')).not.toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(minus).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(quantity).toHaveText('2')
    await expect(minus).toBeFocused()
    // A press the action refuses (the page stale: the medicine no longer among her recipes) says so beside it, as the
    // page does without JavaScript, instead of nothing.
    await page.locator('.quantity-stepper', { has: plus }).locator('input[name="medicamento"]').evaluate((input: HTMLInputElement) => {
      input.value = 'no-existe'
    })
    await plus.press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: 'El medicamento no está entre las recetas de este afiliado.' })).toBeVisible()
    await expect(quantity).toHaveText('2')
  })

  test('with JavaScript the locality question’s Volver shows the stored locality again (C68)', JS_ONLY, async ({ page }) => {
    const ana = await createPersona(SANDBOX_URL, { like: personas.ana })
    await signInAs(page, ana.ci)
    await startAt(page)
    await button(page, 'Solicitar para mi').click()
    await addOne(page, 'Enalapril 10 mg comprimidos', 1)
    await page.getByRole('navigation', { name: 'Pasos de la compra' }).getByRole('link', { name: /^Localidad/ }).click()
    await expect(page).toHaveURL(/\/localidad/)
    await waitForHydration(page)
    const locality = page.getByLabel('Localidad de envío/retiro de medicamentos')
    const shown = locality.locator('option:checked')
    await expect(shown).toHaveText('Montevideo Centro')

    await locality.selectOption({ label: 'Montevideo Pocitos' })
    await button(page, 'Continuar').click()
    const question = page.getByRole('dialog', { name: 'Cambio de localidad' })
    await expect(question).toBeVisible()
    await question.getByRole('button', { name: 'Volver' }).click()
    await expect(question).toBeHidden()
    // The purchase keeps Montevideo Centro, and so does the select, as without JavaScript.
    await expect(shown).toHaveText('Montevideo Centro')
    // Continuar goes on with it, without the question.
    await button(page, 'Continuar').click()
    await expect(page).toHaveURL(`${BASE}/documento`)
  })
})
