import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPersona } from '../../../tests/sandbox-control'
import type { OutboxMessage } from '../../lib/outbox'
import { startTestSandbox, TEST_NOW, type TestSandbox } from '../../test-support'
import { PHOTO_MAX_BYTES } from './photo'

const ANA = '12345672'
const BRUNO = '23456783'
// The smallest PNG and JPEG headers: what the type is read from.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0])

let sandbox: TestSandbox
const tokens: Record<string, string> = {}

beforeAll(async () => {
  sandbox = await startTestSandbox()
  for (const ci of [ANA, BRUNO]) tokens[ci] = await sandbox.login(ci)
})
afterEach(async () => {
  await sandbox.sendJson('/sandbox/clock', 'PUT', { now: TEST_NOW })
})
afterAll(async () => {
  await sandbox.close()
})

/** A member of its own for a test that changes data, signed in. */
async function member(traits: { emailValidado?: boolean } = {}) {
  const persona = await createPersona(sandbox.url, { like: BRUNO, ...traits })
  return { ...persona, token: await sandbox.login(persona.ci) }
}

function send(method: string, pathname: string, token: string, body?: unknown) {
  return sandbox.api(pathname, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

async function userData(token: string) {
  const res = await sandbox.getWithToken('/api/afiliados/datos/', token)
  expect(res.status).toBe(200)
  return (await res.json()) as { id: number; email: string; email_validado: boolean; notificaciones_push: boolean; notificaciones_email: boolean; tieneFoto: boolean }
}

async function outbox(): Promise<OutboxMessage[]> {
  return (await (await sandbox.api('/sandbox/outbox.json')).json()) as OutboxMessage[]
}

/** The validation link of the newest mail to `to`. */
async function linkSentTo(to: string): Promise<URL> {
  const mail = (await outbox()).find((message) => message.destinatario === to)
  expect(mail?.asunto).toBe('Valida tu e-mail')
  const link = mail?.cuerpo.match(/https?:\/\/\S+/)?.[0]
  expect(link).toBeDefined()
  return new URL(link!)
}

/** Opens a link with a browser's fetch; the page says what happened. */
async function open(link: URL) {
  const res = await fetch(link)
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') }
}

describe('PUT /api/afiliados/{id}/ (E09)', () => {
  it("changes the member's own notification settings", async () => {
    const { token } = await member()
    const { id } = await userData(token)
    const res = await send('PUT', `/api/afiliados/${id}/`, token, { notificaciones_push: true, notificaciones_email: false })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id, notificaciones_push: true, notificaciones_email: false })
    expect(await userData(token)).toMatchObject({ notificaciones_push: true, notificaciones_email: false })
  })

  it("answers 404 for anyone else's id and changes nothing", async () => {
    const { token } = await member()
    const before = await userData(tokens[ANA]!)
    const res = await send('PUT', `/api/afiliados/${before.id}/`, token, { notificaciones_push: false, notificaciones_email: false })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ detail: 'No encontrado' })
    expect(await userData(tokens[ANA]!)).toEqual(before)
    expect((await send('PUT', '/api/afiliados/99999/', token, { notificaciones_push: false, notificaciones_email: false })).status).toBe(404)
  })

  it('refuses a body without both booleans, and a call without a token', async () => {
    const { token } = await member()
    const { id } = await userData(token)
    for (const body of [{}, { notificaciones_push: true }, { notificaciones_push: 'si', notificaciones_email: true }]) {
      const res = await send('PUT', `/api/afiliados/${id}/`, token, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toEqual({ detail: expect.stringMatching(/^notificaciones_/) })
    }
    expect((await sandbox.sendJson(`/api/afiliados/${id}/`, 'PUT', { notificaciones_push: true, notificaciones_email: true })).status).toBe(401)
  })
})

