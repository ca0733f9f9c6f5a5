/**
 * The pieces of the API's answers every module reads the same way, defined once.
 */
import { z } from 'zod'

/** An id of the API (a reservation, a branch, a sector, a procedure): a number, or a numeric string, read as a number. */
export const IdSchema = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)])

/** A reservation's call number (`F-012`): text shown as it comes; a number from an answer that sends one. */
export const CallNumberSchema = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? null : String(value)))
