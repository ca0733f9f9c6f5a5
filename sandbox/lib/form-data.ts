/**
 * Form-data bodies, which the passkey calls use (spec 000 §7): `multipart/form-data` read into `req.body` as plain
 * text fields, the shape `express.urlencoded` already gives the other kind of form (a field sent twice becomes an
 * array, which the routes' schemas refuse). The sandbox app parses JSON and urlencoded bodies for every route;
 * multipart only where this middleware is mounted. Files are refused: no call of the API takes one.
 */
import express, { type RequestHandler } from 'express'
import { sendDetail } from './http'

/** A WebAuthn credential as JSON is a few kilobytes; more is not a form of these calls. */
const LIMIT = '64kb'

const readMultipart = express.raw({ type: 'multipart/form-data', limit: LIMIT })

const parseMultipart: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next()
  const raw: unknown = req.body
  if (!Buffer.isBuffer(raw)) {
    req.body = {}
    return next()
  }
  // The platform's own multipart parser (undici), through a Request built from the bytes received.
  const request = new Request('http://sandbox.invalid/', {
    method: 'POST',
    headers: { 'content-type': req.get('content-type') ?? '' },
    body: new Uint8Array(raw),
  })
  request.formData().then(
    (form) => {
      const fields: Record<string, string | string[]> = {}
      for (const [name, value] of form) {
        if (typeof value !== 'string') return sendDetail(res, 400, `El campo ${name} es un archivo; se esperaba texto`)
        const previous = fields[name]
        fields[name] = previous === undefined ? value : [previous, value].flat()
      }
      req.body = fields
      next()
    },
    () => sendDetail(res, 400, 'El cuerpo multipart/form-data no es válido'),
  )
}

/** Mount before the routes that take form-data; JSON and urlencoded bodies pass through unchanged. */
export const formData: RequestHandler[] = [readMultipart, parseMultipart]