describe('POST /change-email/ (E06) and the validation link', () => {
  it('sets the new address unvalidated and mails it a link that validates it once', async () => {
    const { token } = await member()
    const res = await send('POST', '/change-email/', token, { email: '  nueva.direccion@example.com ' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ email: 'nueva.direccion@example.com', email_validado: false })
    expect(await userData(token)).toMatchObject({ email: 'nueva.direccion@example.com', email_validado: false })

    const link = await linkSentTo('nueva.direccion@example.com')
    expect(link.origin).toBe(sandbox.url)
    expect(link.pathname).toBe('/validar-email/')
    expect(link.searchParams.get('uid')).toBe(String((await userData(token)).id))

    const first = await open(link)
    expect(first).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' })
    expect(first.text).toContain('Tu e-mail quedó validado')
    expect((await userData(token)).email_validado).toBe(true)

    const again = await open(link)
    expect(again.status).toBe(400)
    expect(again.text).toContain('El enlace no es válido')
  })

  it('keeps only a hash of the token', async () => {
    const { token } = await member()
    await send('POST', '/change-email/', token, { email: 'hash.guardado@example.com' })
    const secret = (await linkSentTo('hash.guardado@example.com')).searchParams.get('token')!
    const stored = sandbox.db.prepare('SELECT token_hash FROM validaciones_email').pluck().all() as string[]
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.some((hash) => hash.includes(secret))).toBe(false)
  })

  it('refuses the same address, a malformed one and a missing one, changing nothing', async () => {
    const { token, email } = await member()
    const sent = (await outbox()).length
    for (const [body, detail] of [
      [{ email: email!.toUpperCase() }, 'El e-mail ingresado es el mismo que ya tiene registrado.'],
      [{ email: 'juan@@x' }, 'email: no es un e-mail válido'],
      [{}, 'email: es obligatorio'],
    ] as const) {
      const res = await send('POST', '/change-email/', token, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toEqual({ detail })
    }
    expect(await userData(token)).toMatchObject({ email, email_validado: true })
    expect((await outbox()).length).toBe(sent)
  })

  it("refuses another affiliate's address in any case, with or without an account, until she gives it up", async () => {
    const refusal = { detail: 'El e-mail ingresado ya está registrado para otro afiliado. Ingrese otro.' }
    const { token, email } = await member()
    const other = await member()
    const sent = (await outbox()).length
    // Ana's, another persona's, and Federico's, who has no account yet.
    for (const taken of ['ana.perez@example.com', other.email!.toUpperCase(), 'Federico.Diaz@example.com']) {
      const res = await send('POST', '/change-email/', token, { email: taken })
      expect(res.status, taken).toBe(400)
      expect(await res.json()).toEqual(refusal)
    }
    expect(await userData(token)).toMatchObject({ email, email_validado: true })
    expect((await outbox()).length).toBe(sent)

    expect((await send('POST', '/change-email/', other.token, { email: 'otra.mas@example.com' })).status).toBe(200)
    expect((await send('POST', '/change-email/', token, { email: other.email })).status).toBe(200)
  })

  it('does not validate with a link sent to an earlier address, a wrong uid, an expired or a made-up token', async () => {
    const { token } = await member()
    await send('POST', '/change-email/', token, { email: 'primera@example.com' })
    const earlier = await linkSentTo('primera@example.com')
    await send('POST', '/change-email/', token, { email: 'segunda@example.com' })
    expect((await open(earlier)).status).toBe(400)
    expect((await userData(token)).email_validado).toBe(false)

    const current = await linkSentTo('segunda@example.com')
    const wrongUid = new URL(current)
    wrongUid.searchParams.set('uid', '1')
    expect((await open(wrongUid)).status).toBe(400)
    const madeUp = new URL(current)
    madeUp.searchParams.set('token', 'x'.repeat(43))
    expect((await open(madeUp)).status).toBe(400)
    expect((await open(new URL('/validar-email/', sandbox.url))).status).toBe(400)

    // 24 hours later the link has expired.
    await sandbox.sendJson('/sandbox/clock', 'PUT', { now: new Date(Date.parse(TEST_NOW) + 24 * 60 * 60 * 1000).toISOString() })
    expect((await open(current)).status).toBe(400)
    expect(sandbox.db.prepare('SELECT email_validado FROM afiliados WHERE email = ?').pluck().get('segunda@example.com')).toBe(0)
  })
})

