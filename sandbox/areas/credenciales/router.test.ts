import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { SANCIONADO_DETAIL } from '../afiliados/store'
import { BLOCKED } from '../auth/login'
import { decodeJwtPayload, startTestSandbox, TEST_NOW, type TestSandbox } from '../../test-support'
import { DETAILS, PASSKEY_FLAG } from './router'
import { encodeCbor, SoftwareAuthenticator, type AssertionJson, type RegistrationJson } from './test-authenticator'

const ANA = '12345672'
const PORTAL_ORIGIN = 'http://localhost:4321'
const CHALLENGE_TTL_MS = 5 * 60 * 1000

let sandbox: TestSandbox

beforeAll(async () => {
  // The relying party comes from the portal URL, whatever the machine's environment says.
  vi.stubEnv('SANDBOX_WEBAUTHN_ORIGINS', '')
  vi.stubEnv('SANDBOX_WEBAUTHN_RP_ID', '')
  sandbox = await startTestSandbox({ portalUrl: PORTAL_ORIGIN })
  vi.unstubAllEnvs()
})

afterEach(async () => {
  await sandbox.sendJson('/sandbox/clock', 'PUT', { now: TEST_NOW })
  await sandbox.sendJson(`/sandbox/flags/${PASSKEY_FLAG}`, 'PUT', { habilitado: true })
})

afterAll(async () => {
  await sandbox.close()
})

interface Member {
  ci: string
  userId: number
  token: string
  /** The member's phone or computer: its passkeys and the portal's device id for it. */
  authenticator: SoftwareAuthenticator
  deviceId: string
}

let devices = 0
const newDeviceId = () => `00000000-0000-4000-8000-${String(++devices).padStart(12, '0')}`
const newAuthenticator = () => new SoftwareAuthenticator({ origin: PORTAL_ORIGIN, rpId: 'localhost' })

/** A persona of its own, made like Ana (so with the passkey permission), signed in with her password. */
async function newMember(traits: Record<string, unknown> = {}): Promise<Member> {
  const res = await sandbox.sendJson('/sandbox/personas', 'POST', { like: ANA, ...traits })
  const { ci } = (await res.json()) as { ci: string }
  const token = await sandbox.login(ci)
  const datos = (await (await sandbox.getWithToken('/api/afiliados/datos/', token)).json()) as { userId: number }
  return { ci, userId: datos.userId, token, authenticator: newAuthenticator(), deviceId: newDeviceId() }
}

type Fields = Record<string, string | number | object>

