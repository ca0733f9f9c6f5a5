/**
 * Flow B, step `agregar-medicamentos` (C71, C79, BR55–BR60, A21, A24, A43, A44): the current person's recipes,
 * loaded once from E91 into her draft entry, with a box-step quantity per medicine.
 *
 * Every button is a submit with its intent: + and − (`mas`, `menos`, with JavaScript through a fetcher, no
 * navigation), the call centre's reload of an ERROR recipe (`recargar`, E92), `Continuar` (`continuar`) and the
 * question's `Continuar` (`siguiente`, → envio). The question `¿Desea agregar otra solicitud?` is a state of the page
 * without JavaScript (`continuar` saves and comes back with `?otra`) and a modal <dialog> with it. `Eliminar
 * solicitud` asks first in the same way: a link to the page's `?eliminar=<token>` (a GET, nothing removed) whose
 * question posts `eliminar`, a modal with JavaScript. The token names the person without her key, which holds her
 * document number (person-token.server.ts): no address of the page carries it. The server only trusts the medicine's
 * key: price and limits come from the stored recipes.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { NoFieldsSchema } from '~/forms/no-fields.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { Button, ButtonLink, SubmitButton } from '~/components/button'
import { PageDialog } from '~/components/confirm-dialog'
import { NotificationBanner } from '~/components/notification-banner'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { formatMoney } from '~/domain/money'
import type { RecipeBanner } from '~/domain/purchase-recipes'
import { refusalText } from '~/forms/refusal-text'
import { reloadRecipe } from '~/upstream/compra-medicamentos.server'
import type { DocumentType } from '~/upstream/solicitud-medicamentos.server'
import { pageTitle } from '~/utils/meta'
import { useHydrated } from '~/utils/use-hydrated'
import { flowBLabels } from '~/wizards/compra-medicamentos/frame'
import { RecipeList } from '~/wizards/compra-medicamentos/recipe-list'
import { currentOf, loadRecipes, medicinesView, steppedQuantities } from '~/wizards/compra-medicamentos/recipes.server'
import { MedicineIntentSchema, ReloadRecipeSchema, type Affiliate, type Draft } from '~/wizards/compra-medicamentos/schemas.server'
import { affiliatesOf, waitingForRecipes } from '~/wizards/compra-medicamentos/selection'
import { flowBWizard, headerOf, openFlowBStep } from '~/wizards/compra-medicamentos/wizard.server'
import { keyNamedBy, personToken } from '~/wizards/person-token.server'
import { StepFrame } from '~/wizards/step-frame'
import { stepPath } from '~/wizards/wizard'
import { onSavedDraft, refuse, saveByIntent } from '~/wizards/wizard.server'

const copy = medicinePurchase['agregar-medicamentos']
const STEP = 'agregar-medicamentos'
/** The page's state that asks `¿Desea agregar otra solicitud?` (the modal without JavaScript). */
const ASK_PARAM = 'otra'
/** The page's state that asks before removing the request of the person it names (her token), and the POST's too. */
const REMOVE_PARAM = 'eliminar'

// C67, BR61: the title is the page's heading, which names the call-centre mode (`Compra de medicamentos - Call
// Center`); without the loader's data (an error thrown), the flow's own.
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [pageTitle(page?.header ?? medicinePurchase.title, matches)]

/**
 * C79: `Eliminar solicitud` for the person shown, only when several people are in the purchase; `asking` when the
 * page's query names her by her token (another person's, a made-up one or a key asks nothing).
 */
function removalOf(request: Request, draft: Draft) {
  if (affiliatesOf(draft).length < 2) return null
  const { key, affiliate } = currentOf(draft)
  const token = personToken(key)
  return { token, nombre: affiliate.nombre, asking: new URL(request.url).searchParams.get(REMOVE_PARAM) === token }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openFlowBStep(request, STEP)
  const frame = { ...page, header: headerOf(draft), another: stepPath(flowBWizard, 'documento') }
  if (page.error) return data({ ...frame, view: null, noRecipes: false, removal: null, asking: false })
  const removal = removalOf(request, draft)
  let shown = draft
  let headers: { headers: { 'Set-Cookie': string } } | undefined
  if (!currentOf(draft).affiliate.recetas) {
    const loaded = await loadRecipes(request, draft)
    if (loaded.setCookie) headers = { headers: { 'Set-Cookie': loaded.setCookie } }
    // BR55: an empty list is its own screen, with Reintentar to the document step (and her request's removal).
    if (!loaded.affiliate) return data({ ...frame, view: null, noRecipes: true, removal, asking: false }, headers)
    shown = { ...draft, affiliates: { ...draft.affiliates, [draft.current!]: loaded.affiliate } }
  }
  const view = medicinesView(shown)
  const asking = view.canContinue && new URL(request.url).searchParams.has(ASK_PARAM)
  return data({ ...frame, view, noRecipes: false, removal, asking }, headers)
}

