import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { listOutbox } from '../../lib/outbox'
import { DEMO_PASSWORD, startTestSandbox, TEST_NOW, type TestSandbox } from '../../test-support'
import {
  LINK_EXPIRED_TEXT,
  LINK_INVALID_ERROR,
  NO_MATCH_DETAIL,
  ONLY_DIGITS,
  SAME_PASSWORD_DETAIL,
  TOO_SHORT,
  WRONG_PASSWORD_DETAIL,
} from './passwords-router'

const ANA = '12345672'
const DIEGO = '45678905'
const ELENA = '56789016'
const FEDERICO = '67890127'
/** A valid cédula nobody in the seed has. */
const NOBODY = '30000010'
const PORTAL = 'https://portal.example.org'
const NEW_PASSWORD = 'Nueva2026'
const SANCIONADO = { detail: 'El afiliado se encuentra sancionado' }

let sandbox: TestSandbox

beforeAll(async () => {
  sandbox = await startTestSandbox({ portalUrl: PORTAL })
})

afterEach(async () => {
  await sandbox.sendJson('/sandbox/clock', 'PUT', { now: TEST_NOW })
  await sandbox.api('/sandbox/reset', { method: 'POST' })
})

afterAll(async () => {
  await sandbox.close()
})

const requestReset = (ci: unknown, email: unknown) => sandbox.sendJson('/reset-pass-auth/', 'POST', { ci, email })
const checkParams = (body: unknown) => sandbox.sendJson('/api/userAuth/check-reset-pass-params/', 'POST', body)
const setPassword = (uid: string, token: string, body: unknown) =>
  sandbox.sendJson(`/reset-pass-auth/${encodeURIComponent(uid)}/${encodeURIComponent(token)}/`, 'POST', body)
const changePassword = (token: string, body: unknown) =>
  sandbox.sendJson('/change-pass-auth/', 'POST', body, { authorization: `Bearer ${token}` })
const loginStatus = async (ci: string, password: string) =>
  (await sandbox.sendJson('/api-token-auth/', 'POST', { username: ci, password })).status

/** The uid and token of the link in the newest e-mail to `to`. */
function linkSentTo(to: string): { uid: string; token: string; url: URL } {
  const mail = listOutbox(sandbox.db).find((message) => message.destinatario === to)
  const href = mail?.cuerpo.match(/https?:\/\/\S+/)?.[0]
  if (!href) throw new Error(`no link was e-mailed to ${to}`)
  const url = new URL(href)
  return { uid: url.searchParams.get('uid') ?? '', token: url.searchParams.get('token') ?? '', url }
}

async function resetLinkOf(ci: string, email: string) {
  expect((await requestReset(ci, email)).status).toBe(200)
  return linkSentTo(email)
}

