/**
 * Test-control endpoints under /sandbox/: the clock, the outbox, fault injection, run-time settings, feature flags,
 * a debt paid at an agency, the call counter, a reset to the seed and new personas for one test. They are mounted before the fault middleware,
 * so a fault can never lock the tests out of clearing it, and the counter also sees the calls a fault answers.
 */
import { Router } from 'express'
import { z } from 'zod'
import { payDebtAtAgency } from '../areas/cobranzas/store'
import { setFlag } from '../areas/content/store'
import type { SandboxContext } from '../context'
import { readJwtSecret, reseedInPlace } from '../db/index'
import { countCalls } from '../lib/calls'
import { parseIsoInstant } from '../lib/clock'
import { FaultSpecSchema } from '../lib/faults'
import { GatewayOutcomeSpecSchema } from '../lib/gateway-outcomes'
import { firstIssue, sendDetail } from '../lib/http'
import { clearOutbox, listOutbox } from '../lib/outbox'
import { renderOutboxPage } from '../lib/outbox-page'
import { SettingsSchema } from '../lib/settings'
import { createCuenta, CuentaRequestSchema } from './cuentas'
import { createPersona, PersonaRequestSchema } from './personas'

const ClockBodySchema = z.object({ now: z.string() })
const FlagBodySchema = z.object({ habilitado: z.boolean() }).strict()

export function controlRouter(ctx: SandboxContext): Router {
  const { db, clock, faults, settings, calls } = ctx
  const router = Router()
  router.use(countCalls(calls))
  const clockState = () => ({ now: clock.now().toISOString(), fixed: clock.isFixed() })

  router.get('/sandbox/clock', (_req, res) => {
    res.json(clockState())
  })

  router.put('/sandbox/clock', (req, res) => {
    const parsed = ClockBodySchema.safeParse(req.body)
    const at = parsed.success ? parseIsoInstant(parsed.data.now) : null
    if (!at)
      return sendDetail(res, 400, 'Indique now como fecha y hora ISO 8601, por ejemplo 2026-11-20T09:00:00-03:00')
    clock.fix(at)
    res.json(clockState())
  })

  router.delete('/sandbox/clock', (_req, res) => {
    clock.release()
    res.json(clockState())
  })

  router.get('/sandbox/outbox', (_req, res) => {
    res
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('html')
      .send(renderOutboxPage(listOutbox(db)))
  })

  router.get('/sandbox/outbox.json', (_req, res) => {
    res.json(listOutbox(db))
  })

  router.delete('/sandbox/outbox', (_req, res) => {
    clearOutbox(db)
    res.status(204).end()
  })

  router.get('/sandbox/faults', (_req, res) => {
    res.json(faults.list())
  })

  router.post('/sandbox/faults', (req, res) => {
    const parsed = FaultSpecSchema.safeParse(req.body)
    if (!parsed.success) return sendDetail(res, 400, firstIssue(parsed.error, 'Fallo inválido'))
    res.status(201).json(faults.add(parsed.data))
  })

  router.delete('/sandbox/faults', (_req, res) => {
    faults.clear()
    res.status(204).end()
  })

  // Forced outcomes of the payment gateway (lib/gateway-outcomes.ts), used by the next matching calls.
  router.get('/sandbox/pagos/resultados', (_req, res) => {
    res.json(ctx.gateway.list())
  })

  router.post('/sandbox/pagos/resultados', (req, res) => {
    const parsed = GatewayOutcomeSpecSchema.safeParse(req.body)
    if (!parsed.success) return sendDetail(res, 400, firstIssue(parsed.error, 'Resultado inválido'))
    res.status(201).json(ctx.gateway.add(parsed.data))
  })

  router.delete('/sandbox/pagos/resultados', (_req, res) => {
    ctx.gateway.clear()
    res.status(204).end()
  })

  router.get('/sandbox/settings', (_req, res) => {
    res.json(settings.get())
  })

  router.put('/sandbox/settings', (req, res) => {
    const parsed = SettingsSchema.partial().strict().safeParse(req.body)
    if (!parsed.success) return sendDetail(res, 400, firstIssue(parsed.error, 'Configuración inválida'))
    res.json(settings.update(parsed.data))
  })

  router.delete('/sandbox/settings', (_req, res) => {
    res.json(settings.reset())
  })

  // Switches a feature flag for the tests of a flow that depends on it.
  router.put('/sandbox/flags/:nombre', (req, res) => {
    const parsed = FlagBodySchema.safeParse(req.body)
    if (!parsed.success) return sendDetail(res, 400, 'Indique habilitado: true o false')
    if (!setFlag(db, req.params.nombre, parsed.data.habilitado)) {
      return sendDetail(res, 404, `No existe el flag ${req.params.nombre}`)
    }
    res.json({ nombre: req.params.nombre, habilitado: parsed.data.habilitado })
  })

  // The member paid a debt at Abitab or RedPagos (a booking's order, say): the agency's word, which no API call carries.
  router.post('/sandbox/deudas/:id/pagada-en-agencia', (req, res) => {
    const id = Number(req.params.id)
    if (!Number.isSafeInteger(id) || !payDebtAtAgency(db, id, clock.now().toISOString())) {
      return sendDetail(res, 404, `No hay una deuda abierta ${req.params.id}`)
    }
    res.status(204).end()
  })

  router.get('/sandbox/calls', (_req, res) => {
    res.json(calls.counts())
  })

  router.delete('/sandbox/calls', (_req, res) => {
    calls.reset()
    res.status(204).end()
  })

  // The data back to a new database's, dated from the clock's now, without a restart. Every session ends with the
  // new signing key. The clock, faults, settings and call counts are left alone: they have their own controls.
  router.post('/sandbox/reset', (_req, res) => {
    reseedInPlace(db, clock.now())
    ctx.jwtSecret = readJwtSecret(db)
    res.status(204).end()
  })

  router.post('/sandbox/personas', (req, res) => {
    const parsed = PersonaRequestSchema.safeParse(req.body ?? {})
    if (!parsed.success) return sendDetail(res, 400, firstIssue(parsed.error, 'Persona inválida'))
    const persona = createPersona(db, parsed.data, clock.now())
    if (!persona) return sendDetail(res, 404, `No existe un afiliado con la cédula ${parsed.data.like}`)
    res.status(201).json(persona)
  })

  // An account without a password for an affiliate who has none, and the e-mail with the link to choose it.
  router.post('/sandbox/cuentas', (req, res) => {
    const parsed = CuentaRequestSchema.safeParse(req.body ?? {})
    if (!parsed.success) return sendDetail(res, 400, firstIssue(parsed.error, 'Cuenta inválida'))
    const result = createCuenta(ctx, parsed.data, clock.now())
    if (result.status !== 201) return sendDetail(res, result.status, result.detail)
    res.status(201).json({ ci: result.afiliado.ci, email: result.afiliado.email })
  })

  return router
}
