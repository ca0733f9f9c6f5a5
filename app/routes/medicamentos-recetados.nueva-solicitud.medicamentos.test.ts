/**
 * Flow B's `agregar-medicamentos` and `ver-indicaciones` with real Requests against the test sandbox: Ana's
 * recipes loaded once (E91) into her draft entry, BR57's + and − from the stored recipes only, BR56's availability
 * and banners, BR59's special recipe, C79's Eliminar solicitud, C71's question, BR55's outcomes of E91, and the
 * indications read from the draft (A45). The draft is put straight into the session (tests/purchase-draft.ts): the
 * steps before are other tests'.
 */
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import type * as Hydration from '~/utils/use-hydrated'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { formatMoney } from '~/domain/money'
import type { Affiliate, Draft } from '~/wizards/compra-medicamentos/schemas.server'
import { affiliateKey } from '~/wizards/compra-medicamentos/selection'
import { flowBWizard } from '~/wizards/compra-medicamentos/wizard.server'
import { personToken } from '~/wizards/person-token.server'
import { errorPath, stepPath } from '~/wizards/wizard'
import { renderRoutePage, tags } from '../../tests/component-helpers'
import { firstLocation, keyed, loadedAffiliate, seedPurchaseDraft } from '../../tests/purchase-draft'
import { redirectLocation, replyOf, signIn, wizardDriver, type FormResult } from '../../tests/route-helpers'
import { apiCalls, clearFaults, injectFault } from '../../tests/sandbox-control'
import { withScripts } from '../../tests/scripts-on'
import * as medicamentos from './medicamentos-recetados.nueva-solicitud.agregar-medicamentos'
import * as indicaciones from './medicamentos-recetados.nueva-solicitud.ver-indicaciones'

// A server render is the page without JavaScript; a test that draws it as the scripts do says so (`withScripts`).
vi.mock('~/utils/use-hydrated', async (importOriginal) => {
  const { scripts } = await import('../../tests/scripts-on')
  return { ...(await importOriginal<typeof Hydration>()), useHydrated: () => scripts.on }
})

const sandboxUrl = inject('sandboxUrl')
const { get, post, draftOf } = wizardDriver(flowBWizard)
const copy = medicinePurchase['agregar-medicamentos']

const ANA = '12345672'
const STEP = 'agregar-medicamentos'
const CARLA = '34567894'
const E91 = '/api/ecommerce-medicamentos/recetas-afiliado'
const E92 = '/api/ecommerce-medicamentos/actualizar-receta-afiliado'
// Ana's demo recipes (sandbox/areas/ecommerce-medicamentos/recetas-seed.ts).
const ENALAPRIL = '7001-10452'
const ATORVASTATINA = '7001-10877' // 2 boxes a ticket, 4 units at most
const BISOPROLOL = '7002-11203' // SINSTOCK, 2 boxes at most
const OMEPRAZOL = '7003-10310' // ALERT
const LEVOTIROXINA = '7004-10599' // ERROR
const PARACETAMOL = '7005-10021' // the special recipe: $95 a ticket, $60 discounted

type Page = Exclude<Awaited<ReturnType<typeof medicamentos.loader>>, Response>['data']
type Refused = { result: FormResult }

let cookie: string
let location: NonNullable<Draft['location']>
/** Ana as `agregar-medicamentos` keeps her once her recipes are loaded. */
let loaded: Affiliate
const anaKey = affiliateKey(1, ANA)

beforeAll(async () => {
  cookie = await signIn(ANA)
  location = await firstLocation(cookie)
  loaded = await loadedAffiliate(cookie, { documento: ANA, own: true, timeAdded: 1 }, location)
})

afterEach(() => clearFaults(sandboxUrl))

/** Ana alone in the purchase, shown on the step; her recipes not loaded unless `withRecipes`. */
async function seed(entry: Partial<Affiliate> = {}, withRecipes = true, others: Affiliate[] = []) {
  const ana: Affiliate = withRecipes ? { ...loaded, ...entry } : { ...loaded, recetas: undefined, datosPago: undefined, ...entry }
  await seedPurchaseDraft(cookie, { location, affiliates: keyed(ana, ...others), current: anaKey })
}

async function page(step = STEP): Promise<Page> {
  const reply = replyOf<Page>(await get(medicamentos.loader, step, cookie))
  expect(reply.init?.status ?? 200).toBe(200)
  return reply.data
}

