/**
 * Content group of the mutual's API (spec 000 §7): FAQs, release versions and feature flags.
 */
import { Router } from 'express'
import type { SandboxContext } from '../../context'
import { queryParam, sendDetail } from '../../lib/http'
import { findFlag, latestVersionName, listFaqs, listVersions } from './store'

export function contentRouter({ db }: SandboxContext): Router {
  const router = Router()

  router.get('/api/faqs/', (_req, res) => {
    res.json(listFaqs(db))
  })

  router.get('/api/versions/obtener-ultima-version', (_req, res) => {
    const nombre = latestVersionName(db)
    if (nombre === undefined) return sendDetail(res, 404, 'No hay versiones publicadas')
    res.json({ nombre })
  })

  router.get('/api/versions/obtener-versiones', (_req, res) => {
    res.json(listVersions(db))
  })

  router.get('/api/flags/obtener-por-nombre', (req, res) => {
    const nombre = queryParam(req, 'nombre')
    if (nombre === null) return sendDetail(res, 400, 'El parámetro nombre es obligatorio')
    const flag = findFlag(db, nombre)
    if (!flag) return sendDetail(res, 404, `No existe el flag ${nombre}`)
    res.json(flag)
  })

  return router
}
