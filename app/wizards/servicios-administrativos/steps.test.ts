import { describe, expect, it } from 'vitest'
import { back, fallbackPath, invalidate as invalidateIn } from '../graph'
import { errorPath as errorPathIn } from '../wizard'
import type { Draft } from './schemas.server'
import { adminBookingSteps as wizard, progress, steps, type Step } from './steps'

const canAccess = (draft: Draft, step: Step) => wizard.canAccess(draft, step)
const invalidate = (draft: Draft, change: Partial<Draft>) => invalidateIn(wizard, draft, change)
const errorPath = (kind: Parameters<typeof errorPathIn>[1], where: Step) => errorPathIn(wizard, kind, where)
const booking = { id: 9, numeroLlamado: 'F-100', day: '2026-11-23', hour: '14:00:00', branch: 'Sede Central', sector: 'Farmacia' }
const KEY = '7f1d3c52-4b0e-4d3f-9a57-0c1f2e3d4b5a'

const ci = { ci: '12345672' }
const withBranch = { ...ci, branch: { id: 1, descripcion: 'Sede Central' } }
const withSector = { ...withBranch, sector: { id: 11, descripcion: 'Farmacia', idFila: 111 } }
const withDate = { ...withSector, date: '2026-11-23' }
const withHour: Draft = { ...withDate, hour: '14:00:00', hourFilter: 2 }
const booked: Draft = { ...withHour, attempts: { reserva: { key: KEY, outcome: booking } } }

describe('canAccess (BR35)', () => {
  const drafts: Array<[string, Draft, Step[]]> = [
    ['an empty draft', {}, ['cedula']],
    ['a cédula', ci, ['cedula', 'sucursal']],
    ['a branch', withBranch, ['cedula', 'sucursal', 'sector']],
    ['a sector', withSector, ['cedula', 'sucursal', 'sector', 'fecha']],
    ['a date', withDate, ['cedula', 'sucursal', 'sector', 'fecha', 'hora']],
    ['an hour', withHour, ['cedula', 'sucursal', 'sector', 'fecha', 'hora', 'confirmacion']],
    ['a booking', booked, [...steps]],
    ['a booking key without its outcome', { ...withHour, attempts: { reserva: { key: KEY } } }, steps.slice(0, -1)],
    // A later answer does not stand in for a missing earlier one.
    ['a sector without a cédula', { branch: withBranch.branch, sector: withSector.sector }, ['cedula']],
    ['a date without a sector', { ...withBranch, date: '2026-11-23' }, ['cedula', 'sucursal', 'sector']],
  ]

  it.each(drafts)('with %s allows exactly the expected steps', (_name, draft, allowed) => {
    expect(steps.filter((step) => canAccess(draft, step))).toEqual(allowed)
  })
})

describe('next, back and the fallback', () => {
  it('walk the steps in order, whatever the answers', () => {
    for (const draft of [{}, withHour, booked]) {
      expect(wizard.next(draft, 'cedula')).toBe('sucursal')
      expect(wizard.next(draft, 'hora')).toBe('confirmacion')
      expect(wizard.next(draft, 'confirmacion')).toBe('reserva-finalizada')
    }
  })

  it('go back to the agenda from the first step and to the previous step, keeping the draft, elsewhere', () => {
    expect(back(wizard, {}, 'cedula')).toBe('/agenda')
    expect(back(wizard, ci, 'sucursal')).toBe('/agenda/servicios-administrativos/cedula?continuar')
    expect(back(wizard, withDate, 'hora')).toBe('/agenda/servicios-administrativos/fecha?continuar')
  })

  it('send a refused step to cedula, keeping the draft', () => {
    expect(fallbackPath(wizard, withSector)).toBe('/agenda/servicios-administrativos/cedula?continuar')
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
    expect(invalidate(booked, { ...withHour })).toEqual(booked)
  })
})

describe('the booking attempt', () => {
  const changes: Array<[string, Partial<Draft>, boolean]> = [
    ['another cédula', { ci: '23456783' }, false],
    ['another branch', { branch: { id: 2, descripcion: 'Filial Ciudad de la Costa' } }, false],
    ['another sector', { sector: { id: 12, descripcion: 'Atención al socio', idFila: 121 } }, false],
    ['another date', { date: '2026-11-24' }, false],
    ['another hour', { hour: '15:00:00' }, false],
    ['another band (a view preference)', { hourFilter: 3 }, true],
    ['the same hour again', { hour: '14:00:00', hourFilter: 2 }, true],
  ]

  it.each(changes)('with %s is kept: %s', (_name, change, kept) => {
    const after = invalidate(booked, change)
    expect(after.attempts?.reserva).toEqual(kept ? { key: KEY, outcome: booking } : undefined)
  })

  it('gets its key once the answers reach the confirmation', () => {
    expect(wizard.attempts.reserva).toEqual({ step: 'confirmacion', dependsOn: ['ci', 'branch', 'sector', 'date', 'hour'] })
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

  it('reads only the kinds of the spec from the URL', () => {
    expect(wizard.errors?.parse('DAY_UNAVAILABLE')).toBe('DAY_UNAVAILABLE')
    for (const value of ['NO_ERROR', 'day_unavailable', '', null]) expect(wizard.errors?.parse(value)).toBeNull()
  })

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
