/**
 * Step `cedula` of the administrative booking (C43): the document of the person the booking is
 * for, prefilled from the signed-in user or the draft. The server checks it on every submit;
 * with JavaScript it is also checked when the field is left for anywhere but Continuar (BR36),
 * so that a refusal shows beside the field before the person goes on. Continuar never waits for
 * that check: it would make two round trips of one.
 */
import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useFetcher, useLoaderData, useNavigation, type ShouldRevalidateFunction } from '@remix-run/react'
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react'
import { getOptionalUser } from '~/auth/guards.server'
import { BackLink } from '~/components/back-link'
import { PreloadRoute } from '~/components/preload-route'
import { Button } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { Field } from '~/components/field'
import { PageHeader } from '~/components/page-header'
import { adminBooking } from '~/copy/admin-booking'
import { accountErrors } from '~/copy/errors/account'
import { ui } from '~/copy/shell'
import { CI_MAX_LENGTH, normalizeCi } from '~/domain/ci'
import { inputError } from '~/domain/input-rules'
import { validateAfiliado } from '~/upstream/afiliados.server'
import { UpstreamError } from '~/upstream/errors'
import { check } from '~/forms/field-rules'
import { CHECK_INTENT, isCheckOnly } from '~/forms/intents'
import { useForm } from '~/forms/use-form'
import { titled } from '~/utils/meta'
import { useHydrated } from '~/utils/use-hydrated'
import { CedulaSchema } from '~/wizards/servicios-administrativos/schemas.server'
import { adminBookingSteps } from '~/wizards/servicios-administrativos/steps'
import { stepPath } from '~/wizards/wizard'
import { adminBookingWizard } from '~/wizards/servicios-administrativos/wizard.server'
import { answerOnly, guardStep, refuse, saveAndContinue } from '~/wizards/wizard.server'

export const meta = titled(adminBooking.title)

export async function loader({ request }: LoaderFunctionArgs) {
  // The user first: reading it may touch the session, which the entry rule then writes.
  const auth = await getOptionalUser(request)
  const draft = await guardStep(request, adminBookingWizard, 'cedula')
  return { ci: draft.ci ?? auth?.user.ci ?? '' }
}

/** Spec 001 §8: HTTP 401 is a penalised document; any other refusal the incorrect-data message. */
async function refusal(ci: string, signal: AbortSignal): Promise<string | undefined> {
  try {
    await validateAfiliado(ci, signal)
    return undefined
  } catch (error) {
    if (error instanceof UpstreamError) return error.status === 401 ? accountErrors.login.userPenalized : accountErrors.login.responseError
    throw error
  }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, adminBookingWizard, 'cedula', {
    schema: CedulaSchema,
    // Every answer that shows the form again says no cédula was validated.
    extra: { validated: null },
    async answer(value, { signal }) {
      const ci = normalizeCi(value.ci)
      const message = await refusal(ci, signal)
      if (message) return refuse({ ci: [message] })
      // The on-blur check only answers; the Continue submit saves and moves on.
      return value.intent === CHECK_INTENT ? answerOnly({ validated: ci }) : { ci }
    },
  })
}

/** The on-blur check changes nothing the page loaded: no need to load it again (nor the root). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  isCheckOnly(formData) ? false : defaultShouldRevalidate

/** The value a check answered for (what it was sent), trimmed. */
function checkedValueOf(result: SubmissionResult<string[]> | undefined): string | undefined {
  const value = result?.initialValue?.ci
  return typeof value === 'string' ? value.trim() : undefined
}

/** The document a finished check refused, and the refusal beside the field. */
type Refused = { value: string; message: string }

/** Why a press of Continuar is held, with JavaScript: the document typed is the very one the check refused (BR36). */
export function heldBecause(refused: Refused | undefined, typed: string): string | undefined {
  return refused !== undefined && typed.trim() === refused.value ? refused.message : undefined
}

/** How long the status paragraph stays empty before the same words are set again: a live region reads a change. */
const SAY_AGAIN_AFTER_MS = 100