describe('POST /resend-validation-email/ (E07)', () => {
  it('mails an unvalidated address a new link', async () => {
    const { token, email } = await member({ emailValidado: false })
    const res = await send('POST', '/resend-validation-email/', token)
    expect(res.status).toBe(200)
    expect((await open(await linkSentTo(email!))).status).toBe(200)
    expect((await userData(token)).email_validado).toBe(true)
  })

  it('refuses an address already validated', async () => {
    const { token } = await member()
    const res = await send('POST', '/resend-validation-email/', token)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ detail: 'Su e-mail ya está validado.' })
  })

  it('needs a token', async () => {
    expect((await sandbox.api('/resend-validation-email/', { method: 'POST' })).status).toBe(401)
    expect((await sandbox.sendJson('/change-email/', 'POST', { email: 'x@example.com' })).status).toBe(401)
  })
})

describe('the profile photo (PUT and GET /api/afiliados/foto/, invented)', () => {
  const upload = (token: string, data: Buffer, contentType: string) =>
    send('PUT', '/api/afiliados/foto/', token, { foto: data.toString('base64'), content_type: contentType })

  it('stores a PNG or a JPEG and answers it back to its owner only', async () => {
    const owner = await member()
    const other = await member()
    expect((await userData(owner.token)).tieneFoto).toBe(false)
    expect((await sandbox.getWithToken('/api/afiliados/foto/', owner.token)).status).toBe(404)

    const res = await upload(owner.token, PNG, 'image/png')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ tieneFoto: true, content_type: 'image/png', tamano: PNG.length })
    expect((await userData(owner.token)).tieneFoto).toBe(true)

    const photo = await sandbox.getWithToken('/api/afiliados/foto/', owner.token)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/png')
    expect(photo.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(PNG)

    expect((await sandbox.getWithToken('/api/afiliados/foto/', other.token)).status).toBe(404)
    expect((await upload(owner.token, JPEG, 'image/jpeg')).status).toBe(200)
    expect((await sandbox.getWithToken('/api/afiliados/foto/', owner.token)).headers.get('content-type')).toBe('image/jpeg')
  })

  it('reads the type from the bytes: text named as a PNG, or a PNG declared as JPEG, is refused', async () => {
    const { token } = await member()
    for (const [data, type] of [
      [Buffer.from('no soy una imagen'), 'image/png'],
      [PNG, 'image/jpeg'],
      [PNG, 'image/gif'],
    ] as const) {
      const res = await upload(token, data, type)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ detail: 'La foto debe ser una imagen PNG o JPEG.' })
    }
    expect((await userData(token)).tieneFoto).toBe(false)
  })

  it('refuses more than 2 MB, whether the JSON fits its limit or not', async () => {
    const { token } = await member()
    const oneByteTooMany = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES + 1 - PNG.length)])
    for (const data of [oneByteTooMany, Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)])]) {
      const res = await upload(token, data, 'image/png')
      expect(res.status).toBe(413)
      expect(await res.json()).toEqual({ detail: 'La foto supera el tamaño máximo de 2 MB.' })
    }
    const exactly = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES - PNG.length)])
    expect((await upload(token, exactly, 'image/png')).status).toBe(200)
  })

  it('refuses what is not base64, an empty photo, a missing field and a call without a token', async () => {
    const { token } = await member()
    for (const body of [{ foto: 'no*es*base64', content_type: 'image/png' }, { foto: '', content_type: 'image/png' }, { content_type: 'image/png' }]) {
      expect((await send('PUT', '/api/afiliados/foto/', token, body)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await sandbox.sendJson('/api/afiliados/foto/', 'PUT', { foto: PNG.toString('base64'), content_type: 'image/png' })).status).toBe(401)
    expect((await sandbox.api('/api/afiliados/foto/')).status).toBe(401)
  })
})
