import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestSandbox, TEST_NOW, type TestSandbox } from '../../test-support'

const ANA = '12345672'
const PORTAL = 'http://localhost:4321'
const RETURN_URL = `${PORTAL}/mis-datos/medios-precargados/retorno?ref=abc`

let sandbox: TestSandbox
const logs: Array<Record<string, unknown>> = []

beforeAll(async () => {
  // The portal's origin comes from the portal URL, whatever the machine's environment says.
  vi.stubEnv('SANDBOX_WEBAUTHN_ORIGINS', '')
  vi.stubEnv('SANDBOX_PUBLIC_URL', '')
  sandbox = await startTestSandbox({ portalUrl: PORTAL, log: (entry) => logs.push(entry) })
  vi.unstubAllEnvs()
})

afterEach(async () => {
  await sandbox.sendJson('/sandbox/clock', 'PUT', { now: TEST_NOW })
  await sandbox.api('/sandbox/settings', { method: 'DELETE' })
  await sandbox.api('/sandbox/pagos/resultados', { method: 'DELETE' })
})

afterAll(async () => {
  await sandbox.close()
})

/** A copy of Ana (her group and cards, her debts), signed in. */
async function holder() {
  const res = await sandbox.sendJson('/sandbox/personas', 'POST', { like: ANA })
  const { ci } = (await res.json()) as { ci: string }
  return { ci, token: await sandbox.login(ci) }
}

async function captureSession(token: string): Promise<string> {
  const res = await sandbox.getWithToken('/api/grupo_pagos/capture_information', token)
  return ((await res.json()) as { unique_id: string }).unique_id
}

