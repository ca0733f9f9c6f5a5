import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../db/index'
import { runIdempotent, type Answer } from './idempotency'

const NOW = new Date('2026-11-20T12:00:00Z')
let dir: string
let db: Db

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-idempotency-'))
  db = openDatabase(dir, { now: NOW })
})

afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const faqCount = () => db.prepare('SELECT COUNT(*) FROM faqs').pluck().get() as number

/** A handler with a visible side effect: one FAQ row per run. */
function handler(answer: Answer): () => Answer {
  return () => {
    db.prepare("INSERT INTO faqs (orden, pregunta, respuesta) VALUES (99, '¿?', '-')").run()
    return answer
  }
}

describe('runIdempotent', () => {
  it('runs once per key and route and replays the stored answer', () => {
    const before = faqCount()
    const request = { route: '/r/', key: 'k1', request: { a: 1 }, now: NOW }
    expect(runIdempotent(db, request, handler({ status: 201, body: { data: { id: 1 } } }))).toEqual({
      status: 201,
      body: { data: { id: 1 } },
    })
    expect(runIdempotent(db, request, handler({ status: 500, body: null }))).toEqual({
      status: 201,
      body: { data: { id: 1 } },
    })
    expect(faqCount()).toBe(before + 1)
    // The same key on another route is another request.
    expect(runIdempotent(db, { ...request, route: '/otra/' }, handler({ status: 409, body: {} })).status).toBe(409)
    expect(faqCount()).toBe(before + 2)
  })

  it('always runs without a key', () => {
    const before = faqCount()
    const request = { route: '/r/', key: null, request: { a: 1 }, now: NOW }
    runIdempotent(db, request, handler({ status: 201, body: {} }))
    runIdempotent(db, request, handler({ status: 201, body: {} }))
    expect(faqCount()).toBe(before + 2)
  })

  it('refuses a key reused with another request, without running it', () => {
    runIdempotent(db, { route: '/r/', key: 'k2', request: { a: 1 }, now: NOW }, handler({ status: 201, body: {} }))
    const before = faqCount()
    expect(
      runIdempotent(db, { route: '/r/', key: 'k2', request: { a: 2 }, now: NOW }, handler({ status: 201, body: {} })),
    ).toEqual({ status: 422, body: { detail: 'La clave de idempotencia ya se usó con otros datos' } })
    expect(faqCount()).toBe(before)
  })

  it('stores nothing when the handler throws or answers 5xx, so a retry runs again', () => {
    const before = faqCount()
    const request = { route: '/r/', key: 'k3', request: {}, now: NOW }
    expect(() =>
      runIdempotent(db, request, () => {
        handler({ status: 201, body: {} })()
        throw new Error('caída')
      }),
    ).toThrow('caída')
    expect(faqCount()).toBe(before)
    expect(runIdempotent(db, request, handler({ status: 503, body: {} })).status).toBe(503)
    expect(runIdempotent(db, request, handler({ status: 201, body: { ok: 1 } }))).toEqual({
      status: 201,
      body: { ok: 1 },
    })
    expect(faqCount()).toBe(before + 2)
  })
})
