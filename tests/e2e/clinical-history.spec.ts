/**
 * The clinical-history copy request (C80, BR67, E98): a complete copy for an institution with its PDF attached
 * (the file kept across an error of its step), a file over its limit (refused when chosen with JavaScript, after the
 * upload without, nothing typed lost either way), and a part with the e-mail copy and its terms, which are a dialog
 * with JavaScript and a state of the page without.
 */
import type { Page } from '@playwright/test'
import { clinicalHistory as copy } from '~/copy/clinical-history'
import { stepFiles } from '~/copy/step-files'
import { expect, test } from './fixtures'
import { waitForHydration } from './hydration'
import { BOTH } from './projects'
import { personas } from './sign-in'
import { signInCached } from './signed-in'

const BASE = '/mi-mutual/historia-clinica'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

const answer = (page: Page, question: string, option: string) =>
  page.getByRole('group', { name: question }).getByLabel(option, { exact: true }).check()

test.describe('Historia clínica', () => {
  test('the browser’s Back to the first step keeps the request: its answers and the next step’s', async ({ page }) => {
    await signInCached(page, personas.ana)
    await page.goto('/')
    await page.getByRole('link', { name: 'Historia clínica' }).click()
    await answer(page, copy.solicitud.complete, 'No')
    await answer(page, copy.solicitud.emailCopy, 'No')
    await page.getByRole('button', { name: copy.continue }).click()
    await expect(page).toHaveURL(`${BASE}/parte-solicitada`)
    await page.getByLabel(copy.parteSolicitada.label).fill('Cardiología')
    await page.getByRole('button', { name: copy.continue }).click()
    await expect(page).toHaveURL(`${BASE}/motivo-solicitud`)
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(`${BASE}/solicitud?continuar`)
    await expect(page.getByRole('group', { name: copy.solicitud.complete }).getByLabel('No', { exact: true })).toBeChecked()
    await page.goForward()
    await expect(page.getByLabel(copy.parteSolicitada.label)).toHaveValue('Cardiología')
  })

  test('a complete copy for an institution, with its PDF attached', async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await page.goto('/')
    await page.getByRole('link', { name: 'Historia clínica' }).click()
    await expect(page).toHaveURL(`${BASE}/solicitud?continuar`)
    await expectAccessible()
    await page.getByRole('button', { name: copy.continue }).click()
    await expect(page.locator('.error-summary').getByRole('link', { name: copy.solicitud.chooseComplete })).toBeVisible()
    await expect(page.locator('.error-summary').getByRole('link', { name: copy.solicitud.chooseEmailCopy })).toBeVisible()

    await answer(page, copy.solicitud.complete, 'Sí')
    await answer(page, copy.solicitud.emailCopy, 'No')
    await page.getByRole('button', { name: copy.continue }).click()
    await expect(page).toHaveURL(`${BASE}/motivo-solicitud`)
    await expect(page.getByRole('heading', { level: 1, name: copy.motivo.title })).toBeVisible()

    await answer(page, copy.motivo.deliveryLegend, copy.motivo.institution)
    await page.getByLabel(copy.motivo.phone).fill('099123456')
    await page.getByLabel(copy.motivo.file).setInputFiles({ name: 'formulario.pdf', mimeType: 'application/pdf', buffer: PDF })
    // The reason is missing: the step says so, and keeps the file.
    await page.getByRole('button', { name: copy.motivo.send }).click()
    await expect(page.getByText(copy.errors.required).first()).toBeVisible()
    await expect(page.getByText('Archivo adjunto: formulario.pdf', { exact: false })).toBeVisible()
    await expect(page.getByLabel(copy.motivo.phone)).toHaveValue('099123456')
    await expectAccessible()

    await page.getByLabel(copy.motivo.reason, { exact: true }).fill('Presentar en el Banco de Previsión Social')
    await page.getByRole('button', { name: copy.motivo.send }).click()
    await expect(page).toHaveURL(`${BASE}/confirmacion`)
    await expect(page.getByRole('heading', { level: 1, name: copy.confirmacion.title })).toBeVisible()
    await expect(page.getByText(copy.confirmacion.delivery(15))).toBeVisible()
    await expectAccessible()
  })

  test('a file over 5 MB: its message beside the field, nothing typed lost', BOTH, async ({ page, javaScriptEnabled }) => {
    await signInCached(page, personas.ana)
    await page.goto(`${BASE}/solicitud`)
    await answer(page, copy.solicitud.complete, 'Sí')
    await answer(page, copy.solicitud.emailCopy, 'No')
    await page.getByRole('button', { name: copy.continue }).click()
    await expect(page).toHaveURL(`${BASE}/motivo-solicitud`)
    if (javaScriptEnabled) await waitForHydration(page)

    await answer(page, copy.motivo.deliveryLegend, copy.motivo.institution)
    await page.getByLabel(copy.motivo.reason, { exact: true }).fill('Presentar en BPS')
    await page.getByLabel(copy.motivo.phone).fill('099123456')
    const posts: string[] = []
    page.on('request', (request) => void (request.method() === 'POST' && posts.push(request.url())))
    const big = Buffer.alloc(12 * 1024 * 1024, 0x25)
    PDF.copy(big)
    const input = page.getByLabel(copy.motivo.file)
    await input.setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: big })
    const message = page.getByText(stepFiles.tooLarge(5 * 1024 * 1024)).first()
    if (javaScriptEnabled) {
      // Said when chosen, and taken out of the input: it is never uploaded.
      await expect(message).toBeVisible()
      expect(await input.evaluate((element: HTMLInputElement) => element.files?.length ?? 0)).toBe(0)
      // Sent so, the reason is said again, not that the file is missing; still nothing is posted.
      await page.getByRole('button', { name: copy.motivo.send }).click()
      await expect(page.getByRole('link', { name: stepFiles.tooLarge(5 * 1024 * 1024) })).toBeVisible()
      expect(posts).toEqual([])
    } else {
      await page.getByRole('button', { name: copy.motivo.send }).click()
      await expect(message).toBeVisible()
    }
    const delivery = page.getByRole('group', { name: copy.motivo.deliveryLegend })
    await expect(delivery.getByLabel(copy.motivo.institution, { exact: true })).toBeChecked()
    await expect(page.getByLabel(copy.motivo.reason, { exact: true })).toHaveValue('Presentar en BPS')
    await expect(page.getByLabel(copy.motivo.phone)).toHaveValue('099123456')
  })

  test('a part with the e-mail copy, after accepting its terms', BOTH, async ({ page, javaScriptEnabled, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await page.goto(`${BASE}/solicitud`)
    await answer(page, copy.solicitud.complete, 'No')
    const terms = page.getByRole('heading', { name: copy.terms.title })
    if (javaScriptEnabled) {
      await waitForHydration(page)
      // Choosing the e-mail copy opens its terms; Cancelar closes them.
      await answer(page, copy.solicitud.emailCopy, 'Sí')
      const dialog = page.getByRole('dialog', { name: copy.terms.title })
      await expect(dialog).toBeVisible()
      await expectAccessible()
      await dialog.getByRole('button', { name: copy.terms.cancel }).click()
      await expect(dialog).toBeHidden()
      await answer(page, copy.solicitud.emailCopy, 'No')
      await answer(page, copy.solicitud.emailCopy, 'Sí')
      await dialog.getByRole('button', { name: copy.terms.accept }).click()
    } else {
      // Without JavaScript the terms are the page's state after continuing; Cancelar goes back to the answers.
      await answer(page, copy.solicitud.emailCopy, 'Sí')
      await page.getByRole('button', { name: copy.continue }).click()
      await expect(page).toHaveURL(`${BASE}/solicitud?continuar&terminos`)
      await expect(terms).toBeVisible()
      await expectAccessible()
      await page.getByRole('link', { name: copy.terms.cancel }).click()
      await expect(terms).toBeHidden()
      await expect(page.getByRole('group', { name: copy.solicitud.emailCopy }).getByLabel('Sí', { exact: true })).toBeChecked()
      await page.getByRole('button', { name: copy.continue }).click()
      await page.getByRole('button', { name: copy.terms.accept }).click()
    }

    await expect(page).toHaveURL(`${BASE}/parte-solicitada`)
    await page.getByRole('button', { name: copy.continue }).click()
    await expect(page.getByText(copy.errors.required).first()).toBeVisible()
    await page.getByLabel(copy.parteSolicitada.label).fill('Estudios de cardiología de 2025')
    await page.getByRole('button', { name: copy.continue }).click()

    await expect(page).toHaveURL(`${BASE}/motivo-solicitud`)
    await answer(page, copy.motivo.deliveryLegend, copy.motivo.particular)
    await page.getByLabel(copy.motivo.reason, { exact: true }).fill('Control con otro especialista')
    await page.getByLabel(copy.motivo.phone).fill('099123456')
    await page.getByRole('button', { name: copy.motivo.send }).click()
    await expect(page).toHaveURL(`${BASE}/confirmacion`)
    await expect(page.getByText(copy.confirmacion.delivery(30))).toBeVisible()
    await expect(page.getByText(copy.confirmacion.emailCopy)).toBeVisible()
    await expectAccessible()
  })
})
