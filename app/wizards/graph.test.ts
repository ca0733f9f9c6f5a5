import { describe, expect, it } from 'vitest'
import { selfTestGraph, testSteps as wizard, type Draft, type Step } from '../../tests/wizard-fixture'
import { answered, attempted, back, fallbackPath, invalidate, outcomeOf } from './graph'
import { basePathOf, errorPath, readStep, stepPath } from './wizard'

const quick: Draft = { modo: 'rapida', fecha: '2026-12-01', hora: '09:00' }
const chosen: Draft = { modo: 'elegir', fecha: '2026-12-01', hora: '09:00' }
const paid: Draft = { ...chosen, costo: 250, medioPago: 'tarjeta' }
const reserved: Draft = {
  ...paid,
  attempts: { reserva: { key: 'k-reserva', outcome: { id: 41 } }, pago: { key: 'k-pago' } },
}

describe('next branches on the answers', () => {
  const cases: Array<[string, Draft, Step, Step]> = [
    ['a quick booking', { modo: 'rapida' }, 'modo', 'fecha-hora-rapida'],
    ['a chosen date', { modo: 'elegir' }, 'modo', 'fecha'],
    ['a free quick booking skips the hour and the payment', quick, 'fecha-hora-rapida', 'confirmacion'],
    ['a paid quick booking asks how to pay', { ...quick, costo: 100 }, 'fecha-hora-rapida', 'medio-pago'],
    ['a free chosen hour', chosen, 'hora', 'confirmacion'],
    ['a paid chosen hour', paid, 'hora', 'medio-pago'],
    ['the confirmation', paid, 'confirmacion', 'hecho'],
  ]
  it.each(cases)('%s', (_name, draft, step, following) => {
    expect(wizard.next(draft, step)).toBe(following)
  })
})

describe('back follows the path the answers took', () => {
  const cases: Array<[string, Draft, Step, string]> = [
    ['leaves the wizard from the entry step', paid, 'modo', '/'],
    ['a quick booking confirms after its one date step', quick, 'confirmacion', '/prueba/fecha-hora-rapida?continuar'],
    ['a free chosen booking confirms after the hour', chosen, 'confirmacion', '/prueba/hora?continuar'],
    ['a paid booking confirms after the payment', paid, 'confirmacion', '/prueba/medio-pago?continuar'],
    ['the payment of a quick booking', { ...quick, costo: 5 }, 'medio-pago', '/prueba/fecha-hora-rapida?continuar'],
    ['the first step after the entry keeps the draft', chosen, 'fecha', '/prueba/modo?continuar'],
    ['a step off the path goes to the step listed before it', quick, 'hora', '/prueba/fecha?continuar'],
  ]
  it.each(cases)('%s', (_name, draft, step, path) => {
    expect(back(wizard, draft, step)).toBe(path)
  })
})

describe('canAccess and the fallback', () => {
  const cases: Array<[string, Draft, Step[]]> = [
    ['an empty draft', {}, ['modo']],
    ['a quick booking', quick, ['modo', 'fecha-hora-rapida', 'confirmacion']],
    ['a paid booking', paid, ['modo', 'fecha', 'hora', 'medio-pago', 'confirmacion']],
    ['a reservation made', reserved, ['modo', 'fecha', 'hora', 'medio-pago', 'confirmacion', 'hecho']],
  ]
  it.each(cases)('%s allows exactly these steps', (_name, draft, allowed) => {
    expect(wizard.steps.filter((step) => wizard.canAccess(draft, step))).toEqual(allowed)
  })

  it('sends a refused step to the entry step keeping the draft, unless the wizard says where', () => {
    expect(fallbackPath(wizard, paid)).toBe('/prueba/modo?continuar')
    expect(fallbackPath({ ...wizard, fallback: () => '/' }, paid)).toBe('/')
  })
})

describe('invalidate', () => {
  const cases: Array<[string, Draft, Partial<Draft>, Draft]> = [
    ['clears what the answer invalidates', chosen, { fecha: '2026-12-02' }, { modo: 'elegir', fecha: '2026-12-02' }],
    ['clears through what it clears (the hour with the date)', paid, { modo: 'rapida' }, { modo: 'rapida', costo: 250, medioPago: 'tarjeta' }],
    ['keeps everything for an answer given again', paid, { modo: 'elegir', fecha: '2026-12-01' }, paid],
    ['sets a new answer together with its dependents', chosen, { modo: 'rapida', fecha: '2026-12-03' }, { modo: 'rapida', fecha: '2026-12-03' }],
  ]
  it.each(cases)('%s', (_name, draft, change, after) => {
    expect(invalidate(wizard, draft, change)).toEqual(after)
  })
})