describe('POST /reset-pass-auth/ (E03)', () => {
  it('e-mails a link to the portal’s set-password screen when cédula and e-mail are an account’s', async () => {
    const res = await requestReset(ANA, 'Ana.Perez@Example.com ')
    expect(res.status).toBe(200)
    const [mail, ...others] = listOutbox(sandbox.db)
    expect(others).toEqual([])
    expect(mail).toMatchObject({ canal: 'email', destinatario: 'ana.perez@example.com', asunto: 'Restablecer tu contraseña' })
    expect(mail?.cuerpo).toContain('Hola Ana:')
    expect(mail?.cuerpo).toContain('vence en 60 minutos y sirve una sola vez')

    const { url, uid, token } = linkSentTo('ana.perez@example.com')
    expect(`${url.origin}${url.pathname}`).toBe(`${PORTAL}/set-password`)
    // Django's order and spelling: the account id in base64url, then a random token.
    expect(uid).toBe(Buffer.from('1').toString('base64url'))
    expect(token).toMatch(/^[\w-]{43}$/)
  })

  it('keeps only the token’s hash, and the link lives 60 minutes', async () => {
    const { token } = await resetLinkOf(ANA, 'ana.perez@example.com')
    const rows = sandbox.db.prepare('SELECT * FROM enlaces_contrasena').all() as Array<Record<string, unknown>>
    expect(rows).toEqual([
      {
        id: 1,
        afiliado_id: 1,
        token_sha256: createHash('sha256').update(token).digest('hex'),
        proposito: 'restablecer',
        creado_en: TEST_NOW,
        vence_en: '2026-11-20T13:00:00.000Z',
        usado_en: null,
      },
    ])
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('answers the same for a wrong e-mail, an unknown cédula and an affiliate without an account, and sends nothing', async () => {
    for (const [ci, email] of [
      [ANA, 'bruno.perez@example.com'],
      [NOBODY, 'ana.perez@example.com'],
      [FEDERICO, 'federico.diaz@example.com'],
    ]) {
      const res = await requestReset(ci, email)
      expect(res.status, `${ci} ${email}`).toBe(400)
      expect(await res.json()).toEqual({ detail: NO_MATCH_DETAIL })
    }
    expect(listOutbox(sandbox.db)).toEqual([])
  })

  it('refuses a penalised affiliate (DOCUMENT_PENALIZED), but only to someone who knows the e-mail', async () => {
    const penalised = await requestReset(DIEGO, 'diego.sosa@example.com')
    expect(penalised.status).toBe(401)
    expect(await penalised.json()).toEqual(SANCIONADO)
    const guessed = await requestReset(DIEGO, 'otro@example.com')
    expect(guessed.status).toBe(400)
    expect(await guessed.json()).toEqual({ detail: NO_MATCH_DETAIL })
    expect(listOutbox(sandbox.db)).toEqual([])
  })

  it('answers 400 to a body without ci and email', async () => {
    for (const body of [{}, { ci: ANA }, { ci: 12345672, email: 'ana.perez@example.com' }, { ci: ' ', email: 'x' }]) {
      const res = await sandbox.sendJson('/reset-pass-auth/', 'POST', body)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ detail: 'Indique ci y email' })
    }
  })
})

describe('POST /api/userAuth/check-reset-pass-params/ (E08)', () => {
  it('says whether uid and token name a link that still works', async () => {
    const { uid, token } = await resetLinkOf(ANA, 'ana.perez@example.com')
    const isValid = async (body: unknown) => {
      const res = await checkParams(body)
      expect(res.status).toBe(200)
      return ((await res.json()) as { isValid: boolean }).isValid
    }
    expect(await isValid({ token, uid })).toBe(true)
    expect(await isValid({ token: `${token}x`, uid })).toBe(false)
    // Bruno's uid with Ana's token, and spellings of Ana's uid that are not its one spelling.
    expect(await isValid({ token, uid: Buffer.from('2').toString('base64url') })).toBe(false)
    for (const other of ['MQ==', 'MR', 'MDE', '', 'x'.repeat(40)]) expect(await isValid({ token, uid: other }), other).toBe(false)
    expect(await isValid({ token: '', uid })).toBe(false)

    await sandbox.sendJson('/sandbox/clock', 'PUT', { now: '2026-11-20T12:59:59Z' })
    expect(await isValid({ token, uid })).toBe(true)
    await sandbox.sendJson('/sandbox/clock', 'PUT', { now: '2026-11-20T13:00:00Z' })
    expect(await isValid({ token, uid })).toBe(false)
  })

  it('answers 400 to a body without token and uid', async () => {
    for (const body of [{}, { token: 'x' }, { token: 1, uid: 'MQ' }]) {
      const res = await checkParams(body)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ detail: 'Indique token y uid' })
    }
  })
})

