/**
 * Forced outcomes of the payment gateway, for tests (POST /sandbox/pagos/resultados): the next calls of an operation
 * answer the outcome asked for instead of the one the data would give, so every branch of the portal can be reached.
 * In memory, one registry per running sandbox, like the faults; each entry is used `veces` times (default once).
 */
import { z } from 'zod'

export const PAYMENT_SLUGS = ['couta', 'orden', 'solicitud-medicamento'] as const
export type PaymentSlug = (typeof PAYMENT_SLUGS)[number]

const Mensaje = z.string().trim().min(1).max(300)
const Mensajes = z.union([Mensaje, z.array(Mensaje).min(1).max(10)])

const common = {
  /** Only payments of this kind (the portal's route slug); default: every kind. */
  tipo: z.enum(PAYMENT_SLUGS).optional(),
  veces: z.number().int().positive().max(1000).optional(),
}

// Only these outcomes' fields are read as "a string or a list" by the portal (BR21); the others carry one message.
const LIST_OUTCOMES = new Set(['errores_pagos', 'warning_pagos'])

export const GatewayOutcomeSpecSchema = z
  .discriminatedUnion('operacion', [
    // Init (E36/E40/E44).
    z
      .object({
        operacion: z.literal('iniciar'),
        resultado: z.enum(['sin_url', 'error', 'error_107', 'errores_pagos', 'conflicto']),
        mensaje: Mensajes.optional(),
        ...common,
      })
      .strict(),
    // Confirm (E38/E42/E46).
    z
      .object({
        operacion: z.literal('finalizar'),
        resultado: z.enum(['error', 'errores_pagos']),
        mensaje: Mensajes.optional(),
        ...common,
      })
      .strict(),
    // The medical booking's save (E58): its "initial save failed" answer (BR31), nothing booked.
    z
      .object({ operacion: z.literal('reservar'), resultado: z.literal('error_inicial'), mensaje: Mensaje.optional(), veces: common.veces })
      .strict(),
    // The saved cards' list (E32, BR21).
    z
      .object({
        operacion: z.literal('medios'),
        resultado: z.enum(['errores_pagos', 'warning_pagos', 'conflicto', 'detail']),
        mensaje: Mensajes.optional(),
        veces: common.veces,
      })
      .strict(),
    // The security-code page: an approved code is told as a notification instead of process status 1.
    z.object({ operacion: z.literal('cvv'), resultado: z.literal('notification'), veces: common.veces }).strict(),
  ])
  .superRefine((spec, issues) => {
    if ('mensaje' in spec && Array.isArray(spec.mensaje) && !LIST_OUTCOMES.has(spec.resultado)) {
      issues.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['mensaje'],
        message: 'debe ser un texto para este resultado',
      })
    }
  })
export type GatewayOutcomeSpec = z.infer<typeof GatewayOutcomeSpecSchema>
export type GatewayOperation = GatewayOutcomeSpec['operacion']
export type OutcomeOf<O extends GatewayOperation> = Extract<GatewayOutcomeSpec, { operacion: O }>

export type GatewayOutcome = GatewayOutcomeSpec & { id: number; restantes: number }

export interface GatewayOutcomes {
  add(spec: GatewayOutcomeSpec): GatewayOutcome
  list(): GatewayOutcome[]
  clear(): void
  /** The first outcome registered for the operation (and kind), counted as used. */
  take<O extends GatewayOperation>(operacion: O, tipo?: PaymentSlug): OutcomeOf<O> | undefined
}

export function createGatewayOutcomes(): GatewayOutcomes {
  let outcomes: GatewayOutcome[] = []
  let nextId = 1
  return {
    add(spec) {
      const outcome = { ...spec, id: nextId++, restantes: spec.veces ?? 1 }
      outcomes.push(outcome)
      return { ...outcome }
    },
    list: () => outcomes.map((o) => ({ ...o })),
    clear: () => {
      outcomes = []
    },
    take<O extends GatewayOperation>(operacion: O, tipo?: PaymentSlug) {
      const matches = (o: GatewayOutcome): o is GatewayOutcome & OutcomeOf<O> =>
        o.operacion === operacion && (!('tipo' in o) || o.tipo === undefined || o.tipo === tipo)
      const outcome = outcomes.find(matches)
      if (!outcome) return undefined
      outcome.restantes -= 1
      if (outcome.restantes === 0) outcomes = outcomes.filter((o) => o !== outcome)
      return { ...outcome }
    },
  }
}

/** The message of an outcome that carries one text (a list is refused for those when the outcome is registered). */
export function messageOf(mensaje: string | string[] | undefined, fallback: string): string {
  if (mensaje === undefined) return fallback
  return Array.isArray(mensaje) ? mensaje.join(' ') : mensaje
}
