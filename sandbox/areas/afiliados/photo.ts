/**
 * The profile photo (spec 000 §2 "Photo upload accepts png and jpeg (the upload call is not shown)"). The call is
 * invented: PUT /api/afiliados/foto/ with JSON `{foto: base64, content_type}`, and GET /api/afiliados/foto/ answers
 * the stored image. The API trusts no client: the type is read from the file's first bytes, the size from the
 * decoded data.
 */
import express, { type RequestHandler } from 'express'
import { sendDetail } from '../../lib/http'
import type { FotoPerfil } from './store'

export const PHOTO_PATH = '/api/afiliados/foto/'
/** 2 MB, the portal's limit too. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024
/** The JSON body of an upload: the photo in base64 (4 characters per 3 bytes) and a little more. */
export const PHOTO_JSON_LIMIT = Math.ceil(PHOTO_MAX_BYTES / 3) * 4 + 1024

const parsePhotoJson = express.json({ limit: PHOTO_JSON_LIMIT })

/**
 * The body parser of the photo path, mounted before the app's own (whose 100 kB would refuse any photo); a body
 * over its limit is answered in the API's words.
 */
export const photoJsonBody: RequestHandler = (req, res, next) => {
  parsePhotoJson(req, res, (error?: unknown) => {
    if ((error as { type?: unknown } | undefined)?.type === 'entity.too.large') {
      return sendDetail(res, 413, PHOTO_DETAILS.tooLarge)
    }
    next(error)
  })
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff]

const startsWith = (data: Uint8Array, signature: number[]) =>
  data.length >= signature.length && signature.every((byte, index) => data[index] === byte)

/** The type the bytes say, whatever the name or the declared type. */
export function detectImageType(data: Uint8Array): FotoPerfil['contentType'] | null {
  if (startsWith(data, PNG_SIGNATURE)) return 'image/png'
  if (startsWith(data, JPEG_SIGNATURE)) return 'image/jpeg'
  return null
}

// Standard base64 with its padding, nothing else (Buffer.from would skip anything it cannot read).
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

export type PhotoCheck = { ok: true; foto: FotoPerfil } | { ok: false; status: 400 | 413; detail: string }

export const PHOTO_DETAILS = {
  notBase64: 'foto: debe ser la imagen en base64',
  tooLarge: 'La foto supera el tamaño máximo de 2 MB.',
  empty: 'La foto está vacía.',
  wrongType: 'La foto debe ser una imagen PNG o JPEG.',
} as const

/** Decodes and checks an upload; the declared content_type must be what the bytes are. */
export function checkPhoto(base64: string, declared: string): PhotoCheck {
  if (!BASE64.test(base64)) return { ok: false, status: 400, detail: PHOTO_DETAILS.notBase64 }
  const datos = Buffer.from(base64, 'base64')
  if (datos.length === 0) return { ok: false, status: 400, detail: PHOTO_DETAILS.empty }
  if (datos.length > PHOTO_MAX_BYTES) return { ok: false, status: 413, detail: PHOTO_DETAILS.tooLarge }
  const contentType = detectImageType(datos)
  if (!contentType || contentType !== declared) return { ok: false, status: 400, detail: PHOTO_DETAILS.wrongType }
  return { ok: true, foto: { contentType, datos } }
}
