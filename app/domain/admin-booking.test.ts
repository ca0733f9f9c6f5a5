import { describe, expect, it } from 'vitest'
import { adminErrorMessage, filterBranches, hasFreeHour, hoursInBand, parseAdminErrorKind, preselectedDate, type AvailableHour, type Branch } from './admin-booking'

const row = (id: number) => ({ id, description: `Fila ${id}` })

describe('filterBranches (BR37)', () => {
  const branches: Branch[] = [
    {
      id: 1,
      description: 'Uno',
      sectors: [
        { id: 10, description: 'A', rows: [row(100)] },
        { id: 11, description: 'B', rows: [row(110), row(111)] },
      ],
    },
    { id: 2, description: 'Dos', sectors: [{ id: 20, description: 'C', rows: [row(200)] }] },
  ]

  it('drops the not-allowed rows, the sectors left empty and the branches left empty', () => {
    const result = filterBranches(branches, [
      { id_sucursal: 1, id_sector: 10, id_fila: 100 },
      { id_sucursal: 2, id_sector: 20, id_fila: 200 },
    ])
    expect(result).toEqual([{ id: 1, description: 'Uno', sectors: [{ id: 11, description: 'B', rows: [row(110), row(111)] }] }])
  })

  it('changes nothing without combinations', () => {
    expect(filterBranches(branches, [])).toEqual(branches)
  })

  it('keeps the remaining rows of a sector, so its first row (the queue) moves on', () => {
    const [first] = filterBranches(branches, [{ id_sucursal: 1, id_sector: 11, id_fila: 110 }])
    expect(first?.sectors[1]?.rows).toEqual([row(111)])
  })

  it('matches the whole combination, not a row id of another branch', () => {
    expect(filterBranches(branches, [{ id_sucursal: 2, id_sector: 10, id_fila: 100 }])).toEqual(branches)
  })
})

describe('the calendar (BR39)', () => {
  const days = [
    { fecha: '2025-12-16', idEstado: 2 },
    { fecha: '2026-01-05', idEstado: 1 },
    { fecha: '2025-12-17', idEstado: 1 },
    { fecha: '2025-12-18', idEstado: 3 },
  ]

  it('preselects the earliest day in state 1, or the stored one while it is still in state 1', () => {
    expect(preselectedDate(days)).toBe('2025-12-17')
    expect(preselectedDate(days, '2026-01-05')).toBe('2026-01-05')
    expect(preselectedDate(days, '2025-12-16')).toBe('2025-12-17')
    expect(preselectedDate([{ fecha: '2025-12-16', idEstado: 2 }])).toBeUndefined()
  })
})

describe('hoursInBand (BR40)', () => {
  const hour = (hora: string, disponibles = 1): AvailableHour => ({ hora: `${hora}:00`, disponibles, horaInicio: hora })
  const hours = ['06:30', '07:00', '11:59', '12:00', '17:45', '18:00', '20:59', '21:00'].map((h) => hour(h))
  const times = (band: 0 | 1 | 2 | 3, list = hours) => hoursInBand(list, band).map((h) => h.horaInicio)

  it('keeps each band from its start (inclusive) to its end (exclusive)', () => {
    expect(times(1)).toEqual(['07:00', '11:59'])
    expect(times(2)).toEqual(['12:00', '17:45'])
    expect(times(3)).toEqual(['18:00', '20:59'])
    expect(times(0)).toHaveLength(8)
  })

  it('leaves a band empty when its only hour is outside it', () => {
    expect(times(3, [hour('21:00')])).toEqual([])
  })

  it('never offers an hour without places', () => {
    const full = [hour('09:00', 0), hour('09:30', 2)]
    for (const band of [0, 1] as const) expect(times(band, full)).toEqual(['09:30'])
    expect(hasFreeHour(full)).toBe(true)
    expect(hasFreeHour([hour('09:00', 0)])).toBe(false)
  })
})

describe('error kinds (BR38, BR41)', () => {
  it('have the verbatim messages', () => {
    expect(adminErrorMessage('BRANCH_UNAVAILABLE')).toBe('La sucursal seleccionada no se encuentra disponible. Seleccione otra.')
    expect(adminErrorMessage('SECTORS_UNAVAILABLE')).toBe(
      'La sucursal seleccionada no tiene sectores disponibles. Seleccione otra.',
    )
    expect(adminErrorMessage('DAY_UNAVAILABLE')).toBe('El día seleccionado no tiene horas disponibles. Seleccione otro.')
    expect(adminErrorMessage('HAS_APPOINTMENT')).toBe('Usted ya tiene agenda para el día seleccionado. Seleccione otro.')
    expect(adminErrorMessage('GENERIC_ERROR')).toBe('Ocurrió un problema inesperado. Inténtelo de nuevo más tarde.')
  })

  it('are read from a query parameter only when known', () => {
    expect(parseAdminErrorKind('HAS_APPOINTMENT')).toBe('HAS_APPOINTMENT')
    expect(parseAdminErrorKind('NO_ERROR')).toBeNull()
    expect(parseAdminErrorKind('<script>')).toBeNull()
    expect(parseAdminErrorKind(null)).toBeNull()
  })
})
