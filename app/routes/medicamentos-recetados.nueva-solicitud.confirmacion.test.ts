/**
 * Flow B's steps `envio`, `entrega`, `forma-pago` and `confirmacion` (C73–C76, BR60–BR62, A34, A43), loaders and
 * actions with real Requests against the test sandbox. Each test seeds the draft the earlier steps would have left
 * (tests/purchase-draft.ts) in the session of a fresh persona made like the demo's, so purchases do not interfere.
 */
import { afterEach, describe, expect, inject, it } from 'vitest'
import { medicinePurchase as copy } from '~/copy/medicine-purchase'
import { formatMoney } from '~/domain/money'
import type { Affiliate, Draft } from '~/wizards/compra-medicamentos/schemas.server'
import { affiliateKey, HOME_DELIVERY, PICK_UP } from '~/wizards/compra-medicamentos/selection'
import { flowBWizard } from '~/wizards/compra-medicamentos/wizard.server'
import { stepPath } from '~/wizards/wizard'
import { PURCHASE_METHOD } from '~/upstream/ecommerce-medicamentos.server'
import { purchaseRequestOf } from '~/wizards/compra-medicamentos/purchase.server'
import { renderRoutePage } from '../../tests/component-helpers'
import { choosing, firstLocation, keyed, loadedAffiliate, seedPurchaseDraft } from '../../tests/purchase-draft'
import { redirectLocation, replyOf, signIn, wizardDriver, type FormResult } from '../../tests/route-helpers'
import { apiCalls, clearFaults, createPersona, injectFault, type Persona } from '../../tests/sandbox-control'
import * as confirmacion from './medicamentos-recetados.nueva-solicitud.confirmacion'
import * as entrega from './medicamentos-recetados.nueva-solicitud.entrega'
import * as envio from './medicamentos-recetados.nueva-solicitud.envio'
import * as formaPago from './medicamentos-recetados.nueva-solicitud.forma-pago'
import * as medicamentos from './medicamentos-recetados.nueva-solicitud.agregar-medicamentos'

const sandboxUrl = inject('sandboxUrl')
const { get, post, draftOf } = wizardDriver(flowBWizard)

const E93 = '/api/ecommerce-medicamentos/costo-envio/'
const E94 = '/api/ecommerce-medicamentos/transacciones/'
const ABITAB = { id: 1, nombre: 'Abitab' }
const ONLINE = { id: 3, nombre: 'Pago en línea' }

type FormReply = { result: FormResult }
type Location = NonNullable<Draft['location']>

/** A fresh persona made like `ci`, signed in. */
async function signedInLike(ci: string): Promise<{ persona: Persona; cookie: string }> {
  const persona = await createPersona(sandboxUrl, { like: ci })
  return { persona, cookie: await signIn(persona.ci, persona.password ?? undefined) }
}

const methodOf = (location: Location, nombre: string) => location.formasDeEnvio.find((m) => m.nombre === nombre)!
const keyOf = (a: Affiliate) => affiliateKey(a.tipoDocumento, a.documento)
const pickUpDelivery = { celular: '099123456', telefono: '', direccion: '', entreCalles: '' }

/** The 400 of a refused step: each field's message and what was typed. */
function refused(result: unknown) {
  const reply = replyOf<FormReply>(result)
  expect(reply.init.status).toBe(400)
  return { errors: reply.data.result.error ?? {}, typed: reply.data.result.initialValue }
}

const e94Calls = async () => (await apiCalls(sandboxUrl))[`POST ${E94}`] ?? 0

afterEach(() => clearFaults(sandboxUrl))

/**
 * A member buying one medicine for himself: made like Bruno (no special recipe, so no BR59 repricing) for a medicine
 * in stock, like Ana for a no-stock one (hers).
 */
