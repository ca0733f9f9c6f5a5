/**
 * The medical booking's step graph (spec 001 §2.1, §4; checklist C34, BR24, BR30, §2.1's derived table):
 * reserva-web → (fecha-hora-rapida | fecha → hora) → confirmacion → [medio-pago → [pago-online]] → reserva-finalizada.
 * Pure.
 */
import { parseMedicalErrorKind, type MedicalErrorKind } from '~/domain/medical-booking'
import { isFinal } from '~/payments/machine'
import { paths } from '~/utils/paths'
import { outcomeOf } from '../graph'
import type { WizardSteps } from '../wizard'
import type { Draft } from './schemas.server'

export const steps = [
  'reserva-web',
  'fecha-hora-rapida',
  'fecha',
  'hora',
  'confirmacion',
  'medio-pago',
  'pago-online',
  'reserva-finalizada',
] as const
export type Step = (typeof steps)[number]

/** BR29: the booking costs something (the confirmation stored the cheapest agreement only then). */
const costs = (draft: Draft) => (draft.convenio?.costo ?? 0) > 0

/** The booking's result exists: a booking made without a card, or the card's payment ended (BR24 "a result exists"). */
function hasResult(draft: Draft): boolean {
  if (outcomeOf(draft, 'reserva') !== undefined) return true
  const payment = outcomeOf(draft, 'pago')
  return payment !== undefined && isFinal(payment.state)
}

/** BR24 and §2.1's table: each step needs the earlier selections; a refused one goes to `reserva-web`. */
function canAccess(draft: Draft, step: Step): boolean {
  const general = Boolean(draft.especialidad && draft.tipoOrden)
  switch (step) {
    case 'reserva-web':
      return true
    case 'fecha-hora-rapida':
      return general && draft.reservaRapida === true
    case 'fecha':
      return general && draft.reservaRapida === false && Boolean(draft.profesional)
    case 'hora':
      return canAccess(draft, 'fecha') && Boolean(draft.fecha)
    case 'confirmacion':
      return Boolean(draft.turno) && (canAccess(draft, 'fecha-hora-rapida') || canAccess(draft, 'hora'))
    case 'medio-pago':
      return canAccess(draft, 'confirmacion') && costs(draft)
    case 'pago-online':
      return canAccess(draft, 'medio-pago') && draft.medioPago === 'online'
    case 'reserva-finalizada':
      return canAccess(draft, 'confirmacion') && hasResult(draft)
  }
}

/** C35–C41, BR30: quick booking skips the calendar; a booking that costs nothing is booked on the confirmation. */
function next(draft: Draft, step: Step): Step {
  switch (step) {
    case 'reserva-web':
      return draft.reservaRapida ? 'fecha-hora-rapida' : 'fecha'
    case 'fecha':
      return 'hora'
    case 'fecha-hora-rapida':
    case 'hora':
      return 'confirmacion'
    case 'confirmacion':
      return costs(draft) ? 'medio-pago' : 'reserva-finalizada'
    case 'medio-pago':
      return draft.medioPago === 'online' ? 'pago-online' : 'reserva-finalizada'
    case 'pago-online':
    case 'reserva-finalizada':
      return 'reserva-finalizada'
  }
}

/** `reserva-web` offers both kinds of booking (C35): whichever the person chooses, its first step's code is there. */
const ahead = (draft: Draft, step: Step): Step[] => (step === 'reserva-web' ? ['fecha-hora-rapida', 'fecha'] : [next(draft, step)])

/** What books: a change of any of these is another booking (a new key), never the payment method. */
const BOOKED = ['especialidad', 'tipoOrden', 'reservaRapida', 'profesional', 'turno', 'convenio'] as const

