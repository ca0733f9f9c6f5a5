/**
 * What every step page of the administrative booking shares: the back link, the three-icon
 * progress navigator (BR44), the error screen of the spec's error kinds (C50), and the page of
 * the steps that choose one option (branch, sector).
 */
import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { BackLink } from '~/components/back-link'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { RadioGroup } from '~/components/field'
import { ResultScreen } from '~/components/result-screen'
import { Stepper } from '~/components/stepper'
import { adminBooking } from '~/copy/admin-booking'
import { ui } from '~/copy/shell'
import { adminErrorMessage, type AdminErrorScreenKind } from '~/domain/admin-booking'
import { useForm } from '~/forms/use-form'
import { adminStepPath, back, type ProgressItem, type ProgressStep, type Step } from './steps'

const svg = (children: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
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

/** Decorative: the label under each icon names the step. */
const icons: Record<ProgressStep, ReactNode> = {
  // A building with a door: the branch.
  sucursal: svg(
    <>
      <path d="M4 21V5l8-3 8 3v16" />
      <path d="M2 21h20M10 21v-5h4v5M8 8h2M14 8h2M8 12h2M14 12h2" />
    </>,
  ),
  // Two people: the sector that serves them.
  sector: svg(
    <>
      <circle cx="9" cy="7" r="3" />
      <path d="M3 21v-2a6 6 0 0 1 12 0v2" />
      <circle cx="17" cy="8" r="2.5" />
      <path d="M17 14a5 5 0 0 1 4 5v2" />
    </>,
  ),
  // A calendar page: the date.
  fecha: svg(
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>,
  ),
}

type StepFrameProps = {
  step: Step
  progress: ProgressItem[]
  children: ReactNode
}

/** Back link and progress navigator above a step's content. */
export function StepFrame({ step, progress, children }: StepFrameProps) {
  return (
    <div className="stack">
      <BackLink to={back(step)} />
      <Stepper
        aria-label={adminBooking.progressLabel}
        steps={progress.map((item) => ({
          label: adminBooking.progress[item.step],
          to: adminStepPath(item.step),
          state: item.state,
          enabled: item.enabled,
          icon: icons[item.step],
        }))}
      />
      {children}
    </div>
  )
}

/** An error kind's screen: its verbatim message and "Reintentar", which reloads the step to redo. */
export function ErrorScreen({ kind, step }: { kind: AdminErrorScreenKind; step: Step }) {
  return (
    <ResultScreen
      illustration="warning"
      topTitle={adminBooking.title}
      title={adminErrorMessage(kind)}
      primaryAction={{ to: adminStepPath(step), label: ui.retry }}
    />
  )
}

type ChoiceStepProps = {
  step: Step
  /** The form field, e.g. `branchId`. */
  name: string
  /** The question, the page's h1 (one question per page). */
  legend: string
  options: Array<{ id: number; description: string }>
  /** The draft's answer, checked when the page loads. */
  selected: number | undefined
  progress: ProgressItem[]
  /** The action's answer after a refused submit. */
  lastResult: SubmissionResult<string[]> | undefined
  /** An error kind found by the loader replaces the page with its screen. */
  error: AdminErrorScreenKind | null
}

/** A step that asks for one option among radios: the branch, the sector. */
export function ChoiceStep({ step, name, legend, options, selected, progress, lastResult, error }: ChoiceStepProps) {
  const [form, fields] = useForm({
    id: step,
    fields: { [name]: null },
    lastResult,
    defaultValue: { [name]: selected === undefined ? undefined : String(selected) },
  })
  const field = fields[name]

  if (error) return <ErrorScreen kind={error} step={step} />
  if (!field) return null

  return (
    <StepFrame step={step} progress={progress}>
      <ErrorSummary {...summaryFromForm(form)} />
      <Form method="post" {...form.props}>
        <RadioGroup
          legend={legend}
          isPageHeading
          meta={field}
          options={options.map((option) => ({ value: String(option.id), label: option.description }))}
        />
        <div className="button-group">
          <SubmitButton>{ui.continue}</SubmitButton>
        </div>
      </Form>
    </StepFrame>
  )
}
