/**
 * Preloaded payment methods (C26–C28, `/mis-datos/medios-precargados`, guarded, payment-group holders only; others
 * go home): `Mis Tarjetas` and `Grupo Familiar`. Both panels are rendered, each a section with the spec's anchor
 * (`#mis-tarjetas`, `#grupo-familiar`), and the tabs are links to them, so they work without JavaScript (A32); a
 * form's answer comes back with `?tab=` and the anchor.
 *
 * - Cards (E32, BR15): brand, type, last four digits, expiry; Eliminar after a confirmation (E33). The API's refusal
 *   of the list is shown as BR21 says.
 * - Family group (E29): the holder marked `Titular`, the others `Adicional`; Quitar after a confirmation (E31; never
 *   the holder), Agregar by cédula (E30). The administrator check (E28) runs again before adding or removing (C25).
 *   A refusal shows the API's words in a banner.
 *
 * - Agregar tarjeta (E34): the card provider captures the number, never the portal. With JavaScript its page opens
 *   in the portal's dialog; without, the browser goes to its hosted page, which sends it back through
 *   `/pagos/retorno` to this page with `?ref=&resultado=`. Either way the list then comes from the API (E32), and so
 *   does the notice: the capture is kept in the session that started it, used once, and "added" means the API lists
 *   a card it began without (payments/card-capture.server.ts); the provider's word only tells a timeout apart.
 */
import { parseForm } from '~/forms/parse-form.server'
import type { SubmissionResult } from '@conform-to/react'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useSubmit } from '@remix-run/react'
import { useState } from 'react'
import { redirectWithFlash } from '~/auth/flash.server'
import { commitSession, getSession } from '~/auth/session.server'
import { requireAdmin } from '~/auth/guards.server'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { BackLink } from '~/components/back-link'
import { ButtonLink, SubmitButton } from '~/components/button'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { SubmitProblems } from '~/components/error-summary'
import { Field } from '~/components/field'
import { NotificationBanner } from '~/components/notification-banner'
import { PageHeader } from '~/components/page-header'
import { VisuallyHidden } from '~/components/visually-hidden'
import { commonErrors } from '~/copy/errors/common'
import { payments } from '~/copy/payments'
import { profile } from '~/copy/profile'
import { CI_MAX_LENGTH } from '~/domain/ci'
import { check } from '~/forms/field-rules'
import { readFormData } from '~/forms/form-data.server'
import { useForm } from '~/forms/use-form'
import { beginCapture, captureNotice, takeCapture } from '~/payments/card-capture.server'
import { AddMemberSchema } from '~/payments/schemas.server'
import { ProviderDialog } from '~/components/pay/provider-dialog'
import { WITH_SCRIPTS_FIELD } from '~/payments/provider-events'
import { loadSavedCards } from '~/payments/saved-cards.server'
import { checkoutScriptUrl, hostedPage, providerPage } from '~/payments/provider.server'
import { newCaptureReference, readReturnReference } from '~/payments/return-reference.server'
import { isPaymentGroupAdmin } from '~/upstream/auth.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import {
  addGroupMember,
  deleteSavedCard,
  fetchCaptureInformation,
  fetchPaymentGroup,
  removeGroupMember,
} from '~/upstream/grupo-pagos.server'
import { useHydrated } from '~/utils/use-hydrated'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'
import type { PaysOnlineHandle } from '~/payments/pays-online.server'

export const meta = titled(payments.methods.title)

/** Agregar tarjeta frames the card provider's page: its Content-Security-Policy names the provider. */
export const handle: PaysOnlineHandle = { paysOnline: true }

const TABS = { cards: 'mis-tarjetas', group: 'grupo-familiar' } as const
const DELETE_CARD = 'eliminar-tarjeta'
const REMOVE_MEMBER = 'quitar'
const INTENTS = {
  deleteCard: 'eliminar-tarjeta',
  removeMember: 'quitar-integrante',
  addMember: 'agregar-integrante',
  addCard: 'agregar-tarjeta',
  cardCaptured: 'tarjeta-capturada',
} as const

const tabPath = (tab: (typeof TABS)[keyof typeof TABS]) => `${paths.paymentMethods}?tab=${tab}#${tab}`

type Group = { status: 'ok'; members: Array<{ ci: string; name: string; holder: boolean }> } | { status: 'failed'; message: string }

function survivable(error: unknown): error is UpstreamError | Error {
  return error instanceof UpstreamError || isUpstreamUnavailable(error)
}

