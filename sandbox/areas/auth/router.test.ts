import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { signJwt } from '../../lib/jwt'
import { listOutbox } from '../../lib/outbox'
import { decodeJwtPayload, DEMO_PASSWORD, startTestSandbox, TEST_NOW, type TestSandbox } from '../../test-support'

const ANA = '12345672'
const BRUNO = '23456783'
const DIEGO = '45678905'
const ELENA = '56789016'
const FEDERICO = '67890127'

const NOW_SECONDS = Date.parse(TEST_NOW) / 1000
const INVALID_TOKEN = { detail: 'Token inválido o expirado' }
const NOT_PROVIDED = { detail: 'Las credenciales de autenticación no se proveyeron.' }
const BLOCKED = { detail: 'Usuario bloqueado por intentos fallidos', isBlocked: true, signCount: 0 }

let sandbox: TestSandbox

beforeAll(async () => {
  // The e-mail link must come from the default, whatever the machine's environment says.
  vi.stubEnv('SANDBOX_PORTAL_URL', '')
  vi.stubEnv('SANDBOX_TOKEN_LIFETIME_SECONDS', '')
  sandbox = await startTestSandbox({ tokenLifetimeSeconds: 900 })
  vi.unstubAllEnvs()
})

afterEach(async () => {
  await sandbox.sendJson('/sandbox/clock', 'PUT', { now: TEST_NOW })
  await sandbox.api('/sandbox/settings', { method: 'DELETE' })
  await sandbox.api('/sandbox/outbox', { method: 'DELETE' })
  // Elena (id 5) is the only account the seed blocks.
  sandbox.db.prepare('UPDATE accounts SET failed_attempts = 0, blocked = 0 WHERE afiliado_id <> 5').run()
})

afterAll(async () => {
  await sandbox.close()
})

function login(username: unknown, password: unknown) {
  return sandbox.sendJson('/api-token-auth/', 'POST', { username, password })
}

function refresh(token: unknown) {
  return sandbox.sendJson('/api-token-refresh/', 'POST', { token })
}

function logout(headers: Record<string, string>) {
  return sandbox.api('/api/token/logout/', { method: 'POST', headers })
}

function setClock(now: string) {
  return sandbox.sendJson('/sandbox/clock', 'PUT', { now })
}

function account(ci: string) {
  return sandbox.db
    .prepare(
      'SELECT c.failed_attempts, c.blocked FROM accounts c JOIN afiliados a ON a.id = c.afiliado_id WHERE ci = ?',
    )
    .get(ci)
}

async function expectDatos(token: string, status: number, body?: unknown) {
  const res = await sandbox.getWithToken('/api/afiliados/datos/', token)
  expect(res.status).toBe(status)
  if (body !== undefined) expect(await res.json()).toEqual(body)
}