/** A form-data POST, as the portal's upstream client sends it: multipart, objects as JSON text. */
function postForm(path: string, fields: Fields, token?: string, encoding: 'multipart' | 'urlencoded' = 'multipart') {
  const entries = Object.entries(fields).map(([k, v]): [string, string] => [
    k,
    typeof v === 'object' ? JSON.stringify(v) : String(v),
  ])
  const body = encoding === 'multipart' ? new FormData() : new URLSearchParams()
  for (const [name, value] of entries) body.append(name, value)
  return sandbox.api(path, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
}

async function answer(res: Response | Promise<Response>): Promise<{ status: number; body: unknown }> {
  const response = await res
  return { status: response.status, body: await response.json() }
}

interface RegistrationOptions {
  challenge: string
  rp: { id: string; name: string }
  user: { id: string; name: string; displayName: string }
  excludeCredentials: Array<{ id: string }>
}

interface LoginOptions {
  challenge: string
  rpId: string
  allowCredentials: Array<{ id: string }>
}

async function startRegistration(member: Member, deviceId = member.deviceId): Promise<RegistrationOptions> {
  const res = await postForm('/api/credenciales/iniciar_registro_credencial', { deviceId }, member.token)
  expect(res.status).toBe(200)
  return (await res.json()) as RegistrationOptions
}

function finishRegistration(member: Member, credential: RegistrationJson, deviceId = member.deviceId) {
  return answer(postForm('/api/credenciales/finalizar_registro_credencial', { deviceId, credential }, member.token))
}

/** A passkey for the member on the member's device; its id. */
async function register(member: Member, deviceId = member.deviceId): Promise<string> {
  const credential = member.authenticator.register(await startRegistration(member, deviceId))
  const { status } = await finishRegistration(member, credential, deviceId)
  expect(status).toBe(201)
  return credential.id
}

async function startLogin(member: Member, deviceId = member.deviceId): Promise<LoginOptions> {
  const res = await postForm('/api/credenciales/start_login', { deviceId, userId: member.userId })
  expect(res.status).toBe(200)
  return (await res.json()) as LoginOptions
}

function finishLogin(userId: number, deviceId: string, credential_info: AssertionJson | string) {
  return answer(postForm('/api/credenciales/finish_login', { deviceId, userId, credential_info }))
}

const listOf = async (member: Member) => answer(sandbox.getWithToken('/api/credenciales/listCredentials', member.token))

describe('the test authenticator', () => {
  it('encodes CBOR as RFC 8949 Appendix A does', () => {
    expect(encodeCbor(0).toString('hex')).toBe('00')
    expect(encodeCbor(23).toString('hex')).toBe('17')
    expect(encodeCbor(24).toString('hex')).toBe('1818')
    expect(encodeCbor(1000).toString('hex')).toBe('1903e8')
    expect(encodeCbor(1000000).toString('hex')).toBe('1a000f4240')
    expect(encodeCbor(-1).toString('hex')).toBe('20')
    expect(encodeCbor(-100).toString('hex')).toBe('3863')
    expect(encodeCbor('IETF').toString('hex')).toBe('6449455446')
    expect(encodeCbor(new Uint8Array([1, 2, 3, 4])).toString('hex')).toBe('4401020304')
    expect(encodeCbor([1, [2, 3]]).toString('hex')).toBe('8201820203')
    expect(
      encodeCbor(
        new Map([
          [1, 2],
          [3, 4],
        ]),
      ).toString('hex'),
    ).toBe('a201020304')
  })
})

describe('registration (E15 iniciar_registro_credencial, E16 finalizar_registro_credencial)', () => {
  it('answers the creation options for a platform passkey with user verification and ES256 only', async () => {
    const member = await newMember()
    const options = await startRegistration(member)
    expect(options).toEqual({
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      rp: { id: 'localhost', name: 'Portal de socios' },
      user: {
        id: Buffer.from(String(member.userId)).toString('base64url'),
        name: member.ci,
        displayName: 'Ana Pérez',
      },
      pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
      timeout: CHALLENGE_TTL_MS,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: {
        authenticatorAttachment: 'platform',
        residentKey: 'preferred',
        requireResidentKey: false,
        userVerification: 'required',
      },
      extensions: { credProps: true },
      hints: [],
    })
    expect(options.challenge).not.toBe((await startRegistration(member)).challenge)
  })

  it('stores the verified passkey for the member and the device', async () => {
    const member = await newMember()
    const credential = member.authenticator.register(await startRegistration(member))
    expect(await finishRegistration(member, credential)).toEqual({
      status: 201,
      body: { id: credential.id, deviceId: member.deviceId, createdAt: TEST_NOW },
    })
    expect(await listOf(member)).toEqual({
      status: 200,
      body: [{ id: credential.id, deviceId: member.deviceId, createdAt: TEST_NOW }],
    })
    const row = sandbox.db.prepare('SELECT afiliado_id, contador, transports FROM credenciales WHERE id = ?')
    expect(row.get(credential.id)).toEqual({ afiliado_id: member.userId, contador: 0, transports: '["internal"]' })
  })

  it('accepts the form urlencoded as well as multipart', async () => {
    const member = await newMember()
    const options = (await (
      await postForm(
        '/api/credenciales/iniciar_registro_credencial',
        { deviceId: member.deviceId },
        member.token,
        'urlencoded',
      )
    ).json()) as RegistrationOptions
    const credential = member.authenticator.register(options)
    const res = await postForm(
      '/api/credenciales/finalizar_registro_credencial',
      { deviceId: member.deviceId, credential },
      member.token,
      'urlencoded',
    )
    expect(res.status).toBe(201)
  })

  it('keeps one passkey per device: a new registration there replaces the old, which the options exclude', async () => {
    const member = await newMember()
    const first = await register(member)
    const options = await startRegistration(member)
    expect(options.excludeCredentials).toEqual([{ id: first, type: 'public-key', transports: ['internal'] }])
    // An authenticator that lost the first passkey makes another.
    const second = await register({ ...member, authenticator: newAuthenticator() })
    const other = await register(member, newDeviceId())
    expect(((await listOf(member)).body as Array<{ id: string }>).map((c) => c.id).sort()).toEqual(
      [second, other].sort(),
    )
  })

  it('uses a challenge once, only before it expires, and only for the device it was given for', async () => {
    const member = await newMember()
    const options = await startRegistration(member)
    const credential = member.authenticator.register(options)
    expect(await finishRegistration(member, credential, newDeviceId())).toEqual({
      status: 400,
      body: { detail: DETAILS.challenge },
    })
    expect((await finishRegistration(member, credential)).status).toBe(201)
    expect(await finishRegistration(member, credential)).toEqual({ status: 400, body: { detail: DETAILS.challenge } })

    const late = member.authenticator.register(await startRegistration(member))
    await sandbox.sendJson('/sandbox/clock', 'PUT', {
      now: new Date(Date.parse(TEST_NOW) + CHALLENGE_TTL_MS).toISOString(),
    })
    expect(await finishRegistration(member, late)).toEqual({ status: 400, body: { detail: DETAILS.challenge } })
  })

  it("refuses another member's challenge", async () => {
    const ana = await newMember()
    const other = await newMember()
    const credential = other.authenticator.register(await startRegistration(ana, other.deviceId))
    expect(await finishRegistration(other, credential)).toEqual({ status: 400, body: { detail: DETAILS.challenge } })
  })

  it('refuses a passkey made without user verification, on another site or for another RP id', async () => {
    const member = await newMember()
    for (const overrides of [{ userVerified: false }, { origin: 'https://phishing.example' }, { rpId: 'example.uy' }]) {
      const credential = member.authenticator.register(await startRegistration(member), overrides)
      expect(await finishRegistration(member, credential), JSON.stringify(overrides)).toEqual({
        status: 400,
        body: { detail: DETAILS.notVerified },
      })
    }
    expect((await listOf(member)).body).toEqual([])
  })

  it('refuses a credential that is not the JSON of one, naming the field', async () => {
    const member = await newMember()
    await startRegistration(member)
    const post = (fields: Fields) =>
      answer(postForm('/api/credenciales/finalizar_registro_credencial', fields, member.token))
    expect(await post({ deviceId: member.deviceId })).toEqual({
      status: 400,
      body: { detail: 'credential es obligatorio' },
    })
    expect(await post({ deviceId: member.deviceId, credential: '{"id": ' })).toEqual({
      status: 400,
      body: { detail: 'credential: debe ser el JSON de la credencial (o ese JSON en base64)' },
    })
    const credential = member.authenticator.register(await startRegistration(member))
    expect(
      await post({ deviceId: member.deviceId, credential: { ...credential, response: { clientDataJSON: 'x' } } }),
    ).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^credential\.response\.attestationObject: /) },
    })
    expect(await post({ deviceId: 'no vale', credential })).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^deviceId: /) },
    })
  })

  it('needs a session, the passkey permission and the flag on', async () => {
    expect((await postForm('/api/credenciales/iniciar_registro_credencial', { deviceId: newDeviceId() })).status).toBe(
      401,
    )
    const withoutPermission = await newMember({ permisos: ['recetas_ver'] })
    expect(
      await answer(
        postForm(
          '/api/credenciales/iniciar_registro_credencial',
          { deviceId: withoutPermission.deviceId },
          withoutPermission.token,
        ),
      ),
    ).toEqual({ status: 403, body: { detail: DETAILS.noPermission } })

    const member = await newMember()
    const options = await startRegistration(member)
    await sandbox.sendJson(`/sandbox/flags/${PASSKEY_FLAG}`, 'PUT', { habilitado: false })
    expect(await finishRegistration(member, member.authenticator.register(options))).toEqual({
      status: 403,
      body: { detail: DETAILS.disabled },
    })
  })
})

