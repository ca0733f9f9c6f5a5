import { describe, expect, it } from 'vitest'
import type { SelfTestInfo } from '~/domain/gender-test'
import { readStep, stepPath } from '../wizard'
import { selfTestSteps, steps, yesCount, type Draft, type Step } from './steps'

const info: SelfTestInfo = {
  contactos: { PUBLICO: '0800 4141', PRIVADO: '2400 0800' },
  preguntas: { PSYCHOLOGICAL: [{ id: 1, text: 'p' }], PHYSICAL: [], SEXUAL: [], ECONOMIC_PATRIMONIAL: [] },
  feedback: [],
}

describe('the self-test step graph (C81, R08)', () => {
  it('goes from the introduction through the four categories to the result', () => {
    const walked: Step[] = ['introduccion']
    while (walked.at(-1) !== 'resultado') walked.push(selfTestSteps.next({}, walked.at(-1)!))
    expect(walked).toEqual([...steps])
  })

  it.each<[string, Draft, Step, boolean]>([
    ['the introduction, always', {}, 'introduccion', true],
    ['a category before the info is loaded', {}, 'violencia-psicológica', false],
    ['the result before the info is loaded, however answered', { psicologica: [], fisica: [], sexual: [], economica: [] }, 'resultado', false],
    ['the first category once the info is loaded', { info }, 'violencia-psicológica', true],
    ['the second category before the first is answered', { info }, 'violencia-física', false],
    ['the second category with none checked in the first', { info, psicologica: [] }, 'violencia-física', true],
    ['the result with the last category unanswered', { info, psicologica: [1], fisica: [], sexual: [] }, 'resultado', false],
    ['the result with all four answered', { info, psicologica: [1], fisica: [], sexual: [], economica: [] }, 'resultado', true],
  ])('allows %s: %s', (_name, draft, step, allowed) => {
    expect(selfTestSteps.canAccess(draft, step)).toBe(allowed)
  })

  it('sends a refused step to the main menu', () => {
    expect(selfTestSteps.fallback?.({})).toBe('/')
  })

  it('writes the accented steps percent-encoded, and reads them back decoded, encoded or unaccented (A35)', () => {
    expect(stepPath(selfTestSteps, 'violencia-económica-y-patrimonial')).toBe('/test-violencia-de-genero/violencia-econ%C3%B3mica-y-patrimonial')
    expect(readStep(selfTestSteps, 'violencia-econ%C3%B3mica-y-patrimonial')).toEqual({ step: 'violencia-económica-y-patrimonial', alias: false })
    expect(readStep(selfTestSteps, 'violencia-económica-y-patrimonial')).toEqual({ step: 'violencia-económica-y-patrimonial', alias: false })
    expect(readStep(selfTestSteps, 'violencia-economica-y-patrimonial')).toEqual({ step: 'violencia-económica-y-patrimonial', alias: true })
  })

  it('counts the yes answers of the four categories', () => {
    expect(yesCount({ psicologica: [1, 2], fisica: [], sexual: [3], economica: undefined })).toBe(3)
  })
})
