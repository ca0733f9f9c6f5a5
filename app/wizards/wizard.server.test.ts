import fs from 'node:fs/promises'
import path from 'node:path'
import { data, redirect } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { getSession } from '~/auth/session.server'
import { cookieFrom, formRequest, signIn, thrownResponse } from '../../tests/route-helpers'
import { configureLogger } from '~/utils/logger.server'
import { commonErrors } from '~/copy/errors/common'
import { UpstreamError } from '~/upstream/errors'
import { getEnv } from '~/config/env.server'
import { FORM_BODY_LIMIT } from '~/forms/form-data.server'
import {
  DraftSchema,
  fileOption,
  MotivoSchema,
  selfTestGraph,
  testFileWizard,
  testSelfTestWizard,
  testWizard as wizard,
  type Draft,
  type FileDraft,
  type SelfTestDraft,
  type SelfTestStep,
  type Step,
} from '../../tests/wizard-fixture'
import { sealFormDraft } from './drafts.server'
import { stepFileStore } from './step-file-store.server'
import { fileAsDataUrl, REMOVE_FILE_FIELD, type StepFile } from './step-files.server'
import { invalidate } from './graph'
import { changePath, formWizardShouldRevalidate, readStep } from './wizard'
import {
  answerFormStep,
  answerOnly,
  BACK_INTENT,
  FORM_DRAFT_FIELD,
  guardFormStep,
  type FormPage,
  attemptAndContinue,
  clearDraft,
  errorOnPage,
  guardStep,
  orErrorScreen,
  readDraft,
  refuse,
  requireStep,
  saveAndContinue,
  onSavedDraft,
  saveAndStay,
  saveByIntent,
  sentOnce,
  showError,
  updateAttempt,
  updateDraft,
  type StepIntent,
} from './wizard.server'

const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  formRequest(`http://localhost${path}`, fields, cookie ? { cookie } : {})

const quick: Draft = { modo: 'rapida', fecha: '2026-12-01', hora: '09:00' }
const paid: Draft = { modo: 'elegir', fecha: '2026-12-01', hora: '09:00', costo: 250, medioPago: 'tarjeta' }

/** A session holding `draft` (saved as a step would), as a Cookie header. */
async function sessionWith(draft: Draft): Promise<string> {
  const { setCookie } = await updateDraft(get('/prueba/modo'), wizard, () => draft)
  return cookieFrom(new Response(null, { headers: { 'set-cookie': setCookie } }))
}

const draftOf = (cookie: string) => readDraft(get('/prueba/modo?continuar', cookie), wizard)

const location = (response: Response) => {
  expect(response.status).toBe(302)
  return response.headers.get('location')
}

/** A step form of the fixture: the hour, which may also be refused or only checked. */
const HoraSchema = z.object({ hora: z.string({ required_error: 'Elija una hora' }), intent: z.enum(['validar']).optional() })
const saveHora = (request: Request) =>
  saveAndContinue(request, wizard, 'hora', {
    schema: HoraSchema,
    answer: ({ hora, intent }) => {
      if (hora === '03:00') return refuse({ hora: ['Fuera de horario'] })
      return intent === 'validar' ? answerOnly({ checked: hora }) : { hora }
    },
  })
const MedioPagoSchema = z.object({ medioPago: z.enum(['tarjeta', 'abitab']) })
const saveMedioPago = (request: Request) =>
  saveAndContinue(request, wizard, 'medio-pago', { schema: MedioPagoSchema, answer: (value) => value })
const ModoSchema = z.object({ modo: z.enum(['rapida', 'elegir']) })
const saveModo = (request: Request) => saveAndContinue(request, wizard, 'modo', { schema: ModoSchema, answer: (value) => value })

/** What `data(...)` returns: the body and the response init. */
type Reply = { data: { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }; init: { status: number; headers?: HeadersInit } }

describe('drafts in the session', () => {
  it('reads an absent or unreadable draft as the empty draft', async () => {
    expect(await readDraft(get('/prueba/modo'), wizard)).toEqual({})
    const cookie = await sessionWith(quick)
    expect(await draftOf(cookie)).toMatchObject(quick)
  })

  it('keeps each wizard under its own name, in keys that start with drafts.', async () => {
    const cookie = await sessionWith(quick)
    expect(await readDraft(get('/otra', cookie), { ...wizard, name: 'otra' })).toEqual({})
    const session = await getSession(get('/', cookie))
    expect(Object.keys(session.data).sort()).toEqual(['drafts.prueba', 'drafts.prueba.revision'])
  })

  it('forgets the draft on clearDraft', async () => {
    const cookie = await sessionWith(quick)
    await clearDraft(get('/prueba/modo', cookie), wizard)
    expect(await draftOf(cookie)).toEqual({})
  })

  describe('a draft read again (its content known to read as stored)', () => {
    /** A session whose draft of `drafts` is `stored`, as it was saved, whatever its shape. */
    async function storedAs(drafts: typeof wizard, stored: unknown): Promise<string> {
      const { setCookie } = await updateDraft(get('/prueba/modo'), drafts, () => stored as Draft)
      return cookieFrom(new Response(null, { headers: { 'set-cookie': setCookie } }))
    }

    it('is a copy each time: changing the one in hand changes neither the session nor the next read', async () => {
      const cookie = await sessionWith(quick)
      const saved = await draftOf(cookie)
      expect(saved).toMatchObject(quick)
      // The first read above checked it with the schema; these are the known content's.
      for (let read = 0; read < 2; read++) {
        const request = get('/prueba/modo?continuar', cookie)
        const draft = await readDraft(request, wizard)
        draft.hora = '23:59'
        expect(await readDraft(request, wizard)).toEqual(saved)
      }
    })

    it('is checked by its content: another draft of another shape is still the empty draft', async () => {
      const cookie = await sessionWith(quick)
      const saved = await draftOf(cookie)
      expect(await draftOf(cookie)).toEqual(saved)
      expect(await draftOf(await storedAs(wizard, { ...quick, hora: 900 }))).toEqual({})
    })

    it('is what the schema makes of it, every time, when the schema changes what is stored', async () => {
      const trimmed = { ...wizard, name: 'recortada', draftSchema: DraftSchema.extend({ hora: z.string().transform((hora) => hora.trim()) }).partial() }
      const drafts = trimmed as unknown as typeof wizard
      const cookie = await storedAs(drafts, { hora: ' 09:00 ' })
      for (let read = 0; read < 2; read++) expect(await readDraft(get('/prueba/modo?continuar', cookie), drafts)).toEqual({ hora: '09:00' })
    })
  })
})

