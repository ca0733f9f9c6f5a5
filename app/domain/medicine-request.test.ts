import { describe, expect, it } from 'vitest'
import {
  addMedicine,
  addPerson,
  canContinueWithMedicines,
  farmacoText,
  FLOW_A_EXIT,
  FLOW_A_STEPS,
  flowAAllowed,
  flowADelivery,
  flowANext,
  flowAStepAllowed,
  followUpCode,
  groupsToSend,
  HUB_LINK_PATHS,
  medicinesHubLinks,
  parseFarmaco,
  QUANTITIES,
  removeMedicine,
  showsShippingTypes,
  withShippingMethod,
  type FlowAAnswers,
  type FlowAStep,
  type MedicineFlags,
  type MedicineGroup,
} from './medicine-request'

const group = (medicines: Record<string, number> = {}, timeAdded = 1): MedicineGroup => ({
  affiliatedId: timeAdded,
  affiliatedName: `Persona ${timeAdded}`,
  medicines,
  timeAdded,
})

const DOMICILIO = { id: 1, nombre: 'DOMICILIO' }
const PRESENCIAL = { id: 2, nombre: 'PRESENCIAL' }
const delivery = { celular: '099123456', telefono: '', direccion: 'Av. Italia 1234', entreCalles: 'Propios y Comercio' }

describe('BR46 flowAMedicines', () => {
  it('replaces the quantity of a name added twice: (IBUPROFENO 400, 2) then (IBUPROFENO 400, 5) → {IBUPROFENO 400: 5}', () => {
    const first = addMedicine(group(), 'IBUPROFENO 400', 2)
    if (!first.ok) throw new Error('first add refused')
    const second = addMedicine(first.group, 'IBUPROFENO 400', 5)
    expect(second).toEqual({ ok: true, group: group({ 'IBUPROFENO 400': 5 }) })
  })

  it.each([
    ['', 3, 'name'],
    ['   ', 3, 'name'],
    ['IBUPROFENO 400', 21, 'quantity'],
    ['IBUPROFENO 400', 0, 'quantity'],
    ['IBUPROFENO 400', 2.5, 'quantity'],
  ] as const)('refuses (%j, %d): %s', (name, quantity, error) => {
    expect(addMedicine(group(), name, quantity)).toEqual({ ok: false, error })
  })

  it('keeps the name as the API wrote it, punctuation included (A28 is about the follow-up code only)', () => {
    expect(addMedicine(group(), '  AAS 100 MG.  ', 1)).toEqual({ ok: true, group: group({ 'AAS 100 MG.': 1 }) })
  })

  it('offers the quantities 1 to 20, and 21 is not offered', () => {
    expect(QUANTITIES[0]).toBe(1)
    expect(QUANTITIES.at(-1)).toBe(20)
    expect(QUANTITIES).toHaveLength(20)
    expect(QUANTITIES).not.toContain(21)
  })

  it('deletes a medicine from the group', () => {
    expect(removeMedicine(group({ A: 1, B: 2 }), 'A')).toEqual(group({ B: 2 }))
  })

  it('adds a person once per document', () => {
    const once = addPerson({}, '1-12345672', { affiliatedId: 1, affiliatedName: 'Ana', timeAdded: 1 })
    const withMedicine = { '1-12345672': { ...once['1-12345672']!, medicines: { X: 1 } } }
    expect(addPerson(withMedicine, '1-12345672', { affiliatedId: 1, affiliatedName: 'Ana', timeAdded: 2 })).toBe(withMedicine)
  })

  it('sends only the groups with a medicine: {A: {}, B: {X: 1}} → only B; {A: {}} → Continuar disabled', () => {
    const b = group({ X: 1 }, 2)
    expect(groupsToSend({ A: group({}, 1), B: b })).toEqual([b])
    expect(canContinueWithMedicines({ A: group({}, 1), B: b })).toBe(true)
    expect(canContinueWithMedicines({ A: group({}, 1) })).toBe(false)
    expect(canContinueWithMedicines({})).toBe(false)
  })

  it('sends the groups in the order the people were added', () => {
    const later = group({ X: 1 }, 5)
    const earlier = group({ Y: 2 }, 3)
    expect(groupsToSend({ later, earlier })).toEqual([earlier, later])
  })
})

