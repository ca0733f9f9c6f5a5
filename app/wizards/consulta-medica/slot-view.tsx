/**
 * A free slot of the medical booking as the slot grid offers it (C36, C38): its time, and under it the day, the
 * doctor, the specialty, the branch and how it is attended, with a telephone or a building icon. The radio's value
 * is `slotKey`: the action finds the slot again among E53's.
 */
import type { ReactNode } from 'react'
import { lineIcon } from '~/components/line-icon'
import { NotificationBanner } from '~/components/notification-banner'
import type { Slot as GridSlot } from '~/components/slot-grid'
import { medicalBooking } from '~/copy/medical-booking'
import { professionalName } from '~/domain/medical-booking'
import { slotKey, slotModeLabel, slotTime, type Slot } from '~/domain/medical-slots'

const svg = (children: ReactNode) => lineIcon(children, { className: 'slot-grid__icon', size: 16 })

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

/**
 * The slot as a grid's radio; `day`, its day in words, when the grid mixes days (the quick booking's list): the
 * loader writes it (`slotsWithDays`), as every date the browser shows.
 */
export function slotOption(slot: Slot, branchName: (id: number) => string, day: string | null): GridSlot {
  const time = slotTime(slot)
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

/**
 * BR27's warning, wherever a slot not in person can be chosen (`fecha-hora-rapida`, `hora`) and on the confirmation
 * of one: a quick booking goes from its list to the payment without passing `hora`.
 */
export function TelephoneNotice() {
  return (
    <NotificationBanner tone="info">
      <p>{medicalBooking.telephoneNotice}</p>
    </NotificationBanner>
  )
}

/** A branch's name from the filters' list (E54), empty when the API did not list it. */
export const branchNamer =
  (branches: ReadonlyArray<{ id: number; nombre: string }>) =>
  (id: number): string =>
    branches.find((branch) => branch.id === id)?.nombre ?? ''
