/**
 * Flow B's `entrega` and `envio` as the browser gets them without JavaScript, against the test sandbox: the page drawn
 * after a refused form shows what was sent (a field sent empty stays empty, not filled again with the saved value),
 * and the delivery fields name what a phone may fill in for them (autocomplete).
 */
import { describe, expect, inject, it } from 'vitest'
import { medicinePurchase as copy } from '~/copy/medicine-purchase'
import type { Draft } from '~/wizards/compra-medicamentos/schemas.server'
import { affiliateKey, HOME_DELIVERY } from '~/wizards/compra-medicamentos/selection'
import { flowBWizard } from '~/wizards/compra-medicamentos/wizard.server'
import { byId, renderRoutePage } from '../../tests/component-helpers'
import { choosing, firstLocation, keyed, loadedAffiliate, seedPurchaseDraft } from '../../tests/purchase-draft'
import { replyOf, signIn, wizardDriver, type FormResult } from '../../tests/route-helpers'
import { createPersona } from '../../tests/sandbox-control'
import * as entrega from './medicamentos-recetados.nueva-solicitud.entrega'
import * as envio from './medicamentos-recetados.nueva-solicitud.envio'

const sandboxUrl = inject('sandboxUrl')
const { get, post } = wizardDriver(flowBWizard)

type FormReply = { result: FormResult }

const saved = { celular: '099123456', telefono: '24001234', direccion: 'Rivera 1234', entreCalles: 'Soca y Pagola' }

/** A member (made like Bruno) buying one medicine for himself, with `change` on the draft. */
async function purchase(change: (location: NonNullable<Draft['location']>) => Partial<Draft>): Promise<string> {
  const persona = await createPersona(sandboxUrl, { like: '23456783' })
  const cookie = await signIn(persona.ci, persona.password ?? undefined)
  const location = await firstLocation(cookie)
  const me = choosing(await loadedAffiliate(cookie, { documento: persona.ci, own: true }, location))
  await seedPurchaseDraft(cookie, { location, affiliates: keyed(me), current: affiliateKey(me.tipoDocumento, me.documento), ...change(location) })
  return cookie
}

/** What an input shows: its value attribute, none for an empty one. */
const valueOf = (html: string, id: string) => byId(html, id).attrs.value ?? ''

/** The page drawn for a refused post of `fields` to `step` (400), as the browser gets it without JavaScript. */
async function refusedPage(route: typeof entrega | typeof envio, step: 'entrega' | 'envio', fields: Record<string, string>, cookie: string) {
  const reply = replyOf<FormReply>(await post(route.action, step, fields, cookie))
  expect(reply.init.status).toBe(400)
  return renderRoutePage(route.default as () => JSX.Element, await get(route.loader, step, cookie), '/step', reply.data)
}

describe('entrega (C74) without JavaScript', () => {
  const homeDelivery = (location: NonNullable<Draft['location']>) => ({
    shippingMethod: location.formasDeEnvio.find((method) => method.nombre === HOME_DELIVERY)!,
    delivery: saved,
  })

  it('keeps a mobile sent empty empty beside its message, and everything else as sent', async () => {
    const cookie = await purchase(homeDelivery)
    const html = await refusedPage(entrega, 'entrega', { ...saved, celular: '', direccion: 'Rivera 1500' }, cookie)
    expect(html).toContain(copy.entrega.required.celular)
    expect(valueOf(html, 'entrega-celular')).toBe('')
    expect(byId(html, 'entrega-direccion').attrs.value).toBe('Rivera 1500')
    expect(byId(html, 'entrega-telefono').attrs.value).toBe(saved.telefono)
    // Before any post the saved data start the form.
    const fresh = renderRoutePage(entrega.default, await get(entrega.loader, 'entrega', cookie))
    expect(byId(fresh, 'entrega-celular').attrs.value).toBe(saved.celular)
  })

  it('names what a phone may fill in: the numbers as typed here, the street and number as one line', async () => {
    const cookie = await purchase(homeDelivery)
    const html = renderRoutePage(entrega.default, await get(entrega.loader, 'entrega', cookie))
    expect(byId(html, 'entrega-celular').attrs).toMatchObject({ type: 'tel', autocomplete: 'mobile tel-national' })
    expect(byId(html, 'entrega-telefono').attrs).toMatchObject({ type: 'tel', autocomplete: 'home tel-national' })
    expect(byId(html, 'entrega-direccion').attrs.autocomplete).toBe('shipping address-line1')
    // The streets between are no detail a browser keeps.
    expect(byId(html, 'entrega-entreCalles').attrs.autocomplete).toBe('off')
  })
})

describe('envio (C73, A34) without JavaScript', () => {
  const moto = { id: 77, nombre: 'MOTO' }
  const byMoto = (location: NonNullable<Draft['location']>) => ({
    location: { ...location, formasDeEnvio: [...location.formasDeEnvio, moto] },
    shippingMethod: moto,
    delivery: { celular: '099111222', telefono: '', direccion: '', entreCalles: '' },
  })

  it('keeps a contact mobile sent empty empty beside its message, the method sent chosen', async () => {
    const cookie = await purchase(byMoto)
    const html = await refusedPage(envio, 'envio', { formaEnvio: String(moto.id), celular: '' }, cookie)
    expect(html).toContain(copy.envio.contactMobileRequired)
    expect(valueOf(html, 'envio-celular')).toBe('')
    expect(byId(html, 'envio-celular').attrs.autocomplete).toBe('mobile tel-national')
    expect(byId(html, 'envio-formaEnvio-77').attrs).toHaveProperty('checked')
    const fresh = renderRoutePage(envio.default, await get(envio.loader, 'envio', cookie))
    expect(byId(fresh, 'envio-celular').attrs.value).toBe('099111222')
  })
})
