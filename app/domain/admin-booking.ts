/**
 * Rules of the administrative-services booking (spec 001 §2.2, §4, §5, §8; checklist BR37–BR43).
 * Pure: the wizard's routes feed them what the mutual's API answered.
 */
import { agendaErrors } from '~/copy/errors/agenda'
import { commonErrors } from '~/copy/errors/common'

interface Row {
  id: number
  description: string
}

export interface Sector {
  id: number
  description: string
  rows: Row[]
}

export interface Branch {
  id: number
  description: string
  sectors: Sector[]
}

/** A branch / sector / row combination the portal must not offer (`combinaciones-no-permitidas`). */
export interface NotAllowedCombination {
  id_sucursal: number
  id_sector: number
  id_fila: number
}

/**
 * BR37: removes the not-allowed rows, then the sectors left without rows, then the branches left
 * without sectors.
 */
export function filterBranches(branches: Branch[], notAllowed: NotAllowedCombination[]): Branch[] {
  const blocked = new Set(notAllowed.map((c) => `${c.id_sucursal}/${c.id_sector}/${c.id_fila}`))
  return branches
    .map((branch) => ({
      ...branch,
      sectors: branch.sectors
        .map((sector) => ({ ...sector, rows: sector.rows.filter((row) => !blocked.has(`${branch.id}/${sector.id}/${row.id}`)) }))
        .filter((sector) => sector.rows.length > 0),
    }))
    .filter((branch) => branch.sectors.length > 0)
}

/** A day of the administrative calendar; state 1 is the only bookable one. */
export interface CalendarDay {
  /** YYYY-MM-DD */
  fecha: string
  idEstado: number
}

export const AVAILABLE_DAY_STATE = 1

/** Whether the calendar offers the day (state 1). */
export const isAvailableDay = (day: CalendarDay) => day.idEstado === AVAILABLE_DAY_STATE

/** The bookable days, earliest first. */
function availableDates(days: CalendarDay[]): string[] {
  return days
    .filter(isAvailableDay)
    .map((day) => day.fecha)
    .sort()
}

/** BR39: the stored date while it is still bookable, else the first bookable one. */
export function preselectedDate(days: CalendarDay[], stored?: string): string | undefined {
  const dates = availableDates(days)
  return stored && dates.includes(stored) ? stored : dates[0]
}

/** One hour of a day (`get-calendar-day`). */
export interface AvailableHour {
  /** HH:mm:ss, the value the booking sends. */
  hora: string
  disponibles: number
  /** HH:mm */
  horaInicio: string
}

/** BR40: 0 all; 1 morning; 2 afternoon; 3 night. */
export const HOUR_BANDS = [0, 1, 2, 3] as const
export type HourBand = (typeof HOUR_BANDS)[number]

/** Start inclusive, end exclusive, as HH:mm. */
const BAND_LIMITS: Record<Exclude<HourBand, 0>, [string, string]> = {
  1: ['07:00', '12:00'],
  2: ['12:00', '18:00'],
  3: ['18:00', '21:00'],
}

/** BR40: the hours with a free place (count above zero) that start inside the band. */
export function hoursInBand(hours: AvailableHour[], band: HourBand): AvailableHour[] {
  return hours.filter((hour) => {
    if (hour.disponibles <= 0) return false
    if (band === 0) return true
    const [from, to] = BAND_LIMITS[band]
    const start = hour.hora.slice(0, 5)
    return start >= from && start < to
  })
}

/** BR41: a day is bookable only while some hour has a free place. */
export function hasFreeHour(hours: AvailableHour[]): boolean {
  return hoursInBand(hours, 0).length > 0
}

/** The error kinds of the administrative booking (spec 001 §8). */
const ADMIN_ERROR_KINDS = [
  'NO_ERROR',
  'GENERIC_ERROR',
  'BRANCH_UNAVAILABLE',
  'SECTORS_UNAVAILABLE',
  'DAY_UNAVAILABLE',
  'HAS_APPOINTMENT',
] as const
type AdminErrorKind = (typeof ADMIN_ERROR_KINDS)[number]
/** The kinds that stop the booking and show the error screen. */
export type AdminErrorScreenKind = Exclude<AdminErrorKind, 'NO_ERROR'>

const errorMessages: Record<AdminErrorScreenKind, string> = {
  GENERIC_ERROR: commonErrors.generic,
  BRANCH_UNAVAILABLE: agendaErrors.branchUnavailable,
  SECTORS_UNAVAILABLE: agendaErrors.sectorsUnavailable,
  DAY_UNAVAILABLE: agendaErrors.dayUnavailable,
  HAS_APPOINTMENT: agendaErrors.hasAppointment,
}

/** The verbatim message of an error kind (BR38, BR41). */
export function adminErrorMessage(kind: AdminErrorScreenKind): string {
  return errorMessages[kind]
}

/** Reads an error kind from untrusted text (a query parameter); null for NO_ERROR or anything unknown. */
export function parseAdminErrorKind(value: string | null): AdminErrorScreenKind | null {
  return value && value !== 'NO_ERROR' && (ADMIN_ERROR_KINDS as readonly string[]).includes(value)
    ? (value as AdminErrorScreenKind)
    : null
}