describe('guardStep', () => {
  it('starts a new draft when the entry step is opened from outside, and shows it at ?continuar (Back to it keeps it)', async () => {
    const cookie = await sessionWith(quick)
    expect(location(await thrownResponse(guardStep(get('/prueba/modo', cookie), wizard, 'modo')))).toBe('/prueba/modo?continuar')
    expect(await draftOf(cookie)).toEqual({})
  })

  it('keeps the draft on the entry step with ?continuar and when its form is posted', async () => {
    const cookie = await sessionWith(quick)
    expect(await guardStep(get('/prueba/modo?continuar', cookie), wizard, 'modo')).toMatchObject(quick)
    expect(await guardStep(post('/prueba/modo', {}, cookie), wizard, 'modo')).toMatchObject(quick)
    expect(await draftOf(cookie)).toMatchObject(quick)
  })

  it('sends a refused step to the fallback, keeping what was answered', async () => {
    const fresh = await thrownResponse(guardStep(get('/prueba/hora'), wizard, 'hora'))
    expect(location(fresh)).toBe('/prueba/modo?continuar')

    const cookie = await sessionWith(quick)
    expect(location(await thrownResponse(guardStep(get('/prueba/hora', cookie), wizard, 'hora')))).toBe('/prueba/modo?continuar')
    const toMenu = { ...wizard, fallback: () => '/' }
    expect(location(await thrownResponse(guardStep(get('/prueba/hecho', cookie), toMenu, 'hecho')))).toBe('/')
    expect(await draftOf(cookie)).toMatchObject(quick)
  })

  it('runs the entry hook by every way in while there is no draft: its refusal stops the journey', async () => {
    const enter = vi.fn(async () => {
      throw redirect('/sancionado')
    })
    const penalised = { ...wizard, enter }
    const ways: Array<[Request, Step]> = [
      [get('/prueba/modo'), 'modo'],
      // A fresh session that follows an in-flow link, posts the entry's form, or opens a later step.
      [get('/prueba/modo?continuar'), 'modo'],
      [post('/prueba/modo', { modo: 'rapida' }), 'modo'],
      [get('/prueba/fecha'), 'fecha'],
      [post('/prueba/hora', { hora: '09:00' }), 'hora'],
    ]
    for (const [request, step] of ways) {
      expect(location(await thrownResponse(guardStep(request, penalised, step)))).toBe('/sancionado')
    }
    expect(enter).toHaveBeenCalledTimes(ways.length)
  })

  it('runs the entry hook with a draft only when the entry step is opened from outside', async () => {
    const enter = vi.fn(async () => undefined)
    const withHook = { ...wizard, enter }
    const cookie = await sessionWith(quick)
    await guardStep(get('/prueba/modo?continuar', cookie), withHook, 'modo')
    await guardStep(post('/prueba/modo', {}, cookie), withHook, 'modo')
    await guardStep(get('/prueba/fecha-hora-rapida', cookie), withHook, 'fecha-hora-rapida')
    expect(enter).not.toHaveBeenCalled()
    expect(location(await thrownResponse(guardStep(get('/prueba/modo', cookie), withHook, 'modo')))).toBe('/prueba/modo?continuar')
    expect(enter).toHaveBeenCalledTimes(1)
  })

  it("starts a fresh session's form from the entry hook's draft, and sends a fresh page to itself with its cookie", async () => {
    const withCost = { ...wizard, enter: async () => ({ costo: 250 }) }
    expect(await guardStep(post('/prueba/modo', { modo: 'rapida' }), withCost, 'modo')).toEqual({ costo: 250 })
    const page = await thrownResponse(guardStep(get('/prueba/modo?continuar'), withCost, 'modo'))
    expect(location(page)).toBe('/prueba/modo?continuar')
    const cookie = cookieFrom(page)
    expect(await draftOf(cookie)).toEqual({ costo: 250 })
    // The next request finds the draft: the hook is not run again.
    expect(await guardStep(get('/prueba/modo?continuar', cookie), { ...withCost, enter: vi.fn() }, 'modo')).toEqual({ costo: 250 })
  })

  it('runs the access check first on every loader and action, draft or not', async () => {
    const access = vi.fn(async (request: Request) => {
      if (!request.headers.get('cookie')) throw redirect('/mi-mutual')
    })
    const enter = vi.fn(async () => undefined)
    const guarded = { ...wizard, access, enter }
    for (const [request, step] of [[get('/prueba/modo'), 'modo'], [post('/prueba/modo', {}), 'modo'], [get('/prueba/hora'), 'hora']] as const) {
      expect(location(await thrownResponse(guardStep(request, guarded, step)))).toBe('/mi-mutual')
    }
    expect(enter).not.toHaveBeenCalled()
    const cookie = await sessionWith(quick)
    expect(await guardStep(post('/prueba/modo', {}, cookie), guarded, 'modo')).toMatchObject(quick)
    expect(access).toHaveBeenCalledTimes(4)
  })

  it('runs the access check, and in a fresh session the entry hook, before any action answers: a form, a button that stays, a confirmation', async () => {
    const send = vi.fn(async () => ({ id: 1 }))
    const actions = (guarded: typeof wizard) => [
      saveAndContinue(post('/prueba/modo', { modo: 'rapida' }), guarded, 'modo', { schema: ModoSchema, answer: (value) => value }),
      saveByIntent(post('/prueba/modo', { intent: 'elegir', modo: 'elegir' }), guarded, 'modo', {
        elegir: { schema: ModoSchema, then: 'stay', answer: (value) => value },
      }),
      attemptAndContinue(post('/prueba/confirmacion', {}), guarded, 'confirmacion', 'reserva', send),
    ]
    const access = vi.fn(async () => {
      throw redirect('/mi-mutual')
    })
    for (const answer of actions({ ...wizard, access })) expect(location(await thrownResponse(answer))).toBe('/mi-mutual')
    const enter = vi.fn(async () => {
      throw redirect('/sancionado')
    })
    for (const answer of actions({ ...wizard, enter })) expect(location(await thrownResponse(answer))).toBe('/sancionado')
    expect([access.mock.calls.length, enter.mock.calls.length]).toEqual([3, 3])
    expect(send).not.toHaveBeenCalled()
  })

  it('starts from the draft the entry hook returns, sending its cookie with a redirect to the entry step', async () => {
    const withCost = { ...wizard, enter: async () => ({ costo: 250 }) }
    const entered = await thrownResponse(guardStep(get('/prueba/modo'), withCost, 'modo'))
    expect(location(entered)).toBe('/prueba/modo?continuar')
    expect(await draftOf(cookieFrom(entered))).toEqual({ costo: 250 })
  })
})

describe('a change from the summary (Cambiar)', () => {
  it('opens the step with ?cambiar, the entry step keeping the draft', () => {
    expect(changePath(wizard, 'hora')).toBe('/prueba/hora?cambiar')
    expect(changePath(wizard, 'modo')).toBe('/prueba/modo?continuar&cambiar')
  })

  it('comes back to the summary after the answer while every answer it shows still stands', async () => {
    const cookie = await sessionWith(paid)
    // Without the link the hour leads on to the payment method, as in the journey.
    expect(location((await saveHora(post('/prueba/hora', { hora: '10:00' }, cookie))) as Response)).toBe('/prueba/medio-pago')
    expect(location((await saveHora(post('/prueba/hora?cambiar', { hora: '11:00' }, cookie))) as Response)).toBe('/prueba/confirmacion')
    expect(await draftOf(cookie)).toMatchObject({ ...paid, hora: '11:00' })
  })

  it('goes on from the step when the change cleared a later answer', async () => {
    const cookie = await sessionWith(paid)
    const answer = (await saveModo(post('/prueba/modo?continuar&cambiar', { modo: 'rapida' }, cookie))) as Response
    expect(location(answer)).toBe('/prueba/fecha-hora-rapida')
    expect(await draftOf(cookie)).not.toHaveProperty('fecha')
  })
})

describe('saveAndContinue', () => {
  it('saves the answer through invalidate and goes to the next step the answers lead to', async () => {
    const cookie = await sessionWith({ modo: 'elegir', fecha: '2026-12-01' })
    expect(location((await saveHora(post('/prueba/hora', { hora: '10:00' }, cookie))) as Response)).toBe('/prueba/confirmacion')
    const withCost = await sessionWith({ modo: 'elegir', fecha: '2026-12-01', costo: 10 })
    expect(location((await saveHora(post('/prueba/hora', { hora: '10:00' }, withCost))) as Response)).toBe('/prueba/medio-pago')

    // A new mode clears the date and, through it, the hour.
    expect(location((await saveModo(post('/prueba/modo', { modo: 'rapida' }, cookie))) as Response)).toBe('/prueba/fecha-hora-rapida')
    expect(await draftOf(cookie)).toEqual({ modo: 'rapida' })
  })

  it('answers an invalid or refused form with 400 and the input, saving nothing', async () => {
    const cookie = await sessionWith({ modo: 'elegir', fecha: '2026-12-01' })
    const missing = (await saveHora(post('/prueba/hora', {}, cookie))) as unknown as Reply
    expect(missing.init.status).toBe(400)
    expect(missing.data.result.error?.hora).toEqual(['Elija una hora'])
    const refused = (await saveHora(post('/prueba/hora', { hora: '03:00' }, cookie))) as unknown as Reply
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error?.hora).toEqual(['Fuera de horario'])
    expect(refused.data.result.initialValue).toMatchObject({ hora: '03:00' })
    expect(await draftOf(cookie)).toEqual({ modo: 'elegir', fecha: '2026-12-01' })
  })

  it('answers a check-only submit without saving or moving on', async () => {
    const cookie = await sessionWith({ modo: 'elegir', fecha: '2026-12-01' })
    expect(await saveHora(post('/prueba/hora', { hora: '10:00', intent: 'validar' }, cookie))).toMatchObject({
      checked: '10:00',
      result: { status: 'success' },
    })
    expect((await draftOf(cookie)).hora).toBeUndefined()
  })

  it('keeps the input and shows the service problem when the API cannot be reached', async () => {
    const cookie = await sessionWith({ modo: 'elegir', fecha: '2026-12-01' })
    const down = (await saveAndContinue(post('/prueba/hora', { hora: '10:00' }, cookie), wizard, 'hora', {
      schema: HoraSchema,
      answer: () => {
        throw data({ problem: 'upstream', reason: 'unreachable' }, { status: 503 })
      },
    })) as unknown as Reply
    expect(down.init.status).toBe(503)
    expect(down.data.result.error?.['']).toEqual(['Servicio no disponible'])
    expect(down.data.result.initialValue).toMatchObject({ hora: '10:00' })
  })

  it('keeps the input and says the generic message when the API answers with an error the step does not handle', async () => {
    const cookie = await sessionWith({ modo: 'elegir', fecha: '2026-12-01' })
    const failed = (await saveAndContinue(post('/prueba/hora', { hora: '10:00' }, cookie), wizard, 'hora', {
      schema: HoraSchema,
      answer: () => {
        throw new UpstreamError('/api/prueba', { status: 404 })
      },
    })) as unknown as Reply
    expect(failed.init.status).toBe(502)
    expect(failed.data.result.error?.['']).toEqual([commonErrors.generic])
    expect(failed.data.result.initialValue).toMatchObject({ hora: '10:00' })
    expect((await draftOf(cookie)).hora).toBeUndefined()
  })

  it('refuses a body that is not a form, and a step the answers do not allow', async () => {
    const cookie = await sessionWith({ modo: 'elegir', fecha: '2026-12-01' })
    const json = new Request('http://localhost/prueba/hora', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{"hora":"10:00"}',
    })
    expect((await thrownResponse(saveHora(json).catch((error: unknown) => Promise.reject(toResponse(error))))).status).toBe(415)
    expect(location(await thrownResponse(saveMedioPago(post('/prueba/medio-pago', { medioPago: 'abitab' }, cookie))))).toBe(
      '/prueba/modo?continuar',
    )
  })
})

/** `data()` thrown by readFormData, as the Response Remix would send. */
function toResponse(error: unknown): unknown {
  const thrown = error as { type?: string; init?: ResponseInit }
  return thrown.type === 'DataWithResponseInit' ? new Response(null, thrown.init) : error
}