/** The status paragraph's repeated message, and `say`, which has it read again even when the words are the same. */
function useSaidAgain(): [string, (message: string) => void] {
  const [said, setSaid] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useEffect(() => () => clearTimeout(timer.current), [])
  function say(message: string) {
    clearTimeout(timer.current)
    setSaid('')
    if (message !== '') timer.current = setTimeout(() => setSaid(message), SAY_AGAIN_AFTER_MS)
  }
  return [said, say]
}

export default function CedulaStep() {
  const { ci } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const verification = useFetcher<typeof action>()
  const navigation = useNavigation()
  const hydrated = useHydrated()

  const [form, fields] = useForm({
    id: 'cedula',
    lastResult: actionData?.result,
    checkResult: verification.data?.result,
    // A refused form shows what was sent: conform leaves a field sent empty out of its reply, which the saved cédula
    // (a member's own, or one typed before) would otherwise fill again.
    defaultValue: actionData?.result ? undefined : { ci },
    fields: { ci: check({ required: adminBooking.cedula.required, type: 'CI' }) },
  })

  const checking = verification.state !== 'idle'
  const submitting = navigation.state === 'submitting' && navigation.formAction?.startsWith(stepPath(adminBookingSteps, 'cedula'))
  // BR36 with JavaScript: Continuar is held only for the very document a finished check refused,
  // while its message is beside the field. A check still running never holds it: the submit goes
  // at once and the server checks the document again.
  const checkResult = checking ? undefined : verification.data?.result
  const refusal = checkResult?.status === 'error' ? checkResult.error?.ci?.[0] : undefined
  const refusedValue = refusal !== undefined && fields.ci.errors?.[0] === refusal ? checkedValueOf(checkResult) : undefined
  const refused = refusal !== undefined && refusedValue !== undefined ? { value: refusedValue, message: refusal } : undefined
  const held = hydrated && refused !== undefined
  const [saidAgain, sayAgain] = useSaidAgain()

  // Each value is checked once: leaving the field again asks nothing new.
  const checkedValue = useRef(ci)
  function checkOnBlur(event: FocusEvent<HTMLInputElement>) {
    // Leaving for Continuar (the focus moves to it on a press): the submit is the check.
    const next = event.relatedTarget
    if (next instanceof HTMLButtonElement && next.type === 'submit' && next.form === event.currentTarget.form) return
    const value = event.currentTarget.value.trim()
    if (value === '' || value === checkedValue.current || inputError('CI', value)) return
    checkedValue.current = value
    // A new check says what it does: a reason said before is no longer this document's.
    sayAgain('')
    verification.submit({ intent: CHECK_INTENT, ci: value }, { method: 'post' })
  }

  function holdIfRefused(event: MouseEvent<HTMLButtonElement>) {
    if (submitting) {
      event.preventDefault()
      return
    }
    const field = event.currentTarget.form?.elements.namedItem('ci')
    if (!(field instanceof HTMLInputElement)) return
    const why = heldBecause(refused, field.value)
    if (why === undefined) return
    // A held press (Continuar, or Enter in the field) says why again, and takes the person to the field, which the
    // message is beside and describes: a press that did nothing would leave them guessing.
    event.preventDefault()
    sayAgain(why)
    field.focus()
  }

  return (
    <div className="stack">
      <BackLink to={adminBookingSteps.exit} />
      {/* The branch always follows the cédula: its code is fetched ahead. */}
      <PreloadRoute path={stepPath(adminBookingSteps, 'sucursal')} />
      <PageHeader title={adminBooking.title} lead={adminBooking.cedula.lead} />
      <ErrorSummary {...summaryFromForm(form)} />
      <Form method="post" {...form.props} className="stack">
        <Field
          label={adminBooking.cedula.label}
          hint={adminBooking.cedula.hint}
          meta={fields.ci}
          inputProps={{
            inputMode: 'numeric',
            autoComplete: 'off',
            maxLength: CI_MAX_LENGTH,
            placeholder: adminBooking.cedula.placeholder,
            onBlur: checkOnBlur,
          }}
        />
        <p className="visually-hidden" role="status">
          {checking ? adminBooking.cedula.checking : saidAgain}
        </p>
        <div className="button-group">
          <Button
            type="submit"
            onClick={holdIfRefused}
            aria-disabled={held || submitting || undefined}
            aria-busy={submitting || undefined}
          >
            {ui.continue}
          </Button>
        </div>
      </Form>
    </div>
  )
}
