/**
 * Step `motivo-solicitud` (C80, BR67, A49): particular reasons or an institution (chosen first), the reason, the
 * mobile phone, and for an institution its request attached (`Este archivo es requerido`): a PDF, JPEG or PNG of
 * up to 5 MB, kept across a refusal of the step (the engine's file on a step). A valid form is saved and sent
 * (E98, the attempt `envio`: once per key however often it is submitted); its success leads to `confirmacion`.
 * A failed save shows the generic banner on this step, with every answer and the file kept.
 */
import type { SubmissionResult } from '@conform-to/react'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { Field, RadioGroup } from '~/components/field'
import { clinicalHistory as copy } from '~/copy/clinical-history'
import { useForm } from '~/forms/use-form'
import { titled } from '~/utils/meta'
import { outcomeOf } from '~/wizards/graph'
import { archivo } from '~/wizards/historia-clinica/file'
import { clinicalHistoryLabels } from '~/wizards/historia-clinica/frame'
import { fileNeeded, motivoChecks, PHONE_MAX_LENGTH } from '~/wizards/historia-clinica/motivo-form'
import { MotivoSchema, type Draft } from '~/wizards/historia-clinica/schemas.server'
import { MAX_TEXT, TEXT_SETTLE_MS } from '~/wizards/historia-clinica/steps'
import { clinicalHistoryWizard, FileGone, openClinicalHistoryStep, sendRequest } from '~/wizards/historia-clinica/wizard.server'
import { StepFileField, useStepFileCheck } from '~/wizards/step-file-field'
import type { AttachedFile } from '~/wizards/step-files'
import { attachedFile } from '~/wizards/step-files.server'
import { StepFrame } from '~/wizards/step-frame'
import { stepPath } from '~/wizards/wizard'
import { attemptAndContinue, guardStep, readDraft, saveAndContinue } from '~/wizards/wizard.server'

export const meta = titled(copy.motivo.title)

const confirmacion = () => stepPath(clinicalHistoryWizard, 'confirmacion')

/** The form's answers as the page shows them again. */
function valuesOf(draft: Draft) {
  const particular = draft.requestedByParticular
  return {
    requestedByParticular: particular === undefined ? undefined : particular ? 'si' : 'no',
    motivo: draft.motivo,
    telefono: draft.telefono,
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openClinicalHistoryStep(request, 'motivo-solicitud')
  // Sent already (the browser's back button): its confirmation is the page to see.
  if (outcomeOf(draft, 'envio')) throw redirect(confirmacion())
  return { ...page, values: valuesOf(draft), attachedFile: await attachedFile(draft.archivo) }
}

export async function action({ request }: ActionFunctionArgs) {
  // A second submit of a request sent: its confirmation, nothing sent again.
  if (outcomeOf(await guardStep(request, clinicalHistoryWizard, 'motivo-solicitud'), 'envio')) throw redirect(confirmacion())
  const saved = await saveAndContinue(request, clinicalHistoryWizard, 'motivo-solicitud', {
    schema: MotivoSchema,
    // Particular reasons need no file: one attached before goes.
    answer: ({ requestedByParticular, motivo, telefono }) => ({
      requestedByParticular,
      motivo,
      telefono,
      ...(requestedByParticular ? { archivo: undefined } : {}),
    }),
    file: archivo,
  })
  // A refused form (400, 413, 503) answers as it is; a valid one, saved, is sent now.
  if (!(saved instanceof Response) || saved.headers.get('Location') !== confirmacion()) return saved
  const headers = { 'Set-Cookie': saved.headers.get('Set-Cookie') ?? '' }
  const draft = await readDraft(request, clinicalHistoryWizard)
  const kept = { attachedFile: await attachedFile(draft.archivo) }
  const initialValue = valuesOf(draft) as Record<string, string>
  try {
    const sent = await attemptAndContinue(request, clinicalHistoryWizard, 'motivo-solicitud', 'envio', (key, current) => sendRequest(request, key, current), () => copy.errors.saveFailed)
    if (!('data' in sent)) {
      sent.headers.append('Set-Cookie', headers['Set-Cookie'])
      return sent
    }
    // Not sent: the banner, no step change, the answers and the file kept (saved above).
    const result: SubmissionResult<string[]> = { status: 'error', initialValue, error: {} }
    return data({ result, message: sent.data.message, ...kept }, { status: sent.init?.status ?? 400, headers })
  } catch (error) {
    if (!(error instanceof FileGone)) throw error
    // The file's bytes expired meanwhile: the step asks for it again.
    const result: SubmissionResult<string[]> = { status: 'error', initialValue, error: { [archivo.field]: [copy.errors.fileRequired] } }
    return data({ result, message: undefined, attachedFile: null }, { status: 400, headers })
  }
}

export default function MotivoSolicitudStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // After a submit, what the action kept (the file survives a refusal of the step); else the draft's.
  const attached = actionData && 'attachedFile' in actionData ? ((actionData.attachedFile as AttachedFile | null) ?? null) : page.attachedFile
  // Where the server would find the file missing, the submit says so (or why the file chosen was refused) with the
  // other fields' messages, not on a second submit.
  const chosen = useStepFileCheck(archivo, { needed: (data) => fileNeeded(data, attached !== null), missing: copy.errors.fileRequired })
  const [form, fields] = useForm({
    id: 'motivo-solicitud',
    fields: { ...motivoChecks, archivo: chosen.submitCheck },
    lastResult: actionData?.result,
    defaultValue: page.values,
    settle: { fields: ['motivo'], ms: TEXT_SETTLE_MS },
  })
  const refusal = actionData && 'message' in actionData && typeof actionData.message === 'string' ? actionData.message : undefined
  return (
    <StepFrame labels={clinicalHistoryLabels} page={page} title={copy.motivo.title} refusal={refusal}>
      <ErrorSummary {...summaryFromForm(form)} />
      <Form method="post" encType="multipart/form-data" {...form.props}>
        <RadioGroup
          legend={copy.motivo.deliveryLegend}
          meta={fields.requestedByParticular}
          options={[
            { value: 'si', label: copy.motivo.particular },
            { value: 'no', label: copy.motivo.institution, hint: copy.motivo.institutionHint },
          ]}
        />
        <Field label={copy.motivo.reason} meta={fields.motivo} inputProps={{ maxLength: MAX_TEXT, autoComplete: 'off' }} />
        <Field
          label={copy.motivo.phone}
          hint={copy.motivo.phoneHint}
          meta={fields.telefono}
          type="tel"
          inputProps={{ inputMode: 'numeric', autoComplete: 'tel-national', maxLength: PHONE_MAX_LENGTH }}
        />
        <StepFileField label={copy.motivo.file} meta={fields.archivo} option={archivo} attached={attached} chosen={chosen} />
        <div className="button-group">
          <SubmitButton>{copy.motivo.send}</SubmitButton>
        </div>
      </Form>
    </StepFrame>
  )
}
