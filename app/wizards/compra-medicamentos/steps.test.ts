import { describe, expect, it } from 'vitest'
import type { PaymentState } from '~/payments/machine'
import type { Farmaco, Receta } from '~/upstream/recetas.server'
import { back, fallbackPath, invalidate } from '../graph'
import { stepPath } from '../wizard'
import type { Affiliate, Draft } from './schemas.server'
import { medicineKey, nothingToPay, totalsOf } from './selection'
import { flowBSteps, progress, type Step } from './steps'

const farmaco = (id: number, precio: number): Farmaco => ({
  Id_Farmaco_Geosalud: id,
  NombreFarmaco: `Fármaco ${id}`,
  PrecioTicket: precio,
  CantidadCajasPorTicket: 1,
  CantidadMaximaDeUnidades: 10,
  CantidadCajasMaxima: 2,
  CantidadMaximaTickets: 10,
  FechaProximoRetiro: null,
  CoincideConIndicacionMedica: true,
  AlertaECommerce: 0,
  AlertaECommerceDescripcion: null,
})

const receta = (id: number, status: string, farmacos: Farmaco[]): Receta => ({
  Id_Receta: id,
  StatusReceta: status,
  StatusMensaje: null,
  Medico: null,
  NroOrden: null,
  Sector: null,
  FechaHoraIndicacion: null,
  FechaProximoRetiro: null,
  FechaUltimaEntrega: null,
  FechaVencimiento: null,
  IndicacionHCE: null,
  EsRecetaEspecial: false,
  Farmacos: farmacos,
})

const RECETAS = [receta(1, 'OK', [farmaco(11, 100)]), receta(2, 'SINSTOCK', [farmaco(21, 80)]), receta(3, 'ERROR', [farmaco(31, 50)])]

const ana = (cantidades: Record<string, number> = {}): Affiliate => ({
  tipoDocumento: 1,
  documento: '12345672',
  own: true,
  id: 1001,
  nombre: 'Ana Pérez',
  tieneContacto: true,
  ordenesPendientes: [],
  ordenesAceptadas: false,
  recetas: RECETAS,
  datosPago: null,
  cantidades,
  timeAdded: 1,
})

const location = { id: 1, nombre: 'Montevideo Centro', formasDeEnvio: [{ id: 1, nombre: 'PRESENCIAL' }, { id: 2, nombre: 'DOMICILIO' }, { id: 3, nombre: 'MOTO' }] }
const dispensed = { [medicineKey(1, 11)]: 2 }
const onlyPending = { [medicineKey(2, 21)]: 1 }
const delivery = { celular: '099123456', telefono: '', direccion: '', entreCalles: '' }

/** A purchase ready for the confirmation: Ana's medicine, picked up, paid at Abitab. */
const ready = (overrides: Partial<Draft> = {}): Draft => ({
  location,
  affiliates: { '1-12345672': ana(dispensed) },
  current: '1-12345672',
  shippingMethod: location.formasDeEnvio[0],
  delivery,
  paymentMethod: { id: 1, nombre: 'ABITAB' },
  ...overrides,
})

const allowed = (draft: Draft) => flowBSteps.steps.filter((step) => flowBSteps.canAccess(draft, step))