const press = (intent: string, fields: Record<string, string> = {}, step = STEP) => post(medicamentos.action, step, { intent, ...fields }, cookie)
const cantidades = async () => (await draftOf(cookie)).affiliates?.[anaKey]?.cantidades

/** A refused press: 400 and its message. */
async function refusedWith(result: unknown): Promise<string | undefined> {
  const reply = replyOf<Refused>(result)
  expect(reply.init.status).toBe(400)
  return Object.values(reply.data.result.error ?? {}).flat()[0] ?? undefined
}

const e91Calls = async () => (await apiCalls(sandboxUrl))[`GET ${E91}`] ?? 0

describe('agregar-medicamentos: the recipes', () => {
  it('loads her recipes from E91 once and keeps them, with the payment data, in her entry', async () => {
    await seed({}, false)
    const before = await e91Calls()
    const first = await page()
    expect(first.view?.person).toEqual({ nombre: loaded.nombre, documento: ANA })
    expect(first.view?.recipes.map((recipe) => recipe.id)).toEqual([7001, 7002, 7003, 7004, 7005])
    const stored = (await draftOf(cookie)).affiliates?.[anaKey]
    expect(stored?.recetas?.map((receta) => receta.Id_Receta)).toEqual([7001, 7002, 7003, 7004, 7005])
    expect(stored?.datosPago?.PrecioEntregaSobreTope).toBe(60)
    await page()
    expect((await e91Calls()) - before).toBe(1)
  })

  it('shows BR56 per recipe: ERROR and ALERT cannot be chosen, ERROR says why behind Ver detalles, SINSTOCK is Sin stock', async () => {
    await seed()
    const { view } = await page()
    const byId = Object.fromEntries(view!.recipes.map((recipe) => [recipe.id, recipe]))
    expect(byId[7004]).toMatchObject({ availability: 'disabled', status: 'error', reloadable: false })
    expect(byId[7004]!.statusMessage).toMatch(/vencida/)
    expect(byId[7003]).toMatchObject({ availability: 'disabled', status: 'alert' })
    expect(byId[7002]).toMatchObject({ availability: 'pending', status: 'no-stock' })
    expect(byId[7001]!.medicines[0]).toMatchObject({ name: 'Enalapril 10 mg comprimidos', pricePerTicket: '$186.00', quantity: 0, canDecrease: false })
    // A24: the item's own alert text; A45: the indications link names her (by her token), the recipe and the medicine.
    expect(byId[7004]!.medicines[0]!.alert).toBe('Receta vencida')
    expect(byId[7001]!.medicines[0]!.indicationsPath).toBe(
      `${stepPath(flowBWizard, 'ver-indicaciones')}?afiliado=${personToken(anaKey)}&receta=7001&farmaco=10452`,
    )
  })

  it('shows the banners: no stock, the mismatch at its highest level, the special tickets left', async () => {
    await seed()
    const { view } = await page()
    expect(view!.banners).toEqual([{ kind: 'no-stock' }, { kind: 'mismatch', severity: 'error' }, { kind: 'tickets', count: 4 }])
  })

  it('adds the accepted pending orders banner with their sum (BR56); orders not accepted keep her from the step (BR53)', async () => {
    await seed({ ordenesPendientes: [150, 75.5], ordenesAceptadas: true })
    const banner = (await page()).view!.banners.find((b) => b.kind === 'pending-orders')
    expect(banner).toEqual({ kind: 'pending-orders', amount: 225.5 })
    expect(copy.pendingOrdersBanner(formatMoney(225.5))).toBe('Tiene ordenes pendientes por el valor $225.50 que se sumarán al importe total')
    await seed({ ordenesPendientes: [150, 75.5], ordenesAceptadas: false })
    expect(redirectLocation(await get(medicamentos.loader, STEP, cookie))).toMatch(/\/medicamentos-recetados\/nueva-solicitud\/localidad/)
  })
})