describe('BR47 flowANext', () => {
  const complete: FlowAAnswers = {
    affiliate: { id: 3, name: 'Carla Gómez', isStaff: true },
    location: { id: 1, nombre: 'Montevideo', formasDeEnvio: [DOMICILIO, PRESENCIAL] },
    groups: { '1-34567894': group({ 'IBUPROFENO 400': 5 }) },
    shippingMethod: DOMICILIO,
    urgent: false,
    paymentMethod: { id: 1, nombre: 'Efectivo' },
    delivery,
  }

  it.each<[string, FlowAAnswers, FlowAStep, FlowAStep]>([
    ['documento', {}, 'documento', 'localidad'],
    ['localidad', {}, 'localidad', 'agregar-medicamentos'],
    ['agregar-medicamentos', {}, 'agregar-medicamentos', 'envio'],
    ['envio DOMICILIO + urgent', { shippingMethod: DOMICILIO, urgent: true }, 'envio', 'hora'],
    ['envio DOMICILIO, not urgent', { shippingMethod: DOMICILIO, urgent: false }, 'envio', 'pago'],
    ['envio PRESENCIAL (urgent not offered)', { shippingMethod: PRESENCIAL, urgent: true }, 'envio', 'pago'],
    ['hora (A27)', { shippingMethod: DOMICILIO, urgent: true }, 'hora', 'pago'],
    ['pago', {}, 'pago', 'entrega'],
    ['entrega', {}, 'entrega', 'confirmacion'],
    ['confirmacion', {}, 'confirmacion', 'solicitud-finalizada'],
  ])('%s → the next step', (_, answers, step, next) => {
    expect(flowANext(answers, step)).toBe(next)
  })

  it('clears the payment method when the shipping method changes, and keeps it otherwise', () => {
    const chosen: FlowAAnswers = { shippingMethod: DOMICILIO, paymentMethod: { id: 1, nombre: 'Efectivo' } }
    expect(withShippingMethod(chosen, PRESENCIAL, false).paymentMethod).toBeUndefined()
    expect(withShippingMethod(chosen, DOMICILIO, true).paymentMethod).toEqual({ id: 1, nombre: 'Efectivo' })
  })

  it('offers urgency only for home delivery', () => {
    expect(withShippingMethod({}, PRESENCIAL, true).urgent).toBe(false)
    expect(withShippingMethod({}, DOMICILIO, true).urgent).toBe(true)
  })

  const allowedWith = (answers: FlowAAnswers) => FLOW_A_STEPS.filter((step) => flowAStepAllowed(answers, step))

  it.each<[string, FlowAAnswers, FlowAStep[]]>([
    ['nothing answered', {}, ['documento']],
    ['the affiliate found', { affiliate: complete.affiliate }, ['documento', 'localidad']],
    ['a location', { affiliate: complete.affiliate, location: complete.location }, ['documento', 'localidad', 'agregar-medicamentos']],
    [
      'only empty groups',
      { affiliate: complete.affiliate, location: complete.location, groups: { A: group() } },
      ['documento', 'localidad', 'agregar-medicamentos'],
    ],
    [
      'a medicine',
      { affiliate: complete.affiliate, location: complete.location, groups: complete.groups },
      ['documento', 'localidad', 'agregar-medicamentos', 'envio'],
    ],
    [
      'everything up to the confirmation, not urgent',
      complete,
      ['documento', 'localidad', 'agregar-medicamentos', 'envio', 'pago', 'entrega', 'confirmacion'],
    ],
    [
      'everything, urgent home delivery',
      { ...complete, urgent: true },
      ['documento', 'localidad', 'agregar-medicamentos', 'envio', 'hora', 'pago', 'entrega', 'confirmacion'],
    ],
    [
      'home delivery without the cross streets',
      { ...complete, delivery: { ...delivery, entreCalles: '' } },
      ['documento', 'localidad', 'agregar-medicamentos', 'envio', 'pago', 'entrega'],
    ],
    ['the request filed', { ...complete, mensaje: 'Código: 123.' }, [...FLOW_A_STEPS.filter((step) => step !== 'hora')]],
  ])('allows, with %s: %j', (_, answers, steps) => {
    expect(allowedWith(answers)).toEqual(steps)
  })

  it('leaves documento for the requests list (A58)', () => {
    expect(FLOW_A_EXIT).toBe('/medicamentos/solicitudes')
  })
})

describe('BR48 followUpCode', () => {
  it.each([
    ['Solicitud ingresada correctamente. Código de seguimiento: 48213', '48213'],
    ['Su pedido fue registrado con el número A-77', 'A-77'],
    ['Código: 123.', '123'],
    ['Código: 9;', '9'],
    ['  Código:   X-1,  ', 'X-1'],
    ['', ''],
  ])('%j → %j', (mensaje, code) => {
    expect(followUpCode(mensaje)).toBe(code)
  })
})

describe('BR49 parseFarmaco', () => {
  it.each([
    ['AMOXICILINA 500 MG - Unidades: 2', 'AMOXICILINA 500 MG', '2'],
    ['PARACETAMOL- Unidades:10', 'PARACETAMOL', '10'],
    ['SIN FORMATO', 'SIN FORMATO', '-'],
    ['IBUPROFENO - Unidades: ', 'IBUPROFENO', '-'],
  ])('%j → %j, %j', (farmaco, name, units) => {
    expect(parseFarmaco(farmaco)).toEqual({ name, units })
  })

  it('reads back what the finish sends, the name without its surrounding spaces', () => {
    expect(farmacoText(' IBUPROFENO 400 ', 5)).toBe('IBUPROFENO 400 - Unidades: 5')
    expect(parseFarmaco(farmacoText('IBUPROFENO 400', 5))).toEqual({ name: 'IBUPROFENO 400', units: '5' })
  })
})

