/**
 * Flow B, step `verificacion` (C70, BR54, BR55): the six-character code sent to the other person's mobile, checked
 * by E84 with `codigo_verificacion`. A right code lets her join the purchase with it (kept in the draft for E91,
 * E92 and E94, never shown); `documento` asks about her unpaid orders first when she has some. `Reenviar código`
 * sends a new one (E90): three resends, then a five-minute lock the server keeps (`candidate.sms.lockedUntil`), shown
 * `mm:ss` and counted down live with JavaScript. The API's own lock (its 429: it counts a person's codes across
 * purchases) is taken as that lock, for as long as the API says, so the page is the same whichever side locked first;
 * so is the portal's own limit of codes an hour, for that hour.
 * A code the API will no longer take (voided after five wrong tries, or expired) is said to need a new one.
 * `?codigo=error` is where the medicines step sends a code E91 refused (4, 5, 6).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect, useMemo, useState } from 'react'
import { NoFieldsSchema } from '~/forms/no-fields.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { HeldButton, SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { Field } from '~/components/field'
import { NotificationBanner } from '~/components/notification-banner'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { afterResend, CODE_LENGTH, codeComplete, resendLabel, resendsAt, smsError } from '~/domain/purchase-identity'
import { useForm } from '~/forms/use-form'
import { CODIGO, fetchEnabledAffiliate, type CodeError } from '~/upstream/compra-medicamentos.server'
import { UpstreamError } from '~/upstream/errors'
import { titled } from '~/utils/meta'
import { useHydrated } from '~/utils/use-hydrated'
import { flowBLabels } from '~/wizards/compra-medicamentos/frame'
import { admitted, asDocumentType } from '~/wizards/compra-medicamentos/identity.server'
import { CodigoSchema, type Candidate, type Draft } from '~/wizards/compra-medicamentos/schemas.server'
import { sendCodeOnce } from '~/wizards/compra-medicamentos/sms-code.server'
import { flowBWizard, openFlowBStep } from '~/wizards/compra-medicamentos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { refuse, saveByIntent } from '~/wizards/wizard.server'

const copy = medicinePurchase.verificacion

/** The medicines step's way of saying E91 refused the code (BR55's 4, 5, 6). */
const CODE_ERROR_QUERY = 'codigo'

export const meta = titled(medicinePurchase.title)

type Sms = NonNullable<Candidate['sms']>

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowBStep(request, 'verificacion')
  const sms: Sms = draft.candidate?.sms ?? { sent: true, failed: false, resendsLeft: 0 }
  return {
    ...page,
    // C70: "no header"; the resends as they stand now, for the page to count the lock down from.
    resends: { resendsLeft: sms.resendsLeft, lockedUntil: sms.lockedUntil },
    now: Date.now(),
    codeError: new URL(request.url).searchParams.get(CODE_ERROR_QUERY) === 'error',
  }
}

/**
 * E84's refusal of the code in words (BR54). 5 is a wrong code, to be typed again; 4 (no code standing: the fifth wrong
 * try voided it) and 6 (expired) will never be taken, so the member is told to ask for a new one (the API tells them
 * apart; C70's one message would leave her typing the right code in vain). A 4xx without a code is a wrong code.
 */
function codeRefusal(codigo: CodeError | undefined): string {
  return codigo === CODIGO.NO_EXISTE || codigo === CODIGO.VENCIDO ? copy.codeVoid : copy.wrongCode
}

