/**
 * A free slot of the medical booking as the slot grid offers it (C36, C38): its time, and under it the day, the
 * doctor, the specialty, the branch and how it is attended, with a telephone or a building icon. The radio's value
 * is `slotKey`: the action finds the slot again among E53's.
 */
import type { ReactNode } from 'react'
import type { Slot as GridSlot } from '~/components/slot-grid'
import { dayName } from '~/domain/calendar'
import { professionalName } from '~/domain/medical-booking'
import { slotKey, slotModeLabel, slotStart, slotTime, type Slot } from '~/domain/medical-slots'

const svg = (children: ReactNode) => (
  <svg
    className="slot-grid__icon"
    viewBox="0 0 24 24"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
)

// A handset: attended by telephone.
const telephoneIcon = svg(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />,
)
// A building: attended in person.
const inPersonIcon = svg(
  <>
    <path d="M4 21V5l8-3 8 3v16" />
    <path d="M2 21h20M10 21v-5h4v5" />
  </>,
)

/** The slot as a grid's radio; `withDay` when the grid mixes days (the quick booking's list). */
export function slotOption(slot: Slot, branchName: (id: number) => string, withDay: boolean): GridSlot {
  const time = slotTime(slot)
  const start = slotStart(slot.comienzo)
  const day = withDay && start ? dayName(start.day) : null
  const doctor = professionalName(slot)
  const branch = branchName(slot.filial)
  const mode = slotModeLabel(slot)
  const parts = [day, doctor, slot.nombre_especialidad, branch].filter((part): part is string => Boolean(part))
  return {
    value: slotKey(slot),
    label: time,
    accessibleLabel: [time, ...parts, mode].join(', '),
    // One line of text (no style of its own needed): what the time alone does not say.
    detail: (
      <>
        {' '}
        {[...parts, ''].join(' · ')}
        {slot.es_telemedicina ? telephoneIcon : inPersonIcon} {mode}
      </>
    ),
  }
}

/** A branch's name from the filters' list (E54), empty when the API did not list it. */
export const branchNamer =
  (branches: ReadonlyArray<{ id: number; nombre: string }>) =>
  (id: number): string =>
    branches.find((branch) => branch.id === id)?.nombre ?? ''

/**
 * A year of slots packed for the page (thousands of them: the names once, each slot a row of numbers), which the
 * browser unpacks to filter them live with `filterSlots`, as the server does without JavaScript.
 */
export interface PackedSlots {
  people: Array<[id: number, nombre: string, apellido: string]>
  specialties: string[]
  /** comienzo (to the minute), calendar, order, branch, building, doctor, telephone (1/0), specialty's index */
  rows: Array<[string, number, number, number, number, number, 0 | 1, number]>
}

export function packSlots(slots: readonly Slot[]): PackedSlots {
  const people = new Map<number, [number, string, string]>()
  const specialties: string[] = []
  const rows = slots.map((slot): PackedSlots['rows'][number] => {
    people.set(slot.profesional, [slot.profesional, slot.nombre, slot.apellido])
    let specialty = specialties.indexOf(slot.nombre_especialidad)
    if (specialty < 0) specialty = specialties.push(slot.nombre_especialidad) - 1
    return [
      slot.comienzo.slice(0, 16),
      slot.nro_calendario,
      slot.nro_orden,
      slot.filial,
      slot.edificio,
      slot.profesional,
      slot.es_telemedicina ? 1 : 0,
      specialty,
    ]
  })
  return { people: [...people.values()], specialties, rows }
}

export function unpackSlots({ people, specialties, rows }: PackedSlots): Slot[] {
  const names = new Map(people.map(([id, nombre, apellido]) => [id, { nombre, apellido }]))
  return rows.map(([comienzo, nro_calendario, nro_orden, filial, edificio, profesional, telephone, specialty]) => ({
    comienzo,
    nro_calendario,
    nro_orden,
    filial,
    edificio,
    profesional,
    nombre: names.get(profesional)?.nombre ?? '',
    apellido: names.get(profesional)?.apellido ?? '',
    nombre_especialidad: specialties[specialty] ?? '',
    es_telemedicina: telephone === 1,
  }))
}
