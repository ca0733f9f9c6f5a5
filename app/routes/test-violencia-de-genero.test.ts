/**
 * The gender-violence self-test's route with real Requests against the test sandbox: every step
 * walked as a browser without JavaScript walks it (each POST answered with the next page), the
 * refusals, E100's failure ignored, the result's variants, and the promise of the introduction:
 * no answer in the session store, the logs or the API's call headers.
 */
import path from 'node:path'
import Database from 'better-sqlite3'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { commonErrors } from '~/copy/errors/common'
import type { Category } from '~/domain/gender-test'
import { selfTest } from '~/copy/self-test'
import { configureLogger, logger } from '~/utils/logger.server'
import { FORM_DRAFT_FIELD } from '~/wizards/wizard.server'
import type { Draft, Step } from '~/wizards/test-violencia/steps'
import { call, formRequest, getRequest, redirectLocation, replyOf, signIn, type FormResult } from '../../tests/route-helpers'
import { apiCalls, clearFaults, injectFault, resetCalls } from '../../tests/sandbox-control'
import { renderRoutePage, tags } from '../../tests/component-helpers'
import * as route from './test-violencia-de-genero.$step'
import * as base from './test-violencia-de-genero._index'

const sandboxUrl = inject('sandboxUrl')
const BASE = 'http://localhost/test-violencia-de-genero'
const INFO = 'GET /api/autopesquisa/info-violencia-genero'
const SENT = 'POST /api/autopesquisa/formulario-violencia-genero-completado'

type Page = { step: Step; draft: Draft; hidden: { name: string; value: string }; action: string; back: string | null }
type Loaded = { step: Step; page: Page | null; failed: boolean }
type Answered = { page: Page; result?: FormResult }

const url = (step: string) => `${BASE}/${encodeURIComponent(step)}`
const stepOf = (pathname: string) => decodeURIComponent(pathname.split('/').pop()!.split('?')[0]!)

async function intro(cookie?: string): Promise<Page> {
  const loaded = (await call(route.loader, getRequest(url('introduccion'), cookie), { step: 'introduccion' })) as Loaded
  expect(loaded.page?.step).toBe('introduccion')
  return loaded.page!
}

/** Submits `page`'s form as a browser would: to its action, with its sealed draft and the boxes checked. */
async function submit(page: Page, checked: number[] = [], cookie?: string, extra: Record<string, string> = {}): Promise<Answered> {
  const body = new URLSearchParams({ [page.hidden.name]: page.hidden.value, ...extra })
  for (const id of checked) body.append('pregunta', String(id))
  const request = new Request(new URL(page.action, BASE), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body,
  })
  const answered = await call(route.action, request, { step: stepOf(page.action) })
  expect(answered).not.toBeInstanceOf(Response)
  return answered as Answered
}

const questionIds = (page: Page, category: Category) =>
  page.draft.info!.preguntas[category].map(({ id }) => id)

/** Runs the test from the introduction to the result, checking `yes` of each category in turn. */
async function run(yes: (page: Page) => number[][], cookie?: string): Promise<Page> {
  let page = await intro(cookie)
  const choices = yes(page)
  page = (await submit(page, [], cookie)).page
  for (const checked of choices) page = (await submit(page, checked, cookie)).page
  return page
}

beforeEach(() => resetCalls(sandboxUrl))
afterEach(() => clearFaults(sandboxUrl))

