import { describe, expect, it } from 'vitest'
import {
  attentionModes,
  availableDays,
  DEFAULT_FILTERS,
  desdeOptions,
  filterSlots,
  findSlot,
  hasRemoteSlot,
  hastaOptions,
  hourLabel,
  hourRange,
  parseSlotKey,
  preselectedDay,
  readSlotFilters,
  slotKey,
  slotModeLabel,
  slotRef,
  slotsByHour,
  slotStart,
  slotTime,
  type Slot,
  type SlotFilters,
} from './medical-slots'

/** A Cardiología slot of the sandbox's kind: Sede Central (1), in person, unless a test says otherwise. */
function slot(comienzo: string, fields: Partial<Slot> = {}): Slot {
  return {
    comienzo,
    nro_orden: 1,
    nro_calendario: 3002,
    filial: 1,
    edificio: 1,
    profesional: 8,
    nombre: 'Fernando',
    apellido: 'Olivera',
    nombre_especialidad: 'Cardiología',
    es_telemedicina: false,
    ...fields,
  }
}

const filters = (fields: Partial<SlotFilters & { day: string }> = {}) => ({ ...DEFAULT_FILTERS, ...fields })
const passes = (s: Slot, f: Partial<SlotFilters & { day: string }>, bound?: 'inclusive' | 'exclusive') =>
  filterSlots([s], filters(f), bound).length === 1

describe('filterSlots (BR25)', () => {
  // BR25's worked examples: from 8, to 10.
  const hours: Array<[string, boolean, boolean]> = [
    ['2025-03-05T08:00:00', true, true],
    ['2025-03-05T10:45:00', true, false],
    ['2025-03-05T11:00:00', false, false],
    ['2025-03-05T07:59:00', false, false],
    ['2025-03-05T10:00:00', true, false],
    ['2025-03-05T09:59:00', true, true],
  ]

  it.each(hours)('from 8 to 10: %s is in (inclusive, A05) %s, in under the §9 reading %s', (comienzo, inclusive, exclusive) => {
    expect(passes(slot(comienzo), { desde: 8, hasta: 10 })).toBe(inclusive)
    expect(passes(slot(comienzo), { desde: 8, hasta: 10 }, 'exclusive')).toBe(exclusive)
  })

  it('keeps a Desde equal to Hasta meaningful under the inclusive reading only (A05)', () => {
    expect(passes(slot('2025-03-05T15:20:00'), { desde: 15, hasta: 15 })).toBe(true)
    expect(passes(slot('2025-03-05T15:20:00'), { desde: 15, hasta: 15 }, 'exclusive')).toBe(false)
  })

  it('filters by mode: REMOTE keeps telephone slots only, PRESENCIAL the others, ANY all', () => {
    const phone = slot('2025-03-05T12:00:00', { es_telemedicina: true })
    const inPerson = slot('2025-03-05T12:00:00')
    expect(passes(inPerson, { modalidad: 'REMOTE' })).toBe(false)
    expect(passes(phone, { modalidad: 'REMOTE' })).toBe(true)
    expect(passes(phone, { modalidad: 'PRESENCIAL' })).toBe(false)
    expect(passes(inPerson, { modalidad: 'PRESENCIAL' })).toBe(true)
    expect(filterSlots([phone, inPerson], filters({ modalidad: 'ANY' }))).toHaveLength(2)
  })

  it('filters by branch: none chosen (Todas) keeps every branch', () => {
    expect(passes(slot('2025-03-05T09:00:00', { filial: 5 }), { filiales: [3] })).toBe(false)
    expect(passes(slot('2025-03-05T09:00:00', { filial: 5 }), { filiales: [3, 5] })).toBe(true)
    expect(passes(slot('2025-03-05T09:00:00', { filial: 5 }), { filiales: [] })).toBe(true)
  })

  it('filters by day when one is chosen', () => {
    expect(passes(slot('2025-03-06T09:00:00'), { day: '2025-03-05' })).toBe(false)
    expect(passes(slot('2025-03-05T09:00:00'), { day: '2025-03-05' })).toBe(true)
    expect(passes(slot('2025-03-06T09:00:00'), {})).toBe(true)
  })

  it('never passes a slot whose start cannot be read, and keeps the order of the rest', () => {
    const slots = [slot('2025-03-05T09:20:00', { nro_orden: 2 }), slot('05-03-2025 09:00'), slot('2025-03-05T09:00:00')]
    expect(filterSlots(slots, filters()).map((s) => s.comienzo)).toEqual(['2025-03-05T09:20:00', '2025-03-05T09:00:00'])
  })
})