async function loadGroup(api: SignedInApi): Promise<Group> {
  try {
    const members = await fetchPaymentGroup(api)
    // C28: the holder is the signed-in administrator, named from her profile (`nombre` + `apellido`); E29 lists the
    // members, and her own row, if it lists one, is not shown twice.
    const holder = { ci: api.user.ci ?? '', name: `${api.user.nombre} ${api.user.apellido}`.trim(), holder: true }
    const others = members.filter((member) => member.titular !== true && member.ci !== api.user.ci)
    return { status: 'ok', members: [holder, ...others.map((member) => ({ ci: member.ci, name: member.nombre_completo, holder: false }))] }
  } catch (error) {
    if (!survivable(error)) throw error
    // C28: a 404 passes the API's error, anything else the generic warning; the list is hidden.
    const message = error instanceof UpstreamError && error.status === 404 && error.info.message ? error.info.message : commonErrors.generic
    return { status: 'failed', message }
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request)
  const back = new URL(request.url)
  const api = await upstreamAs(request)
  // Back from the provider's hosted page (through /pagos/retorno): a notice, then the page without the reference.
  const ref = back.searchParams.get('ref')
  if (readReturnReference(ref)?.purpose === 'tarjeta') {
    throw await afterCapture(request, api, ref, back.searchParams.get('resultado'))
  }
  const [cards, group] = await Promise.all([loadSavedCards(api), loadGroup(api)])
  const url = new URL(request.url)
  return {
    cards,
    group,
    deletingCard: url.searchParams.get(DELETE_CARD),
    removingMember: url.searchParams.get(REMOVE_MEMBER),
    checkoutScript: checkoutScriptUrl(),
  }
}

/**
 * The cards tab after a capture, with the notice only this session's capture (used once) and the API's list give;
 * anything else (another session's reference, a second use) shows the tab without a notice.
 */
async function afterCapture(request: Request, api: SignedInApi, ref: string | null | undefined, resultado: string | null) {
  const session = await getSession(request)
  const capture = await takeCapture(session, ref)
  const notice = capture && captureNotice(capture, await loadSavedCards(api), resultado)
  if (notice) return redirectWithFlash(request, tabPath(TABS.cards), notice)
  return redirect(tabPath(TABS.cards), { headers: { 'Set-Cookie': await commitSession(session) } })
}

/** E34, then the provider's page: in the dialog (data) with JavaScript, its hosted page (a redirect) without. */
async function startCardCapture(request: Request, api: SignedInApi, withScripts: boolean) {
  const failed = () => redirectWithFlash(request, tabPath(TABS.cards), { tone: 'error', message: commonErrors.generic })
  let address: string | null
  try {
    address = providerPage((await fetchCaptureInformation(api)).capture_url)
  } catch (error) {
    if (!survivable(error)) throw error
    return failed()
  }
  if (!address) return failed()
  const ref = newCaptureReference()
  const session = await getSession(request)
  // The cards it begins with: the notice afterwards says "added" only for a card the API lists that was not here.
  beginCapture(session, ref, await loadSavedCards(api))
  const headers = { 'Set-Cookie': await commitSession(session) }
  const hostedUrl = hostedPage(address, `${new URL(request.url).origin}${paths.paymentReturn}?ref=${encodeURIComponent(ref)}`)
  if (!withScripts) return redirect(hostedUrl, { headers })
  return data({ result: undefined, capture: { url: address, hostedUrl } }, { headers })
}

