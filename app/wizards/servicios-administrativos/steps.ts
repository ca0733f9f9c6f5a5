/**
 * The administrative booking's step graph (spec 001 §2.2, §4; checklist BR35, BR44, C50):
 * cédula → sucursal → sector → fecha → hora → confirmación → reserva finalizada. Pure.
 */
import { parseAdminErrorKind, type AdminErrorScreenKind, type HourBand } from '~/domain/admin-booking'
import { paths } from '~/utils/paths'
import { outcomeOf } from '../graph'
import type { ProgressItem, WizardSteps } from '../wizard'
import type { Draft } from './schemas.server'

export const steps = ['cedula', 'sucursal', 'sector', 'fecha', 'hora', 'confirmacion', 'reserva-finalizada'] as const
export type Step = (typeof steps)[number]

/** BR35, verbatim table: what each step requires. */
function canAccess(draft: Draft, step: Step): boolean {
  switch (step) {
    case 'cedula':
      return true
    case 'sucursal':
      return Boolean(draft.ci)
    case 'sector':
      return canAccess(draft, 'sucursal') && Boolean(draft.branch)
    case 'fecha':
      return canAccess(draft, 'sector') && Boolean(draft.sector)
    case 'hora':
      return canAccess(draft, 'fecha') && Boolean(draft.date)
    case 'confirmacion':
      return canAccess(draft, 'hora') && Boolean(draft.hour)
    case 'reserva-finalizada':
      return canAccess(draft, 'confirmacion') && Boolean(outcomeOf(draft, 'reserva'))
  }
}

/**
 * The step whose choice an error asks to redo: the branch for an unavailable branch or one
 * without sectors, the date for a full day or one the person already has; a generic error is
 * retried where it happened.
 */
function retryStep(kind: AdminErrorScreenKind, where: Step): Step {
  switch (kind) {
    case 'BRANCH_UNAVAILABLE':
    case 'SECTORS_UNAVAILABLE':
      return 'sucursal'
    case 'DAY_UNAVAILABLE':
    case 'HAS_APPOINTMENT':
      return 'fecha'
    case 'GENERIC_ERROR':
      return where
  }
}

/** The wizard's steps; `wizard.server.ts` adds what only the server needs. */
export const adminBookingSteps: WizardSteps<Step, Draft, AdminErrorScreenKind> = {
  name: 'servicios-administrativos',
  basePath: '/agenda/servicios-administrativos',
  steps,
  entry: 'cedula',
  exit: paths.agenda,
  // One path: each step leads to the one listed after it.
  next: (_draft, step) => steps[steps.indexOf(step) + 1] ?? 'reserva-finalizada',
  canAccess,
  // Each row of the confirmation changes its step and comes back (C48's check of the answers).
  summary: 'confirmacion',
  /**
   * Changing the branch clears the sector and everything after it; changing the sector clears
   * the date and hour it offered (C45); changing the date clears the hour. Changing the cédula
   * clears the date and hour too: whether the person already has a reservation that day is
   * checked per person on the hour step (BR41), so the day must be chosen again for the new
   * one. The band filter is a view preference and follows the sector.
   */
  invalidates: {
    ci: ['date', 'hour'],
    branch: ['sector', 'date', 'hour', 'hourFilter'],
    sector: ['date', 'hour', 'hourFilter'],
    date: ['hour'],
    hour: [],
    hourFilter: [],
  },
  // The booking: a new one whenever something it books changes, never for the band filter.
  attempts: { reserva: { step: 'confirmacion', dependsOn: ['ci', 'branch', 'sector', 'date', 'hour'] } },
  errors: { parse: parseAdminErrorKind, onErrorAnswer: 'GENERIC_ERROR', retryStep },
}

/** The hour step's band filter: a GET parameter without JavaScript. */
export const FRANJA_PARAM = 'franja'

/** A band from a form or URL value; anything unknown is 0, all hours (BR40). */
export function hourBandOf(value: unknown): HourBand {
  const band = Number(value)
  return band === 1 || band === 2 || band === 3 ? band : 0
}

/** The three icons of the progress navigator (BR44). */
export type ProgressStep = 'sucursal' | 'sector' | 'fecha'

/**
 * BR44: the branch always a link, the sector once a branch is chosen, the date once a sector
 * is. `current` is the page shown; the hour belongs to "Fecha y Hora", so it lights the date.
 */
export function progress(draft: Draft, current: Step): ProgressItem<ProgressStep>[] {
  const items: Array<[ProgressStep, boolean, boolean]> = [
    ['sucursal', Boolean(draft.branch), true],
    ['sector', Boolean(draft.sector), Boolean(draft.branch)],
    ['fecha', Boolean(draft.date), Boolean(draft.sector)],
  ]
  const shown = current === 'hora' ? 'fecha' : current
  return items.map(([step, answered, enabled]) => ({
    step,
    enabled,
    state: step === shown ? 'current' : answered ? 'done' : 'upcoming',
  }))
}