describe('the revision check', () => {
  it('keeps both answers when two requests save the same draft from the same revision', async () => {
    const cookie = await sessionWith(paid)
    const hora = post('/prueba/hora', { hora: '10:00' }, cookie)
    const medioPago = post('/prueba/medio-pago', { medioPago: 'abitab' }, cookie)
    // Both read the draft first, so both start from the same revision.
    await Promise.all([readDraft(hora, wizard), readDraft(medioPago, wizard)])
    const [first, second] = await Promise.all([saveHora(hora), saveMedioPago(medioPago)])
    expect(location(first as Response)).toBe('/prueba/medio-pago')
    expect(location(second as Response)).toBe('/prueba/confirmacion')
    expect(await draftOf(cookie)).toMatchObject({ hora: '10:00', medioPago: 'abitab' })
    expect((await getSession(get('/', cookie))).get('drafts.prueba.revision')).toBe(3)
  })

  /** Two tabs press + from the same revision of `cantidad: 1`, both having read it first; what is saved after both. */
  async function twoTabsPress(answer: StepIntent<z.ZodObject<z.ZodRawShape>, Draft>['answer']) {
    const cookie = await sessionWith({ ...quick, cantidad: 1 })
    const press = (request: Request) => saveByIntent(request, wizard, 'confirmacion', { mas: { schema: z.object({}), then: 'stay', answer } })
    const first = post('/prueba/confirmacion', { intent: 'mas' }, cookie)
    const second = post('/prueba/confirmacion', { intent: 'mas' }, cookie)
    await Promise.all([readDraft(first, wizard), readDraft(second, wizard)])
    await Promise.all([press(first), press(second)])
    return (await draftOf(cookie)).cantidad
  }

  it('counts both presses of a + sent by two tabs from the same revision, when the answer steps what is saved', async () => {
    expect(await twoTabsPress(() => onSavedDraft<Draft>((fresh) => ({ cantidad: (fresh.cantidad ?? 0) + 1 })))).toBe(3)
  })

  it('loses one of those presses when the answer is a value worked out on the draft it read (why onSavedDraft exists)', async () => {
    expect(await twoTabsPress((_value, { draft }) => ({ cantidad: (draft.cantidad ?? 0) + 1 }))).toBe(2)
  })

  it('sends the loser to the fallback when the winner has made its step unreachable', async () => {
    const cookie = await sessionWith(paid)
    const modo = post('/prueba/modo', { modo: 'rapida' }, cookie)
    const medioPago = post('/prueba/medio-pago', { medioPago: 'abitab' }, cookie)
    await Promise.all([readDraft(modo, wizard), readDraft(medioPago, wizard)])
    const [first, second] = await Promise.allSettled([saveModo(modo), saveMedioPago(medioPago)])
    expect(first).toMatchObject({ status: 'fulfilled' })
    expect(second).toMatchObject({ status: 'rejected' })
    expect(location((second as PromiseRejectedResult).reason as Response)).toBe('/prueba/modo?continuar')
    expect(await draftOf(cookie)).toEqual({ modo: 'rapida', costo: 250, medioPago: 'tarjeta' })
  })

  it('does not land a save that read a draft forgotten since', async () => {
    const cookie = await sessionWith(paid)
    const stale = post('/prueba/medio-pago', { medioPago: 'abitab' }, cookie)
    await readDraft(stale, wizard)
    await clearDraft(get('/prueba/modo', cookie), wizard)
    expect(location(await thrownResponse(saveMedioPago(stale)))).toBe('/prueba/modo?continuar')
    expect(await draftOf(cookie)).toEqual({})
  })
})

describe('attempts', () => {
  const confirm = async (cookie: string, send: (key: string) => Promise<{ id: number }>) =>
    (await attemptAndContinue(post('/prueba/confirmacion', {}, cookie), wizard, 'confirmacion', 'reserva', send)) as Response

  it('get their key when the answers reach their step', async () => {
    const cookie = await sessionWith({ modo: 'elegir', fecha: '2026-12-01' })
    expect((await draftOf(cookie)).attempts).toBeUndefined()
    await saveHora(post('/prueba/hora', { hora: '10:00' }, cookie))
    expect((await draftOf(cookie)).attempts?.reserva).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}$/) })
  })

  it('send their call once with the key, keep the outcome and only redirect afterwards', async () => {
    const cookie = await sessionWith(quick)
    const { key } = (await draftOf(cookie)).attempts!.reserva!
    const send = vi.fn(async (_key: string) => ({ id: 7 }))

    expect(location(await confirm(cookie, send))).toBe('/prueba/hecho')
    expect(send).toHaveBeenCalledExactlyOnceWith(key, expect.anything())
    expect((await draftOf(cookie)).attempts?.reserva).toEqual({ key, outcome: { id: 7 } })

    // A reload or a second click of the confirmation.
    expect(location(await confirm(cookie, send))).toBe('/prueba/hecho')
    expect(send).toHaveBeenCalledTimes(1)
    expect(await guardStep(get('/prueba/hecho', cookie), wizard, 'hecho')).toMatchObject(quick)
  })

  it('leave the draft as it was when the call fails, and retry with the same key', async () => {
    const cookie = await sessionWith(quick)
    const before = await draftOf(cookie)
    const refused = new Error('refused')
    await expect(confirm(cookie, () => Promise.reject(refused))).rejects.toBe(refused)
    expect(await draftOf(cookie)).toEqual(before)
    const send = vi.fn(async (_key: string) => ({ id: 8 }))
    await confirm(cookie, send)
    expect(send).toHaveBeenCalledWith(before.attempts?.reserva?.key, expect.anything())
  })

  it('keep their outcome through saves that do not invalidate them, and lose it to those that do', async () => {
    const cookie = await sessionWith(paid)
    await confirm(cookie, async () => ({ id: 41 }))
    const reserva = (await draftOf(cookie)).attempts?.reserva
    expect(reserva?.outcome).toEqual({ id: 41 })

    // A rejected card, then a switch to Abitab: the reservation is kept, the payment is a new one.
    const pagoKey = (await draftOf(cookie)).attempts?.pago?.key
    await saveMedioPago(post('/prueba/medio-pago', { medioPago: 'abitab' }, cookie))
    const switched = await draftOf(cookie)
    expect(switched.attempts?.reserva).toEqual(reserva)
    expect(switched.attempts?.pago?.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(switched.attempts?.pago?.key).not.toBe(pagoKey)

    // Another hour is another reservation.
    await saveHora(post('/prueba/hora', { hora: '11:00' }, cookie))
    const moved = await draftOf(cookie)
    expect(moved.attempts?.reserva?.outcome).toBeUndefined()
    expect(moved.attempts?.reserva?.key).not.toBe(reserva?.key)
  })

  it('keep a key before the call when none was given yet', async () => {
    const cookie = await sessionWith(quick)
    // A draft stored without keys (an older shape, say).
    const session = await getSession(get('/', cookie))
    session.set('drafts.prueba', quick)
    const { commitSession } = await import('~/auth/session.server')
    await commitSession(session)
    let sent: string | undefined
    await expect(
      confirm(cookie, async (key) => {
        sent = key
        throw new Error('timeout')
      }),
    ).rejects.toThrow('timeout')
    expect((await draftOf(cookie)).attempts?.reserva?.key).toBe(sent)
  })

  it("answer a refusal of the API with the banner's message (400), keeping the draft, so a retry sends the same key", async () => {
    const cookie = await sessionWith(quick)
    const before = await draftOf(cookie)
    const refusedWith = (info: { status: number; message?: string }) => () => Promise.reject(new UpstreamError('/api/reservas', info))
    const reserve = (send: () => Promise<{ id: number }>, refusal?: (error: UpstreamError, draft: Draft) => string) =>
      attemptAndContinue(post('/prueba/confirmacion', {}, cookie), wizard, 'confirmacion', 'reserva', send, refusal)

    expect(await reserve(refusedWith({ status: 409, message: 'Sin lugar' }))).toMatchObject({ data: { message: 'Sin lugar' }, init: { status: 400 } })
    expect(await reserve(refusedWith({ status: 500 }))).toMatchObject({ data: { message: commonErrors.generic }, init: { status: 400 } })
    // The wizard words its own refusals, from the error and the draft.
    const refusal = vi.fn((error: UpstreamError, draft: Draft) => `${error.status} ${draft.hora}`)
    expect(await reserve(refusedWith({ status: 401 }), refusal)).toMatchObject({ data: { message: '401 09:00' }, init: { status: 400 } })
    expect(await draftOf(cookie)).toEqual(before)

    const send = vi.fn(async (_key: string) => ({ id: 9 }))
    expect(location((await reserve(() => send(before.attempts!.reserva!.key))) as Response)).toBe('/prueba/hecho')
  })

  describe('whose call is built once (sentOnce)', () => {
    /** The confirmation, whose call is built by `build` (once per key) and sent with `send`. */
    const confirmBuilt = (cookie: string, build: () => Promise<{ hora: string }>, send: (call: { hora: string }) => Promise<{ id: number }>) =>
      confirm(cookie, async (key) => send(await sentOnce(post('/prueba/confirmacion', {}, cookie), wizard, 'reserva', key, build)))

    it('send the call built first again on a retry after it went unanswered, without building it again', async () => {
      const cookie = await sessionWith(quick)
      const lost = new Error('timeout')
      await expect(confirmBuilt(cookie, async () => ({ hora: '09:00' }), () => Promise.reject(lost))).rejects.toBe(lost)
      expect((await draftOf(cookie)).attempts?.reserva?.sent).toEqual({ hora: '09:00' })

      // The offer changed since (the first call took it): built again, the call would differ.
      const build = vi.fn(async () => ({ hora: '10:00' }))
      const send = vi.fn(async (_call: { hora: string }) => ({ id: 5 }))
      expect(location(await confirmBuilt(cookie, build, send))).toBe('/prueba/hecho')
      expect(build).not.toHaveBeenCalled()
      expect(send).toHaveBeenCalledExactlyOnceWith({ hora: '09:00' })
      expect((await draftOf(cookie)).attempts?.reserva).toMatchObject({ outcome: { id: 5 }, sent: { hora: '09:00' } })
    })

    it('send the call a submit racing this one kept first, whichever built theirs last', async () => {
      const cookie = await sessionWith(quick)
      const sent: string[] = []
      const slowly = (hora: string, ms: number) => () => new Promise<{ hora: string }>((resolve) => setTimeout(() => resolve({ hora }), ms))
      const send = async (call: { hora: string }) => {
        sent.push(call.hora)
        return { id: 6 }
      }
      await Promise.all([confirmBuilt(cookie, slowly('09:00', 10), send), confirmBuilt(cookie, slowly('10:00', 60), send)])
      expect(sent).toEqual(['09:00', '09:00'])
    })

    it('build anew under a new key once an answer the attempt depends on changed', async () => {
      const cookie = await sessionWith(quick)
      await expect(confirmBuilt(cookie, async () => ({ hora: '09:00' }), () => Promise.reject(new Error('timeout')))).rejects.toThrow()
      await updateDraft(get('/prueba/confirmacion', cookie), wizard, (draft) => invalidate(wizard, draft, { hora: '11:00' }))
      expect((await draftOf(cookie)).attempts?.reserva?.sent).toBeUndefined()
      const send = vi.fn(async (_call: { hora: string }) => ({ id: 7 }))
      await confirmBuilt(cookie, async () => ({ hora: '11:00' }), send)
      expect(send).toHaveBeenCalledExactlyOnceWith({ hora: '11:00' })
    })
  })

  it("answer an API that cannot be reached with the wizard's service problem (503), keeping the draft", async () => {
    const cookie = await sessionWith(quick)
    const before = await draftOf(cookie)
    const down = await attemptAndContinue(post('/prueba/confirmacion', {}, cookie), wizard, 'confirmacion', 'reserva', () => {
      throw data({ problem: 'upstream', reason: 'unreachable' }, { status: 503 })
    })
    expect(down).toMatchObject({ data: { message: 'Servicio no disponible' }, init: { status: 503 } })
    expect(await draftOf(cookie)).toEqual(before)
  })
})

