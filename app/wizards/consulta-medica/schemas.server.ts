/**
 * The medical booking's draft and step forms (spec 001 §3 "Reservation selection kept across steps", checklist
 * C34–C41). The draft keeps the API's ids only: what the API says about them (names, the doctor, the branch, the
 * address, an agreement's cost) is read again from the API on every page and every booking, never from a form.
 * The one exception is the cost of the agreement, which the confirmation's action stores from E55 itself, since
 * the journey branches on it (`medio-pago` only when it costs something, BR24). A booking made keeps, with its
 * outcome, what it booked in words (`booked`, from the offer it used): the slot is no longer offered once taken.
 */
import { z } from 'zod'
import { medicalBooking } from '~/copy/medical-booking'
import { PAYMENT_METHODS, type BookingOutcome } from '~/domain/medical-booking'
import { MODALIDADES, parseSlotKey, slotStart } from '~/domain/medical-slots'
import { parseDate } from '~/domain/dates.server'
import type { ReservaDetails } from '~/payments/channels/reserva-web.server'
import type { ReservationBooking } from '~/upstream/reserva-web.server'
import { channelPaymentSchema } from '~/payments/payment-step.server'
import { attemptSchema } from '../wizard.server'
import type { BookedConsultation, BookingCall } from './booking.server'

const IdSchema = z.number().int().positive()
const IsoDaySchema = z.string().refine((value) => parseDate(value, 'isoDay') !== null)
const HourSchema = z.number().int().min(0).max(24)

/** The view's filters (BR25), kept while the member goes back and forth; never part of what is booked. */
const FiltersSchema = z.object({
  modalidad: z.enum(MODALIDADES),
  filiales: z.array(IdSchema),
  desde: HourSchema,
  hasta: HourSchema,
})

/** The chosen slot, by the ids E58 books it with (`slotRef`). */
const SlotRefSchema = z.object({
  nroCalendario: IdSchema,
  nroOrden: IdSchema,
  /** 'YYYY-MM-DDTHH:mm' */
  comienzo: z.string().refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && slotStart(value) !== null),
})

/** What was booked, in words (`bookedConsultation`): the calendar file's place and doctor. */
const BookedConsultationSchema = z.object({
  doctor: z.string(),
  branch: z.string(),
  address: z.string(),
  telephone: z.boolean(),
}) satisfies z.ZodType<BookedConsultation>

/**
 * E58's call as first built (`sentOnce`), sent again as it is by a retry: the portal's own (what the API offered then),
 * never a form's, so it is only checked to be one.
 */
const BookingCallSchema = z.object({
  body: z.custom<ReservationBooking>((value) => typeof value === 'object' && value !== null && !Array.isArray(value)),
  booked: BookedConsultationSchema,
}) satisfies z.ZodType<BookingCall>

/**
 * What a booking without an online payment answered (`bookingOutcome`, BR31), and what it booked when it did (a
 * draft from before `booked` was kept has none).
 */
const BookingOutcomeSchema = z.object({
  kind: z.enum(['booked', 'not-saved', 'active-reservation', 'error']),
  reservationId: z.string().nullable(),
  debtId: z.string().nullable(),
  message: z.string().nullable(),
  booked: BookedConsultationSchema.optional(),
}) satisfies z.ZodType<BookingOutcome>

const CfeSchema = z.object({
  url_consulta_cfe: z.string(),
  tipo_documento_cfe: z.string(),
  serie_cfe: z.string(),
  nro_doc_cfe: z.string(),
  codigo_seguridad: z.string(),
})

/** What the online booking's start answered besides the payment (reservaChannel's `ReservaDetails`). */
const ReservaDetailsSchema = z.object({
  reservationId: z.string().nullable(),
  notSaved: z.boolean(),
  activeReservation: z.boolean(),
  debtId: z.string().nullable(),
  infoCfe: CfeSchema.nullable(),
}) satisfies z.ZodType<ReservaDetails>