describe('POST /reset-pass-auth/{uid}/{token}/ (E04)', () => {
  it('sets the password once: the new one signs in, the old one and the used link no longer work', async () => {
    const { uid, token } = await resetLinkOf(ANA, 'ana.perez@example.com')
    const res = await setPassword(uid, token, { new_password: NEW_PASSWORD })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ detail: 'Contraseña restablecida' })
    expect(await loginStatus(ANA, NEW_PASSWORD)).toBe(200)
    expect(await loginStatus(ANA, DEMO_PASSWORD)).toBe(400)

    const again = await setPassword(uid, token, { new_password: 'Otra2026x' })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({ error: LINK_INVALID_ERROR })
    expect((await (await checkParams({ uid, token })).json()) as unknown).toEqual({ isValid: false })
  })

  it('ends every other link of the account, and no other account’s', async () => {
    const first = await resetLinkOf(ANA, 'ana.perez@example.com')
    const second = await resetLinkOf(ANA, 'ana.perez@example.com')
    const bruno = await resetLinkOf('23456783', 'bruno.perez@example.com')
    expect(first.token).not.toBe(second.token)
    expect((await setPassword(second.uid, second.token, { new_password: NEW_PASSWORD })).status).toBe(200)
    expect(await (await checkParams({ uid: first.uid, token: first.token })).json()).toEqual({ isValid: false })
    expect(await (await checkParams({ uid: bruno.uid, token: bruno.token })).json()).toEqual({ isValid: true })
  })

  it('answers an expired link with a plain-text body', async () => {
    const { uid, token } = await resetLinkOf(ANA, 'ana.perez@example.com')
    await sandbox.sendJson('/sandbox/clock', 'PUT', { now: '2026-11-20T13:00:00Z' })
    const res = await setPassword(uid, token, { new_password: NEW_PASSWORD })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await res.text()).toBe(LINK_EXPIRED_TEXT)
    expect(await loginStatus(ANA, DEMO_PASSWORD)).toBe(200)
  })

  it('answers an unknown link with `error`', async () => {
    const { uid } = await resetLinkOf(ANA, 'ana.perez@example.com')
    for (const [badUid, badToken] of [
      [uid, 'no-es-el-token'],
      ['MQ==', 'x'],
      ['%C3%B1', 'x'],
    ]) {
      const res = await sandbox.sendJson(`/reset-pass-auth/${badUid}/${badToken}/`, 'POST', { new_password: NEW_PASSWORD })
      expect(res.status, badUid).toBe(400)
      expect(await res.json()).toEqual({ error: LINK_INVALID_ERROR })
    }
  })

  it('enforces the password rules (BR03) with `details`, every broken rule listed, and keeps the link', async () => {
    const { uid, token } = await resetLinkOf(ANA, 'ana.perez@example.com')
    const cases: Array<[string, string[]]> = [
      ['1234567', [TOO_SHORT, ONLY_DIGITS]],
      ['12345678', [ONLY_DIGITS]],
      ['abc1234', [TOO_SHORT]],
    ]
    for (const [password, details] of cases) {
      const res = await setPassword(uid, token, { new_password: password })
      expect(res.status, password).toBe(400)
      expect(await res.json()).toEqual({ details })
    }
    expect((await setPassword(uid, token, { new_password: 'abc12345' })).status).toBe(200)
  })

  it('answers a body without new_password with `error`', async () => {
    const { uid, token } = await resetLinkOf(ANA, 'ana.perez@example.com')
    for (const body of [{}, { new_password: '' }, { new_password: 12345678 }]) {
      const res = await setPassword(uid, token, body)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: 'Indique new_password' })
    }
  })

  it('unblocks a blocked account (Elena)', async () => {
    expect(await loginStatus(ELENA, DEMO_PASSWORD)).toBe(403)
    const { uid, token } = await resetLinkOf(ELENA, 'elena.ruiz@example.com')
    expect((await setPassword(uid, token, { new_password: NEW_PASSWORD })).status).toBe(200)
    expect(await loginStatus(ELENA, NEW_PASSWORD)).toBe(200)
    expect(sandbox.db.prepare('SELECT failed_attempts, blocked FROM accounts WHERE afiliado_id = 5').get()).toEqual({
      failed_attempts: 0,
      blocked: 0,
    })
  })
})

