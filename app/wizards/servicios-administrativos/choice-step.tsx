/**
 * The page of the steps that ask for one option among radios: the branch, the sector. Apart from
 * frame.tsx so that the steps without radios do not download the form code it needs.
 */
import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { RadioGroup } from '~/components/field'
import { ui } from '~/copy/shell'
import type { AdminErrorScreenKind } from '~/domain/admin-booking'
import { useForm } from '~/forms/use-form'
import { ErrorScreen, StepFrame } from './frame'
import type { ProgressItem, Step } from './steps'

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
