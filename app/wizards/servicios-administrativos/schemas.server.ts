/**
 * The administrative booking's draft and step forms (spec 001 §3 "Administrative booking",
 * checklist C50). The draft keeps what each step chose, as the API needs it later.
 */
import { z } from 'zod'
import { adminBooking } from '~/copy/admin-booking'
import type { HourBand } from '~/domain/admin-booking'
import { parseDate } from '~/domain/dates.server'
import { normalizeCi } from '~/domain/ci'
import { inputError } from '~/domain/input-rules'
import { CHECK_INTENT } from '~/forms/intents'
import { attemptSchema } from '../wizard.server'

const IsoDaySchema = z.string().refine((value) => parseDate(value, 'isoDay') !== null)
const TimeSchema = z.string().refine((value) => parseDate(value, 'time') !== null)
const IdSchema = z.number().int().nonnegative()

/** BR40: 0 all, 1 morning, 2 afternoon, 3 night. */
export const HourBandSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]) satisfies z.ZodType<HourBand>

/** What the success screen and the calendar file show of the booking made. */
const BookingResultSchema = z.object({
  id: IdSchema,
  numeroLlamado: z.string().nullable(),
  /** YYYY-MM-DD and HH:mm:ss, as booked. */
  day: IsoDaySchema,
  hour: TimeSchema,
  branch: z.string(),
  sector: z.string(),
})

export const DraftSchema = z.object({
  /** The cédula entered: the person the booking is for (A50). */
  ci: z.string().optional(),
  branch: z.object({ id: IdSchema, descripcion: z.string() }).optional(),
  /** `idFila` is the queue: the sector's first allowed row (C45). */
  sector: z.object({ id: IdSchema, descripcion: z.string(), idFila: IdSchema }).optional(),
  /** YYYY-MM-DD */
  date: IsoDaySchema.optional(),
  /** HH:mm:ss, the value the booking sends (the spec's draft shows HH:mm). */
  hour: TimeSchema.optional(),
  hourFilter: HourBandSchema.optional(),
  attempts: z.object({ reserva: attemptSchema(BookingResultSchema).optional() }).optional(),
})
export type Draft = z.infer<typeof DraftSchema>

/** Step `cedula`: required, then the CI rules; the API check follows on the server. */
export const CedulaSchema = z.object({
  ci: z
    .string({ required_error: adminBooking.cedula.required })
    .trim()
    .superRefine((value, ctx) => {
      const message = inputError('CI', value)
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message })
    })
    // A12: the API gets the digits, however the cédula was written.
    .transform(normalizeCi),
  /** `CHECK_INTENT` (`validar`): the on-blur check with JavaScript, which answers without saving or moving on. */
  intent: z.enum([CHECK_INTENT]).optional(),
})

/** A radio's value: an id; anything else reads as "nothing chosen". */
const choice = (message: string) => z.number({ required_error: message, invalid_type_error: message }).int()

export const SucursalSchema = z.object({ branchId: choice(adminBooking.sucursal.required) })

export const SectorSchema = z.object({ sectorId: choice(adminBooking.sector.required) })

export const FechaSchema = z.object({
  date: z
    .string({ required_error: adminBooking.fecha.required })
    .refine((value) => parseDate(value, 'isoDay') !== null, adminBooking.fecha.required),
})

export const HoraSchema = z.object({
  hour: z
    .string({ required_error: adminBooking.hora.required })
    .refine((value) => parseDate(value, 'time') !== null, adminBooking.hora.required),
  hourFilter: HourBandSchema.catch(0),
})

