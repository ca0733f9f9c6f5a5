/**
 * Coordinated techniques (C53): their six kinds, and what the member sees of one: its title, its day and hour in the
 * shown formats (BR70), where, who informs it, and its studies with their instructions. The view reads only the
 * fields it needs, so it takes the API's answer (upstream/tecnicas.server.ts) without importing it.
 */
import { formatDate, parseDate } from './dates.server'

/** The portal's `:type` values (R28), in the order of E72's lists. */
export const COORDINATION_TYPES = ['indicacion', 'urgencia', 'anotacion', 'domicilio', 'pase', 'domicilio-urgente'] as const
export type CoordinationType = (typeof COORDINATION_TYPES)[number]

export function isCoordinationType(value: string | undefined): value is CoordinationType {
  return (COORDINATION_TYPES as readonly string[]).includes(value ?? '')
}

interface CoordinationAnswer {
  id: number
  area: string
  filial: string | null
  direccion: string
  medico_informante: string
  /** DD-MM-YYYY */
  fecha: string
  /** HH:mm */
  hora: string
  sector: string
  estudios: Array<{ nombre: string; requiere_consentimiento: boolean; indicaciones: string[] }>
}

export interface CoordinationView {
  id: string
  /** The studies' names, or the area when it names none. */
  title: string
  area: string
  /** null at the member's home. */
  branch: string | null
  address: string
  doctor: string
  /** DD/MM/YYYY */
  date: string
  /** HH:mm hs */
  hour: string
  sector: string
  studies: Array<{ name: string; needsConsent: boolean; instructions: string[] }>
}

export function coordinationView(answer: CoordinationAnswer): CoordinationView {
  const names = answer.estudios.map((estudio) => estudio.nombre.trim()).filter((name) => name !== '')
  // The API's day and hour together are the appointment format (BR70); shown as they came when they are not.
  const when = parseDate(`${answer.fecha} ${answer.hora}`, 'appointment')
  return {
    id: String(answer.id),
    title: names.length > 0 ? names.join(', ') : answer.area,
    area: answer.area,
    branch: answer.filial,
    address: answer.direccion,
    doctor: answer.medico_informante,
    date: when ? formatDate(when, 'day') : answer.fecha,
    hour: when ? formatDate(when, 'hour') : answer.hora,
    sector: answer.sector,
    studies: answer.estudios.map((estudio) => ({
      name: estudio.nombre,
      needsConsent: estudio.requiere_consentimiento,
      instructions: estudio.indicaciones,
    })),
  }
}
