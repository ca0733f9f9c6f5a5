import { describe, expect, it } from 'vitest'
import type { Draft } from './schemas.server'
import { back, canAccess, errorPath, invalidate, next, progress, steps, type Step } from './steps'

const ci = { ci: '12345672' }
const withBranch = { ...ci, branch: { id: 1, descripcion: 'Sede Central' } }
const withSector = { ...withBranch, sector: { id: 11, descripcion: 'Farmacia', idFila: 111 } }
const withDate = { ...withSector, date: '2026-11-23' }
const withHour: Draft = { ...withDate, hour: '14:00:00', hourFilter: 2 }
const booked: Draft = {
  ...withHour,
  result: { id: 9, numeroLlamado: 'F-100', day: '2026-11-23', hour: '14:00:00', branch: 'Sede Central', sector: 'Farmacia' },
}

describe('canAccess (BR35)', () => {
  const drafts: Array<[string, Draft, Step[]]> = [
    ['an empty draft', {}, ['cedula']],
    ['a cédula', ci, ['cedula', 'sucursal']],
    ['a branch', withBranch, ['cedula', 'sucursal', 'sector']],
    ['a sector', withSector, ['cedula', 'sucursal', 'sector', 'fecha']],
    ['a date', withDate, ['cedula', 'sucursal', 'sector', 'fecha', 'hora']],
    ['an hour', withHour, ['cedula', 'sucursal', 'sector', 'fecha', 'hora', 'confirmacion']],
    ['a booking', booked, [...steps]],
    // A later answer does not stand in for a missing earlier one.
    ['a sector without a cédula', { branch: withBranch.branch, sector: withSector.sector }, ['cedula']],
    ['a date without a sector', { ...withBranch, date: '2026-11-23' }, ['cedula', 'sucursal', 'sector']],
  ]

  it.each(drafts)('with %s allows exactly the expected steps', (_name, draft, allowed) => {
    expect(steps.filter((step) => canAccess(draft, step))).toEqual(allowed)
  })
})

describe('next and back', () => {
  it('walk the steps in order', () => {
    expect(next('cedula')).toBe('sucursal')
    expect(next('hora')).toBe('confirmacion')
    expect(next('confirmacion')).toBe('reserva-finalizada')
  })

  it('go back to the agenda from the first step and to the previous step, keeping the draft, elsewhere', () => {
    expect(back('cedula')).toBe('/agenda')
    expect(back('sucursal')).toBe('/agenda/servicios-administrativos/cedula?continuar')
    expect(back('hora')).toBe('/agenda/servicios-administrativos/fecha?continuar')
  })
})

describe('invalidate', () => {
  it('clears the sector, date, hour and band when the branch changes', () => {
    expect(invalidate(withHour, { branch: { id: 2, descripcion: 'Filial Ciudad de la Costa' } })).toEqual({
      ...ci,
      branch: { id: 2, descripcion: 'Filial Ciudad de la Costa' },
    })
  })

  it('clears the date, hour and band when the sector changes (C45)', () => {
    const sector = { id: 12, descripcion: 'Atención al socio', idFila: 121 }
    expect(invalidate(withHour, { sector })).toEqual({ ...withBranch, sector })
  })

  it('clears only the hour when the date changes', () => {
    expect(invalidate(withHour, { date: '2026-11-24' })).toEqual({ ...withSector, date: '2026-11-24', hourFilter: 2 })
  })

  it('clears the date and hour when the cédula changes, keeping branch and sector', () => {
    expect(invalidate(withHour, { ci: '23456783' })).toEqual({ ...withSector, ci: '23456783', hourFilter: 2 })
  })

  it('keeps everything when an answer is given again unchanged', () => {
    expect(invalidate(withHour, { ci: '12345672', branch: { id: 1, descripcion: 'Sede Central' } })).toEqual(withHour)
    expect(invalidate(withHour, { sector: { id: 11, descripcion: 'Farmacia', idFila: 111 } })).toEqual(withHour)
  })
})

describe('progress (BR44)', () => {
  const view = (draft: Draft, current: Step) =>
    progress(draft, current).map(({ step, enabled, state }) => `${step}:${enabled ? 'link' : 'text'}:${state}`)

  it('links the branch always, the sector once a branch is chosen and the date once a sector is chosen', () => {
    expect(view(ci, 'sucursal')).toEqual(['sucursal:link:current', 'sector:text:upcoming', 'fecha:text:upcoming'])
    expect(view(withBranch, 'sector')).toEqual(['sucursal:link:done', 'sector:link:current', 'fecha:text:upcoming'])
    expect(view(withSector, 'fecha')).toEqual(['sucursal:link:done', 'sector:link:done', 'fecha:link:current'])
  })

  it('lights the date on the hour step and marks everything done on the confirmation', () => {
    expect(view(withDate, 'hora')).toEqual(['sucursal:link:done', 'sector:link:done', 'fecha:link:current'])
    expect(view(withHour, 'confirmacion')).toEqual(['sucursal:link:done', 'sector:link:done', 'fecha:link:done'])
  })
})

describe('errorPath', () => {
  const base = '/agenda/servicios-administrativos'

  it('shows an error on the step whose choice must be redone', () => {
    expect(errorPath('BRANCH_UNAVAILABLE', 'sucursal')).toBe(`${base}/sucursal?error=BRANCH_UNAVAILABLE`)
    expect(errorPath('SECTORS_UNAVAILABLE', 'sector')).toBe(`${base}/sucursal?error=SECTORS_UNAVAILABLE`)
    expect(errorPath('DAY_UNAVAILABLE', 'hora')).toBe(`${base}/fecha?error=DAY_UNAVAILABLE`)
    expect(errorPath('HAS_APPOINTMENT', 'hora')).toBe(`${base}/fecha?error=HAS_APPOINTMENT`)
  })

  it('shows a generic error where it happened', () => {
    expect(errorPath('GENERIC_ERROR', 'hora')).toBe(`${base}/hora?error=GENERIC_ERROR`)
    expect(errorPath('GENERIC_ERROR', 'sector')).toBe(`${base}/sector?error=GENERIC_ERROR`)
  })
})