describe('E17 crear_credencial (A14 alias of E16)', () => {
  it('takes the same credential base64-encoded, with a challenge of E15', async () => {
    const member = await newMember()
    const credential = member.authenticator.register(await startRegistration(member))
    const base64 = Buffer.from(JSON.stringify(credential)).toString('base64')
    expect(
      await answer(
        postForm('/api/credenciales/crear_credencial', { deviceId: member.deviceId, credential: base64 }, member.token),
      ),
    ).toEqual({ status: 201, body: { id: credential.id, deviceId: member.deviceId, createdAt: TEST_NOW } })
  })

  it('reads it from `assertion` when `credential` is missing', async () => {
    const member = await newMember()
    const credential = member.authenticator.register(await startRegistration(member))
    const res = await postForm(
      '/api/credenciales/crear_credencial',
      { deviceId: member.deviceId, assertion: Buffer.from(JSON.stringify(credential)).toString('base64url') },
      member.token,
    )
    expect(res.status).toBe(201)
  })
})

describe('login (E18 start_login, E19 finish_login)', () => {
  it('answers the request options for the passkey of that member on that device', async () => {
    const member = await newMember()
    const id = await register(member)
    await register(member, newDeviceId())
    expect(await startLogin(member)).toEqual({
      rpId: 'localhost',
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      allowCredentials: [{ id, type: 'public-key', transports: ['internal'] }],
      timeout: CHALLENGE_TTL_MS,
      userVerification: 'required',
    })
  })

  it('signs in with a verified assertion: the same token as the password login, which works on E11', async () => {
    const member = await newMember()
    await register(member)
    const assertion = member.authenticator.assert(await startLogin(member))
    const { status, body } = await finishLogin(member.userId, member.deviceId, assertion)
    expect(status).toBe(200)
    const { ok, token } = body as { ok: boolean; token: string }
    expect(Object.keys(body as object)).toEqual(['ok', 'token'])
    expect(ok).toBe(true)
    expect(Object.keys(decodeJwtPayload(token)).sort()).toEqual(Object.keys(decodeJwtPayload(member.token)).sort())
    expect(decodeJwtPayload(token)).toMatchObject({ user_id: member.userId, username: member.ci })

    const datos = await answer(sandbox.getWithToken('/api/afiliados/datos/', token))
    expect(datos).toMatchObject({ status: 200, body: { userId: member.userId, id: member.userId, ci: member.ci } })
    // The counter the authenticator reported is kept for the next login.
    expect(sandbox.db.prepare('SELECT contador FROM credenciales WHERE id = ?').pluck().get(assertion.id)).toBe(1)
  })

  it('accepts the form urlencoded, and a user handle of null', async () => {
    const member = await newMember()
    await register(member)
    const assertion = member.authenticator.assert(await startLogin(member), { userHandle: null })
    const res = await postForm(
      '/api/credenciales/finish_login',
      { deviceId: member.deviceId, userId: member.userId, credential_info: assertion },
      undefined,
      'urlencoded',
    )
    expect(res.status).toBe(200)
  })

  it('refuses a replayed assertion: the challenge is used once', async () => {
    const member = await newMember()
    await register(member)
    const assertion = member.authenticator.assert(await startLogin(member))
    expect((await finishLogin(member.userId, member.deviceId, assertion)).status).toBe(200)
    expect(await finishLogin(member.userId, member.deviceId, assertion)).toEqual({
      status: 400,
      body: { detail: DETAILS.challenge },
    })
  })

  it('refuses a challenge five minutes old, and takes one a moment younger', async () => {
    const member = await newMember()
    await register(member)
    const at = (ms: number) => new Date(Date.parse(TEST_NOW) + ms).toISOString()

    const young = member.authenticator.assert(await startLogin(member))
    await sandbox.sendJson('/sandbox/clock', 'PUT', { now: at(CHALLENGE_TTL_MS - 1000) })
    expect((await finishLogin(member.userId, member.deviceId, young)).status).toBe(200)

    const old = member.authenticator.assert(await startLogin(member))
    await sandbox.sendJson('/sandbox/clock', 'PUT', { now: at(2 * CHALLENGE_TTL_MS - 1000) })
    expect(await finishLogin(member.userId, member.deviceId, old)).toEqual({
      status: 400,
      body: { detail: DETAILS.challenge },
    })
  })

  it('refuses a tampered signature, authenticator data or client data', async () => {
    const member = await newMember()
    await register(member)
    const flip = (base64url: string, index: number) => {
      const bytes = Buffer.from(base64url, 'base64url')
      bytes[index] = (bytes[index] ?? 0) ^ 0x01
      return bytes.toString('base64url')
    }
    const tamperings: Array<(a: AssertionJson) => AssertionJson> = [
      (a) => ({ ...a, response: { ...a.response, signature: flip(a.response.signature, 20) } }),
      // The counter byte: still well formed, no longer what was signed.
      (a) => ({ ...a, response: { ...a.response, authenticatorData: flip(a.response.authenticatorData, 36) } }),
      (a) => {
        const clientData = JSON.parse(Buffer.from(a.response.clientDataJSON, 'base64url').toString()) as object
        const changed = Buffer.from(JSON.stringify({ ...clientData, crossOrigin: true })).toString('base64url')
        return { ...a, response: { ...a.response, clientDataJSON: changed } }
      },
    ]
    for (const tamper of tamperings) {
      const assertion = tamper(member.authenticator.assert(await startLogin(member)))
      expect(await finishLogin(member.userId, member.deviceId, assertion)).toEqual({
        status: 400,
        body: { detail: DETAILS.notVerified },
      })
    }
  })

  it("refuses another member's passkey, also on a device they share", async () => {
    const ana = await newMember()
    const bruno = await newMember()
    await register(ana)
    await register(bruno)
    // Bruno's login on his device, answered by Ana's authenticator with her passkey.
    const assertion = ana.authenticator.assert(await startLogin(bruno), {
      credentialId: ana.authenticator.credentialIds[0],
    })
    expect(await finishLogin(bruno.userId, bruno.deviceId, assertion)).toEqual({
      status: 400,
      body: { detail: DETAILS.wrongCredential },
    })

    // One computer, both with a passkey on it (the multi-user login); Ana's passkey, without a user handle.
    const shared = newDeviceId()
    const anas = await register(ana, shared)
    await register(bruno, shared)
    const onShared = ana.authenticator.assert(await startLogin(bruno, shared), { credentialId: anas, userHandle: null })
    expect(await finishLogin(bruno.userId, shared, onShared)).toEqual({
      status: 400,
      body: { detail: DETAILS.wrongCredential },
    })
  })

  it('refuses a device id other than the one the login started on, and the passkey of another device', async () => {
    const member = await newMember()
    await register(member)
    const otherDevice = newDeviceId()
    await register(member, otherDevice)
    const [onThisDevice, onOtherDevice] = member.authenticator.credentialIds

    const assertion = member.authenticator.assert(await startLogin(member))
    expect(await finishLogin(member.userId, otherDevice, assertion)).toEqual({
      status: 400,
      body: { detail: DETAILS.challenge },
    })

    const options = await startLogin(member)
    expect(options.allowCredentials.map((c) => c.id)).toEqual([onThisDevice])
    const wrong = member.authenticator.assert(options, { credentialId: onOtherDevice })
    expect(await finishLogin(member.userId, member.deviceId, wrong)).toEqual({
      status: 400,
      body: { detail: DETAILS.wrongCredential },
    })
  })

  it('refuses a signature counter that does not move forward (a cloned authenticator)', async () => {
    const member = await newMember()
    await register(member)
    const login = async (counter: number) =>
      finishLogin(member.userId, member.deviceId, member.authenticator.assert(await startLogin(member), { counter }))
    expect((await login(5)).status).toBe(200)
    expect(await login(3)).toEqual({ status: 400, body: { detail: DETAILS.notVerified } })
    expect(await login(5)).toEqual({ status: 400, body: { detail: DETAILS.notVerified } })
    expect((await login(6)).status).toBe(200)
  })

  it('accepts authenticators that always report a counter of 0', async () => {
    const member = await newMember()
    await register(member)
    for (let i = 0; i < 2; i++) {
      const assertion = member.authenticator.assert(await startLogin(member), { counter: 0 })
      expect((await finishLogin(member.userId, member.deviceId, assertion)).status).toBe(200)
    }
  })

  it('refuses an assertion without user verification, or with the user handle of someone else', async () => {
    const member = await newMember()
    await register(member)
    const unverified = member.authenticator.assert(await startLogin(member), { userVerified: false })
    expect(await finishLogin(member.userId, member.deviceId, unverified)).toEqual({
      status: 400,
      body: { detail: DETAILS.notVerified },
    })
    const otherHandle = member.authenticator.assert(await startLogin(member), {
      userHandle: Buffer.from('1').toString('base64url'),
    })
    expect(await finishLogin(member.userId, member.deviceId, otherHandle)).toEqual({
      status: 400,
      body: { detail: DETAILS.wrongCredential },
    })
  })

  it('answers an unknown user like one without a passkey on the device, and refuses to finish for one', async () => {
    const member = await newMember()
    await register(member)
    const start = (userId: number, deviceId: string) =>
      answer(postForm('/api/credenciales/start_login', { deviceId, userId }))
    expect(await start(999_999, member.deviceId)).toEqual({ status: 404, body: { detail: DETAILS.noCredential } })
    expect(await start(member.userId, newDeviceId())).toEqual({ status: 404, body: { detail: DETAILS.noCredential } })

    const assertion = member.authenticator.assert(await startLogin(member))
    expect(await finishLogin(999_999, member.deviceId, assertion)).toEqual({
      status: 400,
      body: { detail: 'Credenciales inválidas' },
    })
  })

  it('refuses a penalised member with the password login answer, after the proof', async () => {
    const member = await newMember()
    await register(member)
    sandbox.db.prepare('UPDATE afiliados SET sancionado = 1 WHERE id = ?').run(member.userId)
    const assertion = member.authenticator.assert(await startLogin(member))
    expect(await finishLogin(member.userId, member.deviceId, assertion)).toEqual({
      status: 401,
      body: { detail: SANCIONADO_DETAIL },
    })
    const password = await answer(
      sandbox.sendJson('/api-token-auth/', 'POST', { username: member.ci, password: 'Socio2026' }),
    )
    expect(password).toEqual({ status: 401, body: { detail: SANCIONADO_DETAIL } })
  })

  it('refuses a blocked account with the password login answer', async () => {
    const member = await newMember()
    await register(member)
    sandbox.db.prepare('UPDATE accounts SET blocked = 1 WHERE afiliado_id = ?').run(member.userId)
    const assertion = member.authenticator.assert(await startLogin(member))
    expect(await finishLogin(member.userId, member.deviceId, assertion)).toEqual({ status: 403, body: BLOCKED })
    const password = await answer(sandbox.sendJson('/api-token-auth/', 'POST', { username: member.ci, password: 'x' }))
    expect(password).toEqual({ status: 403, body: BLOCKED })
  })

  it('ends the run of failed passwords, as a password login does', async () => {
    const member = await newMember()
    await register(member)
    await sandbox.sendJson('/api-token-auth/', 'POST', { username: member.ci, password: 'equivocada' })
    const attempts = sandbox.db.prepare('SELECT failed_attempts FROM accounts WHERE afiliado_id = ?').pluck()
    expect(attempts.get(member.userId)).toBe(1)
    const assertion = member.authenticator.assert(await startLogin(member))
    expect((await finishLogin(member.userId, member.deviceId, assertion)).status).toBe(200)
    expect(attempts.get(member.userId)).toBe(0)
  })

  it('needs the flag on, and the passkey permission still held', async () => {
    const member = await newMember()
    await register(member)
    const assertion = member.authenticator.assert(await startLogin(member))
    sandbox.db
      .prepare("DELETE FROM permisos WHERE afiliado_id = ? AND nombre = 'puede_usar_login_biometrico'")
      .run(member.userId)
    expect(await finishLogin(member.userId, member.deviceId, assertion)).toEqual({
      status: 403,
      body: { detail: DETAILS.noPermission },
    })

    await sandbox.sendJson(`/sandbox/flags/${PASSKEY_FLAG}`, 'PUT', { habilitado: false })
    expect(
      await answer(postForm('/api/credenciales/start_login', { deviceId: member.deviceId, userId: member.userId })),
    ).toEqual({ status: 403, body: { detail: DETAILS.disabled } })
  })

  it('names the missing or malformed field', async () => {
    const member = await newMember()
    expect(
      await answer(postForm('/api/credenciales/finish_login', { deviceId: member.deviceId, userId: member.userId })),
    ).toEqual({ status: 400, body: { detail: 'credential_info es obligatorio' } })
    expect(await finishLogin(member.userId, member.deviceId, 'no es JSON')).toEqual({
      status: 400,
      body: { detail: 'credential_info: debe ser el JSON de la credencial (o ese JSON en base64)' },
    })
    expect(
      await answer(postForm('/api/credenciales/start_login', { deviceId: member.deviceId, userId: 'uno' })),
    ).toEqual({ status: 400, body: { detail: 'userId: debe ser un número' } })
  })
})

