/**
 * Medical appointments of the agenda group (spec 001 §7): the user's upcoming appointments, not cancelled, earliest
 * first. "Upcoming" is measured on the sandbox clock in Montevideo time.
 */
import { Router } from 'express'
import type { SandboxContext } from '../../context'
import { dayMonthYear, toMontevideo } from '../../lib/local-time'
import { currentUser, requireAuth } from '../auth/tokens'
import { upcomingConsultas } from './store'

export function agendaRouter(ctx: SandboxContext): Router {
  const { db, clock } = ctx
  const router = Router()
  const auth = requireAuth(ctx)

  router.get('/api/agenda/fetch-medical-appointments', auth, (req, res) => {
    const { afiliado } = currentUser(req)
    const now = clock.now()
    const datetime = now.toISOString()
    // The agenda system keeps no record of its own for a minor registered through a representative (Gabriela in
    // the demo): it answers code 01, which the portal reports as "not possible to get information for this user".
    if (afiliado.representante_afiliado_id !== null) return res.json({ codigo: '01', datetime, consultas: [] })

    const local = toMontevideo(now)
    const rows = upcomingConsultas(db, afiliado.id, `${local.date}T${local.time.slice(0, 5)}`)
    res.json({
      codigo: '00',
      datetime,
      consultas: rows.map(({ id, fecha_hora, medico, filial, especialidad }) => {
        const [day, month, year] = dayMonthYear(fecha_hora)
        return { id, fechahora: `${day}-${month}-${year} ${fecha_hora.slice(11, 16)}`, medico, filial, especialidad }
      }),
    })
  })

  return router
}