describe("flow B's step guard (BR51)", () => {
  it.each<[string, Draft, Step[]]>([
    ['an empty draft: only the locality and the indications', {}, ['localidad', 'ver-indicaciones']],
    ['a locality: the document too, not the medicines (no member yet)', { location }, ['localidad', 'documento', 'ver-indicaciones']],
    [
      'a member loaded who chose nothing: no shipping yet',
      { location, affiliates: { '1-12345672': ana() }, current: '1-12345672' },
      ['localidad', 'documento', 'agregar-medicamentos', 'ver-indicaciones'],
    ],
    [
      'a chosen medicine: shipping',
      { location, affiliates: { '1-12345672': ana(dispensed) }, current: '1-12345672' },
      ['localidad', 'documento', 'agregar-medicamentos', 'ver-indicaciones', 'envio'],
    ],
    [
      'pick-up chosen: its contact data',
      ready({ delivery: undefined, paymentMethod: undefined }),
      ['localidad', 'documento', 'agregar-medicamentos', 'ver-indicaciones', 'envio', 'entrega'],
    ],
    [
      'delivery data: the payment method',
      ready({ paymentMethod: undefined }),
      ['localidad', 'documento', 'agregar-medicamentos', 'ver-indicaciones', 'envio', 'entrega', 'forma-pago'],
    ],
    [
      'Abitab: the confirmation, not the card payment nor the result',
      ready(),
      ['localidad', 'documento', 'agregar-medicamentos', 'ver-indicaciones', 'envio', 'entrega', 'forma-pago', 'confirmacion'],
    ],
  ])('%s', (_name, draft, steps) => {
    expect(allowed(draft)).toEqual(steps)
  })

  it('online payment is a member’s: `pago` in member mode, never in call-centre mode (A01)', () => {
    const online = { paymentMethod: { id: 3, nombre: 'ONLINE' } }
    expect(flowBSteps.canAccess(ready(online), 'pago')).toBe(true)
    expect(flowBSteps.canAccess(ready({ ...online, callCenter: true }), 'pago')).toBe(false)
  })

  /** Ana's purchase paid online, its payment at `state` (with `cancellation` once `Cancelar compra` answered). */
  const payingWith = (state: PaymentState, cancellation?: 'cancelled' | 'rejected' | 'failed') =>
    ({
      ...ready({ paymentMethod: { id: 3, nombre: 'ONLINE' } }),
      attempts: { pago: { key: 'k', outcome: { state, details: {}, ...(cancellation ? { cancellation } : {}) } } },
    }) as Draft
  const failed: PaymentState = { status: 'cancelling', id: '9', rejected: true, messages: [] }

  it.each<[string, readonly Step[], string | undefined, Draft]>([
    // E94 registered the purchase: every other step could register a second one while the first stands. The code,
    // the charge in flight, and BR63's modal for a failed payment are all on `pago`.
    ['waiting for the code', ['pago', 'ver-indicaciones'], 'pago', payingWith({ status: 'waiting-security-code', id: '9', url: 'https://pasarela' })],
    ['charging', ['pago', 'ver-indicaciones'], 'pago', payingWith({ status: 'confirming', id: '9' })],
    ['failed, waiting for the member', ['pago', 'ver-indicaciones'], 'pago', payingWith(failed)],
    ['failed before the confirmation', ['pago', 'ver-indicaciones'], 'pago', payingWith({ status: 'error-before-confirm', message: null, error107: false })],
    // Cancelled by the member (E95), whatever E95 answered: the purchase is over, its result the one page; its
    // confirmation would only offer `Pagar` again. A new purchase starts from the journey's start.
    ['failed, then cancelled', ['ver-indicaciones', 'solicitud-finalizada'], 'solicitud-finalizada', payingWith(failed, 'cancelled')],
    ['failed, then cancelled (E95 rejected)', ['ver-indicaciones', 'solicitud-finalizada'], 'solicitud-finalizada', payingWith(failed, 'rejected')],
    ['failed, then its cancellation failed', ['ver-indicaciones', 'solicitud-finalizada'], 'solicitud-finalizada', payingWith(failed, 'failed')],
    // Paid, or registered without a card: only the result, or a change would register a second purchase.
    ['paid', ['ver-indicaciones', 'solicitud-finalizada'], 'solicitud-finalizada', payingWith({ status: 'success', id: '9' })],
    [
      'registered at an agency',
      ['ver-indicaciones', 'solicitud-finalizada'],
      'solicitud-finalizada',
      { ...ready(), attempts: { compra: { key: 'k', outcome: { registered: true, details: RESULT } } } } as Draft,
    ],
  ])('a purchase %s opens %j; a refused step goes to %s', (_name, open, held, draft) => {
    expect(allowed(draft)).toEqual(flowBSteps.steps.filter((step) => open.includes(step)))
    expect(fallbackPath(flowBSteps, draft)).toBe(held ? stepPath(flowBSteps, held) : stepPath(flowBSteps, 'localidad', { continuar: true }))
  })

  it('a method chosen before the medicines left nothing to pay is neither asked for nor paid online (A43)', () => {
    const draft = ready({ affiliates: { '1-12345672': ana(onlyPending) }, paymentMethod: { id: 3, nombre: 'ONLINE' } })
    expect(flowBSteps.canAccess(draft, 'pago')).toBe(false)
    expect(flowBSteps.next(draft, 'confirmacion')).toBe('solicitud-finalizada')
  })

  it('only no-stock medicines: no payment method, the confirmation and, once registered, the result (A43)', () => {
    const draft = ready({ affiliates: { '1-12345672': ana(onlyPending) }, paymentMethod: undefined })
    expect(nothingToPay(draft)).toBe(true)
    expect(flowBSteps.canAccess(draft, 'forma-pago')).toBe(false)
    expect(flowBSteps.canAccess(draft, 'confirmacion')).toBe(true)
    expect(flowBSteps.canAccess(draft, 'solicitud-finalizada')).toBe(false)
    const registered = { ...draft, attempts: { compra: { key: 'k', outcome: { registered: true, details: RESULT } } } }
    expect(flowBSteps.canAccess(registered, 'solicitud-finalizada')).toBe(true)
  })

  it('a medicine of an ERROR recipe in the draft counts for nothing', () => {
    const draft = { location, affiliates: { '1-12345672': ana({ [medicineKey(3, 31)]: 1 }) }, current: '1-12345672' }
    expect(flowBSteps.canAccess(draft, 'envio')).toBe(false)
  })

  it('a refused step goes to `localidad`, keeping the draft', () => {
    expect(fallbackPath(flowBSteps, {})).toBe(stepPath(flowBSteps, 'localidad', { continuar: true }))
  })

  it('keeps a person whose unpaid orders are not answered from the medicines, and sends there back to her question (BR53)', () => {
    const gabriela: Affiliate = { ...ana(), documento: '78901238', id: 1003, ordenesPendientes: [501], timeAdded: 2 }
    const asked: Draft = {
      location,
      affiliates: { '1-12345672': ana(dispensed), '1-78901238': gabriela },
      current: '1-78901238',
      candidate: { tipoDocumento: 1, documento: '78901238', own: false, screen: 'ordenes-pendientes' },
    }
    expect(flowBSteps.canAccess(asked, 'agregar-medicamentos')).toBe(false)
    expect(fallbackPath(flowBSteps, asked)).toBe(stepPath(flowBSteps, 'documento'))
    const accepted: Draft = { ...asked, affiliates: { ...asked.affiliates, '1-78901238': { ...gabriela, ordenesAceptadas: true } }, candidate: undefined }
    expect(flowBSteps.canAccess(accepted, 'agregar-medicamentos')).toBe(true)
  })
})