describe('POST /api-token-auth/', () => {
  it('answers a token whose claims come from the account and the sandbox clock', async () => {
    const res = await login(ANA, DEMO_PASSWORD)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { token: string }
    expect(Object.keys(body)).toEqual(['token'])
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(decodeJwtPayload(body.token)).toEqual({
      user_id: 1,
      username: ANA,
      iat: NOW_SECONDS,
      exp: NOW_SECONDS + 900,
      orig_iat: NOW_SECONDS,
      jti: expect.stringMatching(/\S{16,}/),
    })
    await expectDatos(body.token, 200)
  })

  it('gives every login its own jti', async () => {
    const [a, b] = await Promise.all([sandbox.login(ANA), sandbox.login(ANA)])
    expect(decodeJwtPayload(a).jti).not.toBe(decodeJwtPayload(b).jti)
  })

  it('counts wrong passwords, reports the attempts left and blocks at the fifth with an e-mail', async () => {
    for (const left of [4, 3, 2, 1]) {
      const res = await login(BRUNO, 'Socio2025')
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ detail: 'Credenciales inválidas', signCount: left })
    }
    expect(account(BRUNO)).toEqual({ failed_attempts: 4, blocked: 0 })
    expect(listOutbox(sandbox.db)).toEqual([])

    const fifth = await login(BRUNO, 'Socio2025')
    expect(fifth.status).toBe(403)
    expect(await fifth.json()).toEqual(BLOCKED)
    expect(account(BRUNO)).toEqual({ failed_attempts: 5, blocked: 1 })

    const mails = listOutbox(sandbox.db)
    expect(mails).toEqual([
      expect.objectContaining({
        canal: 'email',
        destinatario: 'bruno.perez@example.com',
        asunto: 'Usuario bloqueado',
        creado_en: TEST_NOW,
      }),
    ])
    expect(mails[0]?.cuerpo).toContain('Hola Bruno:')
    expect(mails[0]?.cuerpo).toContain('http://localhost:3000/nueva-contraseña')

    // Blocked now: even the right password is refused, and no second e-mail goes out.
    const right = await login(BRUNO, DEMO_PASSWORD)
    expect(right.status).toBe(403)
    expect(await right.json()).toEqual(BLOCKED)
    expect(listOutbox(sandbox.db)).toHaveLength(1)
  })

  it('starts counting again after a successful login', async () => {
    await login(ANA, 'mal-1')
    expect(await (await login(ANA, 'mal-2')).json()).toMatchObject({ signCount: 3 })
    expect((await login(ANA, DEMO_PASSWORD)).status).toBe(200)
    expect(account(ANA)).toEqual({ failed_attempts: 0, blocked: 0 })
    expect(await (await login(ANA, 'mal-3')).json()).toEqual({ detail: 'Credenciales inválidas', signCount: 4 })
  })

  it('refuses a blocked account whatever the password, without counting', async () => {
    for (const password of [DEMO_PASSWORD, 'otra']) {
      const res = await login(ELENA, password)
      expect(res.status, password).toBe(403)
      expect(await res.json()).toEqual(BLOCKED)
    }
    expect(account(ELENA)).toEqual({ failed_attempts: 3, blocked: 1 })
  })

  it('answers an unknown CI and an affiliate without account like bad credentials, without a count', async () => {
    for (const ci of ['11111111', FEDERICO]) {
      const res = await login(ci, DEMO_PASSWORD)
      expect(res.status, ci).toBe(400)
      expect(await res.json()).toEqual({ detail: 'Credenciales inválidas' })
    }
  })

  it('reveals a penalty only to whoever knows the password', async () => {
    const wrong = await login(DIEGO, 'Socio2025')
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ detail: 'Credenciales inválidas', signCount: 4 })

    const right = await login(DIEGO, DEMO_PASSWORD)
    expect(right.status).toBe(401)
    expect(await right.json()).toEqual({ detail: 'El afiliado se encuentra sancionado' })
    expect(account(DIEGO)).toEqual({ failed_attempts: 0, blocked: 0 })
  })

  it('answers 400 with a detail when a field is missing or blank', async () => {
    for (const body of [{}, { username: ANA }, { password: DEMO_PASSWORD }, { username: ' ', password: 'x' }, []]) {
      const res = await sandbox.sendJson('/api-token-auth/', 'POST', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toEqual({ detail: expect.stringMatching(/\S/) })
    }
    expect(account(ANA)).toEqual({ failed_attempts: 0, blocked: 0 })
  })
})