describe('E20 login_with_assertion (A14 alias of E19)', () => {
  it('takes idUser and the assertion base64-encoded, with a challenge of E18', async () => {
    const member = await newMember()
    await register(member)
    const assertion = member.authenticator.assert(await startLogin(member))
    const { status, body } = await answer(
      postForm('/api/credenciales/login_with_assertion', {
        idUser: member.userId,
        deviceId: member.deviceId,
        assertion: Buffer.from(JSON.stringify(assertion)).toString('base64'),
      }),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ ok: true, token: expect.any(String) })
    expect(decodeJwtPayload((body as { token: string }).token)).toMatchObject({ user_id: member.userId })
  })
})

describe('E21 obtener_credencial', () => {
  it("tells whether this device has a passkey of the signed-in member, and only about the member's own", async () => {
    const member = await newMember()
    const get = (userId: number, deviceId: string) =>
      answer(
        sandbox.getWithToken(
          `/api/credenciales/obtener_credencial?userId=${userId}&deviceId=${deviceId}`,
          member.token,
        ),
      )
    expect(await get(member.userId, member.deviceId)).toEqual({
      status: 200,
      body: { hasCredential: false, credential: null },
    })
    const id = await register(member)
    expect(await get(member.userId, member.deviceId)).toEqual({
      status: 200,
      body: { hasCredential: true, credential: { id, deviceId: member.deviceId, createdAt: TEST_NOW } },
    })
    expect(await get(member.userId, newDeviceId())).toMatchObject({ body: { hasCredential: false } })
    expect(await get(member.userId + 1, member.deviceId)).toEqual({ status: 403, body: { detail: DETAILS.notYours } })
    expect(
      await answer(sandbox.getWithToken(`/api/credenciales/obtener_credencial?userId=${member.userId}`, member.token)),
    ).toEqual({ status: 400, body: { detail: 'deviceId es obligatorio' } })
    const anonymous = await sandbox.api(
      `/api/credenciales/obtener_credencial?userId=${member.userId}&deviceId=${member.deviceId}`,
    )
    expect(anonymous.status).toBe(401)
  })
})