describe('attempts', () => {
  const cases: Array<[string, Partial<Draft>, Array<'reserva' | 'pago'>]> = [
    // A rejected card, a retry and a switch to Abitab keep the reservation made.
    ['another way to pay', { medioPago: 'abitab' }, ['reserva']],
    ['a new cost (the payment is cleared with it)', { costo: 300 }, ['reserva']],
    ['the same answers again', { modo: 'elegir', fecha: '2026-12-01', hora: '09:00', medioPago: 'tarjeta' }, ['reserva', 'pago']],
    ['another hour', { hora: '10:00' }, []],
    ['another date (the hour is cleared with it)', { fecha: '2026-12-02' }, []],
  ]
  it.each(cases)('after %s, keep %j', (_name, change, kept) => {
    expect(Object.keys(invalidate(wizard, reserved, change).attempts ?? {})).toEqual(kept)
  })

  it('keep an outcome with its key, and read it', () => {
    expect(invalidate(wizard, reserved, { medioPago: 'abitab' }).attempts?.reserva).toEqual({ key: 'k-reserva', outcome: { id: 41 } })
    expect(outcomeOf(reserved, 'reserva')).toEqual({ id: 41 })
    expect(outcomeOf(reserved, 'pago')).toBeUndefined()
    expect(attempted(reserved, 'reserva')).toEqual({ id: 41 })
    expect(() => attempted(reserved, 'pago')).toThrow('the draft has no outcome of pago')
  })
})

describe('answered', () => {
  it('returns the draft when the answers are there, and throws when a guarded one is missing', () => {
    expect(answered(paid, 'fecha', 'hora')).toBe(paid)
    expect(() => answered(quick, 'medioPago')).toThrow('the draft has no medioPago')
  })
})

describe('step and error paths', () => {
  it('builds step URLs, keeping the draft on request', () => {
    expect(stepPath(wizard, 'fecha')).toBe('/prueba/fecha')
    expect(stepPath(wizard, 'modo', { continuar: true })).toBe('/prueba/modo?continuar')
  })

  it('shows an error on the step its kind asks to redo', () => {
    expect(errorPath(wizard, 'SIN_LUGAR', 'confirmacion')).toBe('/prueba/fecha?error=SIN_LUGAR')
    expect(errorPath(wizard, 'ERROR', 'hora')).toBe('/prueba/hora?error=ERROR')
  })

  it('shows an error of the entry step at its ?continuar, which keeps the draft (its bare path starts anew)', () => {
    expect(errorPath(wizard, 'ERROR', 'modo')).toBe('/prueba/modo?continuar&error=ERROR')
  })
})

describe('paths of steps with accents and of computed bases (A35)', () => {
  it('percent-encodes a step when its path is built', () => {
    expect(stepPath(selfTestGraph, 'violencia-psicológica')).toBe('/test-violencia-de-genero/violencia-psicol%C3%B3gica')
    expect(stepPath(selfTestGraph, 'introduccion', { continuar: true })).toBe('/test-violencia-de-genero/introduccion?continuar')
    expect(back(selfTestGraph, { preguntas: [], psicologica: [] }, 'violencia-física')).toBe(
      '/test-violencia-de-genero/violencia-psicol%C3%B3gica?continuar',
    )
    expect(stepPath({ basePath: '/mis-datos/cambio-contraseña' }, 'paso')).toBe('/mis-datos/cambio-contrase%C3%B1a/paso')
  })

  it('computes a base path each time one is built, next to a static one', () => {
    let product = 'mutual'
    const computed = { ...wizard, basePath: () => `/mi-${product}/historia-clinica` }
    expect(basePathOf(computed)).toBe('/mi-mutual/historia-clinica')
    expect(stepPath(computed, 'fecha')).toBe('/mi-mutual/historia-clinica/fecha')
    product = 'salud'
    expect(stepPath(computed, 'modo', { continuar: true })).toBe('/mi-salud/historia-clinica/modo?continuar')
    expect(fallbackPath(computed, {})).toBe('/mi-salud/historia-clinica/modo?continuar')
    expect(basePathOf(wizard)).toBe('/prueba')
  })

  it('reads a step from a URL percent-encoded, decoded or in its unaccented alias', () => {
    expect(readStep(selfTestGraph, 'violencia-psicol%C3%B3gica')).toEqual({ step: 'violencia-psicológica', alias: false })
    expect(readStep(selfTestGraph, 'violencia-psicológica')).toEqual({ step: 'violencia-psicológica', alias: false })
    // The same letter written as a base letter and a combining accent (NFD), as some keyboards send it.
    expect(readStep(selfTestGraph, 'violencia-fi\u0301sica')).toEqual({ step: 'violencia-física', alias: false })
    expect(readStep(selfTestGraph, 'violencia-psicologica')).toEqual({ step: 'violencia-psicológica', alias: true })
    expect(readStep(selfTestGraph, 'violencia-f%C3%ADsica')).toEqual({ step: 'violencia-física', alias: false })
    expect(readStep(selfTestGraph, 'introduccion')).toEqual({ step: 'introduccion', alias: false })
    expect(readStep(selfTestGraph, 'otra')).toBeNull()
    expect(readStep(selfTestGraph, '%E0%A4%A')).toBeNull()
    expect(readStep(selfTestGraph, 'Violencia-fisica')).toBeNull()
  })
})