/** The candidate `verificacion` is for (its guard, `needsCode`, guaranteed one with an SMS sent). */
function candidateOf(draft: Draft): Candidate & { sms: Sms } {
  const candidate = draft.candidate
  if (!candidate?.sms) throw new Error('verificacion without a candidate: its guard should have refused')
  return { ...candidate, sms: candidate.sms }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveByIntent(request, flowBWizard, 'verificacion', {
    continuar: {
      schema: CodigoSchema,
      then: 'continue',
      async answer({ codigo }, { draft }) {
        const candidate = candidateOf(draft)
        const person = { tipoDocumento: candidate.tipoDocumento, documento: candidate.documento, own: false }
        const query = { tipoDocumento: asDocumentType(person.tipoDocumento), documento: person.documento, codigoVerificacion: codigo }
        const enabled = await fetchEnabledAffiliate(await upstreamAs(request), query).catch((error: unknown) => {
          // A code the API cannot read (4xx) is a wrong code; a 5xx stays the service problem.
          if (error instanceof UpstreamError && error.status < 500) return { kind: 'codigo' as const, codigo: undefined }
          throw error
        })
        if (enabled.kind === 'codigo') return refuse({ codigo: [codeRefusal(enabled.codigo)] })
        if (enabled.kind !== 'afiliado' || enabled.afiliado.id === null) return refuse({ codigo: [copy.wrongCode] })
        return admitted(draft, person, { ...enabled.afiliado, id: enabled.afiliado.id }, { callCentre: false, codigo, now: Date.now() })
      },
    },
    reenviar: {
      schema: NoFieldsSchema,
      then: 'stay',
      async answer(_value, { draft }) {
        const candidate = candidateOf(draft)
        const now = Date.now()
        const { lockedFor } = resendsAt(candidate.sms, now)
        if (lockedFor > 0) return refuse({ reenvio: [resendLabel(candidate.sms, now).label] })
        const query = { tipoDocumento: asDocumentType(candidate.tipoDocumento), documento: candidate.documento }
        // One code for the presses of this page at once (a double tap); a press on the page it answers is another.
        const sent = await sendCodeOnce(request, 'reenvio', query)
        if (!sent.sent && sent.lockedFor === undefined) return refuse({ reenvio: [smsError(sent.text)] })
        // A lock (the API's, or the portal's limit) counts from its answer.
        const resends = afterResend(candidate.sms, sent, Date.now())
        return { candidate: { ...candidate, sms: { sent: true, failed: !sent.sent, ...resends } } }
      },
    },
  })
}

/** The current time, ticking every second once hydrated; the server's `now` until then. */
function useNow(serverNow: number): number {
  const [now, setNow] = useState(serverNow)
  useEffect(() => {
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [serverNow])
  return now
}

export default function VerificacionStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // BR54: a wrong code (or one no longer valid) is cleared from the field; a code of the wrong length stays to be
  // corrected. Made once per answer: `useForm` takes a new result object for a new answer, and would start again at
  // every render.
  const refusedCode = actionData?.result.error?.codigo?.[0]
  const wrong = refusedCode === copy.wrongCode || refusedCode === copy.codeVoid
  const lastResult = useMemo(() => (wrong && actionData ? { ...actionData.result, initialValue: {} } : actionData?.result), [actionData, wrong])
  const [form, fields] = useForm({ id: 'verificacion', lastResult, fields: { codigo: null } })
  const now = useNow(page.now)
  const resend = resendLabel(page.resends, now)
  const [code, setCode] = useState<string | null>(null)
  const hydrated = useHydrated()
  // With JavaScript the typed code is the browser's own: a wrong one is cleared by drawing the field anew for each
  // such answer (its key), and the submit waits for a new code.
  useEffect(() => {
    if (wrong) setCode(null)
  }, [actionData, wrong])

  return (
    <StepFrame labels={flowBLabels} page={page}>
      <h1>{copy.title}</h1>
      {page.codeError ? (
        <NotificationBanner tone="error">
          <p>{copy.codeError}</p>
        </NotificationBanner>
      ) : null}
      {/* A resend refused (`reenvio`) is listed there too, as the form's own message. */}
      <ErrorSummary {...summaryFromForm(form)} />
      <Form method="post" {...form.props} className="stack">
        <Field
          key={wrong ? `incorrecto-${form.attempt}` : 'codigo'}
          label={copy.label}
          meta={fields.codigo}
          inputProps={{
            autoComplete: 'one-time-code',
            placeholder: copy.placeholder,
            maxLength: CODE_LENGTH,
            onChange: (event) => setCode(event.currentTarget.value),
          }}
        />
        <div className="button-group">
          {/* BR54: with JavaScript it waits for the six characters; the server checks them again. C70: after a
              failure the code is tried again with `Reintentar`. */}
          <SubmitButton name="intent" value="continuar" disabled={hydrated && !codeComplete(code ?? '')}>
            {wrong || page.codeError ? copy.retry : copy.continue}
          </SubmitButton>
          <HeldButton type="submit" name="intent" value="reenviar" variant="secondary" held={resend.locked} formNoValidate>
            {resend.label}
          </HeldButton>
        </div>
      </Form>
      {/* The resends left, or the lock once it begins: said once, as the page drew it (the button's countdown, which
          moves every second, would be read out every second). */}
      <p className="visually-hidden" role="status">
        {resend.locked ? resendLabel(page.resends, page.now).label : resend.label}
      </p>
    </StepFrame>
  )
}