describe('POST /api-token-refresh/', () => {
  it('gives a new token with a new exp and jti, the same orig_iat, and revokes the old one', async () => {
    const old = await sandbox.login(ANA)
    await setClock('2026-11-20T12:10:00Z')
    const res = await refresh(old)
    expect(res.status).toBe(200)
    const { token } = (await res.json()) as { token: string }
    const later = NOW_SECONDS + 600
    expect(decodeJwtPayload(token)).toEqual({
      user_id: 1,
      username: ANA,
      iat: later,
      exp: later + 900,
      orig_iat: NOW_SECONDS,
      jti: expect.any(String),
    })
    expect(decodeJwtPayload(token).jti).not.toBe(decodeJwtPayload(old).jti)

    await expectDatos(token, 200)
    await expectDatos(old, 401, INVALID_TOKEN)
    const again = await refresh(old)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual(INVALID_TOKEN)
  })

  it('refuses an expired token', async () => {
    const token = await sandbox.login(ANA)
    await setClock('2026-11-20T12:15:00Z')
    expect((await refresh(token)).status).toBe(400)
  })

  it('stops refreshing 12 hours after the login', async () => {
    await sandbox.sendJson('/sandbox/settings', 'PUT', { tokenLifetimeSeconds: 86_400 })
    const first = await sandbox.login(ANA)
    await setClock('2026-11-20T23:59:59Z')
    const res = await refresh(first)
    expect(res.status).toBe(200)
    const { token: second } = (await res.json()) as { token: string }
    expect(decodeJwtPayload(second)).toMatchObject({ orig_iat: NOW_SECONDS })

    await setClock('2026-11-21T00:00:00Z')
    const late = await refresh(second)
    expect(late.status).toBe(400)
    expect(await late.json()).toEqual(INVALID_TOKEN)
    // Still valid for calls until its own exp; only the refresh is over.
    await expectDatos(second, 200)
  })

  it('refuses a missing, malformed or foreign token', async () => {
    const claims = decodeJwtPayload(await sandbox.login(ANA))
    const foreign = signJwt(claims, 'el-secreto-de-otro-sandbox')
    for (const token of [undefined, '', 'abc.def.ghi', foreign]) {
      const res = await refresh(token)
      expect(res.status, String(token)).toBe(400)
      expect(await res.json()).toEqual(INVALID_TOKEN)
    }
    await expectDatos(foreign, 401, INVALID_TOKEN)
  })
})

describe('POST /api/token/logout/', () => {
  it('revokes the token it is called with', async () => {
    const token = await sandbox.login(ANA)
    const other = await sandbox.login(ANA)
    const res = await logout({ authorization: `Bearer ${token}` })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ detail: 'Sesión cerrada' })

    await expectDatos(token, 401, INVALID_TOKEN)
    expect((await refresh(token)).status).toBe(400)
    expect((await logout({ authorization: `Bearer ${token}` })).status).toBe(401)
    // Only that session ends.
    await expectDatos(other, 200)
  })

  it('answers 401 without a valid token', async () => {
    const missing = await logout({})
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual(NOT_PROVIDED)
    const invalid = await logout({ authorization: 'Bearer abc.def.ghi' })
    expect(invalid.status).toBe(401)
    expect(await invalid.json()).toEqual(INVALID_TOKEN)
  })
})