/** The wizard's steps; `wizard.server.ts` adds what only the server needs. */
export const medicalBookingSteps: WizardSteps<Step, Draft, MedicalErrorKind> = {
  name: 'consulta-medica',
  basePath: '/agenda/consulta-medica',
  steps,
  entry: 'reserva-web',
  exit: paths.agenda,
  next,
  ahead,
  canAccess,
  // The confirmation's rows and `Modificar consulta` change the general info and come back (C39).
  summary: 'confirmacion',
  /**
   * Another specialty clears everything chosen for it (its order types, doctors and branches differ, so do the
   * filters' branches); another booking kind or doctor clears the day and the slot, and the doctor's branches
   * the filters; another day clears the slot; another slot or order type clears the agreement (E55 is per
   * calendar and order type) and with it the payment method. The filters are a view preference: they clear
   * nothing, as the administrative booking's band does not.
   */
  invalidates: {
    especialidad: ['tipoOrden', 'profesional', 'filtros', 'fecha', 'turno'],
    tipoOrden: ['convenio'],
    reservaRapida: ['profesional', 'fecha', 'turno'],
    profesional: ['filtros', 'fecha', 'turno'],
    filtros: [],
    fecha: ['turno'],
    turno: ['convenio'],
    convenio: ['medioPago'],
    medioPago: [],
  },
  /**
   * The booking without a card (free, or at an agency) and the card's payment. Neither depends on the payment
   * method: a switch from card to Abitab keeps the reservation made, whose method E63 then changes (C40, BR30).
   */
  attempts: {
    reserva: { step: 'confirmacion', dependsOn: BOOKED },
    pago: { step: 'pago-online', dependsOn: BOOKED },
  },
  errors: {
    parse: parseMedicalErrorKind,
    onErrorAnswer: 'GENERIC_ERROR',
    // The slot step that found the slot gone is named by the route (it knows the booking kind).
    retryStep: (_kind, where) => where,
  },
}

/**
 * The steps each error kind is raised on: `orErrorScreen`'s generic error on the steps that load from the API and
 * on the confirmation (`currentOffer`), the specialties on `reserva-web`, a slot gone on the step that chose it
 * (`slotStepOf`), a price changed on the confirmation. A kind in any other step's address (`?error=` typed, or
 * kept from another step) is not one the server raised there: that step shows itself.
 */
const ERROR_STEPS: Record<MedicalErrorKind, readonly Step[]> = {
  GENERIC_ERROR: ['reserva-web', 'fecha-hora-rapida', 'fecha', 'hora', 'confirmacion'],
  SPECIALTIES_FAILED: ['reserva-web'],
  SLOT_UNAVAILABLE: ['fecha-hora-rapida', 'hora'],
  PRICE_CHANGED: ['confirmacion'],
}

export const raisedOn = (kind: MedicalErrorKind, step: Step): boolean => ERROR_STEPS[kind].includes(step)

/**
 * A booking that stands for nothing: one that failed before anything was charged, whose reservation the portal gave
 * back (`undoFailedBooking`: a card's `error-before-confirm`, E58's error without a card), whatever id its answer
 * named, and one E58 did not save (`error_inicial`: `No es posible reservar la reserva en este momento...`). The
 * member may book again: a new attempt, where the one kept would only show its failure again.
 */
const givenBack = {
  pago: (draft: Draft) => outcomeOf(draft, 'pago')?.state.status === 'error-before-confirm',
  reserva: (draft: Draft) => {
    const kind = outcomeOf(draft, 'reserva')?.kind
    return kind === 'error' || kind === 'not-saved'
  },
}

/**
 * The reservation this journey already made, whichever way (BR30: "if idReservation exists"): the card's, kept
 * after a rejected payment, or the one booked to be paid at an agency. Null before any, and for one given back.
 */
export function madeReservationId(draft: Draft): string | null {
  const card = givenBack.pago(draft) ? null : outcomeOf(draft, 'pago')?.details.reservationId
  const agency = givenBack.reserva(draft) ? null : outcomeOf(draft, 'reserva')?.reservationId
  return card ?? agency ?? null
}

/**
 * The draft without its bookings given back, for the member's next choice of a payment method: that choice books
 * anew (a new attempt, under a new key), where the attempt kept would only show its error again and E63 would refuse
 * to change the method of a reservation no longer there.
 */
export function withoutGivenBack(draft: Draft): Draft {
  const gone = (['pago', 'reserva'] as const).filter((name) => givenBack[name](draft))
  if (gone.length === 0) return draft
  return { ...draft, attempts: { ...draft.attempts, ...Object.fromEntries(gone.map((name) => [name, undefined])) } }
}

/**
 * The booking made and paid online (C41; or a rejected card's order paid since from the pending payments, A29, which
 * the result keeps once it reads it): its result is the page to see, and there is no method left to choose (C40).
 */
export function paidOnline(draft: Draft): boolean {
  return outcomeOf(draft, 'pago')?.state.status === 'success'
}