describe('the steps', () => {
  it('enters at the introduction with the info loaded once, and walks the four categories in order to the result', async () => {
    const first = await intro()
    expect(first.draft.info?.contactos.PUBLICO).toBe('0800 4141')
    expect(first.back).toBeNull()
    expect(first.action).toBe('/test-violencia-de-genero/violencia-psicol%C3%B3gica')

    const shown: Step[] = []
    let page = (await submit(first)).page
    while (page.step !== 'resultado') {
      shown.push(page.step)
      page = (await submit(page)).page
    }
    expect(shown).toEqual(['violencia-psicológica', 'violencia-física', 'violencia-sexual', 'violencia-económica-y-patrimonial'])
    expect((await apiCalls(sandboxUrl))[INFO]).toBe(1)
  })

  it('opens the base path and an unaccented alias at the steps own, percent-encoded paths (A35)', async () => {
    expect(redirectLocation(await call(base.loader, getRequest(BASE)))).toBe('/test-violencia-de-genero/introduccion')
    const alias = await call(route.loader, getRequest(`${BASE}/violencia-fisica`), { step: 'violencia-fisica' })
    expect(redirectLocation(alias)).toBe('/test-violencia-de-genero/violencia-f%C3%ADsica')
  })

  it('keeps the checked boxes of a category when Volver comes back to it', async () => {
    let page = (await submit(await intro())).page
    const psychological = questionIds(page, 'PSYCHOLOGICAL').slice(0, 2)
    page = (await submit(page, psychological)).page
    expect(page.step).toBe('violencia-física')
    const back = new URL(page.back!, BASE)
    expect(back.pathname).toBe('/test-violencia-de-genero/violencia-psicol%C3%B3gica')
    page = (await submit({ ...page, action: page.back! }, [], undefined, { intent: 'volver' })).page
    expect(page.step).toBe('violencia-psicológica')
    expect(page.draft.psicologica).toEqual(psychological)
  })

  it("keeps the boxes just ticked on the page Volver leaves, for when she comes on again, without sending the test", async () => {
    let page = (await submit(await intro())).page
    const psychological = questionIds(page, 'PSYCHOLOGICAL').slice(0, 1)
    page = (await submit(page, psychological)).page
    const physical = questionIds(page, 'PHYSICAL').slice(1, 3)
    // Volver is a button of the page's own form: it sends the boxes with the sealed draft.
    page = (await submit({ ...page, action: page.back! }, physical, undefined, { intent: 'volver' })).page
    expect(page.step).toBe('violencia-psicológica')
    expect(page.draft).toMatchObject({ psicologica: psychological, fisica: physical })
    page = (await submit(page, psychological)).page
    expect(page.step).toBe('violencia-física')
    expect(page.draft.fisica).toEqual(physical)

    // The last category's answer sends the test (E100); going back from it does not.
    page = (await submit((await submit(page, physical)).page, [])).page
    expect(page.step).toBe('violencia-económica-y-patrimonial')
    const economic = questionIds(page, 'ECONOMIC_PATRIMONIAL').slice(0, 1)
    page = (await submit({ ...page, action: page.back! }, economic, undefined, { intent: 'volver' })).page
    expect(page).toMatchObject({ step: 'violencia-sexual', draft: { economica: economic } })
    expect(await apiCalls(sandboxUrl)).not.toHaveProperty([SENT])
  })

  it("draws a category's Volver in its own form, after the step's button, posting to the step before", async () => {
    const page = (await submit((await submit(await intro())).page)).page
    const html = renderRoutePage(route.default, { step: page.step, page, failed: false } satisfies Loaded)
    // One form: the boxes, the sealed draft and both buttons; off, so Back never brings her ticks back from the browser.
    const forms = tags(html).filter((tag) => tag.name === 'form')
    expect(forms).toHaveLength(1)
    expect(forms[0]!.attrs.autocomplete).toBe('off')
    const buttons = tags(html).filter((tag) => tag.name === 'button' && tag.attrs.type === 'submit')
    expect(buttons.map((tag) => tag.attrs.formaction ?? null)).toEqual([null, page.back])
    expect(buttons[1]!.attrs).toMatchObject({ name: 'intent', value: 'volver' })
  })

  it('titles each step as which it is: the categories numbered among the four', () => {
    const titleAt = (step: string) => route.meta({ params: { step }, matches: [] } as unknown as Parameters<typeof route.meta>[0])
    expect(titleAt('introduccion')).toEqual([{ title: `${selfTest.title} · Servicios en línea` }])
    expect(titleAt('violencia-psicológica')).toEqual([{ title: 'Paso 1 de 4: Violencia psicológica · Servicios en línea' }])
    expect(titleAt('violencia-física')).toEqual([{ title: 'Paso 2 de 4: Violencia física · Servicios en línea' }])
    expect(titleAt('violencia-sexual')).toEqual([{ title: 'Paso 3 de 4: Violencia sexual · Servicios en línea' }])
    expect(titleAt('violencia-económica-y-patrimonial')).toEqual([{ title: 'Paso 4 de 4: Violencia económica y patrimonial · Servicios en línea' }])
    expect(titleAt('resultado')).toEqual([{ title: `${selfTest.result.title} · Servicios en línea` }])
  })

  it('marks every page no-store', () => {
    expect(route.headers({} as Parameters<typeof route.headers>[0])).toEqual({ 'Cache-Control': 'private, no-store' })
  })
})