describe('E22 listCredentials and E23 removeCredential', () => {
  it("list the signed-in member's passkeys only, and remove only the member's own", async () => {
    const ana = await newMember()
    const bruno = await newMember()
    const anas = await register(ana)
    const brunos = await register(bruno)
    expect(await listOf(ana)).toEqual({
      status: 200,
      body: [{ id: anas, deviceId: ana.deviceId, createdAt: TEST_NOW }],
    })
    expect(((await listOf(bruno)).body as Array<{ id: string }>).map((c) => c.id)).toEqual([brunos])

    const remove = (member: Member, idToDelete: string) =>
      answer(postForm('/api/credenciales/removeCredential', { idToDelete }, member.token))
    expect(await remove(ana, brunos)).toEqual({ status: 404, body: { detail: DETAILS.notFound } })
    expect(((await listOf(bruno)).body as unknown[]).length).toBe(1)
    expect(await remove(ana, 'no-existe')).toEqual({ status: 404, body: { detail: DETAILS.notFound } })
    expect(await remove(ana, anas)).toEqual({ status: 200, body: { detail: DETAILS.removed } })
    expect(await listOf(ana)).toEqual({ status: 200, body: [] })

    // The removed passkey no longer signs in.
    expect(
      (await postForm('/api/credenciales/start_login', { deviceId: ana.deviceId, userId: ana.userId })).status,
    ).toBe(404)
  })

  it('need a session', async () => {
    expect((await sandbox.api('/api/credenciales/listCredentials')).status).toBe(401)
    expect((await postForm('/api/credenciales/removeCredential', { idToDelete: 'x' })).status).toBe(401)
  })

  it('work with the flag off, so passkeys can always be seen and deleted', async () => {
    const member = await newMember()
    const id = await register(member)
    await sandbox.sendJson(`/sandbox/flags/${PASSKEY_FLAG}`, 'PUT', { habilitado: false })
    expect(((await listOf(member)).body as unknown[]).length).toBe(1)
    const res = await postForm('/api/credenciales/removeCredential', { idToDelete: id }, member.token)
    expect(res.status).toBe(200)
  })
})

describe('the relying party', () => {
  it('is the portal URL given to the sandbox: its host is the RP id and its origin the one accepted', async () => {
    const member = await newMember()
    const options = await startRegistration(member)
    expect(options.rp.id).toBe('localhost')
    const elsewhere = new SoftwareAuthenticator({ origin: 'http://localhost:3000', rpId: 'localhost' })
    expect(await finishRegistration(member, elsewhere.register(options))).toEqual({
      status: 400,
      body: { detail: DETAILS.notVerified },
    })
  })
})