function postForm(path: string, fields: Record<string, string>) {
  return sandbox.api(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
}

/** The config the page's script reads: the event it posts, its session, the origins. */
function pageConfig(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="pasarela-config">(.*?)<\/script>/s.exec(html)?.[1]
  if (!json) throw new Error('the page has no script config')
  return JSON.parse(json) as Record<string, unknown>
}

async function cards(token: string) {
  return (await (await sandbox.getWithToken('/api/grupo_pagos/payment_methods/', token)).json()) as Array<
    Record<string, unknown>
  >
}

/** A payment of the holder's monthly fee with her first card, waiting for the security code. */
async function paymentWaitingForCvv(token: string) {
  const debts = (await (await sandbox.getWithToken('/api/cobranzas/deudas_pendientes', token)).json()) as {
    cuotas: Array<{ id_transaccion: number; importe: string }>
  }
  const fee = debts.cuotas[0]
  const card = (await cards(token))[0]
  const res = await sandbox.sendJson(
    '/api/cobranzas/servicios-mensuales-web/',
    'POST',
    { id_transaccion: fee?.id_transaccion, importe: fee?.importe, perfil_pago: card?.payment_profile_id },
    { authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
  )
  const { id, url } = (await res.json()) as { id: number; url: string }
  return { id, url, sesion: new URL(url).searchParams.get('sesion') ?? '' }
}

async function paymentState(token: string, id: number) {
  const res = await sandbox.getWithToken(`/api/cobranzas/servicios-mensuales-web/${id}/`, token)
  return ((await res.json()) as { estado: string }).estado
}

describe('the checkout script', () => {
  it('is served as JavaScript any site may load', async () => {
    const res = await sandbox.api('/pasarela/checkout.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const source = await res.text()
    expect(source).toContain('window.SandboxCheckout')
    expect(source).toContain("data.proveedor !== 'sandbox-pagos'")
    expect(source).toContain('event.source !== iframe.contentWindow')
  })
})

describe('the capture page (adding a card)', () => {
  it('renders a form that may be framed by the portal only, with a nonce for its script', async () => {
    const { token } = await holder()
    const sesion = await captureSession(token)
    const res = await sandbox.api(`/pasarela/captura?sesion=${sesion}`)
    expect(res.status).toBe(200)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain(`frame-ancestors ${PORTAL}`)
    expect(csp).toContain(`form-action 'self' ${PORTAL}`)
    expect(csp).toMatch(/script-src 'nonce-[\w+/=]+'/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<h1>Agregar tarjeta</h1>')
    expect(html).toContain('autocomplete="cc-number"')
    expect(html).toContain('action="/pasarela/captura"')
    expect(pageConfig(html)).toMatchObject({
      tipo: 'captura',
      sesion,
      origins: [PORTAL],
      embebida: true,
      restanteMs: 300_000,
    })
  })

  it('embedded: saves 4111 1111 1111 1111 as a Visa credit card and posts process status 1', async () => {
    const { token } = await holder()
    const sesion = await captureSession(token)
    const res = await postForm('/pasarela/captura', {
      sesion,
      numero: '4111 1111 1111 1111',
      vencimiento: '08/2029',
      titular: 'Ana Pérez',
      accion: 'confirmar',
    })
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('Visa terminada en 1111')
    expect(pageConfig(html)).toEqual({
      tipo: 'captura',
      sesion,
      origins: [PORTAL],
      evento: { evento: 'process', status: 1 },
      embebida: true,
    })
    expect((await cards(token)).at(-1)).toEqual({
      payment_profile_id: expect.any(Number),
      payment_media_id: 2,
      expiration: '08/29',
      last_4: '1111',
      type: 'CreditCard',
    })
    // The session is used: a second submit adds nothing.
    const again = await postForm('/pasarela/captura', {
      sesion,
      numero: '4111111111111111',
      vencimiento: '08/29',
      titular: 'Ana',
      accion: 'confirmar',
    })
    expect(again.status).toBe(409)
    expect(await cards(token)).toHaveLength(4)
  })

  it('hosted: sends the browser back to the portal with the outcome; a return URL off the portal is refused', async () => {
    const { token } = await holder()
    const sesion = await captureSession(token)
    const page = await sandbox.api(`/pasarela/captura?sesion=${sesion}&return_url=${encodeURIComponent(RETURN_URL)}`)
    const html = await page.text()
    expect(html).toContain(`name="return_url" value="${RETURN_URL.replace('&', '&amp;')}"`)
    expect(pageConfig(html)).toMatchObject({ embebida: false })

    for (const bad of [
      'https://evil.example/x',
      'javascript:alert(1)',
      `${PORTAL.replace('4321', '4322')}/x`,
      'http://user@localhost:4321/x',
      '/relativa',
    ]) {
      const res = await postForm('/pasarela/captura', {
        sesion,
        return_url: bad,
        numero: '5555555555554444',
        vencimiento: '01/30',
        titular: 'Ana',
        accion: 'confirmar',
      })
      expect(res.status, bad).toBe(400)
      expect(res.headers.get('location')).toBeNull()
    }
    expect(await cards(token)).toHaveLength(3)

    const res = await postForm('/pasarela/captura', {
      sesion,
      return_url: RETURN_URL,
      numero: '5555555555554444',
      vencimiento: '01/30',
      titular: 'Ana Pérez',
      accion: 'confirmar',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${RETURN_URL}&sesion=${sesion}&resultado=guardada`)
    expect((await cards(token)).at(-1)).toMatchObject({ payment_media_id: 7, last_4: '4444', expiration: '01/30' })
  })

  it('re-renders the form with each problem, never writing the number back', async () => {
    const { token } = await holder()
    const sesion = await captureSession(token)
    const cases: Array<[Record<string, string>, string]> = [
      [{ numero: '', vencimiento: '08/29', titular: 'Ana' }, 'Ingrese el número de la tarjeta'],
      [{ numero: '4111111111111112', vencimiento: '08/29', titular: 'Ana' }, 'El número de tarjeta no es válido'],
      [{ numero: '4012888888881881', vencimiento: '08/29', titular: 'Ana' }, 'Esta tarjeta no es aceptada'],
      [{ numero: '4111111111111111', vencimiento: '10/26', titular: 'Ana' }, 'La tarjeta está vencida'],
      [
        { numero: '4111111111111111', vencimiento: '13/29', titular: 'Ana' },
        'El vencimiento debe tener el formato MM/AA',
      ],
      [{ numero: '4111111111111111', vencimiento: '08/29', titular: '<script>' }, 'El nombre solo puede tener letras'],
    ]
    for (const [fields, message] of cases) {
      const res = await postForm('/pasarela/captura', { sesion, accion: 'confirmar', ...fields })
      expect(res.status, message).toBe(400)
      const html = await res.text()
      expect(html).toContain(message)
      expect(html).toContain('<title>Error: Agregar tarjeta')
      expect(html).not.toContain('<script>"')
      if (fields.numero) expect(html).not.toContain(fields.numero)
    }
    expect(await cards(token)).toHaveLength(3)
  })

  it('cancel: posts close (embedded) or returns with resultado=cancelado (hosted), and the session is over', async () => {
    const { token } = await holder()
    const embedded = await captureSession(token)
    const closed = await postForm('/pasarela/captura', { sesion: embedded, accion: 'cancelar' })
    expect(pageConfig(await closed.text())).toMatchObject({ evento: { evento: 'close' } })
    const hosted = await captureSession(token)
    const back = await postForm('/pasarela/captura', { sesion: hosted, return_url: RETURN_URL, accion: 'cancelar' })
    expect(back.headers.get('location')).toBe(`${RETURN_URL}&sesion=${hosted}&resultado=cancelado`)
    expect(await cards(token)).toHaveLength(3)
  })

  it('times out: the script posts timeout after the time left, and a late submit is refused', async () => {
    await sandbox.sendJson('/sandbox/settings', 'PUT', { pasarelaTimeoutSeconds: 2 })
    const { token } = await holder()
    const sesion = await captureSession(token)
    const page = await (await sandbox.api(`/pasarela/captura?sesion=${sesion}`)).text()
    expect(pageConfig(page)).toMatchObject({ restanteMs: 2000 })
    await sandbox.sendJson('/sandbox/clock', 'PUT', { now: '2026-11-20T12:00:02.000Z' })
    const late = await postForm('/pasarela/captura', {
      sesion,
      numero: '4111111111111111',
      vencimiento: '08/29',
      titular: 'Ana',
      accion: 'confirmar',
    })
    expect(pageConfig(await late.text())).toMatchObject({ evento: { evento: 'timeout' } })
    const hosted = await postForm('/pasarela/captura', { sesion, return_url: RETURN_URL, accion: 'confirmar' })
    expect(hosted.headers.get('location')).toBe(`${RETURN_URL}&sesion=${sesion}&resultado=vencido`)
    expect(await cards(token)).toHaveLength(3)
  })

  it('answers 404 for an unknown session', async () => {
    for (const path of ['/pasarela/captura?sesion=nope', '/pasarela/captura', '/pasarela/cvv?sesion=nope']) {
      const res = await sandbox.api(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).toContain('Sesión inexistente')
    }
  })
})

describe('the security-code page', () => {
  it('shows the amount and the card, and posts process status 1 for a good code', async () => {
    const { token } = await holder()
    const payment = await paymentWaitingForCvv(token)
    const page = await sandbox.api(payment.url.replace(new URL(payment.url).origin, ''))
    const html = await page.text()
    expect(html).toContain('por <strong>$ 2.155,00</strong> con Visa terminada en 4021')
    expect(html).toContain('autocomplete="cc-csc"')
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${PORTAL}`)

    const bad = await postForm('/pasarela/cvv', { sesion: payment.sesion, cvv: '12', accion: 'confirmar' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Ingrese los 3 o 4 dígitos del código de seguridad')

    const ok = await postForm('/pasarela/cvv', { sesion: payment.sesion, cvv: '123', accion: 'confirmar' })
    expect(pageConfig(await ok.text())).toEqual({
      tipo: 'cvv',
      sesion: payment.sesion,
      origins: [PORTAL],
      evento: { evento: 'process', status: 1 },
      embebida: true,
    })
    expect(await paymentState(token, payment.id)).toBe('autorizado')
    const twice = await postForm('/pasarela/cvv', { sesion: payment.sesion, cvv: '123', accion: 'confirmar' })
    expect(twice.status).toBe(409)
  })

  it('posts process status 2 with the reason for 000, and a notification when a test asks for one', async () => {
    const { token } = await holder()
    const rejected = await paymentWaitingForCvv(token)
    const res = await postForm('/pasarela/cvv', { sesion: rejected.sesion, cvv: '000', accion: 'confirmar' })
    expect(pageConfig(await res.text())).toMatchObject({
      evento: { evento: 'process', status: 2, mensaje: 'Código de seguridad incorrecto' },
    })
    expect(await paymentState(token, rejected.id)).toBe('rechazado')

    await sandbox.sendJson('/sandbox/pagos/resultados', 'POST', { operacion: 'cvv', resultado: 'notification' })
    const notified = await paymentWaitingForCvv(token)
    const page = await postForm('/pasarela/cvv', { sesion: notified.sesion, cvv: '999', accion: 'confirmar' })
    expect(pageConfig(await page.text())).toMatchObject({ evento: { evento: 'notification', status: 1 } })
    expect(await paymentState(token, notified.id)).toBe('autorizado')
  })

  it('hosted: back to the portal with aprobado, rechazado, cancelado or vencido', async () => {
    const { token } = await holder()
    const approved = await paymentWaitingForCvv(token)
    const back = await postForm('/pasarela/cvv', {
      sesion: approved.sesion,
      cvv: '1234',
      return_url: RETURN_URL,
      accion: 'confirmar',
    })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`${RETURN_URL}&sesion=${approved.sesion}&resultado=aprobado`)
    // A reload of the page after the outcome goes back with the same outcome.
    const reload = await sandbox.api(
      `/pasarela/cvv?sesion=${approved.sesion}&return_url=${encodeURIComponent(RETURN_URL)}`,
      { redirect: 'manual' },
    )
    expect(reload.headers.get('location')).toBe(`${RETURN_URL}&sesion=${approved.sesion}&resultado=aprobado`)

    const rejected = await paymentWaitingForCvv(token)
    const no = await postForm('/pasarela/cvv', {
      sesion: rejected.sesion,
      cvv: '000',
      return_url: RETURN_URL,
      accion: 'confirmar',
    })
    expect(no.headers.get('location')).toBe(`${RETURN_URL}&sesion=${rejected.sesion}&resultado=rechazado`)

    const cancelled = await paymentWaitingForCvv(token)
    const cancel = await postForm('/pasarela/cvv', {
      sesion: cancelled.sesion,
      return_url: RETURN_URL,
      accion: 'cancelar',
    })
    expect(cancel.headers.get('location')).toBe(`${RETURN_URL}&sesion=${cancelled.sesion}&resultado=cancelado`)
    // Closing the page changes nothing on the mutual's side: the portal cancels the payment itself.
    expect(await paymentState(token, cancelled.id)).toBe('pendiente')

    await sandbox.sendJson('/sandbox/settings', 'PUT', { pasarelaTimeoutSeconds: 1 })
    const late = await paymentWaitingForCvv(token)
    await sandbox.sendJson('/sandbox/clock', 'PUT', { now: '2026-11-20T12:00:01.000Z' })
    const expired = await postForm('/pasarela/cvv', {
      sesion: late.sesion,
      cvv: '123',
      return_url: RETURN_URL,
      accion: 'confirmar',
    })
    expect(expired.headers.get('location')).toBe(`${RETURN_URL}&sesion=${late.sesion}&resultado=vencido`)
    expect(await paymentState(token, late.id)).toBe('pendiente')
  })

  it('closes when the portal cancelled the payment meanwhile', async () => {
    const { token } = await holder()
    const payment = await paymentWaitingForCvv(token)
    await sandbox.sendJson(
      '/api/cobranzas/servicios-mensuales-web/cancelar/',
      'POST',
      { id_serv_mens: payment.id },
      { authorization: `Bearer ${token}` },
    )
    const res = await postForm('/pasarela/cvv', { sesion: payment.sesion, cvv: '123', accion: 'confirmar' })
    expect(pageConfig(await res.text())).toMatchObject({ evento: { evento: 'close' } })
    expect(await paymentState(token, payment.id)).toBe('cancelado')
  })
})

describe('card data stays out of storage and logs', () => {
  it('keeps no card number, security code or token in the database dump or the request log', async () => {
    const { token } = await holder()
    const sesion = await captureSession(token)
    await postForm('/pasarela/captura', {
      sesion,
      numero: '5555555555554444',
      vencimiento: '01/30',
      titular: 'Ana',
      accion: 'confirmar',
    })
    const payment = await paymentWaitingForCvv(token)
    await postForm('/pasarela/cvv', { sesion: payment.sesion, cvv: '8642', accion: 'confirmar' })

    const tables = sandbox.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]
    const dump = JSON.stringify(tables.map((t) => sandbox.db.prepare(`SELECT * FROM "${t}"`).all()))
    // The code is four digits, which random ids and timestamps may hold by chance: it is looked for as a value.
    const codeAsValue = /(?:"8642"|[:[,]8642[,}\]])/
    expect(dump).not.toContain('5555555555554444')
    expect(dump).not.toMatch(codeAsValue)
    const tokens = sandbox.db.prepare('SELECT token FROM medios_pago').pluck().all() as string[]
    const logText = JSON.stringify(logs)
    for (const secret of ['5555555555554444', sesion, payment.sesion, ...tokens]) {
      expect(logText).not.toContain(secret)
    }
    expect(logText).not.toMatch(codeAsValue)
    expect(logs).toContainEqual(expect.objectContaining({ method: 'POST', path: '/pasarela/captura' }))
  })
})
