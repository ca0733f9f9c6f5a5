import { describe, expect, it } from 'vitest'
import { back, invalidate } from '../graph'
import type { Draft } from './schemas.server'
import { clinicalHistorySteps, deliveryDays, type Step } from './steps'
import { MotivoSchema } from './schemas.server'

const wizard = { ...clinicalHistorySteps, basePath: '/mi-mutual/historia-clinica', exit: '/' }
const sentOutcome = { attempts: { envio: { key: 'k', outcome: { id: '1' } } } }

describe('BR67: which steps the answers open', () => {
  it.each<[string, Draft, Step, boolean]>([
    ['complete, no e-mail: the reason', { complete: true, requestedEmailCopy: false }, 'motivo-solicitud', true],
    ['complete, no e-mail: no part', { complete: true, requestedEmailCopy: false }, 'parte-solicitada', false],
    ['a part with the e-mail copy, terms not accepted: no part', { complete: false, requestedEmailCopy: true, termsAndConditionsAccepted: false }, 'parte-solicitada', false],
    ['a part with the e-mail copy, terms accepted: the part', { complete: false, requestedEmailCopy: true, termsAndConditionsAccepted: true }, 'parte-solicitada', true],
    ['a part, no e-mail: the part', { complete: false, requestedEmailCopy: false }, 'parte-solicitada', true],
    ['a part not given: no reason', { complete: false, requestedEmailCopy: false, requestedPart: '' }, 'motivo-solicitud', false],
    ['a part given: the reason', { complete: false, requestedEmailCopy: false, requestedPart: 'Internación' }, 'motivo-solicitud', true],
    ['one answer only: no reason', { complete: true }, 'motivo-solicitud', false],
    ['one answer only: no part', { complete: false }, 'parte-solicitada', false],
    ['complete with the e-mail copy, terms not accepted: no reason', { complete: true, requestedEmailCopy: true }, 'motivo-solicitud', false],
    ['complete with the e-mail copy, terms accepted: the reason', { complete: true, requestedEmailCopy: true, termsAndConditionsAccepted: true }, 'motivo-solicitud', true],
    ['nothing sent: no confirmation', { complete: true, requestedEmailCopy: false, motivo: 'x', telefono: '099123456' }, 'confirmacion', false],
    ['sent: the confirmation', { complete: true, requestedEmailCopy: false, ...sentOutcome }, 'confirmacion', true],
    ['nothing answered: the first step', {}, 'solicitud', true],
  ])('%s', (_name, draft, step, allowed) => {
    expect(wizard.canAccess(draft, step)).toBe(allowed)
  })
})

describe('the way through', () => {
  it.each<[string, Draft, Step, Step]>([
    ['a complete copy goes to the reason', { complete: true, requestedEmailCopy: false }, 'solicitud', 'motivo-solicitud'],
    ['a part goes to the part', { complete: false, requestedEmailCopy: false }, 'solicitud', 'parte-solicitada'],
    ['terms waiting stay on the first step', { complete: false, requestedEmailCopy: true }, 'solicitud', 'solicitud'],
    ['terms accepted go on', { complete: true, requestedEmailCopy: true, termsAndConditionsAccepted: true }, 'solicitud', 'motivo-solicitud'],
    ['the part goes to the reason', { complete: false, requestedEmailCopy: false, requestedPart: 'x' }, 'parte-solicitada', 'motivo-solicitud'],
    ['the reason goes to the confirmation', { complete: true, requestedEmailCopy: false }, 'motivo-solicitud', 'confirmacion'],
  ])('%s', (_name, draft, step, to) => {
    expect(wizard.next(draft, step)).toBe(to)
  })

  it('goes back along the path the answers took', () => {
    expect(back(wizard, { complete: true, requestedEmailCopy: false }, 'motivo-solicitud')).toBe('/mi-mutual/historia-clinica/solicitud?continuar')
    expect(back(wizard, { complete: false, requestedEmailCopy: false, requestedPart: 'x' }, 'motivo-solicitud')).toBe('/mi-mutual/historia-clinica/parte-solicitada?continuar')
  })
})

describe('what a changed answer clears', () => {
  const file = { fileId: 'a'.repeat(64), name: 'f.pdf', kind: 'pdf' as const, size: 10, digest: 'd'.repeat(43) }
  it.each<[string, Draft, Partial<Draft>, keyof Draft]>([
    ['a complete copy clears the part', { complete: false, requestedPart: 'x' }, { complete: true }, 'requestedPart'],
    ['another e-mail answer asks for the terms again', { requestedEmailCopy: true, termsAndConditionsAccepted: true }, { requestedEmailCopy: false }, 'termsAndConditionsAccepted'],
    ['another delivery option asks for the file again', { requestedByParticular: false, archivo: file }, { requestedByParticular: true }, 'archivo'],
  ])('%s', (_name, draft, change, cleared) => {
    expect(draft).toHaveProperty(cleared)
    expect(invalidate(wizard, draft, change)).not.toHaveProperty(cleared)
    // The same answer again clears nothing.
    expect(invalidate(wizard, draft, { ...draft })).toHaveProperty(cleared)
  })

  it('sends again (a new key) once an answer it sent changes', () => {
    const draft: Draft = { complete: true, requestedEmailCopy: false, motivo: 'x', ...sentOutcome }
    expect(invalidate(wizard, draft, { motivo: 'x' }).attempts?.envio).toBeDefined()
    expect(invalidate(wizard, draft, { motivo: 'y' }).attempts).toBeUndefined()
  })
})

describe('motivo-solicitud (BR67, 002 §5.3)', () => {
  const valid = { requestedByParticular: 'no', motivo: 'Presentar en el BPS', telefono: '099123456', archivo: 'adjunto' }
  it.each<[string, Record<string, unknown>, Record<string, string[]> | null]>([
    ['an institution without its file', { ...valid, archivo: undefined }, { archivo: ['Este archivo es requerido'] }],
    ['particular reasons without a file', { ...valid, requestedByParticular: 'si', archivo: undefined }, null],
    ['an institution with its file', valid, null],
    ['no reason', { ...valid, motivo: ' ' }, { motivo: ['Este campo es requerido'] }],
    ['no phone', { ...valid, telefono: '' }, { telefono: ['Ingrese un teléfono celular.'] }],
    ['a phone with letters', { ...valid, telefono: '099-1234' }, { telefono: ['Ingrese solo números.'] }],
    ['no delivery option', { ...valid, requestedByParticular: undefined }, { requestedByParticular: ['Elija una de las dos opciones'] }],
  ])('%s', (_name, form, errors) => {
    const parsed = MotivoSchema.safeParse(form)
    expect(parsed.success ? null : parsed.error.flatten().fieldErrors).toEqual(errors)
  })
})

describe('delivery time (002 §7)', () => {
  it('is 15 days for an institution and 30 for particular reasons', () => {
    expect(deliveryDays(false)).toBe(15)
    expect(deliveryDays(true)).toBe(30)
  })
})
