/**
 * Flow B's step graph (spec 002 §2.2; checklist C67, §2.1's flow B table, BR51, A34, A43): localidad → documento →
 * [verificacion] → agregar-medicamentos (→ documento again for another person) → envio → [entrega] → [forma-pago]
 * → confirmacion → [pago] → solicitud-finalizada. Pure.
 */
import { awaitsDecision } from '~/domain/purchase-result'
import { isFinal, type PaymentState } from '~/payments/machine'
import { paths } from '~/utils/paths'
import { outcomeOf } from '../graph'
import { stepPath, type ProgressItem, type WizardSteps } from '../wizard'
import type { Affiliate, Draft } from './schemas.server'
import { anyChosen, hasDeliveryStep, nothingToPay, waitingForRecipes } from './selection'

export const steps = [
  'localidad',
  'documento',
  'verificacion',
  'agregar-medicamentos',
  'ver-indicaciones',
  'envio',
  'entrega',
  'forma-pago',
  'confirmacion',
  'pago',
  'solicitud-finalizada',
] as const
export type Step = (typeof steps)[number]

/** The one error screen of flow B (C86: "any fetch failure shows the generic error"), retried on the same step. */
export type ErrorKind = 'GENERIC_ERROR'
export const parseErrorKind = (value: string | null): ErrorKind | null => (value === 'GENERIC_ERROR' ? value : null)

/** A62: what A60's mode is named in the hub's link. */
export const CALL_CENTRE_MODE = 'call-center'

/** The online method of E89 (A46's code 3). */
export const ONLINE = 3

/** `verificacion` is for another person in member mode whose code is not redeemed yet (BR53). */
export const needsCode = (draft: Pick<Draft, 'candidate' | 'callCenter'>) =>
  Boolean(draft.candidate && !draft.candidate.own && !draft.callCenter && draft.candidate.sms?.sent)

/**
 * BR62 (A01): online payment is for a member paying with her own cards, never in call-centre mode; A43: and only for
 * something to pay (a method chosen before the medicines left nothing to charge is not asked for, nor used).
 */
export const paysOnline = (draft: Draft) => draft.paymentMethod?.id === ONLINE && !draft.callCenter && !nothingToPay(draft)

/**
 * The card's payment ended: paid, or failed (BR63: a failed payment is left `cancelling`, not final, until the member
 * cancels it or pays it another way).
 */
export const paymentEnded = (payment: { state: PaymentState }) => isFinal(payment.state) || awaitsDecision(payment.state)

/** The purchase's result exists: registered without a card, or the card's payment ended (BR51, BR64). */
export function hasResult(draft: Draft): boolean {
  if (outcomeOf(draft, 'compra') !== undefined) return true
  const payment = outcomeOf(draft, 'pago')
  return payment !== undefined && paymentEnded(payment)
}

/**
 * Where a purchase that must not change now holds the member (C76, C77, BR63). Once E94 has registered it, an earlier
 * step could change what was sent and register a second purchase while the first stands. So a purchase registered
 * or paid keeps her on the result, and a card payment started and not paid keeps her on `pago`: its security code, the
 * charge in flight, or BR63's modal (`Intentar nuevamente` pays the same purchase, `Cancelar compra` annuls it).
 * `Cancelar compra` ends the purchase (E95 answered, whatever it said): its result is the page to see, and its
 * confirmation, offered again, would only lead back there; a new purchase starts from the journey's start. Null while
 * it may change: nothing registered yet, or a registration that failed.
 */
export function heldAt(draft: Draft): 'pago' | 'solicitud-finalizada' | null {
  const payment = outcomeOf(draft, 'pago')
  if (outcomeOf(draft, 'compra')?.registered || payment?.state.status === 'success') return 'solicitud-finalizada'
  if (payment?.cancellation !== undefined) return 'solicitud-finalizada'
  if (payment) return 'pago'
  return null
}

/** A step of the table below, unless the purchase holds the member elsewhere (`heldAt`); the indications are only read. */
function canAccess(draft: Draft, step: Step): boolean {
  const held = heldAt(draft)
  if (held && step !== held && step !== 'ver-indicaciones') return false
  return reachable(draft, step)
}

/** §2.1's flow B table (BR51), each step also needing the steps before it; a refused one goes to `localidad`. */
function reachable(draft: Draft, step: Step): boolean {
  switch (step) {
    case 'localidad':
    case 'ver-indicaciones':
      return true
    case 'documento':
      return Boolean(draft.location)
    case 'verificacion':
      return reachable(draft, 'documento') && needsCode(draft)
    case 'agregar-medicamentos': {
      // BR53: on to the medicines only with no unpaid orders or the orders accepted (their question is on `documento`).
      const current = draft.current ? draft.affiliates?.[draft.current] : undefined
      return reachable(draft, 'documento') && current !== undefined && !ordersUndecided(current)
    }
    case 'envio':
      return reachable(draft, 'documento') && anyChosen(draft) && !someoneWaits(draft)
    case 'entrega':
      return reachable(draft, 'envio') && hasDeliveryStep(draft.shippingMethod)
    case 'forma-pago':
      return reachable(draft, 'envio') && Boolean(draft.shippingMethod && draft.delivery) && !nothingToPay(draft)
    case 'confirmacion':
      return (
        reachable(draft, 'envio') &&
        Boolean(draft.shippingMethod && draft.delivery) &&
        (Boolean(draft.paymentMethod) || nothingToPay(draft))
      )
    case 'pago':
      return reachable(draft, 'confirmacion') && paysOnline(draft)
    case 'solicitud-finalizada':
      return reachable(draft, 'confirmacion') && hasResult(draft)
  }
}