/** The current person's entry with `change`, as an answer (the rest of the purchase unchanged). */
function withCurrent(draft: Draft, change: Partial<Affiliate>) {
  const { key, affiliate } = currentOf(draft)
  return { affiliates: { ...draft.affiliates, [key]: { ...affiliate, ...change } } }
}

function stepped(direction: 'plus' | 'minus') {
  return {
    schema: MedicineIntentSchema,
    then: 'stay' as const,
    answer({ medicamento }: { medicamento: { key: string; idReceta: number; idFarmaco: number } }, { draft }: { draft: Draft }) {
      const { key } = currentOf(draft)
      const cantidades = steppedQuantities(currentOf(draft).affiliate, medicamento, direction)
      if (cantidades === 'unknown') return refuse({ medicamento: [copy.unknownMedicine] })
      if (cantidades === 'disabled') return refuse({ medicamento: [copy.notChoosable] })
      // Stepped again on the draft the save lands on: a press of another tab saved meanwhile counts too.
      return onSavedDraft<Draft>((fresh) => {
        const person = fresh.affiliates?.[key]
        const again = person ? steppedQuantities(person, medicamento, direction) : 'unknown'
        return typeof again === 'string' ? {} : { affiliates: { ...fresh.affiliates, [key]: { ...person!, cantidades: again } } }
      })
    },
  }
}

/** C71: Continuar (and the question's Continuar) need something chosen for her, now or pending. */
const nothingChosen = (draft: Draft) => !medicinesView(draft).canContinue

export async function action({ request }: ActionFunctionArgs) {
  return saveByIntent(request, flowBWizard, STEP, {
    mas: stepped('plus'),
    menos: stepped('minus'),
    // C71, E92: the call centre reads an ERROR recipe again and it replaces the stored one.
    recargar: {
      schema: ReloadRecipeSchema,
      then: 'stay',
      async answer({ receta: idReceta }, { draft }) {
        const { affiliate } = currentOf(draft)
        const stored = affiliate.recetas?.find((receta) => receta.Id_Receta === idReceta)
        if (!draft.callCenter || stored?.StatusReceta !== 'ERROR') return refuse({ receta: [copy.notChoosable] })
        const fresh = await reloadRecipe(await upstreamAs(request), {
          tipoDocumento: affiliate.tipoDocumento as DocumentType,
          documento: affiliate.documento,
          idLocalidad: draft.location!.id,
          idReceta,
        })
        if (!fresh || fresh.Id_Receta !== idReceta) return refuse({ receta: [copy.reloadFailed] })
        return withCurrent(draft, { recetas: affiliate.recetas!.map((receta) => (receta.Id_Receta === idReceta ? fresh : receta)) })
      },
    },
    // C79, once asked: the request of the person the question named (its address's token) leaves the purchase. The
    // token, not `current`, says whose: another tab may have shown someone else since. A token of nobody in the
    // purchase (the second post of a double tap, a made-up one) removes nothing.
    eliminar: {
      schema: NoFieldsSchema,
      then: 'stay',
      answer(_value, { draft }) {
        const people = affiliatesOf(draft)
        const removed = keyNamedBy(new URL(request.url).searchParams.get(REMOVE_PARAM), people.map(({ key }) => key))
        if (removed === undefined) return {}
        const others = people.filter(({ key }) => key !== removed)
        if (others.length === 0) return refuse({ '': [copy.lastPerson] })
        const affiliates = Object.fromEntries(others.map(({ key, affiliate }) => [key, affiliate]))
        if (removed !== draft.current) return { affiliates }
        // The page goes on with the person added last, or someone whose recipes wait after a price review: the
        // purchase cannot go on without her.
        return { affiliates, current: (waitingForRecipes({ affiliates })[0] ?? others.at(-1)!).key }
      },
    },
    continuar: {
      schema: NoFieldsSchema,
      then: 'stay',
      answer: (_value, { draft }) => (nothingChosen(draft) ? refuse({ '': [copy.nothingChosen] }) : {}),
    },
    siguiente: {
      schema: NoFieldsSchema,
      then: 'continue',
      answer(_value, { draft }) {
        if (nothingChosen(draft)) return refuse({ '': [copy.nothingChosen] })
        // After a price review, each person whose recipes wait is shown before `envio` (the graph's next step).
        const waiting = waitingForRecipes(draft).find(({ key }) => key !== draft.current)
        return waiting ? { current: waiting.key } : {}
      },
    },
  })
}

export default function AgregarMedicamentosStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const refusal = actionData && 'result' in actionData ? refusalText(actionData.result) : undefined
  return (
    <StepFrame labels={{ ...flowBLabels, title: page.header }} page={page} title={page.header} refusal={refusal}>
      {page.noRecipes ? (
        <div className="stack">
          <p>{copy.noRecipes}</p>
          <RemoveRequest here={page.here} removal={page.removal}>
            {(removeButton) => (
              <div className="button-group">
                <Link to={page.another} className="button button--primary">
                  {copy.retry}
                </Link>
                {removeButton}
              </div>
            )}
          </RemoveRequest>
        </div>
      ) : page.view ? (
        <Medicines view={page.view} here={page.here} another={page.another} asking={page.asking} removal={page.removal} />
      ) : null}
    </StepFrame>
  )
}

