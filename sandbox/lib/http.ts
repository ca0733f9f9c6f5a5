/**
 * HTTP plumbing shared by every router: `{ detail }` error bodies, the request log line, 404 and error handlers.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express'
import type { z } from 'zod'

export type LogFn = (entry: Record<string, unknown>) => void

/** Paths with ñ or accents arrive percent-encoded; faults and call counts use them as written. */
export function decodedPath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath)
  } catch {
    return rawPath
  }
}

export function sendDetail(res: Response, status: number, detail: string): void {
  res.status(status).json({ detail })
}

/** The first problem zod found, as `field: message`, for a 400 detail. */
export function firstIssue(error: z.ZodError, fallback: string): string {
  const issue = error.issues[0]
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : fallback
}

/** A query parameter given exactly once and not blank, trimmed; null otherwise. */
export function queryParam(req: Request, name: string): string | null {
  const value = req.query[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

/** One line per request: method, path without the query string, status, duration. Never bodies or queries. */
export function requestLogger(log: LogFn): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const path = req.path
    let logged = false
    const done = () => {
      if (logged) return
      logged = true
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      log({ method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 })
    }
    res.on('finish', done)
    res.on('close', done)
    next()
  }
}

export const notFound: RequestHandler = (_req, res) => {
  sendDetail(res, 404, 'No encontrado')
}

/** Client errors raised by the body parsers keep their status; anything else is a 500 without details. */
export function errorHandler(log?: LogFn): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error)
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500
    if (status >= 400 && status < 500) {
      const parseFailed = (error as { type?: unknown }).type === 'entity.parse.failed'
      return sendDetail(res, status, parseFailed ? 'El cuerpo no es JSON válido' : 'Solicitud inválida')
    }
    const message = error instanceof Error ? error.message : String(error)
    log?.({ event: 'error', method: req.method, path: req.path, message })
    sendDetail(res, 500, 'Error interno del sandbox')
  }
}