describe('after a price review, the people whose recipes wait (E94 409)', () => {
  /** Bruno chose before the review, which dropped his recipes (his code, or his list, must be read on his page). */
  const bruno = (cantidades: Record<string, number>): Affiliate => ({
    ...ana(cantidades),
    documento: '23456783',
    id: 1002,
    recetas: undefined,
    datosPago: undefined,
    timeAdded: 2,
  })
  const reviewed = (brunoChose: Record<string, number>) =>
    ready({ affiliates: { '1-12345672': ana(dispensed), '1-23456783': bruno(brunoChose) }, current: '1-12345672' })

  it('keep the purchase from `envio` and every step after it, until his page reads them', () => {
    const waiting = reviewed(dispensed)
    expect(allowed(waiting)).toEqual(['localidad', 'documento', 'agregar-medicamentos', 'ver-indicaciones'])
    expect(progress(waiting, 'agregar-medicamentos').find((item) => item.step === 'envio')?.enabled).toBe(false)
    const read = { ...waiting, affiliates: { ...waiting.affiliates, '1-23456783': { ...bruno(dispensed), recetas: RECETAS } } }
    expect(allowed(read)).toContain('confirmacion')
  })

  it('lead from the medicines to the medicines again (his), and a refused later step there, not to the start', () => {
    const waiting = reviewed(dispensed)
    expect(flowBSteps.next(waiting, 'agregar-medicamentos')).toBe('agregar-medicamentos')
    expect(fallbackPath(flowBSteps, waiting)).toBe(stepPath(flowBSteps, 'agregar-medicamentos'))
  })

  it("lead a refused later step to a person's code when the review sent her back to it and nobody is current (BR55)", () => {
    // Carla's code was refused on her page: she left the purchase and is the candidate again; Bruno still waits.
    const carla = { tipoDocumento: 1, documento: '34567894', own: false, sms: { sent: true, failed: false, resendsLeft: 2 } }
    const sentBack: Draft = { ...reviewed(dispensed), current: undefined, candidate: carla }
    expect(allowed(sentBack)).toEqual(['localidad', 'documento', 'verificacion', 'ver-indicaciones'])
    expect(fallbackPath(flowBSteps, sentBack)).toBe(stepPath(flowBSteps, 'verificacion'))
  })

  it('do not count a person who chose nothing: her recipes not read yet hold nothing back', () => {
    const draft = reviewed({})
    expect(flowBSteps.next(draft, 'agregar-medicamentos')).toBe('envio')
    expect(allowed(draft)).toContain('confirmacion')
    expect(fallbackPath(flowBSteps, draft)).toBe(stepPath(flowBSteps, 'localidad', { continuar: true }))
  })
})

const RESULT = { deudaId: '7', mensaje: null, idEnvFarDom: '123', cfe: null, registered: true }

