/**
 * Signed documents (checklist C82, E101): open, no token. The spec names the call `fetchSignedFile(id)` and its
 * answer's fields without its path; the sandbox invents it (docs/decisions/invented-paths.md):
 *
 * GET /api/documentos-firmados/{id}/ answers `{id, autor: {id, usuario: {first_name, last_name}} | null,
 * fecha_asociacion (YYYY-MM-DD) | null, documento_firmado}`, where `documento_firmado` is the path of the file,
 * null unless the document is signed; GET /api/documentos-firmados/{id}/archivo/ answers that file, a PDF. An
 * unknown id, or one that is not a document id at all, is 404, as is the file of a document not signed.
 */
import { Router } from 'express'
import type { SandboxContext } from '../../context'
import { sendDetail } from '../../lib/http'
import { documentoPdf } from './documento-pdf'
import { findDocumento, isSigned, type DocumentoFirmado } from './store'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const archivoPath = (id: string) => `/api/documentos-firmados/${id}/archivo/`

function documentoView(documento: DocumentoFirmado) {
  return {
    id: documento.id,
    autor: documento.autor && {
      id: documento.autor.id,
      usuario: { first_name: documento.autor.firstName, last_name: documento.autor.lastName },
    },
    fecha_asociacion: documento.fechaAsociacion,
    documento_firmado: isSigned(documento) ? archivoPath(documento.id) : null,
  }
}

export function documentosFirmadosRouter(ctx: SandboxContext): Router {
  const { db } = ctx
  const router = Router()

  /** The document of that id, read case-insensitively as a UUID is; undefined for anything else. */
  const documentoOf = (id: string | undefined) => {
    const normalised = (id ?? '').toLowerCase()
    return UUID.test(normalised) ? findDocumento(db, normalised) : undefined
  }

  router.get('/api/documentos-firmados/:id/', (req, res) => {
    const documento = documentoOf(req.params.id)
    if (!documento) return sendDetail(res, 404, 'No existe el documento')
    res.json(documentoView(documento))
  })

  router.get('/api/documentos-firmados/:id/archivo/', async (req, res, next) => {
    const documento = documentoOf(req.params.id)
    if (!documento?.autor || !documento.fechaAsociacion) return sendDetail(res, 404, 'El documento no fue firmado')
    try {
      const pdf = await documentoPdf({ ...documento, autor: documento.autor, fechaAsociacion: documento.fechaAsociacion })
      res
        .status(200)
        .type('application/pdf')
        .set('Content-Disposition', `attachment; filename="documento-${documento.id}.pdf"`)
        .send(Buffer.from(pdf))
    } catch (error) {
      next(error)
    }
  })

  return router
}
