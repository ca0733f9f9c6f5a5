/**
 * Content group of the mutual's API (spec 000 §7): FAQs, release versions and feature flags.
 */
import { Router } from 'express'
import type { SandboxContext } from '../context'
import { queryParam, sendDetail } from '../lib/http'

interface VersionRow {
  id: number
  nombre: string
  fecha: string
}

interface NoteRow {
  version_id: number
  tipo: string
  descripcion: string
}

export function contentRouter({ db }: SandboxContext): Router {
  const router = Router()

  router.get('/api/faqs/', (_req, res) => {
    res.json(db.prepare('SELECT pregunta, respuesta FROM faqs ORDER BY orden, id').all())
  })

  router.get('/api/versions/obtener-ultima-version', (_req, res) => {
    const latest = db.prepare('SELECT nombre FROM versiones ORDER BY fecha DESC, id DESC LIMIT 1').get()
    if (!latest) return sendDetail(res, 404, 'No hay versiones publicadas')
    res.json(latest)
  })

  router.get('/api/versions/obtener-versiones', (_req, res) => {
    const versions = db
      .prepare('SELECT id, nombre, fecha FROM versiones ORDER BY fecha DESC, id DESC')
      .all() as VersionRow[]
    const notes = db
      .prepare('SELECT version_id, tipo, descripcion FROM version_notas ORDER BY version_id, orden')
      .all() as NoteRow[]
    res.json(
      versions.map((v) => ({
        nombre: v.nombre,
        fecha: v.fecha,
        notas: notes.filter((n) => n.version_id === v.id).map(({ tipo, descripcion }) => ({ tipo, descripcion })),
      })),
    )
  })

  router.get('/api/flags/obtener-por-nombre', (req, res) => {
    const nombre = queryParam(req, 'nombre')
    if (nombre === null) return sendDetail(res, 400, 'El parámetro nombre es obligatorio')
    const flag = db.prepare('SELECT nombre, habilitado, descripcion FROM flags WHERE nombre = ?').get(nombre) as
      | { nombre: string; habilitado: number; descripcion: string }
      | undefined
    if (!flag) return sendDetail(res, 404, `No existe el flag ${nombre}`)
    res.json({ ...flag, habilitado: flag.habilitado === 1 })
  })

  return router
}
