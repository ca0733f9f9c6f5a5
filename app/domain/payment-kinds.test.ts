import { describe, expect, it } from 'vitest'
import { paymentKindFromSlug, SLUG_ALIASES } from './payment-kinds'

describe('paymentKindFromSlug (BR17)', () => {
  it.each([
    ['couta', 'MONTHLY_PAYMENT', 'cuotas', 'servicios-mensuales-web', 'id_serv_mens'],
    ['orden', 'ORDER', 'ordenes', 'orden-web', 'id_orden'],
    ['solicitud-medicamento', 'MEDICINE', 'medicamentos', 'medicamentos-web', 'id_medicamento'],
  ])('%s → %s (list %s, base %s, id %s)', (slug, kind, list, base, idField) => {
    expect(paymentKindFromSlug(slug)).toEqual({ kind, slug, list, base, idField })
  })

  it.each(['cuota', 'ordenes', '', undefined, 'COUTA'])('%s is no kind (the page goes back to the list)', (slug) => {
    expect(paymentKindFromSlug(slug)).toBeNull()
  })

  it('spells the usual cuota as the spec does (A02)', () => {
    expect(SLUG_ALIASES.cuota).toBe('couta')
  })
})
