/**
 * Appointment cards of the agenda group (spec 001 §7): the user's upcoming medical appointments and administrative
 * reservations, not cancelled, earliest first. "Upcoming" is measured on the sandbox clock in Montevideo time.
 */
import { Router } from 'express'
import type { SandboxContext } from '../context'
import { currentUser, requireAuth } from '../lib/auth'
import { toMontevideo } from '../lib/local-time'

interface ConsultaRow {
  id: number
  fecha_hora: string
  medico: string
  filial: string
  especialidad: string
}

interface ReservaRow {
  id: number
  fecha: string
  hora: string
  id_tramite: number | null
  numero_llamado: string | null
  estado: 'reserved' | 'confirmed' | 'pendingPayment'
  sucursal_id: number
  sucursal: string
  sector: string
  fila: string | null
}

/** 'YYYY-MM-DD' → ['DD', 'MM', 'YYYY'] */
function dayMonthYear(date: string): [string, string, string] {
  return [date.slice(8, 10), date.slice(5, 7), date.slice(0, 4)]
}

export function agendaRouter(ctx: SandboxContext): Router {
  const { db, clock } = ctx
  const router = Router()
  const auth = requireAuth(ctx)

  const upcomingConsultas = db.prepare(
    `SELECT id, fecha_hora, medico, filial, especialidad FROM consultas
     WHERE afiliado_id = ? AND estado = 'reservada' AND fecha_hora > ?
     ORDER BY fecha_hora, id`,
  )
  const upcomingReservas = db.prepare(
    `SELECT r.id, r.fecha, r.hora, r.id_tramite, r.numero_llamado, r.estado, r.sucursal_id,
       s.descripcion AS sucursal, se.descripcion AS sector, f.descripcion AS fila
     FROM reservas_administrativas r
     JOIN sucursales s ON s.id = r.sucursal_id
     JOIN sectores se ON se.id = r.sector_id
     LEFT JOIN filas f ON f.id = r.fila_id
     WHERE r.afiliado_ci = ? AND r.estado <> 'cancelled' AND r.fecha || 'T' || r.hora > ?
     ORDER BY r.fecha, r.hora, r.id`,
  )
  const sectorsOf = db.prepare('SELECT id, descripcion AS description FROM sectores WHERE sucursal_id = ? ORDER BY id')

  router.get('/api/agenda/fetch-medical-appointments', auth, (req, res) => {
    const { afiliado } = currentUser(req)
    const now = clock.now()
    const datetime = now.toISOString()
    // The agenda system keeps no record of its own for a minor registered through a representative (Gabriela in
    // the demo): it answers code 01, which the portal reports as "not possible to get information for this user".
    if (afiliado.representante_afiliado_id !== null) return res.json({ codigo: '01', datetime, consultas: [] })

    const local = toMontevideo(now)
    const rows = upcomingConsultas.all(afiliado.id, `${local.date}T${local.time.slice(0, 5)}`) as ConsultaRow[]
    res.json({
      codigo: '00',
      datetime,
      consultas: rows.map(({ id, fecha_hora, medico, filial, especialidad }) => {
        const [day, month, year] = dayMonthYear(fecha_hora)
        return { id, fechahora: `${day}-${month}-${year} ${fecha_hora.slice(11, 16)}`, medico, filial, especialidad }
      }),
    })
  })

  router.get('/api/agenda/fetch-admin-appointments', auth, (req, res) => {
    const { afiliado } = currentUser(req)
    const local = toMontevideo(clock.now())
    const rows = upcomingReservas.all(afiliado.ci, `${local.date}T${local.time}`) as ReservaRow[]
    res.json(
      rows.map((r) => {
        const [day, month, year] = dayMonthYear(r.fecha)
        return {
          id: r.id,
          description: r.fila ? `${r.sector} - ${r.fila}` : r.sector,
          fechaReserva: `${r.fecha}T${r.hora}`,
          fechaReservaFormatString: `${day}/${month}/${year} ${r.hora.slice(0, 5)}`,
          idTramite: r.id_tramite,
          nombreSector: r.sector,
          numeroLlamado: r.numero_llamado,
          sucursal: { id: r.sucursal_id, descripcion: r.sucursal, sectors: sectorsOf.all(r.sucursal_id) },
          status: r.estado,
        }
      }),
    )
  })

  return router
}
