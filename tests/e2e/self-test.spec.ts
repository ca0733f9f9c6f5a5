/**
 * The gender-violence self-test (C81): run to the result by a visitor and by a member, with and
 * without JavaScript; `Salir rápido` (with JavaScript the test's history entry is replaced); the
 * error screen when the test cannot be loaded; and the promise of its introduction: after a run,
 * neither the session store nor the portal's log holds an answer or a question.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { injectFault } from '../sandbox-control'
import { expect, SANDBOX_URL, test } from './fixtures'
import { waitForHydration } from './hydration'
import { BOTH, JS_ONLY } from './projects'
import { personas } from './sign-in'
import { signInCached } from './signed-in'
import { workerDataDir, workerLogFile } from './worker-portal'

interface Info {
  contactos: { PUBLICO: string; PRIVADO: string }
  preguntas: Record<string, Array<{ id: number; text: string }>>
}

const INTRO = '/test-violencia-de-genero/introduccion'
const NEUTRAL = 'https://www.google.com.uy/'
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/** The neutral site, answered here: the tests do not leave for the internet. */
async function fakeNeutralSite(page: Page) {
  await page.route(`${NEUTRAL}**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="es"><title>Buscador</title><h1>Buscador</h1></html>' }),
  )
}

async function info(request: APIRequestContext): Promise<Info> {
  return (await (await request.get(`${SANDBOX_URL}/api/autopesquisa/info-violencia-genero`)).json()) as Info
}

test.describe('Test de violencia de género', () => {
  test('a member runs it to the result, which shows the help phones first and the feedback of three yes answers', BOTH, async ({
    page,
    request,
    expectAccessible,
  }) => {
    const { contactos, preguntas } = await info(request)
    await signInCached(page, personas.ana)
    await page.goto('/')
    await page.getByRole('link', { name: 'Test de violencia de género' }).click()
    await expect(page).toHaveURL(INTRO)
    await expect(page.getByRole('heading', { level: 1, name: 'Test de violencia de género' })).toBeVisible()
    await expect(page.getByText('Tus respuestas no se guardan', { exact: false })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Salir rápido' })).toHaveAttribute('href', NEUTRAL)
    await expectAccessible()
    await page.getByRole('button', { name: 'Comenzar' }).click()

    const steps = [
      ['violencia-psicol%C3%B3gica', 'Violencia psicológica', 'PSYCHOLOGICAL', 2, 'Siguiente'],
      ['violencia-f%C3%ADsica', 'Violencia física', 'PHYSICAL', 0, 'Siguiente'],
      ['violencia-sexual', 'Violencia sexual', 'SEXUAL', 1, 'Siguiente'],
      ['violencia-econ%C3%B3mica-y-patrimonial', 'Violencia económica y patrimonial', 'ECONOMIC_PATRIMONIAL', 0, 'Finalizar'],
    ] as const
    for (const [index, [pathSegment, heading, category, yes, button]] of steps.entries()) {
      await expect(page).toHaveURL(`/test-violencia-de-genero/${pathSegment}`)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      // Each step answers the POST itself (nothing stored to redirect to): a page, not a refused form.
      await expect(page).toHaveTitle(`Paso ${index + 1} de 4: ${heading} · Servicios en línea`)
      const questions = preguntas[category]!
      await expect(page.getByRole('checkbox')).toHaveCount(questions.length)
      for (const question of questions.slice(0, yes)) await page.getByLabel(question.text).check()
      await expect(page.getByRole('link', { name: 'Salir rápido' })).toBeVisible()
      await expectAccessible()
      await page.getByRole('button', { name: button }).click()
    }

    await expect(page).toHaveURL('/test-violencia-de-genero/resultado')
    await expect(page).toHaveTitle('Resultado del test · Servicios en línea')
    const headings = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(headings).toHaveText(['Teléfonos de ayuda', 'Hay señales de alerta'])
    const phones = page.getByRole('region', { name: 'Teléfonos de ayuda' })
    await expect(phones.getByRole('link', { name: contactos.PUBLICO })).toHaveAttribute('href', 'tel:08004141')
    await expect(phones.getByRole('link', { name: contactos.PRIVADO })).toHaveAttribute('href', 'tel:24000800')
    const feedback = page.getByRole('region', { name: 'Hay señales de alerta' })
    await expect(feedback.getByRole('link', { name: contactos.PUBLICO })).toHaveAttribute('href', 'tel:08004141')
    await expect(feedback).not.toContainText('TELEFONO_')
    await expectAccessible()

    // The promise of the introduction: nothing of the test in the session store or the portal's log.
    const texts = Object.values(preguntas)
      .flat()
      .map((question) => question.text)
    const store = new Database(path.join(workerDataDir(workerIndex), 'sessions.sqlite'), { readonly: true })
    const sessions = (store.prepare('SELECT data FROM sessions').pluck().all() as string[]).join('\n')
    store.close()
    expect(sessions).toContain(personas.ana)
    const log = fs.readFileSync(workerLogFile(workerIndex), 'utf8')
    expect(log).toContain('/test-violencia-de-genero/resultado')
    for (const text of [...texts, 'test-violencia"', 'borrador', 'psicologica']) {
      expect(sessions, 'session store').not.toContain(text)
      expect(log, 'portal log').not.toContain(text)
    }
  })

  test('Volver goes back to the category before with its boxes as they were checked', async ({ page, request }) => {
    const { preguntas } = await info(request)
    await page.goto(INTRO)
    await page.getByRole('button', { name: 'Comenzar' }).click()
    const first = preguntas.PSYCHOLOGICAL![0]!.text
    await page.getByLabel(first).check()
    await page.getByRole('button', { name: 'Siguiente' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Violencia física' })).toBeVisible()
    await page.getByRole('button', { name: 'Volver' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Violencia psicológica' })).toBeVisible()
    await expect(page.getByLabel(first)).toBeChecked()
    await expect(page.getByLabel(preguntas.PSYCHOLOGICAL![1]!.text)).not.toBeChecked()
  })

  test('a step opened by its address, with the test not loaded, goes to the main menu', async ({ page }) => {
    await page.goto('/test-violencia-de-genero/violencia-f%C3%ADsica')
    await expect(page).toHaveURL('/')
  })

  test('Salir rápido leaves for a neutral site; with JavaScript, Back does not return to the test, from any step', BOTH, async ({ page, javaScriptEnabled }) => {
    await fakeNeutralSite(page)
    await page.goto('/ayuda')
    await page.goto(INTRO)
    if (javaScriptEnabled) {
      await waitForHydration(page)
      // The steps replace one another in the history: the test is one entry, however far she went.
      await page.getByRole('button', { name: 'Comenzar' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Violencia psicológica' })).toBeVisible()
      await page.getByRole('button', { name: 'Siguiente' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Violencia física' })).toBeVisible()
    }
    await page.getByRole('link', { name: 'Salir rápido' }).click()
    await expect(page).toHaveURL(NEUTRAL)
    await page.goBack()
    // Without JavaScript it is a plain link: the test stays in the history.
    await expect(page).toHaveURL(javaScriptEnabled ? '/ayuda' : INTRO)
  })

  test('Escape pressed twice leaves for the neutral site too', JS_ONLY, async ({ page }) => {
    await fakeNeutralSite(page)
    await page.goto(INTRO)
    await waitForHydration(page)
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(INTRO)
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(NEUTRAL)
  })

  test('shows the error screen with Volver to the main menu when the test cannot be loaded', async ({ page, expectAccessible }) => {
    await injectFault(SANDBOX_URL, { path: '/api/autopesquisa/info-violencia-genero', status: 500, body: '{"detail":"x"}', contentType: 'application/json' })
    const response = await page.goto(INTRO)
    expect(response?.status()).toBe(502)
    await expect(page.getByRole('heading', { level: 1, name: 'Ha ocurrido un error, por favor intente de nuevo o contacte a soporte técnico' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/')
    await expectAccessible()
  })
})