export const DraftSchema = z.object({
  especialidad: IdSchema.optional(),
  /** One of the specialty's `tiposOrden` (E51). */
  tipoOrden: IdSchema.optional(),
  /** `Reserva rápida` (true) or `Elegir médico` (false). */
  reservaRapida: z.boolean().optional(),
  /** The doctor chosen (E52), only with `Elegir médico`. */
  profesional: IdSchema.optional(),
  filtros: FiltersSchema.optional(),
  /** The day chosen on `fecha` (YYYY-MM-DD), only with `Elegir médico`. */
  fecha: IsoDaySchema.optional(),
  turno: SlotRefSchema.optional(),
  /** The cheapest agreement (BR29), as E55 answered it on the confirmation: set only when it costs something. */
  convenio: z.object({ id: IdSchema, costo: z.number().positive() }).optional(),
  medioPago: z.enum(PAYMENT_METHODS).optional(),
  attempts: z
    .object({
      /** E58 without an online payment: free (cost 0) or to be paid at an agency. */
      reserva: attemptSchema(BookingOutcomeSchema, BookingCallSchema).optional(),
      /** E58 with the card, its security code and E59 (reservaChannel); `booked` as with `reserva`. */
      pago: attemptSchema(channelPaymentSchema(ReservaDetailsSchema.extend({ booked: BookedConsultationSchema.optional() })), BookingCallSchema).optional(),
    })
    .optional(),
})
export type Draft = z.infer<typeof DraftSchema>

/** A select's or radio's id; anything else reads as "nothing chosen". */
const choice = (message: string) =>
  z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message).max(999_999_999, message)

/**
 * Step `reserva-web` (C35): specialty, order type and the booking kind; the doctor with `Elegir médico`. Whether
 * the ids are the API's (the order type one of the specialty's, the doctor one of E52's) is checked by the action.
 */
export const ReservaWebSchema = z.object({
  especialidad: choice(medicalBooking['reserva-web'].specialtyRequired),
  // Absent when the page shows no order types yet (a specialty chosen without JavaScript): the step takes the first.
  tipoOrden: choice(medicalBooking['reserva-web'].orderTypeRequired).optional(),
  tipoReserva: z.enum(['rapida', 'medico'], { errorMap: () => ({ message: medicalBooking['reserva-web'].bookingKindRequired }) }),
  // Required with `Elegir médico` once the page shows the doctors: the step checks it against E52.
  profesional: choice(medicalBooking['reserva-web'].doctorRequired).optional(),
})

/**
 * Step `reserva-web`'s redraw (the `especialidad` intent): the specialty, and the order type and booking kind when
 * chosen, so that a page drawn again for the same specialty keeps them (the action keeps the order type only then).
 */
export const ReservaWebSpecialtySchema = z.object({
  especialidad: choice(medicalBooking['reserva-web'].specialtyRequired),
  tipoOrden: choice(medicalBooking['reserva-web'].orderTypeRequired).optional(),
  tipoReserva: z.enum(['rapida', 'medico']).optional(),
})

/** A slot's radio (`slotKey`): the server finds it again among E53's slots. */
const slotChoice = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .max(60, message)
    .transform((value, ctx) => {
      const ref = parseSlotKey(value)
      if (!ref) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message })
        return z.NEVER
      }
      return ref
    })

/** Steps `fecha-hora-rapida` (C36) and `hora` (C38): a slot (A57), found again among E53's by the action. */
export const TurnoSchema = z.object({ turno: slotChoice(medicalBooking.slotRequired) })

/** Step `fecha` (C37): a day (A57); whether it has availability is checked against E53 by the action. */
export const FechaSchema = z.object({
  fecha: z
    .string({ required_error: medicalBooking.fecha.required, invalid_type_error: medicalBooking.fecha.required })
    .refine((value) => parseDate(value, 'isoDay') !== null, medicalBooking.fecha.required),
})

/** Step `medio-pago` (C40): one of the three methods (A57). */
export const MedioPagoSchema = z.object({
  medioPago: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: medicalBooking['medio-pago'].required }) }),
})
