import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { cookieFrom, thrownResponse } from '../../tests/route-helpers'
import type { Wizard } from './wizard'
import { clearDraft, completeOnce, guardStep, readDraft, saveDraft } from './wizard.server'

// A three-step journey: a name, then a confirmation that books, then the result.
const DraftSchema = z.object({
  name: z.string().optional(),
  idempotencyKey: z.string().uuid().optional(),
  result: z.object({ id: z.number() }).optional(),
})
type Draft = z.infer<typeof DraftSchema>
type Step = 'nombre' | 'confirmacion' | 'hecho'

const wizard: Wizard<Step, Draft> = {
  name: 'prueba',
  basePath: '/prueba',
  steps: ['nombre', 'confirmacion', 'hecho'],
  confirmationStep: 'confirmacion',
  resultStep: 'hecho',
  draftSchema: DraftSchema,
  canAccess: (draft, step) => step === 'nombre' || (Boolean(draft.name) && (step === 'confirmacion' || Boolean(draft.result))),
}

const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })
const post = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { method: 'POST', headers: cookie ? { cookie } : {} })

/** A session holding `draft`, as a Cookie header. */
async function sessionWith(draft: Draft): Promise<string> {
  const setCookie = await saveDraft(get('/prueba/nombre'), wizard, draft)
  return cookieFrom(new Response(null, { headers: { 'set-cookie': setCookie } }))
}

describe('drafts in the session', () => {
  it('reads an absent or unreadable draft as the empty draft', async () => {
    expect(await readDraft(get('/prueba/nombre'), wizard)).toEqual({})
    const cookie = await sessionWith({ name: 'Ana' })
    expect(await readDraft(get('/prueba/confirmacion', cookie), wizard)).toMatchObject({ name: 'Ana' })
  })

  it('keeps each wizard under its own name', async () => {
    const cookie = await sessionWith({ name: 'Ana' })
    const other = { ...wizard, name: 'otra' }
    expect(await readDraft(get('/otra/nombre', cookie), other)).toEqual({})
  })

  it('forgets the draft on clearDraft', async () => {
    const cookie = await sessionWith({ name: 'Ana' })
    await clearDraft(get('/prueba/nombre', cookie), wizard)
    expect(await readDraft(get('/prueba/confirmacion', cookie), wizard)).toEqual({})
  })
})

describe('guardStep', () => {
  it('starts a new draft when the entry step is opened from outside', async () => {
    const cookie = await sessionWith({ name: 'Ana' })
    expect(await guardStep(get('/prueba/nombre', cookie), wizard, 'nombre')).toEqual({})
    expect(await readDraft(get('/prueba/nombre', cookie), wizard)).toEqual({})
  })

  it('keeps the draft on the entry step with ?continuar and when its form is posted', async () => {
    const cookie = await sessionWith({ name: 'Ana' })
    expect(await guardStep(get('/prueba/nombre?continuar', cookie), wizard, 'nombre')).toMatchObject({ name: 'Ana' })
    expect(await guardStep(post('/prueba/nombre', cookie), wizard, 'nombre')).toMatchObject({ name: 'Ana' })
    expect(await readDraft(get('/prueba/nombre', cookie), wizard)).toMatchObject({ name: 'Ana' })
  })

  it('returns the draft on a step whose prerequisites are met', async () => {
    const cookie = await sessionWith({ name: 'Ana' })
    expect(await guardStep(get('/prueba/confirmacion', cookie), wizard, 'confirmacion')).toMatchObject({ name: 'Ana' })
  })

  it('sends a step opened without its prerequisites to the entry step, keeping what was answered', async () => {
    const fresh = await thrownResponse(guardStep(get('/prueba/confirmacion'), wizard, 'confirmacion'))
    expect(fresh.status).toBe(302)
    expect(fresh.headers.get('location')).toBe('/prueba/nombre?continuar')

    const cookie = await sessionWith({ name: 'Ana' })
    const early = await thrownResponse(guardStep(post('/prueba/hecho', cookie), wizard, 'hecho'))
    expect(early.headers.get('location')).toBe('/prueba/nombre?continuar')
    expect(await readDraft(get('/prueba/confirmacion', cookie), wizard)).toMatchObject({ name: 'Ana' })
  })
})

describe('idempotency and the result', () => {
  it('gives the draft a key when it reaches the confirmation, and a new one when an answer is saved again', async () => {
    expect((await readDraft(get('/'), wizard)).idempotencyKey).toBeUndefined()
    const cookie = await sessionWith({ name: 'Ana' })
    const first = (await readDraft(get('/', cookie), wizard)).idempotencyKey
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    await saveDraft(get('/', cookie), wizard, { name: 'Ana', idempotencyKey: first })
    const second = (await readDraft(get('/', cookie), wizard)).idempotencyKey
    expect(second).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).not.toBe(first)
  })

  it('sends the final call once with the key, keeps the result and only redirects afterwards', async () => {
    const cookie = await sessionWith({ name: 'Ana' })
    const draft = await readDraft(get('/', cookie), wizard)
    const send = vi.fn(async (_key: string) => ({ id: 7 }))

    const done = await completeOnce(post('/prueba/confirmacion', cookie), wizard, draft, send)
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/prueba/hecho')
    expect(send).toHaveBeenCalledExactlyOnceWith(draft.idempotencyKey)
    const after = await readDraft(get('/', cookie), wizard)
    expect(after).toEqual({ ...draft, result: { id: 7 } })

    // A reload or a second click of the confirmation.
    const again = await completeOnce(post('/prueba/confirmacion', cookie), wizard, after, send)
    expect(again.headers.get('location')).toBe('/prueba/hecho')
    expect(send).toHaveBeenCalledTimes(1)
    expect(await guardStep(get('/prueba/hecho', cookie), wizard, 'hecho')).toEqual(after)
  })

  it('leaves the draft as it was when the final call fails', async () => {
    const cookie = await sessionWith({ name: 'Ana' })
    const draft = await readDraft(get('/', cookie), wizard)
    const refused = new Error('refused')
    await expect(completeOnce(post('/prueba/confirmacion', cookie), wizard, draft, () => Promise.reject(refused))).rejects.toBe(
      refused,
    )
    expect(await readDraft(get('/', cookie), wizard)).toEqual(draft)
  })

  it('drops the result once an answer changes: the next confirmation is a new booking', async () => {
    const cookie = await sessionWith({ name: 'Ana' })
    const draft = await readDraft(get('/', cookie), wizard)
    await completeOnce(post('/', cookie), wizard, draft, async () => ({ id: 7 }))
    await saveDraft(get('/', cookie), wizard, { ...(await readDraft(get('/', cookie), wizard)), name: 'Bruno' })
    const changed = await readDraft(get('/', cookie), wizard)
    expect(changed.result).toBeUndefined()
    expect(changed.idempotencyKey).not.toBe(draft.idempotencyKey)
  })
})