describe('slotStart', () => {
  it('reads the API start with or without seconds, and a one-digit hour (A25)', () => {
    expect(slotStart('2026-11-23T09:05:00')).toEqual({ day: '2026-11-23', hour: 9, minute: 5 })
    expect(slotStart('2026-11-23T14:30')).toEqual({ day: '2026-11-23', hour: 14, minute: 30 })
    expect(slotStart('2026-11-23T9:05')).toEqual({ day: '2026-11-23', hour: 9, minute: 5 })
  })

  it('refuses anything else', () => {
    for (const value of ['', '2026-11-23', '2026-11-23 09:05', '2026-11-23T24:00', '2026-11-23T09:60', '23-11-2026T09:00', '2026-11-31T09:00', '2026-13-01T09:00']) {
      expect(slotStart(value), value).toBeNull()
    }
  })
})

describe('Desde and Hasta (BR26, A55)', () => {
  it('offers Desde 00:00…24:00 and Hasta from Desde on', () => {
    expect(desdeOptions().map(hourLabel)).toEqual(Array.from({ length: 25 }, (_, h) => `${String(h).padStart(2, '0')}:00`))
    expect(hastaOptions(0)).toHaveLength(25)
    expect(hastaOptions(15).map(hourLabel)).toEqual(['15:00', '16:00', '17:00', '18:00', '19:00', '20:00', '21:00', '22:00', '23:00', '24:00'])
    expect(hastaOptions(24).map(hourLabel)).toEqual(['24:00'])
  })

  const ranges: Array<[unknown, unknown, { desde: number; hasta: number }]> = [
    [undefined, undefined, { desde: 0, hasta: 24 }],
    ['8', '10', { desde: 8, hasta: 10 }],
    ['15', '10', { desde: 15, hasta: 24 }],
    ['24', '24', { desde: 24, hasta: 24 }],
    ['25', '-1', { desde: 0, hasta: 24 }],
    ['8.5', 'diez', { desde: 0, hasta: 24 }],
    [9, 12, { desde: 9, hasta: 12 }],
  ]

  it.each(ranges)('Desde %s and Hasta %s read as %o', (desde, hasta, range) => {
    expect(hourRange(desde, hasta)).toEqual(range)
  })
})

describe('attention modes (BR27)', () => {
  it('offers Telefónica only while the telephone flag is on', () => {
    expect(attentionModes(false).map((mode) => mode.label)).toEqual(['Cualquiera', 'Presencial'])
    expect(attentionModes(true)).toEqual([
      { value: 'ANY', label: 'Cualquiera' },
      { value: 'REMOTE', label: 'Telefónica' },
      { value: 'PRESENCIAL', label: 'Presencial' },
    ])
  })

  it('names a telephone slot Telefónica and another Presencial', () => {
    expect(slotModeLabel({ es_telemedicina: true })).toBe('Telefónica')
    expect(slotModeLabel({ es_telemedicina: false })).toBe('Presencial')
    expect(hasRemoteSlot([slot('2025-03-05T09:00:00'), slot('2025-03-05T12:00:00', { es_telemedicina: true })])).toBe(true)
    expect(hasRemoteSlot([slot('2025-03-05T09:00:00')])).toBe(false)
  })
})