describe('agregar-medicamentos: quantities (BR57)', () => {
  it('steps + and − by the box increment up to the cap, saving each press and staying on the step', async () => {
    await seed()
    const walk: Array<number | undefined> = []
    for (const intent of ['mas', 'mas', 'mas', 'menos', 'menos']) {
      expect(redirectLocation(await press(intent, { medicamento: ATORVASTATINA }))).toBe(stepPath(flowBWizard, STEP))
      walk.push((await cantidades())?.[ATORVASTATINA])
    }
    // 2 boxes a ticket, 4 at most: 0 → 2 → 4 → 4 → 2 → deselected.
    expect(walk).toEqual([2, 4, 4, 2, undefined])
  })

  it('prices the line and the running total from the stored recipe', async () => {
    await seed()
    await press('mas', { medicamento: ENALAPRIL })
    await press('mas', { medicamento: ENALAPRIL })
    const { view } = await page()
    // Ana is of a police family group (she has a special recipe): any line of hers above $60 a ticket takes the
    // group's discounted tickets first (BR59), so $186 × 2 is charged 2 × $60.
    expect(view!.recipes[0]!.medicines[0]).toMatchObject({ quantity: 2, lineTotal: '$120.00', canDecrease: true, canIncrease: true })
    expect(view!.total).toBe('$120.00')
  })

  it.each([
    ['a medicine not in her recipes', '7001-99999', copy.unknownMedicine],
    ['a recipe not hers', '9999-10452', copy.unknownMedicine],
    ['an ALERT recipe', OMEPRAZOL, copy.notChoosable],
    ['an ERROR recipe', LEVOTIROXINA, copy.notChoosable],
  ])('refuses %s (400) and changes nothing', async (_name, medicamento, message) => {
    await seed()
    expect(await refusedWith(await press('mas', { medicamento }))).toBe(message)
    expect(await cantidades()).toEqual({})
  })

  it('refuses a malformed or missing key like an invalid form (400), in Spanish', async () => {
    await seed()
    expect(replyOf<Refused>(await press('mas', { medicamento: '7001-10452; DROP' })).init.status).toBe(400)
    expect(replyOf<Refused>(await press('mas', {})).init.status).toBe(400)
    expect(await refusedWith(await press('mas', { medicamento: 'no-existe' }))).toBe(copy.unknownMedicine)
    expect(await refusedWith(await press('mas', {}))).toBe(copy.unknownMedicine)
  })

  it('leaves a SINSTOCK medicine pending up to CajasMax × porTicket, not charged now (A43)', async () => {
    await seed()
    for (let i = 0; i < 3; i++) await press('mas', { medicamento: BISOPROLOL })
    expect((await cantidades())?.[BISOPROLOL]).toBe(2)
    const { view } = await page()
    expect(view!.pending).toEqual([{ key: BISOPROLOL, name: 'Bisoprolol 5 mg comprimidos', quantity: 2 }])
    expect(view!.total).toBe('$0.00')
    // Something pending is enough to go on.
    expect(view!.canContinue).toBe(true)
  })

  it('prices the special recipe at the discounted ticket and counts the tickets left (BR59)', async () => {
    await seed()
    await press('mas', { medicamento: PARACETAMOL })
    const { view } = await page()
    // $95 a ticket, $60 while the group has tickets (6 − 2 delivered = 4; one used now).
    expect(view!.total).toBe('$60.00')
    expect(view!.banners).toContainEqual({ kind: 'tickets', count: 3 })
  })

  it('lets only the call centre reload an ERROR recipe (E92), replacing the stored one', async () => {
    await seed()
    expect(await refusedWith(await press('recargar', { receta: '7004' }))).toBe(copy.notChoosable)

    const carla = await signIn(CARLA)
    await seedPurchaseDraft(carla, { callCenter: true, location, affiliates: keyed(loaded), current: anaKey })
    const shown = replyOf<Page>(await get(medicamentos.loader, STEP, carla)).data
    expect(shown.view!.recipes.find((recipe) => recipe.id === 7004)?.reloadable).toBe(true)
    // An OK recipe is not reloaded.
    expect(await refusedWith(await post(medicamentos.action, STEP, { intent: 'recargar', receta: '7001' }, carla))).toBe(copy.notChoosable)
    // E92 answers the recipe fixed (a fault, so the sandbox's own recipe stays in error for the other tests).
    const error = loaded.recetas!.find((receta) => receta.Id_Receta === 7004)!
    const fixed = { ...error, StatusReceta: 'OK', StatusMensaje: null }
    await injectFault(sandboxUrl, { path: E92, status: 200, body: JSON.stringify(fixed), contentType: 'application/json', times: 1 })
    expect(redirectLocation(await post(medicamentos.action, STEP, { intent: 'recargar', receta: '7004' }, carla))).toBe(stepPath(flowBWizard, STEP))
    const stored = (await draftOf(carla)).affiliates?.[anaKey]?.recetas?.map((receta) => [receta.Id_Receta, receta.StatusReceta])
    expect(stored).toEqual([[7001, 'OK'], [7002, 'SINSTOCK'], [7003, 'ALERT'], [7004, 'OK'], [7005, 'OK']])
  })
})

