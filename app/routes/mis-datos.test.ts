/**
 * The profile page (C20) and its photo route with real Requests against the test sandbox. Each
 * test works on a persona of its own (a copy of Bruno), so no other test's data changes.
 */
import { afterEach, describe, expect, inject, it } from 'vitest'
import { consumeFlash } from '~/auth/flash.server'
import { commonErrors } from '~/copy/errors/common'
import { validation } from '~/copy/errors/validation'
import { profile } from '~/copy/profile'
import { servicePage } from '~/copy/shell'
import { PROFILE_PHOTO_MAX_BYTES } from '~/domain/profile-photo'
import { PROFILE_BODY_LIMIT } from '~/profile/actions.server'
import { formRequest, getRequest, loadContext, replyOf, settle, signIn, thrownResponse, type FormResult } from '../../tests/route-helpers'
import { byId, renderRouteError, renderRoutePage, tags } from '../../tests/component-helpers'
import { clearFaults, createPersona, injectFault, linkMailedTo, readOutbox } from '../../tests/sandbox-control'
import { loader as photoLoader } from './mis-datos.foto'
import ProfilePage, { action, ErrorBoundary, loader, meta } from './mis-datos._index'

const sandboxUrl = inject('sandboxUrl')
const PAGE = 'http://localhost/mis-datos'
const BRUNO = '23456783'
// Mail requests are limited per address too: this file's own, so no other file's count matters.
const context = { ...loadContext, clientAddress: '198.51.100.20' }

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])


afterEach(() => clearFaults(sandboxUrl))

/** A member of the test's own, signed in: a copy of Bruno (e-mail validated unless asked otherwise). */
async function member(traits: { emailValidado?: boolean } = {}) {
  const persona = await createPersona(sandboxUrl, { like: BRUNO, ...traits })
  return { ...persona, email: persona.email!, cookie: await signIn(persona.ci) }
}

const load = async (cookie?: string, query = '') => {
  return loader({ request: getRequest(`${PAGE}${query}`, cookie), params: {}, context })
}

const send = (request: Request) => settle(action({ request, params: {}, context }))
const post = (cookie: string, fields: Record<string, string>) => send(formRequest(`${PAGE}?index`, fields, { cookie }))

function multipart(cookie: string, fields: Record<string, string | File>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return new Request(`${PAGE}?index`, { method: 'POST', headers: { cookie }, body: form })
}

/** A redirect back to the page; the banner it leaves for the next page. */
async function savedWith(result: unknown, cookie: string) {
  expect(result).toBeInstanceOf(Response)
  const response = result as Response
  expect(response.status).toBe(302)
  expect(response.headers.get('location')).toBe('/mis-datos')
  const { flash } = await consumeFlash(new Request(PAGE, { headers: { cookie } }))
  return flash
}

function answered(result: unknown, status: number) {
  const reply = replyOf<Record<string, unknown>>(result)
  expect(reply.init?.status).toBe(status)
  return reply.data
}

/** The profile page as the server renders it, from what its loader and, after a post, its action answered. */
const renderProfile = (loaderData: unknown, actionData?: unknown) => renderRoutePage(ProfilePage, loaderData, '/mis-datos', actionData)

const formErrors = (data: Record<string, unknown>) => (data.result as FormResult).error