describe('error screens', () => {
  it("turn an error answer of the API into the wizard's screen for it, on the step to redo", async () => {
    const failed = orErrorScreen(wizard, 'hora', () => Promise.reject(new UpstreamError('/api/horas', { status: 500 })))
    expect(location(await thrownResponse(failed))).toBe('/prueba/hora?error=ERROR')
    expect(location(await thrownResponse((async () => showError(wizard, 'SIN_LUGAR', 'hora'))()))).toBe('/prueba/fecha?error=SIN_LUGAR')
  })

  it('leave an API that cannot be reached to the service-problem page, and pass other results through', async () => {
    const unreachable = data({ problem: 'upstream', reason: 'unreachable' }, { status: 503 })
    await expect(orErrorScreen(wizard, 'hora', () => Promise.reject(unreachable))).rejects.toBe(unreachable)
    expect(await orErrorScreen(wizard, 'hora', async () => 7)).toBe(7)
  })

  it('are named by the URL, only with a kind the wizard has', () => {
    expect(errorOnPage(get('/prueba/fecha?error=SIN_LUGAR'), wizard)).toBe('SIN_LUGAR')
    expect(errorOnPage(get('/prueba/fecha?error=sin_lugar'), wizard)).toBeNull()
    expect(errorOnPage(get('/prueba/fecha'), wizard)).toBeNull()
  })
})

describe('requireStep', () => {
  it("gives the step a route's parameter names, whether Remix decoded it or not", () => {
    expect(requireStep(get('/test-violencia-de-genero/violencia-f%C3%ADsica'), selfTestGraph, 'violencia-física')).toBe('violencia-física')
    expect(requireStep(get('/x'), selfTestGraph, 'violencia-f%C3%ADsica')).toBe('violencia-física')
  })

  it('redirects an unaccented alias to the step, keeping the query, and an unknown step to the entry', async () => {
    const alias = await thrownResponse((async () => requireStep(get('/t/violencia-fisica?continuar'), selfTestGraph, 'violencia-fisica'))())
    expect(location(alias)).toBe('/test-violencia-de-genero/violencia-f%C3%ADsica?continuar')
    const unknown = await thrownResponse((async () => requireStep(get('/t/otra'), selfTestGraph, 'otra'))())
    expect(location(unknown)).toBe('/test-violencia-de-genero/introduccion')
    const none = await thrownResponse((async () => requireStep(get('/t'), selfTestGraph, undefined))())
    expect(location(none)).toBe('/test-violencia-de-genero/introduccion')
  })

  it('percent-encodes every redirect of a wizard whose base has accents: the next step, a stay, the fallback', async () => {
    const accented = { ...wizard, basePath: '/mi-mutual/nueva-contraseña' }
    const base = '/mi-mutual/nueva-contrase%C3%B1a'
    const cookie = await sessionWith({ modo: 'elegir' })
    const answered = await saveAndContinue(post(`${base}/modo`, { modo: 'elegir' }, cookie), accented, 'modo', { schema: ModoSchema, answer: (value) => value })
    expect(location(answered as Response)).toBe(`${base}/fecha`)
    const stayed = await saveByIntent(post(`${base}/modo`, { intent: 'elegir', modo: 'elegir' }, cookie), accented, 'modo', {
      elegir: { schema: ModoSchema, then: 'stay', answer: (value) => value },
    })
    expect(location(stayed as Response)).toBe(`${base}/modo?continuar`)
    expect(location(await thrownResponse(guardStep(get(`${base}/hora`, cookie), accented, 'hora')))).toBe(`${base}/modo?continuar`)
  })

  it('builds the redirects of a wizard whose base holds the product', async () => {
    const { getEnv } = await import('~/config/env.server')
    const member = { ...wizard, basePath: () => `/mi-${getEnv().PORTAL_PRODUCT}/prueba` }
    const refused = await thrownResponse(guardStep(get(`/mi-${getEnv().PORTAL_PRODUCT}/prueba/hora`), member, 'hora'))
    expect(location(refused)).toBe(`/mi-${getEnv().PORTAL_PRODUCT}/prueba/modo?continuar`)
  })
})