describe('agregar-medicamentos: Eliminar solicitud and Continuar (C71, C79)', () => {
  const bruno = (): Affiliate => ({ ...loaded, documento: '23456783', nombre: 'Bruno Pérez', id: 999_999, own: false, timeAdded: 0 })

  const brunoKey = '1-23456783'
  /** The question about the person the address names: by her token, as the page links to it. */
  const asking = (name: string) => `${STEP}?eliminar=${name}`
  /** Where a POST to that question comes back to (the step keeps its query). */
  const askedAt = (name: string) => `${stepPath(flowBWizard, STEP)}?eliminar=${name}`
  /** The step with the query of an address the page gave (a link's or a form's). */
  const stepOf = (address: string) => `${STEP}${new URL(address, 'http://localhost').search}`
  const people = async () => Object.keys((await draftOf(cookie)).affiliates ?? {}).sort()

  it('offers Eliminar solicitud only with several people, as a link to its question, which removes nothing', async () => {
    await seed({}, true, [bruno()])
    const shown = await page()
    expect(shown.removal).toEqual({ token: personToken(anaKey), nombre: loaded.nombre, asking: false })
    // No form removes her at once: the button leads to the question (a GET), at the end of the page.
    const html = renderRoutePage(medicamentos.default, shown)
    expect(tags(html).some((tag) => tag.attrs.value === 'eliminar')).toBe(false)
    const link = tags(html).find((tag) => tag.name === 'a' && tag.attrs.href?.includes('eliminar='))
    expect(link?.attrs.href).toBe(`${askedAt(personToken(anaKey))}#eliminar-solicitud`)

    const question = await page(asking(personToken(anaKey)))
    expect(question.removal?.asking).toBe(true)
    expect(await people()).toEqual([anaKey, brunoKey])
    const questionHtml = renderRoutePage(medicamentos.default, question)
    expect(questionHtml).toContain(copy.removeQuestion(loaded.nombre))
    const confirm = tags(questionHtml).find((tag) => tag.attrs.value === 'eliminar')
    expect(confirm?.name).toBe('button')
    const form = tags(questionHtml).find((tag) => tag.name === 'form' && tag.attrs.action?.includes('eliminar='))
    expect(form?.attrs).toMatchObject({ method: 'post', action: askedAt(personToken(anaKey)) })
    expect(tags(questionHtml).some((tag) => tag.name === 'a' && tag.attrs.href === stepPath(flowBWizard, STEP))).toBe(true)
    // The question takes the footer's buttons' place.
    expect(tags(questionHtml).some((tag) => tag.attrs.value === 'continuar')).toBe(false)

    await seed()
    expect((await page()).removal).toBeNull()
    expect(await refusedWith(await press('eliminar', {}, asking(personToken(anaKey))))).toBe(copy.lastPerson)
  })

  it('with JavaScript asks the same question in a dialog over the page', async () => {
    await seed({}, true, [bruno()])
    const shown = await page()
    const drawn = withScripts(() => renderRoutePage(medicamentos.default, shown))
    expect(drawn).toMatch(/<dialog[^>]*aria-labelledby="eliminar-solicitud"/)
    expect(drawn).toContain(copy.removeQuestion(loaded.nombre))
    expect(tags(drawn).some((tag) => tag.attrs.value === 'continuar')).toBe(true)
  })

  it('never puts her document number in an address: the link, the question, its form and the answer’s redirect', async () => {
    await seed({}, true, [bruno()])
    const removalAddresses = (html: string) =>
      tags(html)
        .map((tag) => tag.attrs.href ?? tag.attrs.action)
        .filter((address): address is string => address?.includes('eliminar=') === true)
    const shown = await page()
    // With JavaScript: the modal's link and its form.
    const drawn = removalAddresses(withScripts(() => renderRoutePage(medicamentos.default, shown)))
    expect(drawn).toHaveLength(2)
    // Without: the link, then the question it leads to, then its form's POST and where that comes back to.
    const link = removalAddresses(renderRoutePage(medicamentos.default, shown))
    expect(link).toHaveLength(1)
    const question = await page(stepOf(link[0]!))
    expect(question.removal?.asking).toBe(true)
    const form = removalAddresses(renderRoutePage(medicamentos.default, question))
    expect(form).toHaveLength(1)
    const back = redirectLocation(await press('eliminar', {}, stepOf(form[0]!)))!
    expect(await people()).toEqual([brunoKey])
    for (const address of [...drawn, ...link, ...form, back]) {
      expect(address).not.toContain(ANA)
      expect(address).toContain(`eliminar=${personToken(anaKey)}`)
    }
  })

  it('removes the person the question named, once, and goes on with another one', async () => {
    await seed({}, true, [bruno()])
    expect(redirectLocation(await press('eliminar', {}, asking(personToken(anaKey))))).toBe(askedAt(personToken(anaKey)))
    const draft = await draftOf(cookie)
    expect(Object.keys(draft.affiliates ?? {})).toEqual([brunoKey])
    expect(draft.current).toBe(brunoKey)
    // The page it comes back to asks nothing; a second post (a double tap) removes nothing more.
    expect((await page(asking(personToken(anaKey)))).removal).toBeNull()
    expect(redirectLocation(await press('eliminar', {}, asking(personToken(anaKey))))).toBe(askedAt(personToken(anaKey)))
    expect(await people()).toEqual([brunoKey])
  })

  it('removes the one named even when another tab shows someone else now; a token of nobody here, or a key, asks and removes nothing', async () => {
    await seed({}, true, [bruno()])
    expect((await page(asking(personToken(anaKey)))).removal?.asking).toBe(true)
    // Another person's token, a made-up one, someone's not in the purchase, and the key of an address from before.
    const strangers = [personToken(brunoKey), 'AAAAAAAAAAAAAAAA', personToken('1-11111111'), anaKey]
    for (const name of strangers) expect((await page(asking(name))).removal?.asking).toBe(false)
    // A POST without a token, or with one that is nobody's here, saves nothing and shows the page again.
    for (const name of strangers.slice(1)) expect(redirectLocation(await press('eliminar', {}, asking(name)))).toBe(askedAt(name))
    expect(redirectLocation(await press('eliminar'))).toBe(stepPath(flowBWizard, STEP))
    expect(await people()).toEqual([anaKey, brunoKey])

    // Bruno's question asked in a tab that showed him; this one shows Ana, who stays.
    await press('eliminar', {}, asking(personToken(brunoKey)))
    const draft = await draftOf(cookie)
    expect([Object.keys(draft.affiliates ?? {}), draft.current]).toEqual([[anaKey], anaKey])
  })

  it('refuses Continuar with nothing chosen', async () => {
    await seed()
    expect((await page()).view!.canContinue).toBe(false)
    expect(await refusedWith(await press('continuar', {}, `${STEP}?otra`))).toBe(copy.nothingChosen)
    expect(await refusedWith(await press('siguiente'))).toBe(copy.nothingChosen)
  })

  it('asks ¿Desea agregar otra solicitud? (a page state without JavaScript), then goes on to envio', async () => {
    await seed()
    await press('mas', { medicamento: ENALAPRIL })
    expect((await page()).asking).toBe(false)
    const back = new URL(redirectLocation(await press('continuar', {}, `${STEP}?otra`))!, 'http://localhost')
    expect(back.pathname).toBe(stepPath(flowBWizard, STEP))
    expect(back.searchParams.has('otra')).toBe(true)
    const asking = await page(`${STEP}?otra`)
    expect(asking.asking).toBe(true)
    // Agregar/Modificar solicitud is the document step.
    expect(asking.another).toBe(stepPath(flowBWizard, 'documento'))
    expect(redirectLocation(await press('siguiente'))).toBe(stepPath(flowBWizard, 'envio'))
  })
})