describe('the refusals', () => {
  it.each(['violencia-psicológica', 'violencia-económica-y-patrimonial', 'resultado'])(
    'sends a GET of %s, with no info loaded, to the main menu (R08)',
    async (step) => {
      expect(redirectLocation(await call(route.loader, getRequest(url(step)), { step }))).toBe('/')
      expect(await apiCalls(sandboxUrl)).not.toHaveProperty([INFO])
    },
  )

  it('refuses a form without its sealed draft, or with a changed one, with a 400', async () => {
    const page = (await submit(await intro())).page
    const bare = await call(route.action, formRequest(new URL(page.action, BASE).href, {}), { step: stepOf(page.action) })
    expect((bare as Response).status).toBe(400)
    const [payload, seal] = page.hidden.value.split('.')
    const forged = Buffer.from(JSON.stringify({ step: 'violencia-económica-y-patrimonial', draft: page.draft })).toString('base64url')
    const changed = await call(route.action, formRequest(new URL(page.action, BASE).href, { [FORM_DRAFT_FIELD]: `${forged}.${seal}` }), {
      step: 'resultado',
    })
    expect(payload).not.toBe(forged)
    expect((changed as Response).status).toBe(400)
  })

  it("refuses a box that is not one of the category's questions with a 400", async () => {
    const page = (await submit(await intro())).page
    const physical = questionIds(page, 'PHYSICAL')
    const body = new URLSearchParams({ [page.hidden.name]: page.hidden.value, pregunta: String(physical[0]) })
    const refused = await call(route.action, formRequest(new URL(page.action, BASE).href, Object.fromEntries(body)), { step: stepOf(page.action) })
    expect((refused as Response).status).toBe(400)
  })

  it('shows the error screen, with Volver to the main menu, when the info cannot be loaded', async () => {
    await injectFault(sandboxUrl, { path: '/api/autopesquisa/info-violencia-genero', status: 500, body: '{"detail":"x"}', contentType: 'application/json' })
    const failed = replyOf<Loaded>(await call(route.loader, getRequest(url('introduccion')), { step: 'introduccion' }))
    expect(failed.init.status).toBe(502)
    expect(failed.data).toEqual({ step: 'introduccion', page: null, failed: true })
    // A13: the gender test says the medicines' generic message (002 §8).
    expect(selfTest.loadFailed).toBe(commonErrors.genericMedicines)

    // Not reached in time: the same screen, as the service problem it is.
    await clearFaults(sandboxUrl)
    await injectFault(sandboxUrl, { path: '/api/autopesquisa/info-violencia-genero', delayMs: 5000 })
    expect(replyOf<Loaded>(await call(route.loader, getRequest(url('introduccion')), { step: 'introduccion' })).init.status).toBe(503)
  })

  it('keeps Salir rápido on that screen', () => {
    const failed: Loaded = { step: 'introduccion', page: null, failed: true }
    const html = renderRoutePage(route.default, failed)
    expect(html).toContain(selfTest.loadFailed)
    expect(html).toContain(selfTest.quickExit.label)
  })
})

describe('Finalizar', () => {
  it('sends one answer per question, true for the checked ones, with no token even for a signed-in member (A51)', async () => {
    const cookie = await signIn('12345672')
    const sent: unknown[] = []
    const headers: Array<string | null> = []
    const realFetch = globalThis.fetch
    globalThis.fetch = async (input, init) => {
      const target = input instanceof Request ? input.url : String(input)
      if (target.includes('formulario-violencia-genero-completado')) {
        sent.push(JSON.parse(String(init?.body)))
        headers.push(new Headers(init?.headers).get('authorization'))
      }
      return realFetch(input, init)
    }
    try {
      const result = await run((page) => [questionIds(page, 'PSYCHOLOGICAL').slice(0, 1), [], [], questionIds(page, 'ECONOMIC_PATRIMONIAL').slice(-1)], cookie)
      expect(result.step).toBe('resultado')
      const info = result.draft.info!
      const all = [...info.preguntas.PSYCHOLOGICAL, ...info.preguntas.PHYSICAL, ...info.preguntas.SEXUAL, ...info.preguntas.ECONOMIC_PATRIMONIAL]
      const yes = new Set([info.preguntas.PSYCHOLOGICAL[0]!.id, info.preguntas.ECONOMIC_PATRIMONIAL.at(-1)!.id])
      expect(sent).toEqual([all.map(({ id }) => ({ id, value: yes.has(id) }))])
      expect(headers).toEqual([null])
    } finally {
      globalThis.fetch = realFetch
    }
    expect((await apiCalls(sandboxUrl))[SENT]).toBe(1)
  })

  it('shows the result all the same when the answers cannot be sent', async () => {
    await injectFault(sandboxUrl, { path: '/api/autopesquisa/formulario-violencia-genero-completado', status: 500 })
    const result = await run(() => [[], [], [], []])
    expect(result.step).toBe('resultado')
    expect((await apiCalls(sandboxUrl))[SENT]).toBe(1)
  })

  it('shows the result when the API cannot be reached at all', async () => {
    await injectFault(sandboxUrl, { path: '/api/autopesquisa/formulario-violencia-genero-completado', delayMs: 5000 })
    expect((await run(() => [[], [], [], []])).step).toBe('resultado')
  })
})

