/**
 * What E58 is sent, read again from the medical agenda (areas/agenda-medica) before anything is booked: the slot's
 * calendar must be the specialty's, professional's, branch's and building's the body names, the order type one of
 * that specialty's, the agreement one E55 offers for it, and `costo` that agreement's cost. So the price the portal
 * showed is the price charged, and a forged slot, doctor, agreement or cost is refused (422) instead of kept. What
 * the booking then stores and owes comes from here, never from the body.
 *
 * Whether the slot itself exists and is free is takeSlot's answer (one source of truth), not checked here.
 */
import type { Db } from '../../db/types'
import type { Answer } from '../../lib/idempotency'
import { centesimosOf } from '../cobranzas/kinds'
import {
  conveniosDe,
  findCalendario,
  findEdificio,
  findTipoOrden,
  type CalendarioRow,
  type Convenio,
  type Edificio,
  type TipoOrden,
} from '../agenda-medica/store'

/** The booking's slot and terms as the body names them (ids). */
export interface BookingChoice {
  numeroCalendario: number
  numeroOrden: number
  especialidad: number
  tipoDeOrden: number
  filial: number
  edificio: number
  /** null when the body names none: the calendar's professional is booked. */
  profesional: number | null
  convenio: number
  costoCentesimos: number
}

/** The agenda's own terms of the booking. */
export interface BookingTerms {
  calendario: CalendarioRow
  tipoOrden: TipoOrden
  edificio: Edificio
  convenio: Convenio
  /** The agreement's cost: what the order debt owes. */
  costoCentesimos: number
}

// Invented (the spec shows no refusal for these): each names the field that disagrees with the agenda.
export const TERMS_DETAILS = {
  slotUnknown: 'El horario elegido no está en la agenda. Elija otro.',
  especialidad: 'especialidad: no es la del horario elegido',
  profesional: 'profesional: no es el del horario elegido',
  filial: 'filial: no es la del horario elegido',
  edificio: 'edificio: no es el del horario elegido',
  tipoDeOrden: 'tipo_de_orden: no es un tipo de orden de la especialidad',
  convenio: 'convenio: no cubre ese tipo de orden en el horario elegido',
  costo: (costo: string) => `costo: no es el del convenio elegido (${costo})`,
} as const

const refusal = (status: number, detail: string): Answer => ({ status, body: { detail } })

/** The agenda's terms of the booking, or the 422 refusal naming the first thing that disagrees. */
export function bookingTerms(db: Db, choice: BookingChoice): BookingTerms | Answer {
  const calendario = findCalendario(db, choice.numeroCalendario)
  if (!calendario) return refusal(422, TERMS_DETAILS.slotUnknown)
  if (calendario.especialidad_id !== choice.especialidad) return refusal(422, TERMS_DETAILS.especialidad)
  if (choice.profesional !== null && calendario.profesional_id !== choice.profesional) {
    return refusal(422, TERMS_DETAILS.profesional)
  }
  if (calendario.sucursal_id !== choice.filial) return refusal(422, TERMS_DETAILS.filial)
  const edificio = findEdificio(db, calendario.sucursal_id, calendario.edificio_id)
  if (!edificio || edificio.id !== choice.edificio) return refusal(422, TERMS_DETAILS.edificio)
  const tipoOrden = findTipoOrden(db, calendario.especialidad_id, choice.tipoDeOrden)
  if (!tipoOrden) return refusal(422, TERMS_DETAILS.tipoDeOrden)
  // E55 lists the same agreements for every order number of a calendar: the slot's own is takeSlot's to check.
  const convenio = conveniosDe(db, calendario.nro_calendario, tipoOrden.id)?.find((c) => c.id === choice.convenio)
  if (!convenio) return refusal(422, TERMS_DETAILS.convenio)
  const costoCentesimos = centesimosOf(convenio.costo) ?? Number.NaN
  if (costoCentesimos !== choice.costoCentesimos) return refusal(422, TERMS_DETAILS.costo(convenio.costo))
  return { calendario, tipoOrden, edificio, convenio, costoCentesimos }
}

export const isRefusal = (value: BookingTerms | Answer): value is Answer => 'status' in value && 'body' in value