describe('agregar-medicamentos: E91 outcomes (BR55)', () => {
  const answer = (body: object) => injectFault(sandboxUrl, { path: E91, status: 200, body: JSON.stringify(body), contentType: 'application/json', times: 1 })

  it('sends another person with a bad code (Codigo 5) back to her code, out of the purchase, the code kept for her forgotten', async () => {
    // Her code is kept for her entering again too (BR53's "code already verified"): refused, it goes from there as well.
    const her: Affiliate = { ...loaded, recetas: undefined, datosPago: undefined, own: false, codigo: 'A1B2C3' }
    await seedPurchaseDraft(cookie, { location, affiliates: keyed(her), current: anaKey, verifiedCodes: { [anaKey]: 'A1B2C3' } })
    await answer({ status: { Codigo: 5 }, recetas: [], datos_pago: null })
    expect(redirectLocation(await get(medicamentos.loader, STEP, cookie))).toBe(`${stepPath(flowBWizard, 'verificacion')}?codigo=error`)
    const draft = await draftOf(cookie)
    expect(draft.affiliates).toEqual({})
    expect(draft.current).toBeUndefined()
    expect(draft.candidate).toMatchObject({ tipoDocumento: 1, documento: ANA, own: false, sms: { sent: true } })
    expect(JSON.stringify(draft)).not.toContain('A1B2C3')
    expect(flowBWizard.canAccess(draft, 'verificacion')).toBe(true)
  })

  it('shows No existen recetas disponibles para este afiliado for an empty list, with Reintentar to documento', async () => {
    await seed({}, false)
    await answer({ status: { Codigo: 1 }, recetas: [], datos_pago: null })
    const shown = await page()
    expect(shown).toMatchObject({ noRecipes: true, view: null, another: stepPath(flowBWizard, 'documento') })
    expect((await draftOf(cookie)).affiliates?.[anaKey]?.recetas).toBeUndefined()
  })

  it.each([
    ['another code', { status: 200, body: JSON.stringify({ status: { Codigo: 2 }, recetas: [], datos_pago: null }) }],
    ['a failure', { status: 502, body: '<html></html>' }],
  ])('shows the generic error screen for %s, keeping the draft', async (_name, fault) => {
    await seed({}, false)
    await injectFault(sandboxUrl, { path: E91, contentType: fault.status === 200 ? 'application/json' : 'text/html', times: 1, ...fault })
    expect(redirectLocation(await get(medicamentos.loader, STEP, cookie))).toBe(errorPath(flowBWizard, 'GENERIC_ERROR', STEP))
    expect((await draftOf(cookie)).affiliates?.[anaKey]).toMatchObject({ documento: ANA })
  })
})