/** The API's words for a refusal (the server's body, C28), else the generic message. */
const refusal = (error: unknown) => (error instanceof UpstreamError && error.info.message ? error.info.message : commonErrors.generic)

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request)
  const api = await upstreamAs(request)
  const formData = await readFormData(request)
  const intent = formData.get('intent')

  if (intent === INTENTS.deleteCard) {
    const id = formData.get('payment_profile_id')
    if (typeof id !== 'string' || !/^\d{1,12}$/.test(id)) throw redirect(tabPath(TABS.cards))
    try {
      await deleteSavedCard(api, id)
    } catch (error) {
      if (!survivable(error)) throw error
      // C27: a failed delete shows the generic error.
      return redirectWithFlash(request, tabPath(TABS.cards), { tone: 'error', message: commonErrors.generic })
    }
    return redirectWithFlash(request, tabPath(TABS.cards), { tone: 'success', message: payments.methods.cardDeleted })
  }

  if (intent === INTENTS.addCard) return startCardCapture(request, api, formData.get(WITH_SCRIPTS_FIELD) === '1')
  if (intent === INTENTS.cardCaptured) {
    // The dialog's report: this session's current capture, worded from the API's list like the hosted page's return.
    const resultado = formData.get('resultado')
    return afterCapture(request, api, undefined, typeof resultado === 'string' ? resultado : null)
  }

  if (intent === INTENTS.removeMember || intent === INTENTS.addMember) {
    // C25: the administrator check runs again before the group changes; when the API cannot say now, nothing changes
    // and the cédula typed is kept.
    const admin = await isPaymentGroupAdmin(api).catch((error: unknown) => {
      if (survivable(error)) return undefined
      throw error
    })
    if (admin === false) throw redirect(paths.home)
    if (admin === undefined) {
      if (intent === INTENTS.removeMember) return redirectWithFlash(request, tabPath(TABS.group), { tone: 'error', message: commonErrors.generic })
      const submission = parseForm(formData, AddMemberSchema)
      return data({ result: submission.reply({ formErrors: [commonErrors.generic] }), capture: null }, { status: 503 })
    }
  }

  if (intent === INTENTS.removeMember) {
    const ci = formData.get('ci')
    const group = await loadGroup(api)
    const member = group.status === 'ok' && typeof ci === 'string' ? group.members.find((item) => item.ci === ci) : undefined
    // BR23: the holder is never removed, and nothing is sent for someone not in the group.
    if (!member || member.holder) return redirectWithFlash(request, tabPath(TABS.group), { tone: 'error', message: commonErrors.generic })
    try {
      await removeGroupMember(api, member.ci)
    } catch (error) {
      if (!survivable(error)) throw error
      return redirectWithFlash(request, tabPath(TABS.group), { tone: 'error', message: refusal(error) })
    }
    return redirectWithFlash(request, tabPath(TABS.group), { tone: 'success', message: payments.methods.memberRemoved })
  }

  if (intent === INTENTS.addMember) {
    const submission = parseForm(formData, AddMemberSchema)
    if (submission.status !== 'success') return data({ result: submission.reply(), capture: null }, { status: 400 })
    try {
      await addGroupMember(api, submission.value.ci)
    } catch (error) {
      if (!survivable(error)) throw error
      return data({ result: submission.reply({ formErrors: [refusal(error)] }), capture: null }, { status: 400 })
    }
    return redirectWithFlash(request, tabPath(TABS.group), { tone: 'success', message: payments.methods.memberAdded })
  }

  throw redirect(paths.paymentMethods)
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>

/** Agregar tarjeta (C27): the provider's page in the portal's dialog with JavaScript, its hosted page without. */
function AddCard({ checkoutScript }: { checkoutScript: string }) {
  const actionData = useActionData<typeof action>()
  const hydrated = useHydrated()
  const submit = useSubmit()
  const capture = actionData && 'capture' in actionData ? actionData.capture : null
  return (
    <>
      <Form method="post" action={`${paths.paymentMethods}?tab=${TABS.cards}`}>
        <input type="hidden" name="intent" value={INTENTS.addCard} />
        {hydrated ? <input type="hidden" name={WITH_SCRIPTS_FIELD} value="1" /> : null}
        <SubmitButton variant="secondary">{payments.methods.addCard}</SubmitButton>
      </Form>
      {capture && hydrated ? (
        <ProviderDialog
          key={capture.url}
          id="agregar-tarjeta"
          title={payments.methods.addCardTitle}
          lead={payments.methods.addCardLead}
          page="captura"
          scriptUrl={checkoutScript}
          url={capture.url}
          hostedUrl={capture.hostedUrl}
          onEvent={({ event }) =>
            submit(
              { intent: INTENTS.cardCaptured, resultado: event === 'process-status-1' ? 'guardada' : event === 'timeout' ? 'vencido' : 'cancelado' },
              { method: 'post', action: `${paths.paymentMethods}?tab=${TABS.cards}` },
            )
          }
        />
      ) : null}
    </>
  )
}

