/**
 * Flow B, step `confirmacion` (C76, BR60, BR62, BR72, A31, A43, A44): the purchase in four cards, each linking back
 * to its step, then `Pagar` (online: on to `pago`, which charges) or `Confirmar solicitud`: E94, or E97 after a failed
 * online payment (BR63), as the draft's attempt `compra`, so a double submit makes one purchase. Nothing to pay
 * (A43) registers it with AUTOGESTION. E94 pricing the purchase differently (409 `costo_calculado`: the recipes
 * changed since they were loaded) keeps the draft and sends the member to review her medicines at today's prices.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { requireUser } from '~/auth/guards.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { SummaryList } from '~/components/summary-list'
import { VisuallyHidden } from '~/components/visually-hidden'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { PurchasePriceChanged, readPurchaseStart } from '~/domain/purchase-answers'
import { startCallOf } from '~/domain/purchase-result'
import { pluralAfiliados } from '~/domain/purchase-pricing'
import { formatMoney } from '~/domain/money'
import { confirmButtonLabel, costLabel, shippingKind, shippingSummary } from '~/domain/purchase-shipping'
import { changePurchaseAgent, createPurchase, PURCHASE_METHOD, type PurchaseMethod } from '~/upstream/ecommerce-medicamentos.server'
import { titled } from '~/utils/meta'
import { answered, outcomeOf } from '~/wizards/graph'
import { flowBLabels } from '~/wizards/compra-medicamentos/frame'
import { purchaseRequestOf, shippingCostNow, withCurrentShipping } from '~/wizards/compra-medicamentos/purchase.server'
import type { Affiliate, Draft, PurchaseOutcome } from '~/wizards/compra-medicamentos/schemas.server'
import { nothingToPay, priceOf, purchasersOf, shippingOf, totalsOf } from '~/wizards/compra-medicamentos/selection'
import { paysOnline, type Step } from '~/wizards/compra-medicamentos/steps'
import { reviewAtTodaysPrices } from '~/wizards/compra-medicamentos/recipes.server'
import { flowBWizard, headerOf, loadList, openFlowBStep } from '~/wizards/compra-medicamentos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { stepPath } from '~/wizards/wizard'
import { attemptAndContinue, guardStep } from '~/wizards/wizard.server'

const copy = medicinePurchase.confirmacion

export const meta = titled(copy.title)

/** A card's row, as text (the loader's data is serialised). */
type Row = { key: string; value: string }

const link = (step: Step) => stepPath(flowBWizard, step)

/** The name of a medicine of the affiliate's recipes (E91's `NombreFarmaco`). */
function medicineName(affiliate: Affiliate, idReceta: number, idFarmaco: number): string {
  const receta = affiliate.recetas?.find((r) => r.Id_Receta === idReceta)
  return receta?.Farmacos.find((f) => f.Id_Farmaco_Geosalud === idFarmaco)?.NombreFarmaco ?? String(idFarmaco)
}

/** C76: one affiliate's lines, discounted splits shown as their own line (BR59, A31), and her pending ones. */
function linesOf(affiliate: Affiliate) {
  const pricing = priceOf(affiliate)
  return {
    name: affiliate.nombre,
    items: pricing.items.map((item) => ({
      text: copy.line(medicineName(affiliate, item.idReceta, item.idFarmaco), item.quantity),
      price: formatMoney(item.price),
      discounted: item.discounted,
    })),
    pending: pricing.pending.map((item) => copy.line(medicineName(affiliate, item.idReceta, item.idFarmaco), item.quantity)),
  }
}

/** Card `Información general`: the locality, the shipping method and the delivery data. */
function generalRows(draft: Draft): Row[] {
  const { location, shippingMethod, delivery } = answered(draft, 'location', 'shippingMethod', 'delivery')
  const rows: Row[] = [
    { key: copy.location, value: location.nombre },
    { key: copy.shipping, value: shippingSummary(shippingMethod, location.nombre) },
    { key: copy.mobile, value: delivery.celular },
  ]
  if (delivery.telefono) rows.push({ key: copy.phone, value: delivery.telefono })
  if (shippingKind(shippingMethod) === 'home') {
    rows.push({ key: copy.address, value: delivery.direccion }, { key: copy.streetsBetween, value: delivery.entreCalles })
  }
  return rows
}

/** Card `Información de pago`: the method and BR60's totals (discounts only when any, A31). */
function paymentRows(draft: Draft): Row[] {
  const totals = totalsOf(draft)
  const amounts = purchasersOf(draft).map(({ affiliate }) => priceOf(affiliate))
  const sum = (pick: (a: (typeof amounts)[number]) => number) => amounts.reduce((total, a) => total + pick(a), 0)
  // A43: nothing to pay is registered without a method (AUTOGESTION), whatever was chosen before the medicines changed.
  const chosen = nothingToPay(draft) ? undefined : draft.paymentMethod
  const method = chosen ? (medicinePurchase['forma-pago'].labels[chosen.id] ?? chosen.nombre) : copy.noMethod
  const rows: Row[] = [
    { key: copy.method, value: method },
    // Undiscounted here: the discounts row takes them off, so the rows add up to `Pagás`.
    { key: copy.medicinesCost, value: formatMoney(sum((a) => Math.max(a.undiscountedMedicinesCost, a.medicinesCost))) },
    { key: copy.pendingOrders, value: formatMoney(sum((a) => a.pendingOrders)) },
    { key: copy.bag, value: formatMoney(totals.bag) },
    { key: copy.shippingCost, value: costLabel(shippingOf(draft) ?? 0) },
  ]
  if (totals.discounts > 0) rows.push({ key: copy.discounts, value: `-${formatMoney(totals.discounts)}` })
  rows.push({ key: copy.pay, value: formatMoney(totals.pagas) })
  return rows
}