describe('authentication of protected endpoints', () => {
  it('says credentials were not provided without a Bearer header', async () => {
    const variants: Array<Record<string, string>> = [
      {},
      { authorization: '' },
      { authorization: 'Basic MTIzNDU2NzI6U29jaW8yMDI2' },
    ]
    for (const headers of variants) {
      const res = await sandbox.api('/api/afiliados/datos/', { headers })
      expect(res.status, JSON.stringify(headers)).toBe(401)
      expect(res.headers.get('www-authenticate')).toBe('Bearer')
      expect(await res.json()).toEqual(NOT_PROVIDED)
    }
  })

  it('refuses a malformed, tampered or expired token and accepts a valid one until its exp', async () => {
    const token = await sandbox.login(ANA)
    const [header, , signature] = token.split('.')
    const bruno = Buffer.from(JSON.stringify({ ...decodeJwtPayload(token), user_id: 2, username: BRUNO }))
    const tampered = `${header}.${bruno.toString('base64url')}.${signature}`
    for (const value of ['Bearer', `Bearer ${token} extra`, 'Bearer abc', `Bearer ${tampered}`]) {
      const res = await sandbox.api('/api/afiliados/datos/', { headers: { authorization: value } })
      expect(res.status, value).toBe(401)
      expect(await res.json()).toEqual(INVALID_TOKEN)
    }

    const ok = await sandbox.api('/api/afiliados/datos/', { headers: { authorization: `bearer ${token}` } })
    expect(ok.status).toBe(200)
    await setClock('2026-11-20T12:14:59Z')
    await expectDatos(token, 200)
    await setClock('2026-11-20T12:15:00Z')
    await expectDatos(token, 401, INVALID_TOKEN)
  })

  it('refuses the token of an account that no longer exists', async () => {
    const token = await sandbox.login('34567894')
    sandbox.db.prepare('DELETE FROM accounts WHERE afiliado_id = 3').run()
    try {
      await expectDatos(token, 401, INVALID_TOKEN)
    } finally {
      sandbox.db
        .prepare(
          `INSERT INTO accounts (afiliado_id, password_hash, failed_attempts, blocked, created_at)
           SELECT 3, password_hash, 0, 0, created_at FROM accounts WHERE afiliado_id = 1`,
        )
        .run()
    }
  })
})

describe('token lifetime', () => {
  it('follows PUT /sandbox/settings for new tokens until DELETE restores it', async () => {
    const put = await sandbox.sendJson('/sandbox/settings', 'PUT', { tokenLifetimeSeconds: 60 })
    expect(await put.json()).toMatchObject({ tokenLifetimeSeconds: 60 })
    const short = await sandbox.login(ANA)
    expect(decodeJwtPayload(short)).toMatchObject({ iat: NOW_SECONDS, exp: NOW_SECONDS + 60 })
    await setClock('2026-11-20T12:01:00Z')
    await expectDatos(short, 401, INVALID_TOKEN)

    const reset = await sandbox.api('/sandbox/settings', { method: 'DELETE' })
    expect(await reset.json()).toMatchObject({ tokenLifetimeSeconds: 900 })
    const token = await sandbox.login(ANA)
    expect(decodeJwtPayload(token).exp).toBe(NOW_SECONDS + 60 + 900)
  })

  it('starts from SANDBOX_TOKEN_LIFETIME_SECONDS, the tokenLifetimeSeconds option wins, and tokens survive a restart', async () => {
    vi.stubEnv('SANDBOX_TOKEN_LIFETIME_SECONDS', '300')
    vi.stubEnv('SANDBOX_PORTAL_URL', 'https://portal.example.org/')
    try {
      const fromEnv = await startTestSandbox()
      expect(await (await fromEnv.api('/sandbox/settings')).json()).toMatchObject({ tokenLifetimeSeconds: 300 })
      const token = await fromEnv.login(ANA)
      expect(decodeJwtPayload(token).exp).toBe(NOW_SECONDS + 300)
      // One failure short of the block, so a single wrong password sends the e-mail.
      fromEnv.db.prepare('UPDATE accounts SET failed_attempts = 4 WHERE afiliado_id = 2').run()
      expect((await fromEnv.sendJson('/api-token-auth/', 'POST', { username: BRUNO, password: 'x' })).status).toBe(403)
      expect(listOutbox(fromEnv.db)[0]?.cuerpo).toContain('https://portal.example.org/nueva-contraseña')

      const restarted = await fromEnv.restart({ tokenLifetimeSeconds: 120 })
      try {
        expect(await (await restarted.api('/sandbox/settings')).json()).toMatchObject({ tokenLifetimeSeconds: 120 })
        expect((await restarted.getWithToken('/api/afiliados/datos/', token)).status).toBe(200)
      } finally {
        await restarted.close()
      }

      vi.stubEnv('SANDBOX_TOKEN_LIFETIME_SECONDS', 'quince')
      await expect(startTestSandbox()).rejects.toThrow(/token lifetime/)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