describe("flow B's path", () => {
  it.each<[string, Draft, Step, Step]>([
    ['pick-up asks its contact data', ready(), 'envio', 'entrega'],
    ['another method took its mobile on envio (A34)', ready({ shippingMethod: location.formasDeEnvio[2] }), 'envio', 'forma-pago'],
    ['nothing to pay skips the payment method (A43)', ready({ affiliates: { '1-12345672': ana(onlyPending) } }), 'entrega', 'confirmacion'],
    ['something to pay asks it', ready(), 'entrega', 'forma-pago'],
    ['online goes to the card', ready({ paymentMethod: { id: 3, nombre: 'ONLINE' } }), 'confirmacion', 'pago'],
    ['an agency goes to the result', ready(), 'confirmacion', 'solicitud-finalizada'],
  ])('%s', (_name, draft, step, to) => {
    expect(flowBSteps.next(draft, step)).toBe(to)
  })

  it('goes back along the path the answers take', () => {
    expect(back(flowBSteps, ready(), 'forma-pago')).toBe(stepPath(flowBSteps, 'entrega', { continuar: true }))
    expect(back(flowBSteps, ready({ shippingMethod: location.formasDeEnvio[2] }), 'forma-pago')).toBe(
      stepPath(flowBSteps, 'envio', { continuar: true }),
    )
  })
})

describe("flow B's answers", () => {
  it('another locality clears the purchases (C68)', () => {
    const changed = invalidate(flowBSteps, ready(), { location: { ...location, id: 2 } })
    expect(changed.affiliates).toBeUndefined()
    expect(changed.shippingMethod).toBeUndefined()
    expect(changed.paymentMethod).toBeUndefined()
  })

  it('another shipping method clears the delivery data and the payment method', () => {
    const changed = invalidate(flowBSteps, ready(), { shippingMethod: location.formasDeEnvio[1] })
    expect(changed.delivery).toBeUndefined()
    expect(changed.paymentMethod).toBeUndefined()
    expect(changed.affiliates).toBeDefined()
  })

  it('after a failed payment (changePayment), another purchase is registered anew; another payment method pays the same one (BR63)', () => {
    const retrying = ready({ changePayment: { deudaId: '77', failedCard: '5' } })
    const changes: Array<Partial<Draft>> = [
      { affiliates: { '1-12345672': ana({ [medicineKey(1, 11)]: 3 }) } },
      { shippingMethod: location.formasDeEnvio[1] },
      { shippingCost: { personas: [1001], costo: 90 } },
      { delivery: { ...retrying.delivery!, celular: '099111222' } },
    ]
    for (const change of changes) expect(invalidate(flowBSteps, retrying, change).changePayment, Object.keys(change)[0]).toBeUndefined()
    expect(invalidate(flowBSteps, retrying, { paymentMethod: { id: 2, nombre: 'REDPAGOS' } }).changePayment).toEqual({ deudaId: '77', failedCard: '5' })
  })

  it('another quantity is another purchase: the attempt goes', () => {
    const made = { ...ready(), attempts: { compra: { key: 'k', outcome: { registered: true, details: RESULT } } } }
    const changed = invalidate(flowBSteps, made, { affiliates: { '1-12345672': ana({ [medicineKey(1, 11)]: 3 }) } })
    expect(changed.attempts).toBeUndefined()
  })
})

describe("flow B's purchase", () => {
  it('prices only what is dispensed; pending medicines cost nothing now', () => {
    expect(totalsOf(ready()).total).toBe(200)
    expect(totalsOf(ready({ affiliates: { '1-12345672': ana({ ...dispensed, ...onlyPending }) } })).total).toBe(200)
  })

  it('counts home delivery’s cost only when it was asked for these people', () => {
    const home = ready({ shippingMethod: location.formasDeEnvio[1] })
    expect(totalsOf({ ...home, shippingCost: { personas: [1001], costo: 90 } }).total).toBe(290)
    expect(totalsOf({ ...home, shippingCost: { personas: [1001, 1002], costo: 120 } }).total).toBe(200)
  })
})

describe("flow B's icons (C67)", () => {
  it('jump back to the earlier allowed steps only; entrega lights envio', () => {
    const items = progress(ready(), 'entrega')
    expect(items.map((item) => [item.step, item.state, item.enabled])).toEqual([
      ['localidad', 'done', true],
      ['documento', 'done', true],
      ['agregar-medicamentos', 'done', true],
      ['envio', 'current', false],
      ['forma-pago', 'upcoming', false],
      ['confirmacion', 'upcoming', false],
    ])
  })

  it('are not shown on the steps without header nor on the result', () => {
    expect(progress(ready(), 'verificacion')).toEqual([])
    expect(progress(ready(), 'ver-indicaciones')).toEqual([])
    expect(progress(ready(), 'solicitud-finalizada')).toEqual([])
  })
})