async function memberPurchase(status: 'OK' | 'SINSTOCK' = 'OK') {
  const { persona, cookie } = await signedInLike(status === 'OK' ? '23456783' : '12345672')
  const location = await firstLocation(cookie)
  const me = choosing(await loadedAffiliate(cookie, { documento: persona.ci, own: true }, location), status)
  const draft: Draft = { location, affiliates: keyed(me), current: keyOf(me) }
  return { cookie, location, me, draft }
}

describe('envio (C73, BR61, A34)', () => {
  it('shows one card per method with its cost, and home delivery saves E93\'s cost for the purchase\'s people', async () => {
    const { cookie, location, me, draft } = await memberPurchase()
    await seedPurchaseDraft(cookie, draft)
    const page = (await get(envio.loader, 'envio', cookie)) as Awaited<ReturnType<typeof envio.loader>>
    const pickUp = page.methods.find((m) => m.title === copy.envio.pickUp)!
    const home = page.methods.find((m) => m.title === copy.envio.delivery)!
    expect(pickUp).toMatchObject({ detail: location.nombre, cost: copy.envio.free })
    expect(home.detail).toBe(copy.envio.deliveryAddress)
    expect(home.cost).toMatch(/^\$\d+\.\d{2}$/)
    expect(page.asksMobile).toBe(false)
    // BR60: each card's footer adds its own shipping to what is chosen so far (none chosen yet: no shipping).
    const money = (text: string) => Number(text.slice(1))
    expect(money(pickUp.total)).toBe(money(page.total))
    expect(money(home.total)).toBeCloseTo(money(page.total) + money(home.cost), 2)

    const result = await post(envio.action, 'envio', { formaEnvio: String(methodOf(location, HOME_DELIVERY).id) }, cookie)
    expect(redirectLocation(result)).toBe(stepPath(flowBWizard, 'entrega'))
    const saved = await draftOf(cookie)
    expect(saved.shippingMethod?.nombre).toBe(HOME_DELIVERY)
    expect(saved.shippingCost).toEqual({ personas: [me.id], costo: Number(home.cost.slice(1)) })
  })

  it('an E93 failure is the generic error screen, the draft kept; an unknown method is refused', async () => {
    const { cookie, draft } = await memberPurchase()
    await seedPurchaseDraft(cookie, draft)
    await injectFault(sandboxUrl, { path: E93, status: 500, body: '{"detail":"caído"}', contentType: 'application/json' })
    expect(redirectLocation(await get(envio.loader, 'envio', cookie))).toContain('error=GENERIC_ERROR')
    expect((await draftOf(cookie)).affiliates).toEqual(draft.affiliates)
    expect(refused(await post(envio.action, 'envio', { formaEnvio: '999' }, cookie)).errors.formaEnvio).toEqual([copy.envio.required])
    expect(refused(await post(envio.action, 'envio', {}, cookie)).errors.formaEnvio).toEqual([copy.envio.required])
  })

  it('A34: another method asks its contact mobile here and skips entrega', async () => {
    const { cookie, location, draft } = await memberPurchase()
    const moto = { id: 77, nombre: 'MOTO' }
    await seedPurchaseDraft(cookie, { ...draft, location: { ...location, formasDeEnvio: [...location.formasDeEnvio, moto] } })
    const page = (await get(envio.loader, 'envio', cookie)) as Awaited<ReturnType<typeof envio.loader>>
    expect(page.methods.find((m) => m.value === '77')).toMatchObject({ title: copy.envio.other, detail: 'MOTO', cost: copy.envio.free })
    expect(page.asksMobile).toBe(true)

    expect(refused(await post(envio.action, 'envio', { formaEnvio: '77' }, cookie)).errors.celular).toEqual([copy.envio.contactMobileRequired])
    const typed = refused(await post(envio.action, 'envio', { formaEnvio: '77', celular: 'abc' }, cookie))
    expect(typed.errors.celular).toEqual([copy.envio.contactMobileNumeric])
    expect(typed.typed).toMatchObject({ celular: 'abc' })
    const result = await post(envio.action, 'envio', { formaEnvio: '77', celular: '099 111 222' }, cookie)
    expect(redirectLocation(result)).toBe(stepPath(flowBWizard, 'forma-pago'))
    expect((await draftOf(cookie)).delivery).toEqual({ celular: '099111222', telefono: '', direccion: '', entreCalles: '' })
  })
})

