/**
 * The administrative booking's step graph (spec 001 §2.2, §4; checklist BR35, BR44, C50):
 * cédula → sucursal → sector → fecha → hora → confirmación → reserva finalizada. Pure.
 */
import type { AdminErrorScreenKind, HourBand } from '~/domain/admin-booking'
import { paths } from '~/utils/paths'
import { stepPath, type WizardSteps } from '../wizard'
import type { Draft } from './schemas.server'

export const steps = ['cedula', 'sucursal', 'sector', 'fecha', 'hora', 'confirmacion', 'reserva-finalizada'] as const
export type Step = (typeof steps)[number]

/** BR35, verbatim table: what each step requires. */
export function canAccess(draft: Draft, step: Step): boolean {
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
      return canAccess(draft, 'confirmacion') && Boolean(draft.result)
  }
}

/** The wizard's steps; `wizard.server.ts` adds the draft schema for the server helper. */
export const adminBookingSteps: WizardSteps<Step, Draft> = {
  name: 'servicios-administrativos',
  basePath: '/agenda/servicios-administrativos',
  steps,
  confirmationStep: 'confirmacion',
  resultStep: 'reserva-finalizada',
  canAccess,
}

/** The URL of a step of this wizard (`continuar` keeps the draft when opening `cedula`). */
export const adminStepPath = (step: Step, options?: { continuar?: boolean }) => stepPath(adminBookingSteps, step, options)

/** The hour step's band filter: a GET parameter without JavaScript. */
export const FRANJA_PARAM = 'franja'

/** A band from a form or URL value; anything unknown is 0, all hours (BR40). */
export function hourBandOf(value: unknown): HourBand {
  const band = Number(value)
  return band === 1 || band === 2 || band === 3 ? band : 0
}

type FormStep = Exclude<Step, 'reserva-finalizada'>

/** Where a step's form goes once answered. */
export function next(step: FormStep): Step {
  return steps[steps.indexOf(step) + 1] ?? 'reserva-finalizada'
}

/** Where a step's back link goes: the agenda from `cedula`, else the previous step, keeping the draft. */
export function back(step: Step): string {
  const previous = steps[steps.indexOf(step) - 1]
  return previous ? adminStepPath(previous, { continuar: true }) : paths.agenda
}

type Answers = Omit<Draft, 'idempotencyKey' | 'result'>
type AnswerName = keyof Answers

/**
 * What each answer invalidates (HMPO `invalidates`). Changing the branch clears the sector and
 * everything after it; changing the sector clears the date and hour it offered (C45); changing
 * the date clears the hour. Changing the cédula clears the date and hour too: whether the person
 * already has a reservation that day is checked per person on the hour step (BR41), so the day
 * must be chosen again for the new one. The band filter is a view preference and follows the
 * sector.
 */
const invalidates: Record<AnswerName, AnswerName[]> = {
  ci: ['date', 'hour'],
  branch: ['sector', 'date', 'hour', 'hourFilter'],
  sector: ['date', 'hour', 'hourFilter'],
  date: ['hour'],
  hour: [],
  hourFilter: [],
}

/** The answers a guarded step relies on: `canAccess` has checked them, so a missing one is a bug. */
export function answered<Name extends keyof Draft>(draft: Draft, ...names: Name[]): Required<Pick<Draft, Name>> {
  for (const name of names) if (draft[name] === undefined) throw new Error(`the draft has no ${name}`)
  return draft as Required<Pick<Draft, Name>>
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The draft with `change` applied and the answers that depended on a changed one cleared. */
export function invalidate(draft: Draft, change: Partial<Answers>): Draft {
  const cleared = new Set<AnswerName>()
  for (const name of Object.keys(change) as AnswerName[]) {
    if (!same(draft[name], change[name])) for (const dependent of invalidates[name]) cleared.add(dependent)
  }
  const result: Draft = { ...draft }
  for (const name of cleared) delete result[name]
  return { ...result, ...change }
}

/** The three icons of the progress navigator (BR44). */
export type ProgressStep = 'sucursal' | 'sector' | 'fecha'

export interface ProgressItem {
  step: ProgressStep
  state: 'done' | 'current' | 'upcoming'
  /** Branch always; sector once a branch is chosen; date once a sector is chosen. */
  enabled: boolean
}

/** BR44. `current` is the page shown; the hour belongs to "Fecha y Hora", so it lights the date. */
export function progress(draft: Draft, current: Step): ProgressItem[] {
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

/** The query parameter that shows a step's error screen (`?error=HAS_APPOINTMENT`). */
export const ERROR_PARAM = 'error'

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

/** Where an error found on step `where` is shown: on the step to redo, whose "Reintentar" reloads it. */
export function errorPath(kind: AdminErrorScreenKind, where: Step): string {
  return `${adminStepPath(retryStep(kind, where))}?${ERROR_PARAM}=${kind}`
}