describe('readSlotFilters', () => {
  const offer = { telephone: true, branches: [1, 2, 3] }
  const read = (query: string, given = offer) => readSlotFilters(new URLSearchParams(query), given)

  it('reads the GET form', () => {
    expect(read('modalidad=REMOTE&filial=1&filial=3&desde=8&hasta=12')).toEqual({ modalidad: 'REMOTE', filiales: [1, 3], desde: 8, hasta: 12 })
  })

  it('reads the defaults from an empty form', () => {
    expect(read('')).toEqual(DEFAULT_FILTERS)
  })

  it('reads Todas alone as every branch, and branches ticked beside it as the choice (a form without JavaScript)', () => {
    expect(read('filial=todas').filiales).toEqual([])
    expect(read('filial=todas&filial=2&filial=3').filiales).toEqual([2, 3])
  })

  it('drops branches not offered and repeated ones, and a mode not offered', () => {
    expect(read('filial=2&filial=2&filial=9&filial=x').filiales).toEqual([2])
    expect(read('filial=9').filiales).toEqual([])
    expect(read('modalidad=REMOTE', { ...offer, telephone: false }).modalidad).toBe('ANY')
    expect(read('modalidad=remote').modalidad).toBe('ANY')
  })

  it('raises Hasta to 24 when Desde passes it (A55)', () => {
    expect(read('desde=18&hasta=9')).toMatchObject({ desde: 18, hasta: 24 })
  })

  it('reads a browser FormData the same way', () => {
    const form = new FormData()
    form.append('modalidad', 'PRESENCIAL')
    form.append('filial', '2')
    form.append('desde', '7')
    expect(readSlotFilters(form, offer)).toEqual({ modalidad: 'PRESENCIAL', filiales: [2], desde: 7, hasta: 24 })
  })
})

describe('days and hours (C37, C38)', () => {
  const slots = [
    slot('2026-11-25T14:20:00', { nro_calendario: 3001 }),
    slot('2026-11-23T09:20:00', { nro_orden: 2 }),
    slot('2026-11-23T12:10:00', { nro_calendario: 3003, es_telemedicina: true }),
    slot('2026-11-23T09:00:00'),
    slot('2026-11-23T09:00:00', { nro_calendario: 3001 }),
  ]

  it('lists the days with a slot, earliest first, once each', () => {
    expect(availableDays(slots)).toEqual(['2026-11-23', '2026-11-25'])
    expect(availableDays([])).toEqual([])
  })

  it('keeps the stored day while it has a slot, else chooses the first', () => {
    expect(preselectedDay(['2026-11-23', '2026-11-25'], '2026-11-25')).toBe('2026-11-25')
    expect(preselectedDay(['2026-11-23', '2026-11-25'], '2026-11-24')).toBe('2026-11-23')
    expect(preselectedDay(['2026-11-23', '2026-11-25'])).toBe('2026-11-23')
    expect(preselectedDay([], '2026-11-24')).toBeUndefined()
  })

  it("groups a day's slots by hour, in time order", () => {
    const groups = slotsByHour(slots, '2026-11-23')
    expect(groups.map((g) => [g.label, g.slots.map((s) => `${slotTime(s)}/${s.nro_calendario}`)])).toEqual([
      ['09:00', ['09:00/3001', '09:00/3002', '09:20/3002']],
      ['12:00', ['12:10/3003']],
    ])
    expect(slotsByHour(slots, '2026-11-24')).toEqual([])
  })
})

describe('slot keys', () => {
  const chosen = slot('2026-11-23T09:20:00', { nro_orden: 2 })

  it('name a slot by its calendar, order number and start to the minute', () => {
    expect(slotRef(chosen)).toEqual({ nroCalendario: 3002, nroOrden: 2, comienzo: '2026-11-23T09:20' })
    expect(slotKey(chosen)).toBe('3002_2_2026-11-23T09:20')
    expect(parseSlotKey(slotKey(chosen))).toEqual(slotRef(chosen))
  })

  it('read only keys', () => {
    for (const value of ['', '3002_2', '3002_2_2026-11-23T9:20', 'a_2_2026-11-23T09:20', '3002_2_2026-11-23T25:00', '3002_2_2026-11-23T09:20_x']) {
      expect(parseSlotKey(value), value).toBeNull()
    }
  })

  it('find the slot again among the API slots, or nothing', () => {
    const slots = [slot('2026-11-23T09:00:00'), chosen]
    expect(findSlot(slots, parseSlotKey('3002_2_2026-11-23T09:20')!)).toBe(chosen)
    expect(findSlot(slots, parseSlotKey('3002_2_2026-11-24T09:20')!)).toBeUndefined()
    expect(findSlot(slots, parseSlotKey('3001_2_2026-11-23T09:20')!)).toBeUndefined()
  })
})
