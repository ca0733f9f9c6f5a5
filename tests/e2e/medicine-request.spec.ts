/**
 * Flow A, the call-centre medicine request (spec 002 §2.1): Carla files an urgent home-delivery request for two
 * people and sees its follow-up code; an affiliate's active request blocks the flow until it is cancelled; Bruno is
 * sent away. Each step's refusal is a route test (app/routes/medicamentos.nueva-solicitud.test.ts). With
 * JavaScript only what differs runs: the 1.5 s lookup and the medicine combobox.
 *
 * The affiliates are fresh personas made like the demo's, so a filed request (an active package) never blocks a
 * later test. Urgent requests are taken on weekdays 8–18 in Montevideo: the sandbox clock is fixed to such an hour.
 */
import type { Page } from '@playwright/test'
import { FLAGS, type Flag } from '~/flags/names'
import { clearFaults, createPersona, fixClock, injectFault, releaseClock, sandboxNow } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'
import { waitForHydration } from './hydration'
import { JS_ONLY } from './projects'
import { personas, signInAs } from './sign-in'

const BASE = '/medicamentos/nueva-solicitud'

async function switchFlag(flag: Flag, habilitado: boolean) {
  const response = await fetch(`${SANDBOX_URL}/sandbox/flags/${flag}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ habilitado }),
  })
  expect(response.ok).toBe(true)
}

/** A weekday at 10:00 in Montevideo, from now on. */
function urgentHours(now: Date): Date {
  const day = new Date(now)
  day.setUTCHours(13, 0, 0, 0)
  if (day < now) day.setUTCDate(day.getUTCDate() + 1)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1)
  return day
}

test.beforeEach(async () => {
  await switchFlag(FLAGS.medicineRequestsOpenToAll, true)
  await fixClock(SANDBOX_URL, urgentHours(await sandboxNow(SANDBOX_URL)))
})

test.afterEach(async () => {
  await releaseClock(SANDBOX_URL)
  await switchFlag(FLAGS.medicineRequestsOpenToAll, false)
})

/** A phone's screen, where the stale refusal beside the document was first seen. */
const PHONE = { width: 360, height: 740 }
/** C58's refusal of a document the API does not know (A52). */
const UNKNOWN_AFFILIATE = /Datos inválidos\. Por favor verifique los datos del afiliado\./

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** Carla's session (a new one: flags are read once per session), at `documento`. */
async function carlaAtDocumento(page: Page) {
  await signInAs(page, personas.carla)
  await page.goto(`${BASE}/documento`)
  await expect(page.getByRole('heading', { level: 1, name: 'Solicita medicamentos' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Para ti y/o más personas' })).toBeVisible()
}

/** Without JavaScript: the search, then the match chosen among the radios. */
/**
 * C59: the locality, then `Continuar` asks `Los medicamentos son para ti o para otra persona?`, in a modal with
 * JavaScript and as the page's own state without it; `answer` is one of its two buttons.
 */
async function forWhom(page: Page, locality: string, answer: 'Para mi' | 'Para otra persona', whileAsked?: () => Promise<void>) {
  await page.getByLabel('Localidad de entrega').selectOption({ label: locality })
  await button(page, 'Continuar').click()
  await expect(page.getByRole('heading', { level: 2, name: 'Los medicamentos son para ti o para otra persona?' })).toBeVisible()
  await whileAsked?.()
  await button(page, answer).click()
}

async function addMedicine(page: Page, search: string, name: string, quantity: string) {
  await page.getByRole('searchbox', { name: 'Medicamento' }).fill(search)
  await button(page, 'Buscar').click()
  await page.getByRole('radio', { name }).check()
  await page.getByLabel('Cantidad').selectOption(quantity)
  await button(page, 'Agregar medicamento').click()
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible()
}

test('Carla files an urgent home-delivery request for two people and sees the follow-up code', async ({ page, expectAccessible }) => {
  const ana = await createPersona(SANDBOX_URL, { like: personas.ana })
  const bruno = await createPersona(SANDBOX_URL, { like: personas.bruno })
  await carlaAtDocumento(page)
  // A document the API does not know, after Ana was found: the refusal, and no name of hers beside it.
  await page.getByLabel('Documento', { exact: true }).fill(ana.ci)
  await button(page, 'Buscar').click()
  await expect(page.getByText(`Afiliado: ${ana.nombre}`)).toBeVisible()
  await page.getByLabel('Documento', { exact: true }).fill('11111111')
  await button(page, 'Continuar').click()
  await expect(page.getByRole('link', { name: 'Datos inválidos. Por favor verifique los datos del afiliado.' })).toBeVisible()
  await expect(page.getByText(`Afiliado: ${ana.nombre}`)).toBeHidden()
  await page.getByLabel('Documento', { exact: true }).fill(ana.ci)
  await button(page, 'Buscar').click()
  await expect(page.getByText(`Afiliado: ${ana.nombre}`)).toBeVisible()
  await expectAccessible()
  await button(page, 'Continuar').click()

  await expect(page.getByRole('heading', { level: 1, name: 'Paso 1: Localidad' })).toBeVisible()
  await forWhom(page, 'Montevideo', 'Para mi', expectAccessible)

  await expect(page.getByRole('heading', { level: 1, name: 'Paso 2: Ingresa los medicamentos' })).toBeVisible()
  await addMedicine(page, 'enalapril 10', 'Enalapril 10 mg comprimidos', '2')
  await page.getByLabel('Documento', { exact: true }).fill(bruno.ci)
  await button(page, 'Solicitar medicamentos para otra persona').click()
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(bruno.nombre) })).toBeVisible()
  // The options name each person by an opaque token, never her document: chosen by the name shown.
  const forWhomSelect = page.getByLabel('Para', { exact: true })
  await forWhomSelect.selectOption((await forWhomSelect.locator('option', { hasText: bruno.nombre }).getAttribute('value'))!)
  // A name with "/" in it, as the search offers it, is added as any other.
  await addMedicine(page, 'parac', 'Paracetamol 120 mg/5 ml jarabe', '1')
  await expect(page.getByRole('columnheader', { name: 'Nombre del medicamento' }).first()).toBeVisible()
  await expectAccessible()
  await button(page, 'Continuar').click()

  await expect(page.getByRole('heading', { level: 1, name: 'Paso 3: Envío' })).toBeVisible()
  // BR61's words, as flow B's cards, not the API's codes.
  await expect(page.getByRole('radio', { name: 'Retiro en sucursal' })).toBeVisible()
  await page.getByRole('radio', { name: 'Envío a domicilio' }).check()
  await page.getByRole('checkbox', { name: 'Solicitud urgente' }).check()
  await button(page, 'Ver horarios').click()
  await expect(page.getByText('Lunes a viernes de 8:00 a 18:00 hs')).toBeVisible()
  // The GET kept the choices.
  await expect(page.getByRole('radio', { name: 'Envío a domicilio' })).toBeChecked()
  await expectAccessible()
  await button(page, 'Continuar').click()

  await expect(page).toHaveURL(`${BASE}/hora`)
  await expect(page.getByText('Lunes a viernes de 8:00 a 18:00 hs')).toBeVisible()
  await button(page, 'Continuar').click()

  await expect(page.getByRole('heading', { level: 1, name: 'Paso 4: Pago' })).toBeVisible()
  await page.getByRole('radio', { name: 'Pago en domicilio' }).check()
  await button(page, 'Continuar').click()

  await expect(page.getByRole('heading', { level: 1, name: 'Paso 5: Entrega' })).toBeVisible()
  await expect(page.getByLabel('Celular')).toHaveAttribute('placeholder', '090 000 000')
  await page.getByLabel('Celular').fill('099 123 456')
  await page.getByLabel('Dirección').fill('Av. Italia 1234')
  await page.getByLabel('Entre calles').fill('Larrañaga y Comercio')
  await button(page, 'Continuar').click()

  await expect(page.getByRole('heading', { level: 1, name: 'Confirma tu solicitud' })).toBeVisible()
  await expect(page.getByText('Enalapril 10 mg comprimidos (2)')).toBeVisible()
  await expect(page.getByText('Paracetamol 120 mg/5 ml jarabe (1)')).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^Envío a domicilio$/ })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Modificar solicitud' })).toBeVisible()
  await expectAccessible()
  await button(page, 'Solicitar').click()

  await expect(page.getByRole('heading', { level: 1, name: 'Recibimos tu solicitud y la procesaremos a la brevedad' })).toBeVisible()
  const mensaje = await page.getByText(/Código de seguimiento: \S+\.$/).textContent()
  const code = mensaje?.trim().split(/\s+/).at(-1)?.replace(/\.$/, '')
  expect(code).toBeTruthy()
  await expect(page.getByRole('definition').filter({ hasText: code! })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ver mis solicitudes de medicamentos' })).toHaveAttribute('href', '/medicamentos/solicitudes')
  await expectAccessible()
})

test('an affiliate with an active request is blocked until Carla cancels it', async ({ page, expectAccessible }) => {
  const elena = await createPersona(SANDBOX_URL, { like: personas.elena })
  await carlaAtDocumento(page)
  await page.getByLabel('Documento', { exact: true }).fill(elena.ci)
  await button(page, 'Continuar').click()
  // Continuar offers the cancellation at once (C58), as Buscar does.
  await expect(page.getByText('El afiliado ya tiene una solicitud de medicamento activa').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancelar solicitud activa' })).toBeVisible()
  await expectAccessible()
  await page.getByRole('checkbox', { name: 'Confirmo que el afiliado pidió cancelar su solicitud activa' }).check()
  await button(page, 'Cancelar solicitud activa').click()
  await expect(page.getByText(`Afiliado: ${elena.nombre}`)).toBeVisible()
  await button(page, 'Continuar').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Paso 1: Localidad' })).toBeVisible()
})

test('Bruno is sent to the member area', async ({ page }) => {
  await signInAs(page, personas.bruno)
  await page.goto(`${BASE}/documento`)
  await expect(page).toHaveURL(/\/mi-[a-z]+$/)
})

test('with JavaScript the affiliate is found once the typing pauses, and the medicine is chosen from the suggestions', JS_ONLY, async ({ page, expectAccessible }) => {
  const ana = await createPersona(SANDBOX_URL, { like: personas.ana })
  await carlaAtDocumento(page)
  await waitForHydration(page)
  // C58: the pause replaces Buscar.
  await expect(button(page, 'Buscar')).toBeHidden()
  // Enter on a document the server refuses (Hugo, inhabilitado): the summary takes the focus, and the field's
  // message stays although the field, left, passes the browser's rules.
  await page.getByLabel('Documento', { exact: true }).fill(personas.hugo)
  await page.getByLabel('Documento', { exact: true }).press('Enter')
  const refusal = page.getByRole('link', { name: /^No es posible realizar nuevas solicitudes de medicamentos/ })
  await expect(refusal).toBeVisible()
  await expect(page.locator('.error-summary')).toBeFocused()
  await expect(page.getByLabel('Documento', { exact: true })).toHaveAccessibleDescription(/No es posible realizar nuevas solicitudes/)
  await page.getByLabel('Documento', { exact: true }).fill('')
  await page.getByLabel('Documento', { exact: true }).pressSequentially(ana.ci)
  // No Buscar pressed: the pause looks her up.
  await expect(page.getByText(`Afiliado: ${ana.nombre}`)).toBeVisible()
  await button(page, 'Continuar').click()
  await forWhom(page, 'Montevideo', 'Para mi', async () => {
    // The question is the modal's: the locality stays on the page under it, its buttons send it.
    await expect(page.getByRole('dialog', { name: 'Los medicamentos son para ti o para otra persona?' })).toBeVisible()
    await expectAccessible()
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Paso 2: Ingresa los medicamentos' })).toBeVisible()
  await waitForHydration(page)
  // BR46: Continuar waits for a medicine.
  await expect(button(page, 'Continuar')).toBeDisabled()
  await page.getByRole('combobox', { name: 'Medicamento' }).pressSequentially('ibu')
  await page.getByRole('option', { name: 'Ibuprofeno 100 mg/5 ml suspensión oral' }).click()
  await button(page, 'Agregar medicamento').click()
  await expect(page.getByRole('cell', { name: 'Ibuprofeno 100 mg/5 ml suspensión oral', exact: true })).toBeVisible()
  await expect(button(page, 'Continuar')).toBeEnabled()
  // The next medicine starts anew, as the page the server draws without JavaScript.
  await expect(page.getByRole('combobox', { name: 'Medicamento' })).toHaveValue('')
  await expect(page.getByLabel('Cantidad')).toHaveValue('1')
  // C85: another person's cédula is checked as the portal's, on leaving the field.
  await page.getByLabel('Documento', { exact: true }).fill('12345673')
  await page.getByLabel('Documento', { exact: true }).press('Tab')
  await expect(page.getByText('Ingrese una cédula válida, sin puntos ni guiones.').first()).toBeVisible()
  await expectAccessible()
})

test('with JavaScript each lookup replaces what the page says of the one before: a refusal the name, a name the refusal', JS_ONLY, async ({ page }) => {
  const gabriela = await createPersona(SANDBOX_URL, { like: personas.gabriela })
  await page.setViewportSize(PHONE)
  await carlaAtDocumento(page)
  await waitForHydration(page)
  const documento = page.getByLabel('Documento', { exact: true })
  const herName = page.getByText(`Afiliado: ${gabriela.nombre}`)
  // Her cédula with a wrong check digit: the pause's lookup refuses it (no submit, the field never left).
  const wrongDigit = String((Number(gabriela.ci.at(-1)) + 1) % 10)
  await documento.pressSequentially(gabriela.ci.slice(0, -1) + wrongDigit)
  await expect(documento).toHaveAccessibleDescription(/Ingrese una cédula válida, sin puntos ni guiones\./)
  await expect(documento).toHaveAttribute('aria-invalid', 'true')
  // The check digit corrected: the next pause finds her, and the refusal of the other number goes.
  await documento.press('Backspace')
  await documento.pressSequentially(gabriela.ci.at(-1)!)
  await expect(herName).toBeVisible()
  await expect(page.getByText('Ingrese una cédula válida, sin puntos ni guiones.')).toBeHidden()
  await expect(documento).not.toHaveAttribute('aria-invalid', 'true')
  // Said to a screen reader too, not only shown.
  const said = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text })
  await expect(said(`Afiliado encontrado: ${gabriela.nombre}`)).toHaveCount(1)
  // A number the API does not know: its refusal, and her name no longer beside it.
  await documento.fill('')
  await documento.pressSequentially('11111111')
  await expect(documento).toHaveAccessibleDescription(UNKNOWN_AFFILIATE)
  await expect(herName).toBeHidden()
  await expect(said(UNKNOWN_AFFILIATE)).toHaveCount(1)
  // Found again: the refusal goes.
  await documento.fill('')
  await documento.pressSequentially(gabriela.ci)
  await expect(herName).toBeVisible()
  await expect(documento).not.toHaveAccessibleDescription(UNKNOWN_AFFILIATE)
  await expect(documento).not.toHaveAttribute('aria-invalid', 'true')
})

test('with JavaScript answers count in the order they were asked: a submit after a lookup, a lookup answered late', JS_ONLY, async ({ page }) => {
  const [ana, elena] = await Promise.all([createPersona(SANDBOX_URL, { like: personas.ana }), createPersona(SANDBOX_URL, { like: personas.elena })])
  await carlaAtDocumento(page)
  await waitForHydration(page)
  const documento = page.getByLabel('Documento', { exact: true })
  // The pause's lookup refuses a number the API does not know.
  await documento.pressSequentially('11111111')
  await expect(documento).toHaveAccessibleDescription(UNKNOWN_AFFILIATE)
  // Her cédula and Enter before the pause: Continuar finds her active request and comes back here by a redirect,
  // with no reply of its own, the newer answer all the same.
  await documento.fill(elena.ci)
  await documento.press('Enter')
  await expect(page.getByRole('button', { name: 'Cancelar solicitud activa' })).toBeVisible()
  await expect(page.getByText(`Afiliado: ${elena.nombre}`)).toBeVisible()
  await expect(documento).not.toHaveAccessibleDescription(UNKNOWN_AFFILIATE)
  await expect(documento).not.toHaveAttribute('aria-invalid', 'true')
  // Ana's lookup made slow (E75 late, within the portal's timeout); meanwhile Enter sends the unknown number, refused
  // at once. Her late answer, the older one, leaves the refusal standing and brings no name back.
  const refusalLink = page.getByRole('link', { name: UNKNOWN_AFFILIATE })
  const searching = page.getByText('Buscando afiliado…')
  await injectFault(SANDBOX_URL, { path: '/api/solicitud-medicamentos/buscar_afiliado/', delayMs: 1500, times: 1 })
  try {
    await documento.fill('')
    await documento.pressSequentially(ana.ci)
    await expect(searching).toHaveCount(1)
    await documento.fill('11111111')
    await documento.press('Enter')
    await expect(refusalLink).toBeVisible()
    await expect(searching).toHaveCount(0)
    await expect(documento).toHaveAccessibleDescription(UNKNOWN_AFFILIATE)
    await expect(refusalLink).toBeVisible()
    await expect(page.getByText(`Afiliado: ${ana.nombre}`)).toBeHidden()
  } finally {
    await clearFaults(SANDBOX_URL)
  }
})