const BAD_GATEWAY = { status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html', times: 1 }

/**
 * The page after a post whose answer could not be drawn: the loader, asked again, met the outage too. What the
 * boundary shows (as Remix hands it the loader's thrown answer), with the fields its Reintentar posts.
 */
async function outageAfter(cookie: string, failed: Record<string, unknown>) {
  await injectFault(sandboxUrl, { path: '/api/afiliados/datos/', ...BAD_GATEWAY })
  const thrown: unknown = await load(cookie).then(
    () => null,
    (error: unknown) => error,
  )
  expect(thrown).toMatchObject({ init: { status: 503 }, data: { problem: 'upstream' } })
  const error = { status: 503, statusText: '', internal: false, data: (thrown as { data: unknown }).data }
  const html = renderRouteError(ErrorBoundary, error, '/mis-datos', failed)
  const title = meta({ error, matches: [] } as unknown as Parameters<typeof meta>[0])
  const form = tags(html).find((tag) => tag.name === 'form')
  const fields = tags(html).filter((tag) => tag.name === 'input' && tag.attrs.type === 'hidden').map(({ attrs }) => [attrs.name!, attrs.value!])
  return { html, title, action: form?.attrs.action, fields: Object.fromEntries(fields) as Record<string, string> }
}

describe('the page', () => {
  it('sends a visitor to log in, back here afterwards', async () => {
    const redirect = await thrownResponse(load())
    expect(redirect.headers.get('location')).toBe('/login?redirectTo=%2Fmis-datos')
  })

  it("shows the member's header (BR10 name, cédula) and personal data, read afresh from the API", async () => {
    const persona = await createPersona(sandboxUrl, { like: BRUNO, nombre: 'Juan Carlos', apellido: 'Pérez Gómez' })
    const page = await load(await signIn(persona.ci))
    expect(page.person).toMatchObject({
      name: 'Juan Pérez',
      ci: persona.ci,
      email: persona.email,
      emailValidated: true,
      telefono: null,
      celular: persona.celular,
      direccion: 'Bulevar Artigas 2050',
      // The copy of Bruno is in Ana's payment group: Ana administers it.
      paymentAdmin: { id: 1, nombre: 'Ana', apellido: 'Pérez' },
      hasPhoto: false,
    })
    expect(page.editing).toBe(false)
  })

  it('opens the e-mail edit with ?editar=email, only for a validated address', async () => {
    const validated = await member()
    expect((await load(validated.cookie, '?editar=email')).editing).toBe(true)
    expect((await load(validated.cookie, '?editar=otra-cosa')).editing).toBe(false)
    const unvalidated = await member({ emailValidado: false })
    expect((await load(unvalidated.cookie, '?editar=email')).editing).toBe(false)
  })
})

describe('notification switches (E09)', () => {
  it('saves both switches as sent, a missing one as off', async () => {
    const { cookie } = await member()
    const flash = await savedWith(await post(cookie, { intent: 'notificaciones', notificaciones_push: 'si' }), cookie)
    expect(flash).toEqual({ tone: 'success', message: profile.notificationsSaved })
    expect((await load(cookie)).person.notifications).toEqual({ email: false, push: true })

    await post(cookie, { intent: 'notificaciones', notificaciones_email: 'si', notificaciones_push: 'si' })
    expect((await load(cookie)).person.notifications).toEqual({ email: true, push: true })
  })

  it('says so when the API refuses, in its words, and when it does not answer; nothing changes', async () => {
    const { cookie } = await member()
    const { id, notifications } = (await load(cookie)).person
    const none = { email: false, push: false }
    await injectFault(sandboxUrl, { path: `/api/afiliados/${id}/`, status: 400, body: JSON.stringify({ detail: 'No se pudo guardar' }), contentType: 'application/json', times: 1 })
    expect(answered(await post(cookie, { intent: 'notificaciones' }), 400)).toEqual({ intent: 'notificaciones', message: 'No se pudo guardar', sent: none })
    await injectFault(sandboxUrl, { path: `/api/afiliados/${id}/`, status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html', times: 1 })
    expect(answered(await post(cookie, { intent: 'notificaciones' }), 503)).toEqual({ intent: 'notificaciones', message: commonErrors.generic, sent: none })
    expect((await load(cookie)).person.notifications).toEqual(notifications)
  })

  it('draws the switches as sent, checked and unchecked, beside the message when the save fails (without JavaScript)', async () => {
    const { cookie } = await member()
    const { id } = (await load(cookie)).person
    await post(cookie, { intent: 'notificaciones', notificaciones_email: 'si' })
    expect((await load(cookie)).person.notifications).toEqual({ email: true, push: false })
    // Each switch the other way round from what the API holds: one turned off, the other on.
    const sent = { notificaciones_push: 'si' }
    for (const [status, fault] of [
      [400, { status: 400, body: JSON.stringify({ detail: 'No se pudo guardar' }), contentType: 'application/json' }],
      [503, { status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html' }],
    ] as const) {
      await injectFault(sandboxUrl, { path: `/api/afiliados/${id}/`, ...fault, times: 1 })
      const failed = answered(await post(cookie, { intent: 'notificaciones', ...sent }), status)
      const html = renderProfile(await load(cookie), failed)
      expect(html).toContain(String(failed.message))
      // Listed in the error summary at the top, with a link to the switches (the message is below the fold).
      expect(html.indexOf('error-summary')).toBeLessThan(html.indexOf('notificaciones-titulo'))
      expect(tags(html).filter((tag) => tag.name === 'a' && tag.attrs.href === '#notificaciones-notificaciones_email')).toHaveLength(1)
      expect(byId(html, 'notificaciones-notificaciones_email').attrs).not.toHaveProperty('checked')
      expect(byId(html, 'notificaciones-notificaciones_push').attrs).toHaveProperty('checked')
    }
    // Nothing was saved: the page read afresh shows what the API holds.
    const html = renderProfile(await load(cookie))
    expect(byId(html, 'notificaciones-notificaciones_email').attrs).toHaveProperty('checked')
    expect(byId(html, 'notificaciones-notificaciones_push').attrs).not.toHaveProperty('checked')
  })

  it('keeps the choice when the page cannot be read after the failed save either: Reintentar posts it again', async () => {
    const { cookie } = await member()
    const { id } = (await load(cookie)).person
    await injectFault(sandboxUrl, { path: `/api/afiliados/${id}/`, ...BAD_GATEWAY })
    const failed = answered(await post(cookie, { intent: 'notificaciones', notificaciones_push: 'si' }), 503)
    const outage = await outageAfter(cookie, failed)
    expect(outage.html).toContain(servicePage.title)
    expect(outage.title).toEqual([{ title: `${servicePage.title} · Servicios en línea` }])
    expect(outage.action).toBe('/mis-datos?index')
    expect(outage.fields).toEqual({ intent: 'notificaciones', notificaciones_push: 'si' })
    // Once the service is back, the retry saves what she had chosen.
    expect(await savedWith(await post(cookie, outage.fields), cookie)).toMatchObject({ message: profile.notificationsSaved })
    expect((await load(cookie)).person.notifications).toEqual({ email: false, push: true })
  })

  it('refuses a value no switch sends, and an unknown intent', async () => {
    const { cookie } = await member()
    expect((await post(cookie, { intent: 'notificaciones', notificaciones_email: 'true' }) as Response).status).toBe(400)
    expect((await post(cookie, { intent: 'otra' }) as Response).status).toBe(400)
    expect((await post(cookie, {}) as Response).status).toBe(400)
  })
})

describe('validation mail (E07)', () => {
  it('sends one for an unvalidated address; its link validates it, and the page shows it', async () => {
    const { cookie, email } = await member({ emailValidado: false })
    const flash = await savedWith(await post(cookie, { intent: 'reenviar-validacion' }), cookie)
    expect(flash).toEqual({ tone: 'success', message: 'Mail de validación enviado' })
    const link = await linkMailedTo(sandboxUrl, email)
    expect(link).toMatch(/\/validar-email\/\?uid=\d+&token=/)
    expect((await fetch(link!)).status).toBe(200)
    expect((await load(cookie)).person.emailValidated).toBe(true)
  })

  it("answers the spec's failure with the API's own words, or without them when it has none", async () => {
    const { cookie } = await member({ emailValidado: false })
    await injectFault(sandboxUrl, { path: '/resend-validation-email/', status: 400, body: JSON.stringify({ detail: 'Servicio de correo ocupado' }), contentType: 'application/json', times: 1 })
    expect(answered(await post(cookie, { intent: 'reenviar-validacion' }), 400)).toEqual({ intent: 'reenviar-validacion', limited: false, message: 'Servicio de correo ocupado' })
    await injectFault(sandboxUrl, { path: '/resend-validation-email/', status: 500, body: 'Internal Server Error', contentType: 'text/plain', times: 1 })
    expect(answered(await post(cookie, { intent: 'reenviar-validacion' }), 503)).toEqual({ intent: 'reenviar-validacion', limited: false, message: null })
  })

  it('allows three mails an hour per member, then says to wait', async () => {
    const { cookie, email } = await member({ emailValidado: false })
    for (let sent = 0; sent < 3; sent++) expect((await post(cookie, { intent: 'reenviar-validacion' }) as Response).status).toBe(302)
    const before = (await readOutbox(sandboxUrl)).filter((mail) => mail.destinatario === email).length
    expect(answered(await post(cookie, { intent: 'reenviar-validacion' }), 429)).toEqual({ intent: 'reenviar-validacion', limited: true, message: profile.tooManyMails })
    expect((await readOutbox(sandboxUrl)).filter((mail) => mail.destinatario === email).length).toBe(before)
  })
})

describe('e-mail change (E06)', () => {
  it('changes a validated address: unvalidated until the link mailed to the new one is opened', async () => {
    const { cookie } = await member()
    const flash = await savedWith(await post(cookie, { intent: 'cambiar-email', email: ' nuevo.correo@example.com ' }), cookie)
    expect(flash).toEqual({ tone: 'success', message: profile.emailChanged })
    expect((await load(cookie)).person).toMatchObject({ email: 'nuevo.correo@example.com', emailValidated: false })
    const link = await linkMailedTo(sandboxUrl, 'nuevo.correo@example.com')
    expect((await fetch(link!)).status).toBe(200)
    expect((await load(cookie)).person.emailValidated).toBe(true)
  })

  it('refuses an empty, malformed or overlong address, keeping what was typed', async () => {
    const { cookie, email } = await member()
    const cases: Array<[string, string]> = [
      ['', profile.newEmailRequired],
      ['juan@@x', validation.invalidMail],
      [`${'a'.repeat(250)}@x.uy`, profile.emailTooLong(254)],
    ]
    for (const [typed, message] of cases) {
      const data = answered(await post(cookie, { intent: 'cambiar-email', email: typed }), 400)
      expect(data.intent).toBe('cambiar-email')
      expect(formErrors(data)).toEqual({ email: [message] })
      if (typed) expect((data.result as FormResult).initialValue).toMatchObject({ email: typed })
    }
    expect((await load(cookie)).person.email).toBe(email)
  })

  it('shows the form as sent when it refuses it: an empty address stays empty, the stored one is only the starting value', async () => {
    const { cookie, email } = await member()
    const page = await load(cookie, '?editar=email')
    expect(byId(renderProfile(page), 'email-email').attrs.value).toBe(email)

    const refused = answered(await post(cookie, { intent: 'cambiar-email', email: '' }), 400)
    expect(formErrors(refused)).toEqual({ email: [profile.newEmailRequired] })
    const html = renderProfile(await load(cookie), refused)
    expect(html).toContain(profile.newEmailRequired)
    expect(byId(html, 'email-email').attrs.value ?? '').toBe('')
    expect(html).not.toContain(`value="${email}"`)

    const typed = answered(await post(cookie, { intent: 'cambiar-email', email: 'juan@@x' }), 400)
    expect(byId(renderProfile(await load(cookie), typed), 'email-email').attrs.value).toBe('juan@@x')
  })

  it("puts the API's refusal beside the field, and a service failure above the form", async () => {
    const { cookie, email } = await member()
    const same = answered(await post(cookie, { intent: 'cambiar-email', email: email.toUpperCase() }), 400)
    expect(formErrors(same)).toEqual({ email: ['El e-mail ingresado es el mismo que ya tiene registrado.'] })

    await injectFault(sandboxUrl, { path: '/change-email/', delayMs: 1500, times: 1 })
    const slow = answered(await post(cookie, { intent: 'cambiar-email', email: 'lento@example.com' }), 503)
    expect(formErrors(slow)).toEqual({ '': [commonErrors.generic] })
    expect((slow.result as FormResult).initialValue).toMatchObject({ email: 'lento@example.com' })
    // The page drawn with that answer met the outage too: its Reintentar sends the address again, not a link.
    expect((await outageAfter(cookie, slow)).fields).toEqual({ intent: 'cambiar-email', email: 'lento@example.com' })
  })

  it('does not change an address that is not validated (the page offers only the validation mail)', async () => {
    const { cookie, email } = await member({ emailValidado: false })
    const result = (await post(cookie, { intent: 'cambiar-email', email: 'otra@example.com' })) as Response
    expect(result.status).toBe(302)
    expect(result.headers.get('location')).toBe('/mis-datos')
    expect((await load(cookie)).person.email).toBe(email)
  })

  it('counts toward the same mail limit as the validation mail', async () => {
    const { cookie } = await member()
    for (let index = 1; index <= 3; index++) {
      await post(cookie, { intent: 'cambiar-email', email: `cambio${index}@example.com` })
      // Each new address is validated again, so the next change is allowed by the page.
      await fetch((await linkMailedTo(sandboxUrl, `cambio${index}@example.com`))!)
    }
    const limited = answered(await post(cookie, { intent: 'cambiar-email', email: 'cambio4@example.com' }), 429)
    expect(formErrors(limited)).toEqual({ '': [profile.tooManyMails] })
  })
})

describe('profile photo (invented PUT/GET /api/afiliados/foto/)', () => {
  const png = (size = PNG.length, name = 'foto.png') => {
    const bytes = new Uint8Array(size)
    bytes.set(PNG)
    return new File([bytes], name, { type: 'image/png' })
  }

  it('uploads a PNG, and the portal serves it back to its owner only, never stored by a cache', async () => {
    const owner = await member()
    const other = await member()
    const flash = await savedWith(await send(multipart(owner.cookie, { intent: 'foto', foto: png() })), owner.cookie)
    expect(flash).toEqual({ tone: 'success', message: profile.photoSaved })
    expect((await load(owner.cookie)).person.hasPhoto).toBe(true)

    const photo = await photoLoader({ request: new Request(`${PAGE}/foto`, { headers: { cookie: owner.cookie } }), params: {}, context })
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/png')
    expect(photo.headers.get('cache-control')).toBe('private, no-store')
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG)

    const none = await photoLoader({ request: new Request(`${PAGE}/foto`, { headers: { cookie: other.cookie } }), params: {}, context })
    expect(none.status).toBe(404)
    const visitor = await thrownResponse(photoLoader({ request: new Request(`${PAGE}/foto`), params: {}, context }))
    expect(visitor.headers.get('location')).toBe('/login?redirectTo=%2Fmis-datos%2Ffoto')
  })

  it('refuses by content, not name: a text file called foto.png; and no file at all', async () => {
    const { cookie } = await member()
    const renamed = new File(['no soy una foto'], 'foto.png', { type: 'image/png' })
    const wrongType = answered(await send(multipart(cookie, { intent: 'foto', foto: renamed })), 415)
    expect(formErrors(wrongType)).toEqual({ foto: [profile.photoWrongType] })
    const empty = answered(await send(multipart(cookie, { intent: 'foto', foto: new File([], '') })), 400)
    expect(formErrors(empty)).toEqual({ foto: [profile.photoMissing] })
    const text = answered(await post(cookie, { intent: 'foto', foto: 'foto.png' }), 400)
    expect(formErrors(text)).toEqual({ foto: [profile.photoMissing] })
    expect((await load(cookie)).person.hasPhoto).toBe(false)
  })

  it('refuses more than 2 MB: a file one byte over, a body over the limit by its Content-Length, or unannounced', async () => {
    const { cookie } = await member()
    const oneByteOver = answered(await send(multipart(cookie, { intent: 'foto', foto: png(PROFILE_PHOTO_MAX_BYTES + 1) })), 413)
    expect(formErrors(oneByteOver)).toEqual({ foto: [profile.photoTooLarge] })

    // A body announced too large is answered without being read.
    const form = new FormData()
    form.set('intent', 'foto')
    form.set('foto', png(PROFILE_BODY_LIMIT + 1))
    const encoded = new Response(form)
    const headers = { cookie, 'content-type': encoded.headers.get('content-type')!, 'content-length': String(PROFILE_BODY_LIMIT + 300) }
    const announced = new Request(`${PAGE}?index`, { method: 'POST', headers, body: encoded.body, duplex: 'half' } as RequestInit)
    expect(formErrors(answered(await send(announced), 413))).toEqual({ foto: [profile.photoTooLarge] })

    // Without a Content-Length the body is read up to the limit, and no further.
    const streamed = new Request(`${PAGE}?index`, { method: 'POST', headers: { cookie }, body: form })
    expect(formErrors(answered(await send(streamed), 413))).toEqual({ foto: [profile.photoTooLarge] })

    // Exactly 2 MB is a photo.
    expect(((await send(multipart(cookie, { intent: 'foto', foto: png(PROFILE_PHOTO_MAX_BYTES) }))) as Response).status).toBe(302)
  })

  it("shows the API's refusal beside the field", async () => {
    const { cookie } = await member()
    await injectFault(sandboxUrl, { path: '/api/afiliados/foto/', status: 400, body: JSON.stringify({ detail: 'Foto rechazada' }), contentType: 'application/json', times: 1 })
    expect(formErrors(answered(await send(multipart(cookie, { intent: 'foto', foto: png() })), 400))).toEqual({ foto: ['Foto rechazada'] })
  })

  it('serves no photo the API answers as something else than a PNG or a JPEG', async () => {
    const { cookie } = await member()
    await injectFault(sandboxUrl, { path: '/api/afiliados/foto/', status: 200, body: '<svg onload="alert(1)"/>', contentType: 'image/svg+xml', times: 1 })
    const photo = await photoLoader({ request: new Request(`${PAGE}/foto`, { headers: { cookie } }), params: {}, context })
    expect(photo.status).toBe(503)
    await injectFault(sandboxUrl, { path: '/api/afiliados/foto/', status: 200, body: 'texto', contentType: 'image/png', times: 1 })
    expect((await photoLoader({ request: new Request(`${PAGE}/foto`, { headers: { cookie } }), params: {}, context })).status).toBe(502)
  })
})

describe('a visitor', () => {
  it('is sent to log in before any body is read', async () => {
    const redirect = (await send(formRequest(`${PAGE}?index`, { intent: 'notificaciones' }))) as Response
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('/login?redirectTo=%2Fmis-datos%3Findex')
  })
})
