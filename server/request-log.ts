/**
 * One structured log line per request: method, path without its query string (queries can
 * carry a cédula), status and duration. Never headers, cookies or bodies.
 */
import crypto from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { logger } from '~/utils/logger.server'

export function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = performance.now()
  const requestId = crypto.randomUUID()
  res.locals.requestId = requestId
  res.on('finish', () => {
    logger.info('request', {
      requestId,
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
    })
  })
  next()
}
