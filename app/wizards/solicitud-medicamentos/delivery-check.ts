/**
 * C64, BR50: the delivery fields' browser check (with JavaScript, on blur), from the very rule the server applies
 * (`flowADelivery`), so both say the same: the mobile as the placeholder writes it (`090 000 000`) passes in both.
 * Flow B's `entrega` asks the same fields by the same rule (C74 as C64), in its own words.
 */
import { medicineRequests } from '~/copy/medicine-requests'
import { flowADelivery, type DeliveryAnswers, type DeliveryField } from '~/domain/medicine-request'
import type { FieldCheck } from '~/forms/use-form'

const copy = medicineRequests.entrega

/** Values that pass, so only the field checked can fail. */
const PASSING: DeliveryAnswers = { celular: '0', telefono: '', direccion: '-', entreCalles: '-' }

/** What a field's problem says: flow A words each field's own (the default); flow B's `entrega` (C74, the same rule) one per kind. */
export type DeliveryMessage = (kind: 'required' | 'numeric', field: DeliveryField) => string

const flowAMessage: DeliveryMessage = (kind, field) => copy[kind][field]

/** The check of one delivery field; the address and `Entre calles` are required only for home delivery. */
export function deliveryCheck(field: DeliveryField, homeDelivery: boolean, message: DeliveryMessage = flowAMessage): FieldCheck {
  return (value) => {
    const checked = flowADelivery({ ...PASSING, [field]: value }, homeDelivery)
    const kind = checked.ok ? undefined : checked.errors[field]
    return kind ? message(kind, field) : undefined
  }
}