describe('entrega (C74)', () => {
  it('home delivery: mobile, address and streets required, phones numeric; the input is kept', async () => {
    const { cookie, location, draft } = await memberPurchase()
    await seedPurchaseDraft(cookie, { ...draft, shippingMethod: methodOf(location, HOME_DELIVERY) })
    const page = (await get(entrega.loader, 'entrega', cookie)) as Awaited<ReturnType<typeof entrega.loader>>
    expect(page).toMatchObject({ title: copy.entrega.titleDelivery, homeDelivery: true, noContact: false })

    const empty = refused(await post(entrega.action, 'entrega', { celular: '', telefono: '2x', direccion: 'Rivera 1234' }, cookie))
    expect(empty.errors).toMatchObject({
      celular: [copy.entrega.required.celular],
      telefono: [copy.entrega.numeric.telefono],
      entreCalles: [copy.entrega.required.entreCalles],
    })
    expect(empty.errors.direccion ?? null).toBeNull()
    // The error summary lists both: each names its field, so the two do not read alike.
    expect(empty.errors.celular).not.toEqual(empty.errors.entreCalles)
    expect(empty.typed).toMatchObject({ direccion: 'Rivera 1234', telefono: '2x' })
    expect(refused(await post(entrega.action, 'entrega', { celular: '09a', direccion: 'x', entreCalles: 'y' }, cookie)).errors.celular).toEqual([
      copy.entrega.numeric.celular,
    ])

    const fields = { celular: '099 123 456', telefono: '', direccion: 'Rivera 1234', entreCalles: 'Soca y Pagola' }
    expect(redirectLocation(await post(entrega.action, 'entrega', fields, cookie))).toBe(stepPath(flowBWizard, 'forma-pago'))
    expect((await draftOf(cookie)).delivery).toEqual({ ...fields, celular: '099123456' })
  })

  it('pick-up asks only the mobile, and warns when the affiliate has no contact phone', async () => {
    const { cookie, location, me, draft } = await memberPurchase()
    await seedPurchaseDraft(cookie, { ...draft, affiliates: keyed({ ...me, tieneContacto: false }), shippingMethod: methodOf(location, PICK_UP) })
    const page = (await get(entrega.loader, 'entrega', cookie)) as Awaited<ReturnType<typeof entrega.loader>>
    expect(page).toMatchObject({ title: copy.entrega.titlePickUp, homeDelivery: false, noContact: true })
    expect(redirectLocation(await post(entrega.action, 'entrega', { celular: '099123456' }, cookie))).toBe(stepPath(flowBWizard, 'forma-pago'))
  })
})

