/**
 * Demo medical appointments, dated relative to the sandbox clock when the agenda tables are created, so "upcoming"
 * stays upcoming in a demo started any day. Deterministic for a given now: only the Montevideo date of now is used.
 */
import type { Db } from '../../db/types'
import { addDays, toMontevideo } from '../../lib/local-time'
import type { AfiliadoRow } from '../afiliados/store'
import { copyConsultas } from './store'

const ANA_CI = '12345672'
const BRUNO_CI = '23456783'

interface ConsultaSeed {
  id: number
  ci: string
  days: number
  hora: string
  medico: string
  filial: string
  especialidad: string
}

const consultas: ConsultaSeed[] = [
  {
    id: 1,
    ci: ANA_CI,
    days: 2,
    hora: '09:30',
    medico: 'Dra. Laura Méndez',
    filial: 'Sede Central',
    especialidad: 'Medicina general',
  },
  {
    id: 2,
    ci: ANA_CI,
    days: 9,
    hora: '16:00',
    medico: 'Dr. Martín Silva',
    filial: 'Filial Ciudad de la Costa',
    especialidad: 'Cardiología',
  },
  {
    id: 3,
    ci: ANA_CI,
    days: -20,
    hora: '10:00',
    medico: 'Dra. Laura Méndez',
    filial: 'Sede Central',
    especialidad: 'Medicina general',
  },
  {
    id: 4,
    ci: BRUNO_CI,
    days: 4,
    hora: '11:15',
    medico: 'Dra. Sofía Rodríguez',
    filial: 'Sede Central',
    especialidad: 'Dermatología',
  },
]

export function seedConsultas(db: Db, now: Date): void {
  const today = toMontevideo(now).date
  // By CI, so an older database whose personas were edited simply gets fewer rows instead of failing.
  const insertConsulta = db.prepare(`
    INSERT INTO consultas (id, afiliado_id, fecha_hora, medico, filial, especialidad, estado)
    SELECT @id, id, @fechaHora, @medico, @filial, @especialidad, 'reservada' FROM afiliados WHERE ci = @ci
  `)
  for (const { days, hora, ...c } of consultas) {
    insertConsulta.run({ ...c, fechaHora: `${addDays(today, days)}T${hora}` })
  }
}

/** A test persona made like another has the same appointments. */
export function copyPersonaConsultas(db: Db, from: AfiliadoRow, to: AfiliadoRow): void {
  copyConsultas(db, from.id, to.id)
}
