import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../db/index'
import {
  advanceCounter,
  CHALLENGE_TTL_MS,
  credentialOnDevice,
  deleteCredential,
  findCredential,
  listCredentials,
  saveChallenge,
  saveCredential,
  takeChallenge,
  type Ceremony,
  type NewCredential,
} from './store'

const NOW = new Date('2026-11-20T12:00:00Z')
const later = (ms: number) => new Date(NOW.getTime() + ms)
// Seeded affiliates: Ana is 1, Bruno 2.
const ANA = 1
const BRUNO = 2

let dir: string
let db: Db

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-credenciales-'))
  db = openDatabase(dir, { now: NOW })
})

afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

beforeEach(() => {
  db.exec('DELETE FROM credenciales; DELETE FROM desafios_webauthn;')
})

const login: Ceremony = { purpose: 'login', afiliadoId: ANA, deviceId: 'device-a' }
const pending = () => db.prepare('SELECT desafio FROM desafios_webauthn ORDER BY rowid').pluck().all()

function credential(id: string, overrides: Partial<NewCredential> = {}): NewCredential {
  return {
    id,
    afiliadoId: ANA,
    deviceId: 'device-a',
    publicKey: new Uint8Array([1, 2, 3]),
    counter: 0,
    transports: ['internal'],
    ...overrides,
  }
}

describe('challenges', () => {
  it('are taken once, and only within five minutes', () => {
    saveChallenge(db, 'c1', login, NOW)
    expect(takeChallenge(db, 'c1', login, later(CHALLENGE_TTL_MS - 1))).toBe(true)
    expect(takeChallenge(db, 'c1', login, NOW)).toBe(false)

    saveChallenge(db, 'c2', login, NOW)
    expect(takeChallenge(db, 'c2', login, later(CHALLENGE_TTL_MS))).toBe(false)
    // Refused for its age, it is gone all the same.
    expect(pending()).toEqual([])
  })

  it('belong to one ceremony: another purpose, affiliate or device neither uses nor spends them', () => {
    saveChallenge(db, 'c1', login, NOW)
    expect(takeChallenge(db, 'c1', { ...login, purpose: 'registro' }, NOW)).toBe(false)
    expect(takeChallenge(db, 'c1', { ...login, afiliadoId: BRUNO }, NOW)).toBe(false)
    expect(takeChallenge(db, 'c1', { ...login, deviceId: 'device-b' }, NOW)).toBe(false)
    expect(takeChallenge(db, 'c1', login, NOW)).toBe(true)
  })

  it('are kept five per ceremony, newest first, and expired ones are cleared when a new one is handed out', () => {
    saveChallenge(db, 'old', { ...login, afiliadoId: BRUNO }, NOW)
    for (const n of [1, 2, 3, 4, 5, 6]) saveChallenge(db, `c${n}`, login, later(CHALLENGE_TTL_MS))
    expect(pending()).toEqual(['c2', 'c3', 'c4', 'c5', 'c6'])
    expect(takeChallenge(db, 'c1', login, later(CHALLENGE_TTL_MS))).toBe(false)
  })
})

describe('credentials', () => {
  it('are one per affiliate and device: a new one on the device replaces the old', () => {
    saveCredential(db, credential('k1'), NOW)
    saveCredential(db, credential('k2', { deviceId: 'device-b' }), later(1000))
    const replaced = saveCredential(db, credential('k3'), later(2000))
    expect(replaced).toMatchObject({ id: 'k3', afiliado_id: ANA, device_id: 'device-a', contador: 0 })
    expect(findCredential(db, 'k1')).toBeUndefined()
    expect(credentialOnDevice(db, ANA, 'device-a')?.id).toBe('k3')
    expect(listCredentials(db, ANA)).toEqual([
      { id: 'k2', deviceId: 'device-b', createdAt: later(1000).toISOString() },
      { id: 'k3', deviceId: 'device-a', createdAt: later(2000).toISOString() },
    ])
  })

  it("refuse an id that is already another affiliate's or another device's passkey, changing nothing", () => {
    saveCredential(db, credential('k1'), NOW)
    saveCredential(db, credential('k2', { afiliadoId: BRUNO }), NOW)
    expect(saveCredential(db, credential('k1', { afiliadoId: BRUNO }), NOW)).toBe('taken')
    expect(saveCredential(db, credential('k1', { deviceId: 'device-b' }), NOW)).toBe('taken')
    expect(listCredentials(db, BRUNO).map((c) => c.id)).toEqual(['k2'])
    expect(listCredentials(db, ANA).map((c) => c.id)).toEqual(['k1'])
  })

  it('are deleted only by their owner', () => {
    saveCredential(db, credential('k1'), NOW)
    expect(deleteCredential(db, BRUNO, 'k1')).toBe(false)
    expect(deleteCredential(db, ANA, 'nope')).toBe(false)
    expect(deleteCredential(db, ANA, 'k1')).toBe(true)
    expect(findCredential(db, 'k1')).toBeUndefined()
  })

  it('move their counter only from the value a login was checked against', () => {
    saveCredential(db, credential('k1', { counter: 4 }), NOW)
    expect(advanceCounter(db, 'k1', 4, 5, later(1000))).toBe(true)
    expect(advanceCounter(db, 'k1', 4, 6, later(2000))).toBe(false)
    expect(findCredential(db, 'k1')).toMatchObject({ contador: 5, usada_en: later(1000).toISOString() })
  })
})