type Removal = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['removal']>

/**
 * C79: `Eliminar solicitud`, which asks before her request leaves the purchase: a link to the page's question
 * (`?eliminar=<token>`, at the end of the page, which the link scrolls to), the same question in a modal with
 * JavaScript. `children` lays the button out among the others (null when there is none); the question takes their
 * place in the page.
 */
function RemoveRequest(props: { here: string; removal: Removal | null; children: (button: ReactNode) => ReactNode }) {
  const { here, removal, children } = props
  if (!removal) return <>{children(null)}</>
  const question = `${here}?${new URLSearchParams({ [REMOVE_PARAM]: removal.token })}`
  return (
    <PageDialog
      id="eliminar-solicitud"
      title={copy.removeQuestion(removal.nombre)}
      requested={removal.asking}
      content={({ modal, close }) => (
        <>
          <p>{copy.removeText}</p>
          {/* Posted to the question's address: its token names whose request goes (and the answer's redirect keeps it). */}
          <Form method="post" action={question} className="button-group">
            <SubmitButton name="intent" value="eliminar" variant="warning">
              {copy.removeConfirm}
            </SubmitButton>
            {modal ? (
              // The safe answer takes the focus, not the destructive one that comes first.
              <Button variant="secondary" onClick={close} data-autofocus>
                {copy.removeBack}
              </Button>
            ) : (
              <Link to={here} className="button button--secondary">
                {copy.removeBack}
              </Link>
            )}
          </Form>
        </>
      )}
    >
      {(open) =>
        children(
          <ButtonLink to={`${question}#eliminar-solicitud`} variant="warning" onClick={open}>
            {copy.removeRequest}
          </ButtonLink>,
        )
      }
    </PageDialog>
  )
}

const TONE = { info: 'info', warning: 'warning', error: 'error' } as const

function Banner({ banner }: { banner: RecipeBanner }) {
  switch (banner.kind) {
    case 'no-stock':
      return <NotificationBanner tone="info">{copy.noStockBanner}</NotificationBanner>
    case 'pending-orders':
      return <NotificationBanner tone="info">{copy.pendingOrdersBanner(formatMoney(banner.amount))}</NotificationBanner>
    case 'mismatch':
      return <NotificationBanner tone={TONE[banner.severity]}>{copy.mismatchBanner}</NotificationBanner>
    case 'tickets':
      return <NotificationBanner tone="info">{copy.ticketsBanner(banner.count)}</NotificationBanner>
  }
}

type View = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['view']>

function Medicines({ view, here, another, asking, removal }: { view: View; here: string; another: string; asking: boolean; removal: Removal | null }) {
  const hydrated = useHydrated()
  return (
    <div className="stack">
      <h2>
        {copy.title} {view.person.nombre}
        <span className="visually-hidden">,</span> <small>{copy.document(view.person.documento)}</small>
      </h2>
      {view.banners.map((banner) => (
        <Banner key={banner.kind} banner={banner} />
      ))}
      <RecipeList recipes={view.recipes} action={here} />
      {view.pending.length > 0 ? (
        <section className="card stack" aria-labelledby="sin-stock">
          <h2 id="sin-stock">{copy.pendingTitle}</h2>
          <ul>
            {view.pending.map((medicine) => (
              <li key={medicine.key}>
                {medicine.name}: {medicine.quantity}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="purchase-footer">
        <p className="purchase-footer__total">
          {copy.total}: <strong>{view.total}</strong>
        </p>
        {/* Asked to remove her request, the footer holds that question instead of its buttons. */}
        <RemoveRequest here={here} removal={removal}>
          {(removeButton) => (
            <PageDialog
              id="otra-solicitud"
              title={copy.anotherTitle}
              requested={asking}
              content={({ modal, close }) => (
                <>
                  <p>{copy.anotherText}</p>
                  <Form method="post" action={here} className="button-group">
                    <Link to={another} className="button button--secondary" onClick={modal ? close : undefined}>
                      {copy.addAnother}
                    </Link>
                    <SubmitButton name="intent" value="siguiente">
                      {copy.continue}
                    </SubmitButton>
                  </Form>
                </>
              )}
            >
              {(open) => (
                <div className="button-group">
                  {removeButton}
                  {/* Without JavaScript Continuar posts and the page comes back asking; with it the question opens here. */}
                  <Form method="post" action={`${here}?${ASK_PARAM}`}>
                    <SubmitButton name="intent" value="continuar" disabled={hydrated && !view.canContinue} onClick={view.canContinue ? open : undefined}>
                      {copy.continue}
                    </SubmitButton>
                  </Form>
                </div>
              )}
            </PageDialog>
          )}
        </RemoveRequest>
      </div>
    </div>
  )
}