describe('ver-indicaciones (C72, A45)', () => {
  type Indications = Exclude<Awaited<ReturnType<typeof indicaciones.loader>>, Response>['data']
  const open = async (query: string) => replyOf<Indications>(await get(indicaciones.loader, `ver-indicaciones?${query}`, cookie))

  it('shows the medicine the link names, from her stored recipe', async () => {
    await seed()
    const reply = await open(`afiliado=${personToken(anaKey)}&receta=7001&farmaco=10452`)
    expect(reply.init.status).toBe(200)
    expect(reply.data.indications).toMatchObject({ medicine: 'Enalapril 10 mg comprimidos', sector: 'Medicina General', doctor: 'Dra. Laura Méndez', order: '480112' })
    expect(reply.data.back).toBe(stepPath(flowBWizard, STEP))
  })

  it('is linked from her medicines by an address that holds no document number, and that address shows her medicine', async () => {
    await seed()
    const links = tags(renderRoutePage(medicamentos.default, await page()))
      .map((tag) => tag.attrs.href ?? '')
      .filter((href) => href.includes('ver-indicaciones'))
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      expect(link).not.toContain(ANA)
      expect(new URL(link, 'http://localhost').searchParams.get('afiliado')).toBe(personToken(anaKey))
    }
    const enalapril = links.find((link) => link.endsWith('receta=7001&farmaco=10452'))!
    const reply = await open(new URL(enalapril, 'http://localhost').search.slice(1))
    expect(reply.init.status).toBe(200)
    expect(reply.data.indications?.medicine).toBe('Enalapril 10 mg comprimidos')
  })

  it.each([
    ['a medicine not in that recipe', `afiliado=${personToken(anaKey)}&receta=7001&farmaco=10599`],
    ['a person not in the purchase', `afiliado=${personToken('1-23456783')}&receta=7101&farmaco=10930`],
    ['a made-up token', `afiliado=AAAAAAAAAAAAAAAA&receta=7001&farmaco=10452`],
    ['her key, as an address from before named her', `afiliado=${anaKey}&receta=7001&farmaco=10452`],
    ['no person', 'receta=7001&farmaco=10452'],
    ['no query', ''],
  ])('refuses %s: not found, nothing shown', async (_name, query) => {
    await seed()
    const reply = await open(query)
    expect(reply.init.status).toBe(404)
    expect(reply.data.indications).toBeNull()
    expect(renderRoutePage(indicaciones.default, reply.data)).toContain(medicinePurchase['ver-indicaciones'].notFound)
  })
})