describe('saveByIntent', () => {
  /** The confirmation's buttons: + and − save and stay, Confirmar goes on, Validar only checks. */
  const CantidadSchema = z.object({ cantidad: z.coerce.number().int() })
  const confirmacion = (request: Request, answerMas?: () => never) =>
    saveByIntent(request, wizard, 'confirmacion', {
      mas: {
        schema: CantidadSchema,
        then: 'stay',
        answer: ({ cantidad }) => {
          answerMas?.()
          return cantidad >= 9 ? refuse({ cantidad: ['Como mucho 9'] }) : { cantidad: cantidad + 1 }
        },
      },
      menos: { schema: CantidadSchema, then: 'stay', answer: ({ cantidad }, { draft }) => ({ cantidad: Math.max(1, (draft.cantidad ?? cantidad) - 1) }) },
      continuar: { schema: z.object({}), then: 'continue', answer: () => ({}) },
      validar: { schema: CantidadSchema, then: 'stay', answer: ({ cantidad }) => answerOnly({ checked: cantidad }) },
    })
  const ModoOnEntry = (request: Request) =>
    saveByIntent(request, wizard, 'modo', { elegir: { schema: ModoSchema, then: 'stay', answer: (value) => value } })

  it('saves and stays: a redirect to the step itself (Post/Redirect/Get), replacing its history entry with JavaScript', async () => {
    const cookie = await sessionWith(quick)
    const response = await confirmacion(post('/prueba/confirmacion', { intent: 'mas', cantidad: '1' }, cookie))
    expect(location(response as Response)).toBe('/prueba/confirmacion')
    expect((response as Response).headers.get('X-Remix-Replace')).toBe('true')
    expect(await draftOf(cookie)).toMatchObject({ ...quick, cantidad: 2 })
    expect(location((await confirmacion(post('/prueba/confirmacion', { intent: 'menos', cantidad: '2' }, cookie))) as Response)).toBe(
      '/prueba/confirmacion',
    )
    expect((await draftOf(cookie)).cantidad).toBe(1)
  })

  it("keeps the page's query but not an error screen's, and stays on the entry step with ?continuar so the draft is kept", async () => {
    const cookie = await sessionWith(quick)
    const stayed = await confirmacion(post('/prueba/confirmacion?franja=2&error=ERROR&index', { intent: 'mas', cantidad: '1' }, cookie))
    expect(location(stayed as Response)).toBe('/prueba/confirmacion?franja=2')

    const entry = await ModoOnEntry(post('/prueba/modo', { intent: 'elegir', modo: 'elegir' }, cookie))
    expect(location(entry as Response)).toBe('/prueba/modo?continuar')
    // The page it redirects to keeps the draft just saved.
    expect(await guardStep(get(location(entry as Response)!, cookie), wizard, 'modo')).toEqual({ modo: 'elegir', cantidad: 2 })
  })

  it('saves and continues for an intent that goes on', async () => {
    const cookie = await sessionWith({ ...quick, cantidad: 3 })
    expect(location((await confirmacion(post('/prueba/confirmacion', { intent: 'continuar' }, cookie))) as Response)).toBe('/prueba/hecho')
  })

  it('saves and stays from an intent that goes on when its answer says so (saveAndStay)', async () => {
    const cookie = await sessionWith({ ...quick, cantidad: 3 })
    const answer = ({ cantidad }: { cantidad: number }) => (cantidad > 5 ? saveAndStay<Draft>({ cantidad }) : { cantidad })
    const go = (cantidad: string) =>
      saveByIntent(post('/prueba/confirmacion', { intent: 'continuar', cantidad }, cookie), wizard, 'confirmacion', {
        continuar: { schema: CantidadSchema, then: 'continue', answer },
      })
    const stayed = (await go('7')) as Response
    expect(location(stayed)).toBe('/prueba/confirmacion')
    expect(stayed.headers.get('X-Remix-Replace')).toBe('true')
    expect((await draftOf(cookie)).cantidad).toBe(7)
    expect(location((await go('4')) as Response)).toBe('/prueba/hecho')
    expect((await draftOf(cookie)).cantidad).toBe(4)
  })

  it('saves and shows the step again as a refusal when saveAndStay says what is still to answer', async () => {
    const cookie = await sessionWith({ ...quick, cantidad: 3 })
    const stayed = (await saveByIntent(post('/prueba/confirmacion', { intent: 'continuar', cantidad: '7' }, cookie), wizard, 'confirmacion', {
      continuar: { schema: CantidadSchema, then: 'continue', answer: ({ cantidad }) => saveAndStay<Draft>({ cantidad }, { cantidad: ['Elija de nuevo'] }) },
    })) as unknown as Reply
    expect(stayed.init.status).toBe(400)
    expect(stayed.data.result.error).toEqual({ cantidad: ['Elija de nuevo'] })
    expect(new Headers(stayed.init.headers).get('Set-Cookie')).toEqual(expect.any(String))
    expect((await draftOf(cookie)).cantidad).toBe(7)
  })

  it('refuses an intent the step does not have, or none, like an unreadable body', async () => {
    const cookie = await sessionWith(quick)
    for (const fields of [{ intent: 'borrar', cantidad: '1' }, { cantidad: '1' }, { intent: 'toString', cantidad: '1' }] as Array<Record<string, string>>) {
      const refused = await thrownResponse(confirmacion(post('/prueba/confirmacion', fields, cookie)))
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ problem: 'body' })
    }
    expect((await draftOf(cookie)).cantidad).toBeUndefined()
  })

  it("answers each intent's invalid or refused form with 400, a check with its body, an API down with 503, saving nothing", async () => {
    const cookie = await sessionWith(quick)
    const invalid = (await confirmacion(post('/prueba/confirmacion', { intent: 'mas', cantidad: 'x' }, cookie))) as unknown as Reply
    expect(invalid.init.status).toBe(400)
    const refused = (await confirmacion(post('/prueba/confirmacion', { intent: 'mas', cantidad: '9' }, cookie))) as unknown as Reply
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error?.cantidad).toEqual(['Como mucho 9'])
    expect(await confirmacion(post('/prueba/confirmacion', { intent: 'validar', cantidad: '4' }, cookie))).toMatchObject({ checked: 4 })
    const down = (await confirmacion(post('/prueba/confirmacion', { intent: 'mas', cantidad: '1' }, cookie), () => {
      throw data({ problem: 'upstream', reason: 'unreachable' }, { status: 503 })
    })) as unknown as Reply
    expect(down.init.status).toBe(503)
    expect(down.data.result.error?.['']).toEqual(['Servicio no disponible'])
    expect((await draftOf(cookie)).cantidad).toBeUndefined()
  })

  it('guards the step and goes through the revision check: a stay racing another save keeps both', async () => {
    const fresh = await thrownResponse(confirmacion(post('/prueba/confirmacion', { intent: 'mas', cantidad: '1' })))
    expect(location(fresh)).toBe('/prueba/modo?continuar')

    const cookie = await sessionWith({ ...paid, cantidad: 2 })
    const menos = post('/prueba/confirmacion', { intent: 'menos', cantidad: '2' }, cookie)
    const medioPago = post('/prueba/medio-pago', { medioPago: 'abitab' }, cookie)
    await Promise.all([readDraft(menos, wizard), readDraft(medioPago, wizard)])
    const [first, second] = await Promise.all([confirmacion(menos), saveMedioPago(medioPago)])
    expect(location(first as Response)).toBe('/prueba/confirmacion')
    expect(location(second as Response)).toBe('/prueba/confirmacion')
    expect(await draftOf(cookie)).toMatchObject({ cantidad: 1, medioPago: 'abitab' })
  })
})

describe('updateAttempt', () => {
  /** A payment that moves on: authorized, then finalized (approved) or cancelled. */
  const approve = (cookie: string, key: string) =>
    updateAttempt(post('/prueba/confirmacion', {}, cookie), wizard, 'pago', key, (outcome) => ({ ...outcome, aprobado: true }))

  it("rewrites the attempt's outcome as its call moves on, keeping the key", async () => {
    const cookie = await sessionWith(paid)
    const key = (await draftOf(cookie)).attempts!.pago!.key
    const first = await updateAttempt(post('/prueba/confirmacion', {}, cookie), wizard, 'pago', key, (outcome) => {
      expect(outcome).toBeUndefined()
      return { aprobado: false }
    })
    expect(first.updated).toBe(true)
    expect(first.draft.attempts?.pago).toEqual({ key, outcome: { aprobado: false } })
    const second = await approve(cookie, key)
    expect(second.updated).toBe(true)
    expect((await draftOf(cookie)).attempts?.pago).toEqual({ key, outcome: { aprobado: true } })
    expect((await draftOf(cookie)).attempts?.reserva).toEqual(first.draft.attempts?.reserva)
  })

  it('does not land for a key the attempt no longer has (an answer it depended on changed)', async () => {
    const cookie = await sessionWith(paid)
    const stale = (await draftOf(cookie)).attempts!.pago!.key
    await saveMedioPago(post('/prueba/medio-pago', { medioPago: 'abitab' }, cookie))
    const fresh = (await draftOf(cookie)).attempts!.pago!
    expect(fresh.key).not.toBe(stale)
    const late = await approve(cookie, stale)
    expect(late.updated).toBe(false)
    expect((await draftOf(cookie)).attempts?.pago).toEqual(fresh)
    expect((await draftOf(cookie)).medioPago).toBe('abitab')
  })

  it('does not lose a save that raced it', async () => {
    const cookie = await sessionWith({ ...paid, cantidad: 1 })
    const key = (await draftOf(cookie)).attempts!.pago!.key
    const update = post('/prueba/confirmacion', {}, cookie)
    const cantidad = post('/prueba/confirmacion', {}, cookie)
    await Promise.all([readDraft(update, wizard), readDraft(cantidad, wizard)])
    const [updated] = await Promise.all([
      updateAttempt(update, wizard, 'pago', key, () => ({ aprobado: true })),
      updateDraft(cantidad, wizard, (draft) => ({ ...draft, cantidad: 2 })),
    ])
    expect(updated.updated).toBe(true)
    const after = await draftOf(cookie)
    expect(after.cantidad).toBe(2)
    expect(after.attempts?.pago).toEqual({ key, outcome: { aprobado: true } })
  })
})