describe('POST /change-pass-auth/ (E05)', () => {
  it('changes the password of the signed-in member and ends her outstanding links', async () => {
    const link = await resetLinkOf(ANA, 'ana.perez@example.com')
    const token = await sandbox.login(ANA)
    const res = await changePassword(token, { oldPass: DEMO_PASSWORD, newPass: NEW_PASSWORD })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ detail: 'Contraseña actualizada' })
    expect(await loginStatus(ANA, NEW_PASSWORD)).toBe(200)
    expect(await loginStatus(ANA, DEMO_PASSWORD)).toBe(400)
    expect(await (await checkParams({ uid: link.uid, token: link.token })).json()).toEqual({ isValid: false })
    // The session she changed it from goes on.
    expect((await sandbox.getWithToken('/api/afiliados/datos/', token)).status).toBe(200)
  })

  it('answers `detail` for a wrong current password, a broken rule or the same password, and changes nothing', async () => {
    const token = await sandbox.login(ANA)
    const cases: Array<[unknown, string]> = [
      [{ oldPass: 'incorrecta', newPass: NEW_PASSWORD }, WRONG_PASSWORD_DETAIL],
      [{ oldPass: DEMO_PASSWORD, newPass: 'abc' }, TOO_SHORT],
      [{ oldPass: DEMO_PASSWORD, newPass: '123456789' }, ONLY_DIGITS],
      [{ oldPass: DEMO_PASSWORD, newPass: DEMO_PASSWORD }, SAME_PASSWORD_DETAIL],
      [{ oldPass: DEMO_PASSWORD }, 'Indique oldPass y newPass'],
    ]
    for (const [body, detail] of cases) {
      const res = await changePassword(token, body)
      expect(res.status, detail).toBe(400)
      expect(await res.json()).toEqual({ detail })
    }
    expect(await loginStatus(ANA, DEMO_PASSWORD)).toBe(200)
    // A wrong current password is not a failed login: nothing is counted towards the block.
    expect(sandbox.db.prepare('SELECT failed_attempts FROM accounts WHERE afiliado_id = 1').pluck().get()).toBe(0)
  })

  it('needs a bearer token', async () => {
    const res = await sandbox.sendJson('/change-pass-auth/', 'POST', { oldPass: DEMO_PASSWORD, newPass: NEW_PASSWORD })
    expect(res.status).toBe(401)
    expect(await loginStatus(ANA, DEMO_PASSWORD)).toBe(200)
  })
})

describe('POST /sandbox/cuentas', () => {
  const createCuenta = (body: unknown) => sandbox.sendJson('/sandbox/cuentas', 'POST', body)

  it('gives Federico an account without a password and e-mails the link that sets his first one', async () => {
    const res = await createCuenta({ ci: FEDERICO })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ci: FEDERICO, email: 'federico.diaz@example.com' })
    const [mail] = listOutbox(sandbox.db)
    expect(mail).toMatchObject({ destinatario: 'federico.diaz@example.com', asunto: 'Tu usuario del portal de socios' })
    expect(mail?.cuerpo).toContain(`${PORTAL}/nueva-contraseña`)

    // No password works until he chooses one, the empty one included.
    for (const password of [DEMO_PASSWORD, '!', '']) expect(await loginStatus(FEDERICO, password)).toBe(400)
    const { uid, token } = linkSentTo('federico.diaz@example.com')
    expect((await setPassword(uid, token, { new_password: NEW_PASSWORD })).status).toBe(200)
    expect(await loginStatus(FEDERICO, NEW_PASSWORD)).toBe(200)
  })

  it('answers 409 for an affiliate who has an account, 404 for an unknown cédula, 400 for a bad body', async () => {
    expect((await createCuenta({ ci: ANA })).status).toBe(409)
    expect((await createCuenta({ ci: FEDERICO })).status).toBe(201)
    expect((await createCuenta({ ci: FEDERICO })).status).toBe(409)
    const unknown = await createCuenta({ ci: NOBODY })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ detail: `No existe un afiliado con la cédula ${NOBODY}` })
    for (const body of [{}, { ci: '1.234.567-2' }, { ci: FEDERICO, otra: 1 }]) expect((await createCuenta(body)).status).toBe(400)
    // Only the one account made here e-mailed anything.
    expect(listOutbox(sandbox.db)).toHaveLength(1)
  })
})

describe('the reset link in the e-mail', () => {
  it('points at the default portal when none is configured', async () => {
    vi.stubEnv('SANDBOX_PORTAL_URL', '')
    const other = await startTestSandbox()
    vi.unstubAllEnvs()
    try {
      expect((await other.sendJson('/reset-pass-auth/', 'POST', { ci: ANA, email: 'ana.perez@example.com' })).status).toBe(200)
      expect(listOutbox(other.db)[0]?.cuerpo).toMatch(/http:\/\/localhost:3000\/set-password\?uid=MQ&token=[\w-]{43}\n/)
    } finally {
      await other.close()
    }
  })
})