function CardsPanel({ cards, deleting }: { cards: LoaderData['cards']; deleting: string | null }) {
  if (cards.status === 'problem') {
    return (
      <NotificationBanner tone={cards.problem.tone}>
        {cards.problem.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </NotificationBanner>
    )
  }
  if (cards.cards.length === 0) return <p>{payments.methods.noCards}</p>
  return (
    <ul className="link-list stack">
      {cards.cards.map((card, index) => (
        <li key={card.id} className="card stack">
          <h3 className="card__title">{card.caption}</h3>
          <p>{payments.methods.expires(card.expires)}</p>
          <ConfirmDialog
            id={`confirmar-eliminar-tarjeta-${index}`}
            question={payments.methods.confirmDeleteCard}
            yesLabel={payments.methods.confirmDeleteCardYes}
            noLabel={payments.methods.confirmNo}
            confirming={deleting === card.id}
            backTo={tabPath(TABS.cards)}
            fields={{ intent: INTENTS.deleteCard, payment_profile_id: card.id }}
          >
            {(open) => (
              <ButtonLink to={`${paths.paymentMethods}?${DELETE_CARD}=${card.id}#${TABS.cards}`} variant="warning" onClick={open}>
                {payments.methods.deleteCard}
                <VisuallyHidden> {card.caption}</VisuallyHidden>
              </ButtonLink>
            )}
          </ConfirmDialog>
        </li>
      ))}
    </ul>
  )
}

/**
 * C28: the add form opens and closes (a disclosure, with or without JavaScript); closing it clears its field and its
 * errors. With JavaScript the closed form is drawn anew and forgets the last answer; without it, the page keeps what
 * was sent until the next one.
 */
function AddMemberForm() {
  const actionData = useActionData<typeof action>()
  const [forgotten, setForgotten] = useState<unknown>(null)
  const [drawing, setDrawing] = useState(0)
  const result = actionData?.result && actionData.result !== forgotten ? actionData.result : undefined
  return (
    <details
      className="stack"
      open={result ? true : undefined}
      onToggle={(event) => {
        if (event.currentTarget.open) return
        setForgotten(actionData?.result ?? null)
        setDrawing((count) => count + 1)
      }}
    >
      <summary>{payments.methods.addMember}</summary>
      <AddMemberFields key={drawing} result={result} />
    </details>
  )
}

function AddMemberFields({ result }: { result: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: 'agregar-integrante',
    lastResult: result,
    fields: { ci: check({ required: payments.methods.ciRequired, type: 'CI' }) },
    // The group's add: "blur with empty flags error" (unlike C85's default).
    requiredOnBlur: ['ci'],
  })
  return (
    <>
      <SubmitProblems form={form} />
      {/* Its section's anchor: a refusal's page, drawn at this address without JavaScript, opens where it is said. */}
      <Form method="post" action={`${paths.paymentMethods}?tab=${TABS.group}#${TABS.group}`} {...form.props} className="stack">
        <input type="hidden" name="intent" value={INTENTS.addMember} />
        <Field
          label={payments.methods.ciLabel}
          hint={payments.methods.ciHint}
          meta={fields.ci}
          inputProps={{ inputMode: 'numeric', maxLength: CI_MAX_LENGTH, placeholder: '12345678' }}
        />
        <div className="button-group">
          <SubmitButton>{payments.methods.add}</SubmitButton>
        </div>
      </Form>
    </>
  )
}

function GroupPanel({ group, removing }: { group: LoaderData['group']; removing: string | null }) {
  if (group.status === 'failed') return <NotificationBanner tone="warning">{group.message}</NotificationBanner>
  return (
    <div className="stack">
      <ul className="link-list stack">
        {group.members.map((member, index) => (
          <li key={member.ci} className="card stack">
            <h3 className="card__title">{member.name}</h3>
            <p>{member.holder ? payments.methods.holder : payments.methods.member}</p>
            {member.holder ? null : (
              <ConfirmDialog
                id={`confirmar-quitar-${index}`}
                question={payments.methods.confirmRemoveMember(member.name)}
                yesLabel={payments.methods.confirmRemoveMemberYes}
                noLabel={payments.methods.confirmNo}
                confirming={removing === member.ci}
                backTo={tabPath(TABS.group)}
                fields={{ intent: INTENTS.removeMember, ci: member.ci }}
              >
                {(open) => (
                  <ButtonLink to={`${paths.paymentMethods}?${REMOVE_MEMBER}=${member.ci}#${TABS.group}`} variant="warning" onClick={open}>
                    {payments.methods.removeMember}
                    <VisuallyHidden> {member.name}</VisuallyHidden>
                  </ButtonLink>
                )}
              </ConfirmDialog>
            )}
          </li>
        ))}
      </ul>
      {/* C28: once the group reloads with another member, the form is closed and cleared (drawn anew). */}
      <AddMemberForm key={group.members.map((member) => member.ci).join(' ')} />
    </div>
  )
}

export default function PaymentMethodsPage() {
  const { cards, group, deletingCard, removingMember, checkoutScript } = useLoaderData<typeof loader>()
  return (
    <div className="stack">
      <BackLink to={paths.profile}>{profile.title}</BackLink>
      <PageHeader title={payments.methods.title} />
      <nav aria-label={payments.methods.title}>
        <ul className="link-list">
          <li>
            <Link to={`#${TABS.cards}`}>{payments.methods.cardsTab}</Link>
          </li>
          <li>
            <Link to={`#${TABS.group}`}>{payments.methods.groupTab}</Link>
          </li>
        </ul>
      </nav>
      <section id={TABS.cards} className="stack" aria-labelledby={`${TABS.cards}-titulo`}>
        <h2 id={`${TABS.cards}-titulo`}>{payments.methods.cardsTab}</h2>
        <CardsPanel cards={cards} deleting={deletingCard} />
        <AddCard checkoutScript={checkoutScript} />
      </section>
      <section id={TABS.group} className="stack" aria-labelledby={`${TABS.group}-titulo`}>
        <h2 id={`${TABS.group}-titulo`}>{payments.methods.groupTab}</h2>
        <GroupPanel group={group} removing={removingMember} />
      </section>
    </div>
  )
}