/** Where each answered step leads (C68–C78). */
function next(draft: Draft, step: Step): Step {
  switch (step) {
    case 'localidad':
      return 'documento'
    // BR53: a screen of `documento` (sanctioned, disabled, unpaid orders) shows on `documento` itself.
    case 'documento':
      return draft.candidate?.screen ? 'documento' : needsCode(draft) ? 'verificacion' : 'agregar-medicamentos'
    case 'verificacion':
      return draft.candidate?.screen ? 'documento' : needsCode(draft) ? 'verificacion' : 'agregar-medicamentos'
    // After a price review each person whose recipes wait is shown (`siguiente` makes her the current one) first.
    case 'agregar-medicamentos':
    case 'ver-indicaciones':
      return someoneWaits(draft) ? 'agregar-medicamentos' : 'envio'
    case 'envio':
      // A34: another shipping method took its contact mobile on `envio`.
      return hasDeliveryStep(draft.shippingMethod) ? 'entrega' : afterDelivery(draft)
    case 'entrega':
      return afterDelivery(draft)
    case 'forma-pago':
      return 'confirmacion'
    case 'confirmacion':
      return paysOnline(draft) ? 'pago' : 'solicitud-finalizada'
    case 'pago':
    case 'solicitud-finalizada':
      return 'solicitud-finalizada'
  }
}

const someoneWaits = (draft: Draft) => waitingForRecipes(draft).length > 0
const ordersUndecided = (affiliate: Affiliate) => affiliate.ordenesPendientes.length > 0 && !affiliate.ordenesAceptadas
const WAITING_FALLBACKS = ['agregar-medicamentos', 'verificacion'] as const satisfies readonly Step[]

/** A43: with nothing to charge the payment method is not asked. */
const afterDelivery = (draft: Draft): Step => (nothingToPay(draft) ? 'confirmacion' : 'forma-pago')

/** What the purchase sends: a change of any of these is another purchase (a new key). */
const PURCHASED = ['location', 'affiliates', 'shippingMethod', 'shippingCost', 'delivery', 'paymentMethod', 'changePayment'] as const

export const flowBSteps: WizardSteps<Step, Draft, ErrorKind> = {
  name: 'compra-medicamentos',
  basePath: '/medicamentos-recetados/nueva-solicitud',
  steps,
  entry: 'localidad',
  // C67: the way out is the member-area menu (its path holds the product: the server wizard gives it); the hub here.
  exit: paths.medicines,
  next,
  canAccess,
  // A later step refused because someone's recipes wait (a price review) goes to the medicines, not to the start; or,
  // when the review sent a person back to her code (BR55) and nobody is current, to that code.
  fallback: (draft) => {
    // A purchase that must not change: its modal, or its result.
    const held = heldAt(draft)
    if (held) return stepPath(flowBSteps, held)
    // A screen of BR53 still open (unpaid orders not answered, say) is answered on `documento` first.
    if (draft.candidate?.screen && canAccess(draft, 'documento')) return stepPath(flowBSteps, 'documento')
    if (!someoneWaits(draft)) return undefined
    const step = WAITING_FALLBACKS.find((candidate) => canAccess(draft, candidate))
    return step && stepPath(flowBSteps, step)
  },
  /**
   * C68: another locality clears the purchases (its recipes, stock and shipping differ). Another shipping method
   * clears the delivery data (pick-up asks less) and the payment method (E89 is per locality and shipping method).
   * BR63's `changePayment` pays the purchase registered before (E97 sends only its debt and the new method): another
   * person, quantity, shipping or delivery is another purchase, registered anew (E94), so it clears it; another
   * payment method is what it is for.
   */
  invalidates: {
    callCenter: [],
    location: ['candidate', 'affiliates', 'current', 'shippingMethod', 'shippingCost', 'delivery', 'paymentMethod', 'changePayment'],
    candidate: [],
    affiliates: ['changePayment'],
    current: [],
    // A code redeemed is the member's proof for that person whatever the locality: kept for this whole purchase.
    verifiedCodes: [],
    shippingMethod: ['delivery', 'paymentMethod', 'changePayment'],
    shippingCost: ['changePayment'],
    delivery: ['changePayment'],
    paymentMethod: [],
    changePayment: [],
  },
  // C76, C77: one purchase and one charge per confirmation, however many times it is pressed.
  attempts: {
    compra: { step: 'confirmacion', dependsOn: PURCHASED },
    pago: { step: 'pago', dependsOn: PURCHASED },
  },
  errors: { parse: parseErrorKind, onErrorAnswer: 'GENERIC_ERROR', retryStep: (_kind, where) => where },
}

/** C67: the six icons; `entrega` lights `envio`, `pago` lights `confirmacion`. */
export const PROGRESS = ['localidad', 'documento', 'agregar-medicamentos', 'envio', 'forma-pago', 'confirmacion'] as const
export type ProgressStep = (typeof PROGRESS)[number]

const LIT_BY: Partial<Record<Step, ProgressStep>> = { entrega: 'envio', pago: 'confirmacion' }
const isProgressStep = (step: Step): step is ProgressStep => (PROGRESS as readonly Step[]).includes(step)

/**
 * C67: the icons jump back to the earlier steps that are allowed now; the current and later ones are text. Steps
 * "without header" (`verificacion`, `ver-indicaciones`) and the result show none.
 */
export function progress(draft: Draft, current: Step): ProgressItem<ProgressStep>[] {
  const shown = LIT_BY[current] ?? current
  if (!isProgressStep(shown)) return []
  const position = PROGRESS.indexOf(shown)
  return PROGRESS.map((step, index) => ({
    step,
    enabled: index < position && canAccess(draft, step),
    state: index === position ? 'current' : index < position ? 'done' : 'upcoming',
  }))
}