describe('BR50 flowADelivery', () => {
  const empty = { celular: '', telefono: '', direccion: '', entreCalles: '' }

  it('accepts a pick-up with only the mobile: {celular: "099123456"}', () => {
    expect(flowADelivery({ ...empty, celular: '099123456' }, false)).toEqual({ ok: true, delivery: { ...empty, celular: '099123456' } })
  })

  it('asks a home delivery for the address and the cross streets: two errors', () => {
    expect(flowADelivery({ ...empty, celular: '099123456' }, true)).toEqual({
      ok: false,
      errors: { direccion: 'required', entreCalles: 'required' },
    })
  })

  it.each([
    ['09a', 'numeric'],
    ['', 'required'],
    ['   ', 'required'],
    ['+59899123456', 'numeric'],
    ['0', 'mobile'],
    ['0'.repeat(21), 'mobile'],
    ['099 123 4567', 'mobile'],
    ['29001234', 'mobile'],
  ] as const)('checks the mobile %j: %s', (celular, error) => {
    expect(flowADelivery({ ...empty, celular }, false)).toEqual({ ok: false, errors: { celular: error } })
  })

  it.each([
    ['24a1', { ok: false, errors: { telefono: 'numeric' } }],
    ['', { ok: true, delivery: { ...empty, celular: '099123456' } }],
  ] as const)('checks the optional landline %j', (telefono, result) => {
    expect(flowADelivery({ ...empty, celular: '099123456', telefono }, false)).toEqual(result)
  })

  it('takes the mobile as the placeholder writes it, and keeps it without spaces', () => {
    const check = flowADelivery({ ...delivery, celular: '099 123 456', telefono: ' 2401 2345 ' }, true)
    expect(check).toEqual({ ok: true, delivery: { ...delivery, celular: '099123456', telefono: '24012345' } })
  })
})

describe('BR73 staff shipping types', () => {
  it.each([
    [{ isStaff: true }, true],
    [{ isStaff: false }, false],
    [undefined, false],
  ])('%j → %s', (affiliate, shown) => {
    expect(showsShippingTypes(affiliate)).toBe(shown)
  })
})

describe('A09 flow A gating', () => {
  const callCentre = { callCentre: true, prescriptions: false }
  const member = { callCentre: false, prescriptions: true }

  it.each([
    ['call centre, the open-to-all flag on, no maintenance', callCentre, true, false, false, true],
    ['call centre, its dedicated flag on, no maintenance', callCentre, false, true, false, true],
    ['call centre, both flags on', callCentre, true, true, false, true],
    ['call centre, both flags off', callCentre, false, false, false, false],
    ['call centre, the other flag (maintenance) on', callCentre, true, true, true, false],
    ['a member without the permission', member, true, true, false, false],
    ['a visitor', null, true, true, false, false],
  ] as const)('%s → %s', (_, user, requestsOpenToAll, callCentreRequests, maintenance, allowed) => {
    expect(flowAAllowed(user, { requestsOpenToAll, callCentreRequests, maintenance })).toBe(allowed)
  })
})

describe('the medicines hub links (C56, A59, A60)', () => {
  const flags: MedicineFlags = { maintenance: false, requestsOpenToAll: true, callCentreRequests: false, purchaseEnabled: true }
  const ana = { callCentre: false, prescriptions: true }
  const carla = { callCentre: true, prescriptions: true }
  const gabriela = { callCentre: false, prescriptions: false }

  it.each([
    ['a visitor', null, flags, ['purchase', 'requests']],
    ['a member with prescriptions', ana, flags, ['purchase', 'requests', 'prescriptions']],
    ['a member without prescription permissions', gabriela, flags, ['requests']],
    ['the call centre', carla, flags, ['purchase', 'callCentrePurchase', 'requestFlow', 'requests', 'prescriptions']],
    ['the call centre without prescription permissions', { callCentre: true, prescriptions: false }, flags, ['requestFlow', 'requests']],
    ['the call centre, flow A flags off', carla, { ...flags, requestsOpenToAll: false }, ['purchase', 'callCentrePurchase', 'requests', 'prescriptions']],
    ['the call centre, only the dedicated flag on', carla, { ...flags, requestsOpenToAll: false, callCentreRequests: true }, ['purchase', 'callCentrePurchase', 'requestFlow', 'requests', 'prescriptions']],
    ['the call centre in maintenance', carla, { ...flags, maintenance: true }, ['requests', 'prescriptions']],
    ['a visitor in maintenance', null, { ...flags, maintenance: true }, ['requests']],
    ['a member, purchase disabled', ana, { ...flags, purchaseEnabled: false }, ['requests', 'prescriptions']],
  ] as const)('%s', (_, user, hubFlags, links) => {
    expect(medicinesHubLinks(user, hubFlags)).toEqual(links)
  })

  it('links to the spec paths', () => {
    expect(HUB_LINK_PATHS).toEqual({
      purchase: '/medicamentos-recetados/nueva-solicitud/localidad',
      callCentrePurchase: '/medicamentos-recetados/nueva-solicitud/localidad?modo=call-center',
      requestFlow: '/medicamentos/nueva-solicitud/documento',
      requests: '/medicamentos/solicitudes',
      prescriptions: '/medicamentos/recetas',
    })
  })
})