describe('agregar-medicamentos after a price review (E94 409) left someone’s recipes to be read on his page', () => {
  const brunoKey = affiliateKey(1, '23456783')
  /** Bruno chose Enalapril; the review kept his choice and dropped his recipes (E91 must read them with him). */
  const waiting = (): Affiliate => ({
    ...loaded,
    documento: '23456783',
    nombre: 'Bruno Pérez',
    id: 999_999,
    own: false,
    timeAdded: 2,
    recetas: undefined,
    datosPago: undefined,
    cantidades: { [ENALAPRIL]: 1 },
  })
  /** E91 answering `recetas` for the next `times` calls (Ana's recipes stand in for Bruno's, so his choice is one). */
  const e91Answers = (recetas: unknown[], times = 1) =>
    injectFault(sandboxUrl, { path: E91, status: 200, body: JSON.stringify({ status: { Codigo: 1 }, recetas }), contentType: 'application/json', times })

  it('shows him before envio, with what he chose, and only then goes on', async () => {
    await seed({ cantidades: { [ENALAPRIL]: 1 } }, true, [waiting()])
    expect(redirectLocation(await press('siguiente'))).toBe(stepPath(flowBWizard, STEP))
    expect((await draftOf(cookie)).current).toBe(brunoKey)
    await e91Answers(loaded.recetas!)
    const shown = await page()
    expect(shown.view!.person.documento).toBe('23456783')
    expect(shown.view!.recipes.flatMap((recipe) => recipe.medicines).find((medicine) => medicine.key === ENALAPRIL)?.quantity).toBe(1)
    expect(redirectLocation(await press('siguiente'))).toBe(stepPath(flowBWizard, 'envio'))
  })

  it('an empty list now drops his choice, and his screen offers Eliminar solicitud, which goes on with the others', async () => {
    await seed({ cantidades: { [ENALAPRIL]: 1 } }, true, [waiting()])
    await press('siguiente')
    // Empty for his screen and for its question's.
    await e91Answers([], 2)
    const empty = await page()
    expect([empty.noRecipes, empty.removal?.token]).toEqual([true, personToken(brunoKey)])
    // BR55's Reintentar, and C79's Eliminar solicitud beside it: without it, his screen would hold the purchase back.
    const html = renderRoutePage(medicamentos.default, empty)
    expect(html).toContain(copy.noRecipes)
    const removeLink = `${stepPath(flowBWizard, STEP)}?eliminar=${personToken(brunoKey)}#eliminar-solicitud`
    expect(tags(html).some((tag) => tag.name === 'a' && tag.attrs.href === removeLink)).toBe(true)
    expect(tags(html).some((tag) => tag.name === 'a' && tag.attrs.href === stepPath(flowBWizard, 'documento'))).toBe(true)
    expect((await draftOf(cookie)).affiliates?.[brunoKey]?.cantidades).toEqual({})
    const question = `${STEP}?eliminar=${personToken(brunoKey)}`
    expect(renderRoutePage(medicamentos.default, await page(question))).toContain(copy.removeQuestion('Bruno Pérez'))
    expect(redirectLocation(await press('eliminar', {}, question))).toBe(`${stepPath(flowBWizard, STEP)}?eliminar=${personToken(brunoKey)}`)
    const draft = await draftOf(cookie)
    expect([Object.keys(draft.affiliates ?? {}), draft.current]).toEqual([[anaKey], anaKey])
    expect(redirectLocation(await press('siguiente'))).toBe(stepPath(flowBWizard, 'envio'))
  })
})
