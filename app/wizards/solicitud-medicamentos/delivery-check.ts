/**
 * C64, BR50: the delivery fields' browser check (with JavaScript, on blur), from the very rule the server applies
 * (`flowADelivery`), so both say the same: the mobile as the placeholder writes it (`090 000 000`) passes in both.
 * Flow B's `entrega` asks the same fields by the same rule (C74 as C64), in its own copy.
 */
import { medicineRequests } from '~/copy/medicine-requests'
import { flowADelivery, type DeliveryAnswers, type DeliveryError, type DeliveryField } from '~/domain/medicine-request'
import type { FieldCheck } from '~/forms/use-form'

const copy = medicineRequests.entrega

/** Values that pass, so only the field checked can fail. */
const PASSING: DeliveryAnswers = { celular: '099123456', telefono: '', direccion: '-', entreCalles: '-' }

/** What a field's problem says: each field its own words, so that two problems read apart in the error summary. */
export type DeliveryMessage = (kind: DeliveryError, field: DeliveryField) => string

/** Flow A's words (C64). */
export const entregaMessage: DeliveryMessage = (kind, field) => (kind === 'mobile' ? copy.mobileInvalid : copy[kind][field])

/** The check of one delivery field; the address and `Entre calles` are required only for home delivery. */
export function deliveryCheck(field: DeliveryField, homeDelivery: boolean, message: DeliveryMessage = entregaMessage): FieldCheck {
  return (value) => {
    const checked = flowADelivery({ ...PASSING, [field]: value }, homeDelivery)
    const kind = checked.ok ? undefined : checked.errors[field]
    return kind ? message(kind, field) : undefined
  }
}