describe('the result', () => {
  it.each([
    ['no yes answer', () => [[], [], [], []], 'No surgen señales de violencia'],
    ['three yes answers', (page: Page) => [questionIds(page, 'PSYCHOLOGICAL').slice(0, 2), [], questionIds(page, 'SEXUAL').slice(0, 1), []], 'Hay señales de alerta'],
    ['every answer yes', (page: Page) => [questionIds(page, 'PSYCHOLOGICAL'), questionIds(page, 'PHYSICAL'), questionIds(page, 'SEXUAL'), questionIds(page, 'ECONOMIC_PATRIMONIAL')], 'Estás en una situación de violencia'],
  ])('with %s gives the feedback of its band', async (_name, yes, title) => {
    const { feedbackFor } = await import('~/domain/gender-test')
    const { yesCount } = await import('~/wizards/test-violencia/steps')
    const result = await run(yes)
    expect(feedbackFor(result.draft.info!.feedback, yesCount(result.draft))?.title).toBe(title)
  })
})

describe('the promise of the introduction: the answers are not saved', () => {
  it('leaves no trace of the test in the session store or the log, for a signed-in member', async () => {
    const cookie = await signIn('23456783')
    const lines: string[] = []
    configureLogger({ level: 'debug', write: (line) => lines.push(line) })
    let result: Page
    try {
      result = await run((page) => [questionIds(page, 'PSYCHOLOGICAL'), questionIds(page, 'PHYSICAL').slice(1), [], []], cookie)
    } finally {
      configureLogger({ level: 'error', write: (line) => process.stdout.write(`${line}\n`) })
    }
    const questions = Object.values(result.draft.info!.preguntas).flat()
    const store = new Database(path.join(process.env.DATA_DIR!, 'sessions.sqlite'), { readonly: true })
    const sessions = (store.prepare('SELECT data FROM sessions').pluck().all() as string[]).join('\n')
    store.close()
    // The member's session is there (the store was read), with nothing of the test in it.
    expect(sessions).toContain('23456783')
    for (const text of ['test-violencia', 'psicologica', FORM_DRAFT_FIELD, ...questions.map((q) => q.text)]) {
      expect(sessions).not.toContain(text)
    }
    const log = lines.join('\n')
    expect(lines.length).toBeGreaterThan(0)
    for (const text of ['psicologica', '"value"', result.hidden.value.slice(0, 40), ...questions.map((q) => q.text)]) {
      expect(log).not.toContain(text)
    }
  })
})

/** What the browser gets from the action: a thrown or returned Response's status, a `data()` reply's, or 200. */
function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status
  const init = (answer as { type?: string; init?: { status?: number } }).init
  return (answer as { type?: string }).type === 'DataWithResponseInit' ? (init?.status ?? 200) : 200
}

describe('any body sent with a valid sealed draft', () => {
  // The route-wide fuzz (actions.fuzz.test.ts) cannot hold this wizard mid-journey in a session: here
  // each step's own parser reads generated fields beside the draft the step before sealed.
  const fieldName = fc.constantFrom('pregunta', 'intent', FORM_DRAFT_FIELD, 'x')
  const fieldValue = fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constantFrom('volver', '1', '999999', '-1', '1e3', ''))
  const fields = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 8 })

  it('never answers with a server error, and never logs one', async () => {
    await injectFault(sandboxUrl, { path: '/api/autopesquisa/formulario-violencia-genero-completado', status: 500 })
    const errorLog = vi.spyOn(logger, 'error')
    const pages: Page[] = [await intro()]
    while (pages.at(-1)!.step !== 'resultado') pages.push((await submit(pages.at(-1)!)).page)
    for (const page of pages.slice(0, -1)) {
      await fc.assert(
        fc.asyncProperty(fields, async (pairs) => {
          const body = new URLSearchParams([[page.hidden.name, page.hidden.value], ...pairs])
          const request = formRequest(new URL(page.action, BASE).href, {})
          const answer = await call(route.action, new Request(request, { body }), { step: stepOf(page.action) })
          expect(statusOf(answer)).toBeLessThan(500)
        }),
        { numRuns: 60 },
      )
    }
    expect(errorLog).not.toHaveBeenCalled()
    errorLog.mockRestore()
  })
})