describe("a form-stored wizard (storage: 'form')", () => {
  const self = testSelfTestWizard
  const Categoria = (name: 'psicologica' | 'fisica') => ({
    schema: z.object({ [name]: z.array(z.string()).default([]) }),
    answer: (value: Record<string, string[]>, { draft }: { draft: SelfTestDraft }) => {
      const chosen = value[name] ?? []
      if (!chosen.every((id) => draft.preguntas?.includes(id))) return refuse({ [name]: ['Pregunta desconocida'] })
      return { [name]: chosen }
    },
  })
  const forms = {
    introduccion: { schema: z.object({}), answer: () => ({}) },
    'violencia-psicológica': Categoria('psicologica'),
    'violencia-física': Categoria('fisica'),
  }
  /** A browser's POST of a step form: repeated fields for checkboxes. */
  const submit = (url: string, fields: Array<[string, string]>, cookie?: string) =>
    new Request(url.startsWith('http') ? url : `http://localhost${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields),
    })
  type Page = FormPage<SelfTestStep, SelfTestDraft>
  const answer = async (request: Request, step: SelfTestStep) => {
    const answered = await answerFormStep(request, self, step, forms)
    if ('init' in answered) throw new Error(`answered ${String((answered as { init: { status: number } }).init.status)}`)
    return answered as { page: Page }
  }
  /** Posts the page's form as a browser would: to its action, with its hidden field. */
  const post = (page: Page, fields: Array<[string, string]> = [], cookie?: string) => {
    const step = readStep(self, page.action.split('/').pop()!)!.step
    return answer(submit(page.action, [[page.hidden.name, page.hidden.value], ...fields], cookie), step)
  }

  it('runs the whole journey with the answers in its forms: nothing under drafts.* in the session, nothing set, nothing logged', async () => {
    const lines: string[] = []
    configureLogger({ level: 'debug', write: (line) => lines.push(line) })
    try {
      const cookie = await sessionWith(quick)
      const intro = (await guardFormStep(get('/test-violencia-de-genero/introduccion', cookie), self, 'introduccion'))!
      expect(intro).toMatchObject({ step: 'introduccion', draft: { preguntas: ['p1', 'p2', 'p3'] }, back: null })
      expect(intro.action).toBe('/test-violencia-de-genero/violencia-psicol%C3%B3gica')

      const psicologica = (await post(intro, [], cookie)).page
      expect(psicologica.step).toBe('violencia-psicológica')
      expect(psicologica.action).toBe('/test-violencia-de-genero/violencia-f%C3%ADsica')
      const fisica = (await post(psicologica, [['psicologica', 'p1'], ['psicologica', 'p3']], cookie)).page
      expect(fisica).toMatchObject({ step: 'violencia-física', draft: { psicologica: ['p1', 'p3'] } })
      expect(fisica.back).toBe('/test-violencia-de-genero/violencia-psicol%C3%B3gica?continuar')
      const resultado = (await post(fisica, [['fisica', 'p2']], cookie)).page
      expect(resultado).toMatchObject({ step: 'resultado', draft: { preguntas: ['p1', 'p2', 'p3'], psicologica: ['p1', 'p3'], fisica: ['p2'] } })

      const session = await getSession(get('/', cookie))
      expect(Object.keys(session.data).filter((key) => key.startsWith('drafts.')).sort()).toEqual(['drafts.prueba', 'drafts.prueba.revision'])
      expect(JSON.stringify(session.data)).not.toContain('p3')
      expect(lines.filter((line) => /p1|p2|p3|psicologica|fisica/.test(line))).toEqual([])
    } finally {
      configureLogger({ level: 'error', write: (line) => process.stdout.write(`${line}\n`) })
    }
  })

  it('answers the POST with the next page itself: no redirect, no cookie, no answer in a URL', async () => {
    const intro = (await guardFormStep(get('/test-violencia-de-genero/introduccion'), self, 'introduccion'))!
    const answered = await answerFormStep(submit(intro.action, [[intro.hidden.name, intro.hidden.value]]), self, 'violencia-psicológica', forms)
    expect(answered).not.toBeInstanceOf(Response)
    expect((answered as { page: Page }).page.action).not.toMatch(/[?&]/)
  })

  it('refuses a missing, changed or foreign sealed draft like an unreadable body', async () => {
    const intro = (await guardFormStep(get('/test-violencia-de-genero/introduccion'), self, 'introduccion'))!
    const psicologica = (await post(intro)).page
    const [payload, seal] = psicologica.hidden.value.split('.') as [string, string]
    const changed = Buffer.from(
      JSON.stringify({ step: 'violencia-física', draft: { ...psicologica.draft, psicologica: ['p1'] } }),
    ).toString('base64url')
    const foreign = sealFormDraft({ name: 'otro' }, 'violencia-psicológica', psicologica.draft)
    for (const value of [null, '', 'x', `${changed}.${seal}`, `${payload}.${seal.slice(1)}A`, foreign]) {
      const fields: Array<[string, string]> = value === null ? [] : [[FORM_DRAFT_FIELD, value]]
      const refused = await thrownResponse(answerFormStep(submit(psicologica.action, fields), self, 'violencia-física', forms))
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ problem: 'body' })
    }
    // A seal of a draft its schema refuses.
    const unreadable = sealFormDraft(self, 'violencia-psicológica', { preguntas: 'p1' } as unknown as SelfTestDraft)
    expect((await thrownResponse(answerFormStep(submit(psicologica.action, [[FORM_DRAFT_FIELD, unreadable]]), self, 'violencia-física', forms))).status).toBe(400)
  })

  it("shows an invalid or refused answer again on its step with the answers so far, and Volver shows the step posted to", async () => {
    const intro = (await guardFormStep(get('/test-violencia-de-genero/introduccion'), self, 'introduccion'))!
    const psicologica = (await post(intro)).page
    const refused = (await answerFormStep(
      submit(psicologica.action, [[FORM_DRAFT_FIELD, psicologica.hidden.value], ['psicologica', 'p9']]),
      self,
      'violencia-física',
      forms,
    )) as unknown as { data: { page: Page; result: { error?: Record<string, string[]> } }; init: { status: number } }
    expect(refused.init.status).toBe(400)
    expect(refused.data.page).toEqual(psicologica)
    expect(refused.data.result.error?.psicologica).toEqual(['Pregunta desconocida'])

    const fisica = (await post(psicologica, [['psicologica', 'p2']])).page
    const back = await answer(submit(fisica.back!, [[FORM_DRAFT_FIELD, fisica.hidden.value], ['intent', BACK_INTENT]]), 'violencia-psicológica')
    expect(back.page).toMatchObject({ step: 'violencia-psicológica', draft: { psicologica: ['p2'] } })
    // Volver answers nothing, even posted to the step its page shows.
    const stay = await answer(submit(fisica.action, [[FORM_DRAFT_FIELD, fisica.hidden.value], ['intent', BACK_INTENT], ['fisica', 'p1']]), 'violencia-física')
    expect(stay.page).toEqual(fisica)
    // A Volver to a step the answers do not allow goes to the fallback.
    expect(location(await thrownResponse(answerFormStep(submit(intro.action, [[FORM_DRAFT_FIELD, intro.hidden.value], ['intent', BACK_INTENT]]), self, 'resultado', forms)))).toBe('/mi-mutual')
  })

  it('keeps on Volver what the page it leaves holds, when its form says what (keptOnBack); only going back', async () => {
    const keeping = { ...forms, 'violencia-física': { ...Categoria('fisica'), keptOnBack: ({ fisica }: { fisica: string[] }) => ({ fisica }) } }
    const intro = (await guardFormStep(get('/test-violencia-de-genero/introduccion'), self, 'introduccion'))!
    const fisica = (await post((await post(intro)).page, [['psicologica', 'p2']])).page
    const volver = async (url: string, step: SelfTestStep) => {
      const fields: Array<[string, string]> = [[FORM_DRAFT_FIELD, fisica.hidden.value], ['intent', BACK_INTENT], ['fisica', 'p1'], ['fisica', 'p3']]
      return ((await answerFormStep(submit(url, fields), self, step, keeping)) as { page: Page }).page
    }
    expect(await volver(fisica.back!, 'violencia-psicológica')).toMatchObject({ step: 'violencia-psicológica', draft: { psicologica: ['p2'], fisica: ['p1', 'p3'] } })
    // Posted to the step its page shows, Volver is no answer.
    expect(await volver(fisica.action, 'violencia-física')).toEqual(fisica)
  })

  it('shows only the entry step on a GET, and leaves the page to the action on the loader Remix runs after it', async () => {
    expect(location(await thrownResponse(guardFormStep(get('/test-violencia-de-genero/resultado'), self, 'resultado')))).toBe('/mi-mutual')
    // Remix's loader request after an action: method GET, the POST's headers.
    const afterPost = new Request('http://localhost/test-violencia-de-genero/resultado', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(await guardFormStep(afterPost, self, 'resultado')).toBeNull()
    expect(formWizardShouldRevalidate({ formMethod: 'POST', defaultShouldRevalidate: true })).toBe(false)
    expect(formWizardShouldRevalidate({ formMethod: 'GET', defaultShouldRevalidate: true })).toBe(true)
  })

  it('runs the access check first on its loaders and actions (A08)', async () => {
    const access = vi.fn(async () => {
      throw redirect('/mi-mutual')
    })
    const closed = { ...self, access }
    expect(location(await thrownResponse(guardFormStep(get('/test-violencia-de-genero/introduccion'), closed, 'introduccion')))).toBe('/mi-mutual')
    const refused = answerFormStep(submit('/test-violencia-de-genero/resultado', []), closed, 'resultado', forms)
    expect(location(await thrownResponse(refused))).toBe('/mi-mutual')
    expect(access).toHaveBeenCalledTimes(2)
  })

  it('is refused by every function of the session', async () => {
    const request = get('/test-violencia-de-genero/introduccion')
    await expect(updateDraft(request, self, (draft) => draft)).rejects.toThrow('never stored')
    await expect(readDraft(request, self)).rejects.toThrow('never stored')
    await expect(clearDraft(request, self)).rejects.toThrow('never stored')
    await expect(guardStep(request, self, 'introduccion')).rejects.toThrow('never stored')
  })
})

const storeFolder = () => path.join(getEnv().DATA_DIR, 'step-files')

describe('a file on a step', () => {
  const files = testFileWizard
  const text = (value: string) => new TextEncoder().encode(value)
  const PDF = text('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n')
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  type Chosen = { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string }

  /** The step's form as a browser sends it: multipart, with the file input (empty when nothing is chosen). */
  const submit = (fields: Record<string, string>, chosen: Chosen | null, cookie: string, path = '/solicitud/motivo') => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    const file = chosen ?? { bytes: new Uint8Array(), name: '', type: 'application/octet-stream' }
    form.append('archivo', new File([file.bytes], file.name, { type: file.type ?? 'application/pdf' }))
    return new Request(`http://localhost${path}`, { method: 'POST', headers: { cookie }, body: form })
  }
  const answerMotivo = (request: Request) =>
    saveAndContinue(request, files, 'motivo', {
      schema: MotivoSchema,
      // For particular reasons the file is not needed: the answer drops it.
      answer: ({ motivo, particular }) => ({ motivo, particular, ...(particular === 'si' ? { archivo: undefined } : {}) }),
      file: fileOption,
    })

  type FileReply = {
    data: { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }; attachedFile: unknown }
    init: { status?: number; headers?: Record<string, string> }
  }
  const replied = async (request: Request) => (await answerMotivo(request)) as unknown as FileReply

  async function freshSession(): Promise<string> {
    const { setCookie } = await updateDraft(get('/solicitud/motivo'), files, () => ({}))
    return cookieFrom(new Response(null, { headers: { 'set-cookie': setCookie } }))
  }
  const draftOf = (cookie: string) => readDraft(get('/solicitud/motivo?continuar', cookie), files)
  const stored = (file: StepFile | undefined) => stepFileStore().has(file!.fileId)

  it('keeps a file chosen with an error elsewhere on the step: the page says it is attached, and the next submit does not ask for it', async () => {
    const cookie = await freshSession()
    const missing = await replied(submit({ particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))
    expect(missing.init.status).toBe(400)
    expect(missing.data.result.error?.motivo).toEqual(['Este campo es requerido'])
    expect(missing.data.result.error?.archivo).toBeUndefined()
    expect(missing.data.attachedFile).toEqual({ name: 'orden.pdf', kind: 'pdf', size: PDF.length })
    const { archivo } = await draftOf(cookie)
    expect(archivo).toMatchObject({ name: 'orden.pdf', kind: 'pdf', size: PDF.length })
    // The page never gets the file's id: the draft's is the only way to the file.
    expect(JSON.stringify(missing.data)).not.toContain(archivo!.fileId)

    const answered = await answerMotivo(submit({ motivo: 'Presentar en el trabajo', particular: 'no' }, null, cookie))
    expect(location(answered as Response)).toBe('/solicitud/confirmacion')
    expect((await draftOf(cookie)).archivo).toEqual(archivo)
    const sent = await fileAsDataUrl(archivo!)
    expect(sent).toEqual({ dataUrl: `data:application/pdf;base64,${Buffer.from(PDF).toString('base64')}`, name: 'orden.pdf' })
  })

  it("keeps the file when the answer passes the form's values through, marker and all", async () => {
    const cookie = await freshSession()
    const passThrough = submit({ motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie)
    // The types refuse it (the marker is not a file); the engine holds without them.
    await saveAndContinue(passThrough, files, 'motivo', { schema: MotivoSchema, answer: (value) => value as Partial<FileDraft>, file: fileOption })
    const { archivo } = await draftOf(cookie)
    expect(archivo).toMatchObject({ name: 'orden.pdf', kind: 'pdf' })
    expect(await stored(archivo)).toBe(true)
  })

  it('asks for the file when it is required and none is attached', async () => {
    const cookie = await freshSession()
    const none = await replied(submit({ motivo: 'x', particular: 'no' }, null, cookie))
    expect(none.init.status).toBe(400)
    expect(none.data.result.error?.archivo).toEqual(['Este archivo es requerido'])
    expect(none.data.attachedFile).toBeNull()
    // For particular reasons no file is needed.
    expect(location((await answerMotivo(submit({ motivo: 'x', particular: 'si' }, null, cookie))) as Response)).toBe('/solicitud/confirmacion')
  })

  it('replaces the attached file with one chosen now, deleting the old one', async () => {
    const cookie = await freshSession()
    await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))
    const first = (await draftOf(cookie)).archivo
    await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: PNG, name: 'orden-escaneada.png', type: 'image/png' }, cookie))
    const second = (await draftOf(cookie)).archivo
    expect(second).toMatchObject({ name: 'orden-escaneada.png', kind: 'png', size: PNG.length })
    expect(second!.fileId).not.toBe(first!.fileId)
    expect(await stored(first)).toBe(false)
    expect(await stored(second)).toBe(true)
  })

  it('removes the file with its checkbox, whatever becomes of the rest of the form; a file chosen with it replaces', async () => {
    const cookie = await freshSession()
    await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))
    const attached = (await draftOf(cookie)).archivo
    const removed = await replied(submit({ motivo: 'Otro motivo', particular: 'no', [REMOVE_FILE_FIELD]: 'archivo' }, null, cookie))
    expect(removed.init.status).toBe(400)
    expect(removed.data.result.error?.archivo).toEqual(['Este archivo es requerido'])
    expect(removed.data.result.initialValue).toMatchObject({ motivo: 'Otro motivo', particular: 'no' })
    expect(removed.data.attachedFile).toBeNull()
    expect((await draftOf(cookie)).archivo).toBeUndefined()
    expect(await stored(attached)).toBe(false)

    await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))
    const before = (await draftOf(cookie)).archivo
    const replacing = submit({ motivo: 'x', particular: 'no', [REMOVE_FILE_FIELD]: 'archivo' }, { bytes: PNG, name: 'otra.png' }, cookie)
    expect(location((await answerMotivo(replacing)) as Response)).toBe('/solicitud/confirmacion')
    expect((await draftOf(cookie)).archivo).toMatchObject({ name: 'otra.png', kind: 'png' })
    expect(await stored(before)).toBe(false)
    // Another field's checkbox leaves this one alone.
    await answerMotivo(submit({ motivo: 'x', particular: 'no', [REMOVE_FILE_FIELD]: 'otro' }, null, cookie))
    expect((await draftOf(cookie)).archivo).toMatchObject({ name: 'otra.png' })
  })

  it('tells the kind by the bytes: a PNG named .pdf is a PNG (and named so), text named .pdf is refused keeping the file before', async () => {
    const cookie = await freshSession()
    await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: PNG, name: 'orden.pdf', type: 'application/pdf' }, cookie))
    const png = (await draftOf(cookie)).archivo
    expect(png).toMatchObject({ name: 'orden.png', kind: 'png' })
    expect((await fileAsDataUrl(png!))?.dataUrl).toMatch(/^data:image\/png;base64,/)

    const before = (await fs.readdir(storeFolder())).length
    for (const wrong of [text('no soy un PDF'), text('GIF89a...'), text(' %PDF-1.7')]) {
      const refused = await replied(submit({ motivo: 'x', particular: 'no' }, { bytes: wrong, name: 'orden.pdf', type: 'application/pdf' }, cookie))
      expect(refused.init.status).toBe(415)
      expect(refused.data.result.error?.archivo).toEqual([
        'El archivo elegido no es un PDF, una imagen JPEG o una imagen PNG. Elija un archivo en uno de esos formatos.',
      ])
      expect(refused.data.result.initialValue).toMatchObject({ motivo: 'x' })
      expect(refused.data.attachedFile).toEqual({ name: 'orden.png', kind: 'png', size: PNG.length })
    }
    expect((await fs.readdir(storeFolder())).length).toBe(before)
    expect((await draftOf(cookie)).archivo).toEqual(png)
    // An empty file with a name.
    const empty = await replied(submit({ motivo: 'x', particular: 'no' }, { bytes: new Uint8Array(), name: 'orden.pdf' }, cookie))
    expect(empty.init.status).toBe(400)
    expect(empty.data.result.error?.archivo).toEqual(['El archivo elegido está vacío. Elija otro.'])
  })

  it('refuses a file over its limit with its message, and a body far over it with a 413 unread', async () => {
    const cookie = await freshSession()
    const big = new Uint8Array(fileOption.maxBytes + 1)
    big.set(PDF)
    const tooBig = await replied(submit({ motivo: 'x', particular: 'no' }, { bytes: big, name: 'orden.pdf' }, cookie))
    expect(tooBig.init.status).toBe(413)
    expect(tooBig.data.result.error?.archivo).toEqual(['El archivo pesa más de 5 MB. Elija uno más liviano.'])
    expect(tooBig.data.result.initialValue).toMatchObject({ motivo: 'x' })
    expect((await draftOf(cookie)).archivo).toBeUndefined()
    // Exactly the limit fits.
    const fits = new Uint8Array(fileOption.maxBytes)
    fits.set(PDF)
    expect(location((await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: fits, name: 'orden.pdf' }, cookie))) as Response)).toBe(
      '/solicitud/confirmacion',
    )
    const attached = (await draftOf(cookie)).archivo

    const huge = new Uint8Array(fileOption.maxBytes + 2 * FORM_BODY_LIMIT)
    huge.set(PDF)
    const farOver = await replied(submit({ motivo: 'x', particular: 'no' }, { bytes: huge, name: 'orden.pdf' }, cookie))
    expect(farOver.init.status).toBe(413)
    expect(farOver.data.result.error?.archivo).toEqual(['El archivo pesa más de 5 MB. Elija uno más liviano.'])
    expect(farOver.data.attachedFile).toMatchObject({ name: 'orden.pdf', size: fileOption.maxBytes })
    expect((await draftOf(cookie)).archivo).toEqual(attached)
  })

  it('reads a form without a file within the small limit, as every other step', async () => {
    const cookie = await freshSession()
    const plain = post('/solicitud/motivo', { motivo: 'x', particular: 'si' }, cookie)
    expect(location((await answerMotivo(plain)) as Response)).toBe('/solicitud/confirmacion')
    const big = post('/solicitud/motivo', { motivo: 'x'.repeat(FORM_BODY_LIMIT), particular: 'si' }, cookie)
    expect((await thrownResponse(answerMotivo(big))).status).toBe(413)
    // A body that is no form, or a broken multipart one, is refused as on every step.
    const json = new Request('http://localhost/solicitud/motivo', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' })
    expect((await thrownResponse(answerMotivo(json))).status).toBe(415)
    const broken = new Request('http://localhost/solicitud/motivo', {
      method: 'POST',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=B' },
      body: '--B\r\nContent-Disposition: form-data; name="archivo"; filename="a.pdf"\r\n\r\n%PDF-',
    })
    expect((await thrownResponse(answerMotivo(broken))).status).toBe(400)
    // A field named like the file but typed as text is no file.
    const typed = await replied(post('/solicitud/motivo', { motivo: 'x', particular: 'no', archivo: 'adjunto' }, cookie))
    expect(typed.data.result.error?.archivo).toEqual(['Este archivo es requerido'])
  })

  it('asks again for a file whose bytes expired', async () => {
    const cookie = await freshSession()
    await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))
    const expired = (await draftOf(cookie)).archivo
    await stepFileStore().discard([expired!.fileId])
    const again = await replied(submit({ motivo: 'x', particular: 'no' }, null, cookie))
    expect(again.data.result.error?.archivo).toEqual(['Este archivo es requerido'])
    expect(again.data.attachedFile).toBeNull()
    expect(await fileAsDataUrl(expired!)).toBeNull()
    // The same file chosen again is attached anew: the expired one, the same bytes by its digest, cannot be sent.
    expect(location((await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))) as Response)).toBe(
      '/solicitud/confirmacion',
    )
    const attached = (await draftOf(cookie)).archivo
    expect(attached!.fileId).not.toBe(expired!.fileId)
    expect(await stored(attached)).toBe(true)
  })

  it('keeps the first copy and its key when the same file is sent twice at once (a double submit): the second save changes nothing', async () => {
    const cookie = await freshSession()
    const form = () => submit({ motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie)
    // Both submits read the draft before either saves: the first keeps its copy only once the second has arrived, and
    // the second keeps its own once the first has saved.
    const store = stepFileStore()
    const put = store.put.bind(store)
    const copies: string[] = []
    let puts = 0
    let secondArrived!: () => void
    const arrived = new Promise<void>((resolve) => (secondArrived = resolve))
    let firstAnswered: Promise<unknown> = Promise.resolve()
    let afterFirst: FileDraft = {}
    store.put = async (content) => {
      puts += 1
      if (puts === 1) await arrived
      else {
        secondArrived()
        await firstAnswered
        afterFirst = await draftOf(cookie)
      }
      const fileId = (await put(content))!
      copies.push(fileId)
      return fileId
    }
    try {
      const answers = [answerMotivo(form()), answerMotivo(form())]
      firstAnswered = Promise.race(answers)
      for (const answered of await Promise.all(answers)) expect(location(answered as Response)).toBe('/solicitud/confirmacion')
    } finally {
      store.put = put
    }
    const [first, second] = copies
    const saved = await draftOf(cookie)
    expect(afterFirst.archivo?.fileId).toBe(first)
    expect(saved.archivo).toEqual(afterFirst.archivo)
    expect(saved.attempts?.envio?.key).toBe(afterFirst.attempts!.envio!.key)
    expect(await store.has(first!)).toBe(true)
    // The second copy is no one's.
    expect(await store.has(second!)).toBe(false)
  })

  it('deletes the file when the draft is cleared, when the journey is entered anew, and when another answer clears it', async () => {
    const cookie = await freshSession()
    await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))
    const first = (await draftOf(cookie)).archivo
    await clearDraft(get('/solicitud/motivo', cookie), files)
    expect(await stored(first)).toBe(false)

    await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))
    const second = (await draftOf(cookie)).archivo
    await thrownResponse(guardStep(get('/solicitud/motivo', cookie), files, 'motivo'))
    expect(await stored(second)).toBe(false)

    await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))
    const third = (await draftOf(cookie)).archivo
    await answerMotivo(submit({ motivo: 'x', particular: 'si' }, null, cookie))
    expect((await draftOf(cookie)).archivo).toBeUndefined()
    expect(await stored(third)).toBe(false)

    // Another step's answer that invalidates the file (invalidates: particular → archivo).
    await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))
    const fourth = (await draftOf(cookie)).archivo
    await updateDraft(get('/solicitud/otro-paso', cookie), files, (draft) => invalidate(files, draft, { particular: 'si' }))
    expect(await stored(fourth)).toBe(false)
  })

  it('gives the sending call the file as a data URL, and deletes it once the outcome is stored', async () => {
    const cookie = await freshSession()
    await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))
    const send = vi.fn(async (_key: string, draft: FileDraft) => {
      const file = await fileAsDataUrl(draft.archivo!)
      expect(file?.dataUrl.startsWith('data:application/pdf;base64,')).toBe(true)
      return { numero: 1 }
    })
    const { archivo } = await draftOf(cookie)
    // A failed call keeps the file for the retry.
    await expect(
      attemptAndContinue(post('/solicitud/confirmacion', {}, cookie), files, 'confirmacion', 'envio', () => Promise.reject(new Error('caído'))),
    ).rejects.toThrow('caído')
    expect(await stored(archivo)).toBe(true)
    expect(location((await attemptAndContinue(post('/solicitud/confirmacion', {}, cookie), files, 'confirmacion', 'envio', send)) as Response)).toBe(
      '/solicitud/hecho',
    )
    expect(send).toHaveBeenCalledTimes(1)
    expect(await stored(archivo)).toBe(false)
  })

  it('goes on with the outcome a racing submit stored for the same key, when its own call then finds the file gone', async () => {
    const cookie = await freshSession()
    await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))
    const confirm = (send: (key: string, draft: FileDraft) => Promise<{ numero: number }>) =>
      attemptAndContinue(post('/solicitud/confirmacion', {}, cookie), files, 'confirmacion', 'envio', send)
    const late = await confirm(async (_key, draft) => {
      // The other submit sends the same call meanwhile and keeps its answer, which deletes the file it carried.
      expect(location((await confirm(async () => ({ numero: 7 }))) as Response)).toBe('/solicitud/hecho')
      if (!(await fileAsDataUrl(draft.archivo!))) throw new Error('el archivo ya no está')
      return { numero: 8 }
    })
    expect(location(late as Response)).toBe('/solicitud/hecho')
    expect((await draftOf(cookie)).attempts?.envio?.outcome).toEqual({ numero: 7 })
  })

  it('takes the file on a step of saveByIntent too, whichever button is pressed', async () => {
    const cookie = await freshSession()
    const byIntent = (request: Request) =>
      saveByIntent(
        request,
        files,
        'motivo',
        {
          guardar: { schema: MotivoSchema, then: 'stay', answer: ({ motivo, particular }) => ({ motivo, particular }) },
          seguir: { schema: MotivoSchema, then: 'continue', answer: ({ motivo, particular }) => ({ motivo, particular }) },
        },
        { file: fileOption },
      )
    const stayed = await byIntent(submit({ intent: 'guardar', motivo: 'x', particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))
    expect(location(stayed as Response)).toBe('/solicitud/motivo?continuar')
    expect((await draftOf(cookie)).archivo).toMatchObject({ name: 'orden.pdf' })
    expect((await thrownResponse(byIntent(submit({ motivo: 'x' }, { bytes: PDF, name: 'orden.pdf' }, cookie)))).status).toBe(400)
  })

  it('deletes the file when the member signs out, and keeps it in drafts parked for her next sign-in', async () => {
    const { endSession, endSessionParkingDrafts } = await import('~/auth/auth-session.server')
    for (const [end, kept] of [[endSession, false], [endSessionParkingDrafts, true]] as const) {
      const cookie = await signIn('12345672')
      await answerMotivo(submit({ particular: 'no' }, { bytes: PDF, name: 'orden.pdf' }, cookie))
      const attached = (await draftOf(cookie)).archivo
      expect(attached).toBeDefined()
      await end(get('/cerrar-sesion', cookie))
      expect(await stored(attached)).toBe(kept)
    }
  })

  it("logs neither the file's name nor its content", async () => {
    const lines: string[] = []
    configureLogger({ level: 'debug', write: (line) => lines.push(line) })
    try {
      const cookie = await freshSession()
      await answerMotivo(submit({ particular: 'no' }, { bytes: PDF, name: 'historia-de-ana.pdf' }, cookie))
      await answerMotivo(submit({ motivo: 'x', particular: 'no' }, { bytes: text('hola'), name: 'historia-de-ana.pdf' }, cookie))
      await attemptAndContinue(post('/solicitud/confirmacion', {}, cookie), files, 'confirmacion', 'envio', async () => ({ numero: 2 })).catch(() => null)
      expect(lines.filter((line) => /historia-de-ana|JVBERi|%PDF/.test(line))).toEqual([])
    } finally {
      configureLogger({ level: 'error', write: (line) => process.stdout.write(`${line}\n`) })
    }
  })
})