describe('forma-pago (C75, BR62, A01)', () => {
  it('lists E89\'s methods with the copy\'s labels, the online one to a member', async () => {
    const { cookie, location, draft } = await memberPurchase()
    await seedPurchaseDraft(cookie, { ...draft, shippingMethod: methodOf(location, PICK_UP), delivery: pickUpDelivery })
    const page = (await get(formaPago.loader, 'forma-pago', cookie)) as Awaited<ReturnType<typeof formaPago.loader>>
    expect(page.methods.map((m) => m.label)).toEqual(expect.arrayContaining(['Abitab', 'RedPagos', 'Pago en línea']))
    expect(redirectLocation(await post(formaPago.action, 'forma-pago', { formaPago: '3' }, cookie))).toBe(stepPath(flowBWizard, 'confirmacion'))
    expect((await draftOf(cookie)).paymentMethod?.id).toBe(3)
    expect(refused(await post(formaPago.action, 'forma-pago', { formaPago: 'x' }, cookie)).errors.formaPago).toEqual([copy['forma-pago'].required])
  })

  it('hides the online method from the call centre (A01, recommended), and refuses it posted', async () => {
    const { cookie: anaCookie, persona } = await signedInLike('12345672')
    const { cookie } = await signedInLike('34567894')
    const location = await firstLocation(anaCookie)
    const ana = choosing(await loadedAffiliate(anaCookie, { documento: persona.ci, own: false }, location))
    await seedPurchaseDraft(cookie, {
      callCenter: true,
      location,
      affiliates: keyed(ana),
      current: keyOf(ana),
      shippingMethod: methodOf(location, PICK_UP),
      delivery: pickUpDelivery,
    })
    const page = (await get(formaPago.loader, 'forma-pago', cookie)) as Awaited<ReturnType<typeof formaPago.loader>>
    expect(page.methods.map((m) => m.label)).toContain('Abitab')
    expect(page.methods.map((m) => m.label)).not.toContain('Pago en línea')
    expect(refused(await post(formaPago.action, 'forma-pago', { formaPago: '3' }, cookie)).errors.formaPago).toEqual([copy['forma-pago'].required])
  })
})

