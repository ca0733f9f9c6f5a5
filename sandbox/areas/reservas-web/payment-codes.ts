/**
 * How a booking is paid, as the API speaks it (A46: the enum AUTOGESTION 0, ABITAB 1, RED_PAGOS 2, ONLINE 3,
 * DOMICILIO 4, the agenda's `metodo_pago` codes too). The store keeps its text values (migration 011's CHECK); the
 * router maps at its boundary, both ways.
 */
import { z } from 'zod'
import type { MetodoPago } from './store'

type Paid = Exclude<MetodoPago, 'sin_costo'>

const BY_CODE: Record<number, Paid> = { 1: 'abitab', 2: 'redpagos', 3: 'online' }
const CODE_OF: Record<Paid, number> = { abitab: 1, redpagos: 2, online: 3 }

/** `metodo_pago` in a body: 1 (Abitab), 2 (Red pagos) or 3 (online), as a number or its digits. */
export const MetodoPagoCode = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
    errorMap: () => ({ message: 'debe ser 1 (Abitab), 2 (Red pagos) o 3 (en línea)' }),
  })
  .transform((code, issue) => {
    const metodo = BY_CODE[code]
    if (metodo === undefined) {
      issue.addIssue({ code: z.ZodIssueCode.custom, message: 'debe ser 1 (Abitab), 2 (Red pagos) o 3 (en línea)' })
      return z.NEVER
    }
    return metodo
  })

/** The stored method as the API answers it; a booking without cost has none (null). */
export const metodoPagoCode = (metodo: MetodoPago): number | null => (metodo === 'sin_costo' ? null : CODE_OF[metodo])
