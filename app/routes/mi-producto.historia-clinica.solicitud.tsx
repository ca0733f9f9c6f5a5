/**
 * Step `solicitud` (C80, BR67): the two yes/no questions, complete copy and e-mail copy. Choosing the e-mail copy
 * shows the terms with `Aceptar términos` and `Cancelar`: with JavaScript a dialog that opens as the answer is
 * chosen, whose `Aceptar términos` sends the form with the terms accepted; without it the page's terms state
 * (`?terminos`), reached by continuing with the e-mail copy and the terms not yet accepted.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import type { ChangeEvent, MouseEvent } from 'react'
import { Button, SubmitButton } from '~/components/button'
import { PageDialog } from '~/components/confirm-dialog'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { RadioGroup } from '~/components/field'
import { PageHeader } from '~/components/page-header'
import { clinicalHistory as copy } from '~/copy/clinical-history'
import { useForm } from '~/forms/use-form'
import { titled } from '~/utils/meta'
import { clinicalHistoryLabels } from '~/wizards/historia-clinica/frame'
import { AceptarSchema, SolicitudSchema } from '~/wizards/historia-clinica/schemas.server'
import { clinicalHistoryWizard, openClinicalHistoryStep } from '~/wizards/historia-clinica/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { stepPath } from '~/wizards/wizard'
import { saveByIntent } from '~/wizards/wizard.server'

export const meta = titled(copy.title)

/** The page's terms state, without JavaScript (with it, the dialog opens over the form). */
export const TERMS_PARAM = 'terminos'

const FORM_ID = 'solicitud'
const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'si' : 'no')

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openClinicalHistoryStep(request, 'solicitud')
  return {
    ...page,
    selected: { complete: yesNo(draft.complete), requestedEmailCopy: yesNo(draft.requestedEmailCopy) },
    accepted: draft.termsAndConditionsAccepted === true,
    // The form without the terms: where `Cancelar` leads without JavaScript (the draft kept).
    withoutTerms: stepPath(clinicalHistoryWizard, 'solicitud', { continuar: true }),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const response = await saveByIntent(request, clinicalHistoryWizard, 'solicitud', {
    continuar: { schema: SolicitudSchema, then: 'continue', answer: (answers) => answers },
    aceptar: {
      schema: AceptarSchema,
      then: 'continue',
      answer: ({ complete }) => ({ complete, requestedEmailCopy: true, termsAndConditionsAccepted: true }),
    },
  })
  // The graph's next step is `solicitud` itself while the e-mail copy's terms wait: its terms state, keeping the draft.
  if (response instanceof Response && response.headers.get('Location') === stepPath(clinicalHistoryWizard, 'solicitud')) {
    const terms = `${stepPath(clinicalHistoryWizard, 'solicitud', { continuar: true })}&${TERMS_PARAM}`
    return redirect(terms, { headers: { 'Set-Cookie': response.headers.get('Set-Cookie') ?? '' } })
  }
  return response
}

export default function SolicitudStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined
  const termsRequested = new URLSearchParams(useLocation().search).has(TERMS_PARAM)
  const [form, fields] = useForm({
    id: FORM_ID,
    fields: { complete: null, requestedEmailCopy: null },
    lastResult,
    defaultValue: page.selected,
  })
  const yesNoOptions = [
    { value: 'si', label: copy.yes },
    { value: 'no', label: copy.no },
  ]

  return (
    <StepFrame labels={clinicalHistoryLabels} page={page} title={null}>
      <PageHeader title={copy.title} lead={copy.solicitud.lead} />
      <PageDialog
        id="terminos"
        title={copy.terms.title}
        requested={termsRequested}
        opensOnArrival
        content={({ modal, close }) => (
          <>
            {copy.terms.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {modal ? (
              // The form's own answers go with the acceptance (the button belongs to the form behind the dialog).
              <div className="button-group">
                <SubmitButton form={FORM_ID} name="intent" value="aceptar">
                  {copy.terms.accept}
                </SubmitButton>
                <Button variant="secondary" onClick={close}>
                  {copy.terms.cancel}
                </Button>
              </div>
            ) : (
              <Form method="post" className="button-group">
                <input type="hidden" name="complete" value={page.selected.complete ?? ''} />
                <input type="hidden" name="requestedEmailCopy" value="si" />
                <SubmitButton name="intent" value="aceptar">
                  {copy.terms.accept}
                </SubmitButton>
                <Link to={page.withoutTerms} className="button button--secondary">
                  {copy.terms.cancel}
                </Link>
              </Form>
            )}
          </>
        )}
      >
        {(open) => (
          <>
            <ErrorSummary {...summaryFromForm(form)} />
            <Form
              method="post"
              {...form.props}
              onChange={(event: ChangeEvent<HTMLFormElement>) => {
                const target = event.target as unknown as HTMLInputElement
                // Choosing the e-mail copy shows its terms, unless they were accepted already.
                if (target.name === 'requestedEmailCopy' && target.value === 'si' && !page.accepted) {
                  // Not the event itself: React's change of a radio is its click, which `open` would cancel,
                  // unchecking it. The radio gets the focus back when the dialog closes.
                  open({ preventDefault() {}, currentTarget: target } as unknown as MouseEvent<HTMLElement>)
                }
              }}
            >
              <RadioGroup legend={copy.solicitud.complete} meta={fields.complete} options={yesNoOptions} />
              <RadioGroup legend={copy.solicitud.emailCopy} meta={fields.requestedEmailCopy} options={yesNoOptions} />
              <div className="button-group">
                <SubmitButton name="intent" value="continuar">
                  {copy.continue}
                </SubmitButton>
              </div>
            </Form>
          </>
        )}
      </PageDialog>
    </StepFrame>
  )
}