export async function loader({ request }: LoaderFunctionArgs) {
  const opened = await openFlowBStep(request, 'confirmacion')
  const { page } = opened
  // Registered already (the browser's back button): the result is the page to see.
  if (outcomeOf(opened.draft, 'compra')) throw redirect(link('solicitud-finalizada'))
  // Someone added or removed since `envio`: the shipping cost is asked again, so `Pagás` is what is charged.
  const draft = await loadList('confirmacion', async () => withCurrentShipping(request, await upstreamAs(request), opened.draft))
  const purchasers = purchasersOf(draft).map(({ affiliate }) => linesOf(affiliate))
  // BR46, empty groups dropped: `Medicamentos solicitados` lists (and counts) who takes a medicine now; one whose
  // medicines all wait for stock is under `Medicamentos sin stock` only.
  const people = purchasers.filter((person) => person.items.length > 0)
  return {
    ...page,
    header: headerOf(draft),
    general: generalRows(draft),
    payment: paymentRows(draft),
    count: pluralAfiliados(people.length),
    people,
    pending: purchasers.flatMap((person) => person.pending.map((line) => `${person.name}: ${line}`)),
    links: {
      general: link('envio'),
      payment: nothingToPay(draft) ? null : link('forma-pago'),
      medicines: link(draft.current ? 'agregar-medicamentos' : 'documento'),
    },
    button: confirmButtonLabel(paysOnline(draft)),
    online: paysOnline(draft),
  }
}

/** The purchase registered without an online payment: E94, or E97 for the purchase whose payment failed (BR63). */
async function register(request: Request, key: string, draft: Draft): Promise<PurchaseOutcome> {
  const { user } = await requireUser(request)
  const api = await upstreamAs(request)
  // C79: the shipping cost as the API prices it now (asked again only if the people changed).
  const { shippingCost } = await shippingCostNow(api, draft)
  const current = shippingCost ? { ...draft, shippingCost } : draft
  // A43: nothing to charge is registered as self-service.
  const metodoPago = (nothingToPay(current) ? PURCHASE_METHOD.AUTOGESTION : answered(current, 'paymentMethod').paymentMethod.id) as PurchaseMethod
  const start = startCallOf(current.changePayment)
  const body =
    start.call === 'cambio-agente'
      ? await changePurchaseAgent(
          api,
          { deuda_id: start.deudaId, id_persona: user.idPersona ?? 0, nuevo_agente_externo: metodoPago, perfil_pago: null },
          key,
        )
      : await createPurchase(api, purchaseRequestOf(user, current, { metodoPago, perfilPago: null }), key)
  const { registered, deudaId, mensaje, idEnvFarDom, cfe } = readPurchaseStart(body)
  return { registered, details: { registered, deudaId, mensaje, idEnvFarDom, cfe } }
}

export async function action({ request }: ActionFunctionArgs) {
  const draft = await guardStep(request, flowBWizard, 'confirmacion')
  // BR62: `Pagar` only goes on to `pago`, which makes the purchase and charges it.
  if (paysOnline(draft)) return redirect(link('pago'))
  try {
    return await attemptAndContinue(request, flowBWizard, 'confirmacion', 'compra', (key, current) => register(request, key, current), () => medicinePurchase.generic)
  } catch (error) {
    if (error instanceof PurchasePriceChanged) return reviewAtTodaysPrices(request, draft, 'confirmacion')
    throw error
  }
}

export default function ConfirmacionStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const change = (to: string | null, what: string) =>
    to ? (
      <p>
        <Link to={to}>
          {copy.change} <VisuallyHidden>{what}</VisuallyHidden>
        </Link>
      </p>
    ) : null
  return (
    <StepFrame labels={{ ...flowBLabels, title: page.header }} page={page} caption={page.header} title={copy.title} refusal={actionData?.message}>
      <section className="card stack" aria-labelledby="general">
        <h2 id="general">{copy.general}</h2>
        <SummaryList rows={page.general} />
        {change(page.links.general, copy.general)}
      </section>
      <section className="card stack" aria-labelledby="pago">
        <h2 id="pago">{copy.payment}</h2>
        <SummaryList rows={page.payment} />
        {change(page.links.payment, copy.payment)}
      </section>
      {page.people.length > 0 ? (
        <section className="card stack" aria-labelledby="medicamentos">
          <h2 id="medicamentos">{copy.medicines}</h2>
          <p>{page.count}</p>
          {page.people.map((person) => (
            <div key={person.name}>
              <h3>{person.name}</h3>
              <ul>
                {person.items.map((item, index) => (
                  <li key={index}>
                    {item.text}: {item.price}
                    {item.discounted ? ` (${copy.discounted})` : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {change(page.links.medicines, copy.medicines)}
        </section>
      ) : null}
      {page.pending.length > 0 ? (
        <section className="card stack" aria-labelledby="sin-stock">
          <h2 id="sin-stock">{copy.noStock}</h2>
          <ul>
            {page.pending.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          {change(page.links.medicines, copy.noStock)}
        </section>
      ) : null}
      {/* `pago` is a document of its own: only its Content-Security-Policy lets the card provider's dialog in. */}
      <Form method="post" className="button-group" reloadDocument={page.online}>
        <SubmitButton>{page.button}</SubmitButton>
      </Form>
    </StepFrame>
  )
}
