/**
 * The form of a step that asks for one option among radios (a branch, a sector), for any
 * wizard: the route puts it inside its step frame. Apart from step-frame.tsx so that the steps
 * without radios do not download the form code it needs.
 */
import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { RadioGroup } from '~/components/field'
import { ui } from '~/copy/shell'
import { useForm } from '~/forms/use-form'

type ChoiceStepProps = {
  /** The form's id: the step's name. */
  id: string
  /** The form field, e.g. `branchId`. */
  name: string
  /** The question, the page's h1 (one question per page). */
  legend: string
  options: Array<{ id: number; description: string }>
  /** The draft's answer, checked when the page loads. */
  selected: number | undefined
  /** The action's answer after a refused submit. */
  lastResult: SubmissionResult<string[]> | undefined
}

export function ChoiceStep({ id, name, legend, options, selected, lastResult }: ChoiceStepProps) {
  const [form, fields] = useForm({
    id,
    fields: { [name]: null },
    lastResult,
    defaultValue: { [name]: selected === undefined ? undefined : String(selected) },
  })
  const field = fields[name]
  if (!field) return null

  return (
    <>
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
    </>
  )
}