describe('confirmacion (C76, BR60, BR62, BR72, A43)', () => {
  it('asks E93 again when the people changed since envio, so Pagás is what is charged; a person who chose nothing is not counted', async () => {
    const { cookie, location, me, draft } = await memberPurchase()
    const idle = { ...me, documento: '23456783', id: me.id + 1, cantidades: {}, timeAdded: me.timeAdded + 1 }
    await seedPurchaseDraft(cookie, {
      ...draft,
      affiliates: keyed(me, idle),
      shippingMethod: methodOf(location, HOME_DELIVERY),
      // Asked at envio for a purchase of two people: it cost more than this one of one costs now.
      shippingCost: { personas: [me.id, 999], costo: 500 },
      delivery: { celular: '099123456', telefono: '', direccion: 'Av. Italia 2345', entreCalles: 'Propios y Comercio' },
      paymentMethod: ABITAB,
    })
    const page = (await get(confirmacion.loader, 'confirmacion', cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
    const saved = (await draftOf(cookie)).shippingCost!
    expect(saved.personas).toEqual([me.id])
    expect(saved.costo).toBeLessThan(500)
    expect(page.payment.find((r) => r.key === copy.confirmacion.shippingCost)?.value).toBe(formatMoney(saved.costo))
    expect(page.count).toBe('1 afiliado')
  })

  it('shows BR60\'s totals for two affiliates with pending orders: the rows add up to Pagás', async () => {
    const { cookie, persona } = await signedInLike('12345672')
    const location = await firstLocation(cookie)
    const ana = { ...choosing(await loadedAffiliate(cookie, { documento: persona.ci, own: true, timeAdded: 1 }, location), 'OK', 2), ordenesPendientes: [150], ordenesAceptadas: true }
    // A second person (Bruno's document) with a no-stock medicine: the page only reads the draft, no E94 is sent.
    const pending = choosing(await loadedAffiliate(cookie, { documento: persona.ci, own: false, timeAdded: 2 }, location), 'SINSTOCK')
    const other = { ...pending, documento: '23456783', nombre: 'Bruno', id: pending.id + 1, ordenesPendientes: [] }
    await seedPurchaseDraft(cookie, {
      location,
      affiliates: keyed(ana, other),
      current: keyOf(ana),
      shippingMethod: methodOf(location, PICK_UP),
      delivery: pickUpDelivery,
      paymentMethod: ABITAB,
    })
    const page = (await get(confirmacion.loader, 'confirmacion', cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
    const row = (key: string) => page.payment.find((r) => r.key === key)?.value
    const pesos = (key: string) => Number((row(key) ?? '$0').replace(/^-?\$/, '')) * ((row(key) ?? '').startsWith('-') ? -1 : 1)
    expect(row(copy.confirmacion.pendingOrders)).toBe('$150.00')
    expect(row(copy.confirmacion.shippingCost)).toBe(copy.envio.free)
    // A44: one bag, Ana's: Bruno has nothing dispensed now.
    expect(row(copy.confirmacion.bag)).toBe(formatMoney(ana.datosPago!.PrecioBolsa))
    const sum = pesos(copy.confirmacion.medicinesCost) + 150 + pesos(copy.confirmacion.bag) + (row(copy.confirmacion.discounts) ? pesos(copy.confirmacion.discounts) : 0)
    expect(row(copy.confirmacion.pay)).toBe(formatMoney(sum))
    // Bruno takes nothing now: his medicine is under `Medicamentos sin stock`, not an empty group of his (BR46).
    expect(page.count).toBe('1 afiliado')
    expect(page.people.map((person) => person.name)).toEqual([ana.nombre])
    expect(page.pending).toEqual([expect.stringMatching(/^Bruno: /)])
    expect(page.button).toBe(copy.confirmacion.confirmButton)
  })

  it('BR46: a person who chose nothing is not listed, counted, charged, sent nor the contact (her accepted orders stay owed)', async () => {
    const { cookie } = await signedInLike('34567894')
    const ana = await signedInLike('12345672')
    const location = await firstLocation(cookie)
    // The operator entered Federico first (no prescriptions; his two unpaid orders accepted), then Ana, who chose one.
    const federico: Affiliate = {
      ...(await loadedAffiliate(cookie, { documento: '67890127', own: false, timeAdded: 1 }, location)),
      ordenesAceptadas: true,
      contacto: { celular: '099678901', telefono: null, direccion: null },
    }
    expect([federico.recetas, federico.ordenesPendientes.length > 0]).toEqual([[], true])
    const forAna: Affiliate = {
      ...choosing(await loadedAffiliate(cookie, { documento: ana.persona.ci, own: false, timeAdded: 2 }, location)),
      contacto: { celular: '098765432', telefono: null, direccion: null },
    }
    const draft: Draft = { callCenter: true, location, affiliates: keyed(federico, forAna), current: keyOf(forAna), shippingMethod: methodOf(location, PICK_UP) }
    await seedPurchaseDraft(cookie, draft)
    // The contact starts from the first person bought for: Ana, not Federico.
    expect(((await get(entrega.loader, 'entrega', cookie)) as Awaited<ReturnType<typeof entrega.loader>>).values.celular).toBe('098765432')

    await seedPurchaseDraft(cookie, { ...draft, delivery: { ...pickUpDelivery, celular: '098765432' }, paymentMethod: ABITAB })
    const page = (await get(confirmacion.loader, 'confirmacion', cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
    expect(page.count).toBe('1 afiliado')
    expect(page.people.map((person) => person.name)).toEqual([forAna.nombre])
    expect(page.payment.find((r) => r.key === copy.confirmacion.pendingOrders)?.value).toBe('$0.00')
    const sent = purchaseRequestOf({ idPersona: 0 }, await draftOf(cookie), { metodoPago: PURCHASE_METHOD.ABITAB, perfilPago: null })
    expect(sent.transacciones.map((persona) => persona.id_persona)).toEqual([forAna.id])
    // The API prices the same purchase: registered.
    expect(redirectLocation(await post(confirmacion.action, 'confirmacion', {}, cookie))).toBe(stepPath(flowBWizard, 'solicitud-finalizada'))
    expect((await draftOf(cookie)).attempts?.compra?.outcome?.registered).toBe(true)
  })

  it('BR46: nobody with anything chosen cannot be confirmed (the graph leads away before any E94)', async () => {
    const { cookie } = await signedInLike('34567894')
    const location = await firstLocation(cookie)
    const federico: Affiliate = { ...(await loadedAffiliate(cookie, { documento: '67890127', own: false }, location)), ordenesAceptadas: true }
    await seedPurchaseDraft(cookie, {
      callCenter: true,
      location,
      affiliates: keyed(federico),
      current: keyOf(federico),
      shippingMethod: methodOf(location, PICK_UP),
      delivery: pickUpDelivery,
      paymentMethod: ABITAB,
    })
    const away = stepPath(flowBWizard, 'localidad', { continuar: true })
    expect(redirectLocation(await get(confirmacion.loader, 'confirmacion', cookie).catch((error: unknown) => error))).toBe(away)
    const before = await e94Calls()
    expect(redirectLocation(await post(confirmacion.action, 'confirmacion', {}, cookie).catch((error: unknown) => error))).toBe(away)
    expect(await e94Calls()).toBe(before)
  })

  it('a member whose only medicine is out of stock: no empty group of hers, the medicine under `Medicamentos sin stock`', async () => {
    const { cookie, location, me, draft } = await memberPurchase('SINSTOCK')
    await seedPurchaseDraft(cookie, { ...draft, shippingMethod: methodOf(location, PICK_UP), delivery: pickUpDelivery })
    const page = (await get(confirmacion.loader, 'confirmacion', cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
    expect(page.people).toEqual([])
    expect(page.pending).toEqual([expect.stringMatching(new RegExp(`^${me.nombre}: `))])
    const html = renderRoutePage(confirmacion.default, page, stepPath(flowBWizard, 'confirmacion'))
    expect(html).not.toContain(`>${copy.confirmacion.medicines}<`)
    expect(html).not.toContain(`<h3>${me.nombre}</h3>`)
    expect(html).toContain(`>${copy.confirmacion.noStock}<`)
  })

  it('Abitab: one E94 however many times it is confirmed, then solicitud-finalizada with the outcome', async () => {
    const { cookie, location, draft } = await memberPurchase()
    await seedPurchaseDraft(cookie, { ...draft, shippingMethod: methodOf(location, PICK_UP), delivery: pickUpDelivery, paymentMethod: ABITAB })
    const before = await e94Calls()
    const first = await post(confirmacion.action, 'confirmacion', {}, cookie)
    const second = await post(confirmacion.action, 'confirmacion', {}, cookie)
    for (const result of [first, second]) expect(redirectLocation(result)).toBe(stepPath(flowBWizard, 'solicitud-finalizada'))
    expect((await e94Calls()) - before).toBe(1)
    const outcome = (await draftOf(cookie)).attempts?.compra?.outcome
    expect(outcome).toMatchObject({ registered: true, details: { registered: true } })
    expect(outcome?.details.idEnvFarDom).toMatch(/^\d+$/)
    expect(outcome?.details.deudaId).toMatch(/^\d+$/)
  })

  it('A43: only no-stock medicines skip the payment and are registered with costo 0', async () => {
    const { cookie, location, draft } = await memberPurchase('SINSTOCK')
    await seedPurchaseDraft(cookie, { ...draft, shippingMethod: methodOf(location, PICK_UP), delivery: pickUpDelivery })
    const page = (await get(confirmacion.loader, 'confirmacion', cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
    expect(page.links.payment).toBeNull()
    expect(page.payment.find((r) => r.key === copy.confirmacion.pay)?.value).toBe('$0.00')
    const result = await post(confirmacion.action, 'confirmacion', {}, cookie)
    expect(redirectLocation(result)).toBe(stepPath(flowBWizard, 'solicitud-finalizada'))
    expect((await draftOf(cookie)).attempts?.compra?.outcome).toMatchObject({ registered: true, details: { deudaId: null } })
  })

  it('a changed price (409) keeps the draft, reads the recipes again at today\'s prices and says so', async () => {
    const { cookie, location, me, draft } = await memberPurchase()
    // The member saw an older bag price than the API's now: every line is right, the total is not.
    const older = { ...me, datosPago: { ...me.datosPago!, PrecioBolsa: me.datosPago!.PrecioBolsa + 1 } }
    await seedPurchaseDraft(cookie, {
      ...draft,
      affiliates: keyed(older),
      shippingMethod: methodOf(location, PICK_UP),
      delivery: pickUpDelivery,
      paymentMethod: ABITAB,
    })
    const refused = (await draftOf(cookie)).attempts?.compra?.key
    const result = await post(confirmacion.action, 'confirmacion', {}, cookie)
    expect(redirectLocation(result)).toBe(stepPath(flowBWizard, 'agregar-medicamentos'))
    const saved = await draftOf(cookie)
    const kept = saved.affiliates![keyOf(me)]!
    expect([kept.recetas, kept.datosPago]).toEqual([me.recetas, me.datosPago])
    expect(kept.cantidades).toEqual(me.cantidades)
    expect(saved).toMatchObject({ delivery: pickUpDelivery, paymentMethod: ABITAB, current: keyOf(me) })
    // The next confirmation is another purchase: a new key, no outcome.
    expect(refused).toBeDefined()
    expect(saved.attempts?.compra).toEqual({ key: expect.not.stringMatching(refused!) })
  })

  describe('a changed price (409) for the call centre\'s purchase for two people', () => {
    const E91 = '/api/ecommerce-medicamentos/recetas-afiliado'

    /** Ana and Bruno (fresh, made like them) in the operator's purchase, both priced with an older bag price. */
    async function twoPeople() {
      const { cookie } = await signedInLike('34567894')
      const ana = await signedInLike('12345672')
      const bruno = await signedInLike('23456783')
      const location = await firstLocation(cookie)
      const people = [
        choosing(await loadedAffiliate(ana.cookie, { documento: ana.persona.ci, own: false, timeAdded: 1 }, location)),
        choosing(await loadedAffiliate(bruno.cookie, { documento: bruno.persona.ci, own: false, timeAdded: 2 }, location)),
      ]
      const older = people.map((person) => ({ ...person, datosPago: { ...person.datosPago!, PrecioBolsa: person.datosPago!.PrecioBolsa + 1 } }))
      await seedPurchaseDraft(cookie, {
        callCenter: true,
        location,
        affiliates: keyed(...older),
        // The operator was last on Bruno's medicines.
        current: keyOf(people[1]!),
        shippingMethod: methodOf(location, PICK_UP),
        delivery: pickUpDelivery,
        paymentMethod: ABITAB,
      })
      return { cookie, people }
    }

    it('reads both people\'s recipes again at once, keeps what each chose, and opens on the first person', async () => {
      const { cookie, people } = await twoPeople()
      expect(redirectLocation(await post(confirmacion.action, 'confirmacion', {}, cookie))).toBe(stepPath(flowBWizard, 'agregar-medicamentos'))
      const saved = await draftOf(cookie)
      for (const person of people) {
        const kept = saved.affiliates![keyOf(person)]!
        expect([kept.recetas, kept.datosPago, kept.cantidades]).toEqual([person.recetas, person.datosPago, person.cantidades])
      }
      expect(saved.current).toBe(keyOf(people[0]!))
      // Both count on the confirmation again, at today's prices.
      const page = (await get(confirmacion.loader, 'confirmacion', cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
      expect(page.count).toBe('2 afiliados')
    })

    it('shows each person whose recipes must be read on her page before the purchase goes on (both codes refused)', async () => {
      const { cookie, people } = await twoPeople()
      // Both codes are not good any more for the review's E91 (BR55's code 5); their pages read them again.
      await injectFault(sandboxUrl, { path: E91, status: 200, body: JSON.stringify({ status: { Codigo: 5 } }), contentType: 'application/json', times: 2 })
      expect(redirectLocation(await post(confirmacion.action, 'confirmacion', {}, cookie))).toBe(stepPath(flowBWizard, 'agregar-medicamentos'))
      const [first, second] = people.map(keyOf) as [string, string]
      expect((await draftOf(cookie)).current).toBe(first)
      // Neither can be left out unseen: the later steps lead back to the medicines.
      expect(redirectLocation(await get(envio.loader, 'envio', cookie))).toBe(stepPath(flowBWizard, 'agregar-medicamentos'))

      const shownOf = async () => replyOf<{ view: { person: { documento: string } } }>(await get(medicamentos.loader, 'agregar-medicamentos', cookie)).data.view
      expect((await shownOf()).person.documento).toBe(people[0]!.documento)
      const next = () => post(medicamentos.action, 'agregar-medicamentos', { intent: 'siguiente' }, cookie)
      expect(redirectLocation(await next())).toBe(stepPath(flowBWizard, 'agregar-medicamentos'))
      expect((await draftOf(cookie)).current).toBe(second)
      expect((await shownOf()).person.documento).toBe(people[1]!.documento)
      expect(redirectLocation(await next())).toBe(stepPath(flowBWizard, 'envio'))
      const saved = await draftOf(cookie)
      for (const person of people) expect(saved.affiliates![keyOf(person)]!.cantidades).toEqual(person.cantidades)
    })

    it('changes nothing and shows the error screen when the API cannot answer for someone; the retry meets the review', async () => {
      const { cookie, people } = await twoPeople()
      const before = await draftOf(cookie)
      await injectFault(sandboxUrl, { path: E91, status: 500, body: '{}', contentType: 'application/json' })
      expect(redirectLocation(await post(confirmacion.action, 'confirmacion', {}, cookie))).toBe(`${stepPath(flowBWizard, 'confirmacion')}?error=GENERIC_ERROR`)
      // Dropping some recipes would have left their medicines out of the confirmation without a word.
      const kept = await draftOf(cookie)
      expect([kept.affiliates, kept.current, kept.shippingCost]).toEqual([before.affiliates, before.current, before.shippingCost])
      expect(((await get(confirmacion.loader, 'confirmacion?error=GENERIC_ERROR', cookie)) as { error: string | null }).error).toBe('GENERIC_ERROR')

      await clearFaults(sandboxUrl)
      expect(redirectLocation(await post(confirmacion.action, 'confirmacion', {}, cookie))).toBe(stepPath(flowBWizard, 'agregar-medicamentos'))
      const saved = await draftOf(cookie)
      for (const person of people) expect(saved.affiliates![keyOf(person)]!.datosPago).toEqual(person.datosPago)
    })
  })

  it('an API that cannot be reached answers 503 with the generic message and keeps the draft', async () => {
    const { cookie, location, draft } = await memberPurchase()
    await seedPurchaseDraft(cookie, { ...draft, shippingMethod: methodOf(location, PICK_UP), delivery: pickUpDelivery, paymentMethod: ABITAB })
    await injectFault(sandboxUrl, { path: E94, status: 503, body: '{', contentType: 'application/json' })
    const reply = replyOf<{ message: string }>(await post(confirmacion.action, 'confirmacion', {}, cookie))
    expect(reply.init.status).toBe(503)
    expect(reply.data.message).toBe(copy.generic)
    const saved = await draftOf(cookie)
    expect(saved.affiliates).toEqual(draft.affiliates)
    expect(saved.attempts?.compra?.key).toBeDefined()
    expect(saved.attempts?.compra?.outcome).toBeUndefined()
  })

  it('online: Pagar only goes on to pago, no purchase yet', async () => {
    const { cookie, location, draft } = await memberPurchase()
    await seedPurchaseDraft(cookie, { ...draft, shippingMethod: methodOf(location, PICK_UP), delivery: pickUpDelivery, paymentMethod: ONLINE })
    const page = (await get(confirmacion.loader, 'confirmacion', cookie)) as Awaited<ReturnType<typeof confirmacion.loader>>
    expect(page.button).toBe(copy.confirmacion.payButton)
    const before = await e94Calls()
    expect(redirectLocation(await post(confirmacion.action, 'confirmacion', {}, cookie))).toBe(stepPath(flowBWizard, 'pago'))
    expect((await e94Calls()) - before).toBe(0)
  })
})

