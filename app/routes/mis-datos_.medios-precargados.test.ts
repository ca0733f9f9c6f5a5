import { afterEach, describe, expect, inject, it } from 'vitest'
import { commonErrors } from '~/copy/errors/common'
import { ciCheckDigit } from '~/domain/ci'
import { cookieFrom, formRequest, getRequest, loadContext, ORIGIN, signIn, thrownResponse } from '../../tests/route-helpers'
import { apiCalls, captureCard, clearFaults, clearGatewayOutcomes, createPersona, forceGatewayOutcome, injectFault } from '../../tests/sandbox-control'
import { loader as rootLoader } from '../root'
import { action, loader } from './mis-datos_.medios-precargados'

const sandboxUrl = inject('sandboxUrl')
const PAGE = '/mis-datos/medios-precargados'
const post = (cookie: string, fields: Record<string, string>) => action({ request: formRequest(`${ORIGIN}${PAGE}`, fields, { cookie }), params: {}, context: loadContext })
const load = async (cookie: string, query = '') => loader({ request: getRequest(`${PAGE}${query}`, cookie), params: {}, context: loadContext })
/** The banner the next page shows after `response` (the shell reads the flash). */
async function rootFlash(response: Response) {
  const request = new Request('http://localhost/', { headers: { cookie: cookieFrom(response) } })
  return rootLoader({ request, params: {}, context: loadContext })
}
const calls = async (call: string) => (await apiCalls(sandboxUrl))[call] ?? 0

/** A holder like Ana with her own group and copies of her cards, for this test alone. */
async function holder() {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  return { persona, cookie: await signIn(persona.ci, persona.password ?? undefined) }
}

describe('/mis-datos/medios-precargados (C26–C28)', () => {
  afterEach(async () => {
    await clearFaults(sandboxUrl)
    await clearGatewayOutcomes(sandboxUrl)
  })

  it('is for payment-group holders: a visitor signs in first, a member goes home', async () => {
    expect((await thrownResponse(loader({ request: getRequest(PAGE), params: {}, context: loadContext }))).headers.get('location')).toMatch(/^\/login\?redirectTo=/)
    const bruno = await signIn('23456783')
    expect((await thrownResponse(load(bruno))).headers.get('location')).toBe('/')
    expect((await thrownResponse(post(bruno, { intent: 'eliminar-tarjeta', payment_profile_id: '1' }))).headers.get('location')).toBe('/')
  })

  it('lists the cards by brand, type and last digits (BR15), and the holder as Titular', async () => {
    const { cookie } = await holder()
    const { cards, group } = await load(cookie)
    expect(cards.status === 'ok' && cards.cards.map((card) => card.caption)).toEqual([
      'Visa crédito terminada en 4021',
      'OCA crédito terminada en 7788',
      'Mastercard débito terminada en 5100',
    ])
    expect(group.status === 'ok' && group.members.map((member) => member.holder)).toEqual([true])
  })

  it('names the holder Titular from her profile, whether or not E29 lists her (C28)', async () => {
    const { persona, cookie } = await holder()
    const name = `${persona.nombre} ${persona.apellido}`
    const first = await load(cookie)
    expect(first.group.status === 'ok' && first.group.members).toEqual([{ ci: persona.ci, name, holder: true }])
    // E29 as the spec shapes it: the members only, `{ci, nombre_completo}`.
    const member = { ci: '23456783', nombre_completo: 'Bruno Pérez' }
    await injectFault(sandboxUrl, { path: '/api/grupo_pagos/traer_grupo_pagos', status: 200, body: JSON.stringify([member]), contentType: 'application/json', times: 1 })
    const { group } = await load(cookie)
    expect(group.status === 'ok' && group.members).toEqual([
      { ci: persona.ci, name, holder: true },
      { ci: member.ci, name: member.nombre_completo, holder: false },
    ])
  })

  it('shows the API’s refusal of the card list as BR21 says', async () => {
    const { cookie } = await holder()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'medios', resultado: 'errores_pagos', mensaje: ['Tarjeta vencida', 'Otra'] })
    expect((await load(cookie)).cards).toEqual({ status: 'problem', problem: { tone: 'error', messages: ['Tarjeta vencida', 'Otra'] } })
  })

  it('deletes a card of the group, and answers another group’s card with the generic error', async () => {
    const { cookie } = await holder()
    const before = await load(cookie)
    const first = before.cards.status === 'ok' ? before.cards.cards[0]!.id : ''
    expect((await load(cookie, `?eliminar-tarjeta=${first}`)).deletingCard).toBe(first)
    const deleted = await post(cookie, { intent: 'eliminar-tarjeta', payment_profile_id: first })
    expect((deleted as Response).headers.get('location')).toBe(`${PAGE}?tab=mis-tarjetas#mis-tarjetas`)
    const after = await load(cookie)
    expect(after.cards.status === 'ok' && after.cards.cards.map((card) => card.id)).not.toContain(first)

    // Ana's own card 1 is not this holder's.
    const foreign = (await post(cookie, { intent: 'eliminar-tarjeta', payment_profile_id: '1' })) as Response
    expect(JSON.stringify(await rootFlash(foreign))).toContain(commonErrors.generic)
  })

  it('adds a member by cédula, says why a second add is refused, and removes the member', async () => {
    const { cookie } = await holder()
    const other = await createPersona(sandboxUrl)
    expect(((await post(cookie, { intent: 'agregar-integrante', ci: '' })) as unknown as { init: { status: number } }).init.status).toBe(400)
    const wrongDigit = `${other.ci.slice(0, -1)}${(ciCheckDigit(other.ci.slice(0, -1)) + 1) % 10}`
    expect(((await post(cookie, { intent: 'agregar-integrante', ci: wrongDigit })) as unknown as { init: { status: number } }).init.status).toBe(400)

    const added = (await post(cookie, { intent: 'agregar-integrante', ci: other.ci })) as Response
    expect(added.headers.get('location')).toBe(`${PAGE}?tab=grupo-familiar#grupo-familiar`)
    const { group } = await load(cookie)
    expect(group.status === 'ok' && group.members.find((member) => member.ci === other.ci)).toMatchObject({ holder: false })

    const again = (await post(cookie, { intent: 'agregar-integrante', ci: other.ci })) as unknown as { data: { result: { error?: Record<string, string[]> } } }
    expect(again.data.result.error?.['']).toEqual(['La persona ya pertenece a un grupo'])

    const removed = (await post(cookie, { intent: 'quitar-integrante', ci: other.ci })) as Response
    expect(removed.headers.get('location')).toBe(`${PAGE}?tab=grupo-familiar#grupo-familiar`)
    const after = await load(cookie)
    expect(after.group.status === 'ok' && after.group.members.map((member) => member.ci)).toEqual([expect.any(String)])
  })

  it('keeps the cédula typed, and changes nothing, when the administrator check cannot be made (C25)', async () => {
    const { cookie } = await holder()
    const ADMIN = '/api/grupo_pagos/admin_grupo_pagos'
    await injectFault(sandboxUrl, { path: ADMIN, status: 500, body: '{"detail":"x"}', contentType: 'application/json', times: 1 })
    const before = await calls('POST /api/grupo_pagos/agregar_usuario_grupo_pagos/')
    const refused = (await post(cookie, { intent: 'agregar-integrante', ci: '23456783' })) as unknown as {
      init: { status: number }
      data: { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } }
    }
    expect(refused.init.status).toBe(503)
    expect(refused.data.result.error?.['']).toEqual([commonErrors.generic])
    expect(refused.data.result.initialValue).toMatchObject({ ci: '23456783' })
    expect(await calls('POST /api/grupo_pagos/agregar_usuario_grupo_pagos/')).toBe(before)
  })

  it('never removes the holder, nor anyone outside the group: nothing is sent', async () => {
    const { persona, cookie } = await holder()
    const before = await calls('POST /api/grupo_pagos/eliminar_usuario_grupo_pagos/')
    for (const ci of [persona.ci, '23456783']) {
      const refused = (await post(cookie, { intent: 'quitar-integrante', ci })) as Response
      expect(JSON.stringify(await rootFlash(refused))).toContain(commonErrors.generic)
    }
    expect(await calls('POST /api/grupo_pagos/eliminar_usuario_grupo_pagos/')).toBe(before)
  })

  describe('Agregar tarjeta (C27, E34)', () => {
    it('without JavaScript sends the holder to the provider’s hosted page, which comes back with a signed reference', async () => {
      const { cookie } = await holder()
      const away = (await post(cookie, { intent: 'agregar-tarjeta' })) as Response
      const hosted = new URL(away.headers.get('location')!)
      expect(hosted.pathname).toBe('/pasarela/captura')
      const back = new URL(hosted.searchParams.get('return_url')!)
      expect(back.pathname).toBe('/pagos/retorno')
      expect(back.searchParams.get('ref')).toMatch(/^tarjeta\./)

      const captured = await captureCard(`${hosted.origin}${hosted.pathname}?sesion=${hosted.searchParams.get('sesion')}`, { numero: '4111111111111111', vencimiento: '12/30', titular: 'Ana Pérez' })
      expect(captured.ok).toBe(true)
      const notice = await thrownResponse(load(cookie, `?ref=${encodeURIComponent(back.searchParams.get('ref')!)}&resultado=guardada`))
      expect(notice.headers.get('location')).toBe(`${PAGE}?tab=mis-tarjetas#mis-tarjetas`)
      expect(JSON.stringify(await rootFlash(notice))).toContain('La tarjeta fue agregada.')
      const page = await load(cookie)
      expect(page.cards.status === 'ok' && page.cards.cards.map((card) => card.caption)).toContain('Visa crédito terminada en 1111')
    })

    it('with JavaScript gives the provider’s page for the dialog, and its report only chooses the notice', async () => {
      const { cookie } = await holder()
      const step = (await post(cookie, { intent: 'agregar-tarjeta', conScripts: '1' })) as unknown as { data: { capture: { url: string; hostedUrl: string } } }
      expect(new URL(step.data.capture.url).pathname).toBe('/pasarela/captura')
      expect(new URL(step.data.capture.hostedUrl).searchParams.get('return_url')).toMatch(/\/pagos\/retorno\?ref=tarjeta\./)
      const cancelled = (await post(cookie, { intent: 'tarjeta-capturada', resultado: 'cancelado' })) as Response
      expect(JSON.stringify(await rootFlash(cancelled))).toContain('No se agregó la tarjeta.')
      const page = await load(cookie)
      expect(page.cards.status === 'ok' && page.cards.cards).toHaveLength(3)
    })

    describe('the notice believes the API, not the address (probe)', () => {
      /** Starts a capture without JavaScript: the hosted page's address and the reference it will bring back. */
      async function startCapture(cookie: string) {
        const hosted = new URL(((await post(cookie, { intent: 'agregar-tarjeta' })) as Response).headers.get('location')!)
        const ref = new URL(hosted.searchParams.get('return_url')!).searchParams.get('ref')!
        return { captureUrl: `${hosted.origin}${hosted.pathname}?sesion=${hosted.searchParams.get('sesion')}`, ref }
      }
      const comeBack = async (cookie: string, ref: string, resultado: string) =>
        JSON.stringify(await rootFlash(await thrownResponse(load(cookie, `?ref=${encodeURIComponent(ref)}&resultado=${resultado}`))))

      it('another session’s reference gives no notice', async () => {
        const { cookie } = await holder()
        const { ref } = await startCapture(cookie)
        const other = await holder()
        const seen = await comeBack(other.cookie, ref, 'guardada')
        expect(seen).not.toContain('La tarjeta fue agregada.')
        expect(seen).not.toContain('No se agregó la tarjeta.')
      })

      it('a reference gives its notice once', async () => {
        const { cookie } = await holder()
        const { captureUrl, ref } = await startCapture(cookie)
        await captureCard(captureUrl, { numero: '4111111111111111', vencimiento: '12/30', titular: 'Ana Pérez' })
        expect(await comeBack(cookie, ref, 'guardada')).toContain('La tarjeta fue agregada.')
        expect(await comeBack(cookie, ref, 'guardada')).not.toContain('La tarjeta fue agregada.')
      })

      it.each(['guardada', 'aprobado'])('resultado=%s with no card added is not "agregada"', async (resultado) => {
        const { cookie } = await holder()
        const { ref } = await startCapture(cookie)
        const seen = await comeBack(cookie, ref, resultado)
        expect(seen).not.toContain('La tarjeta fue agregada.')
        expect(seen).toContain('No se agregó la tarjeta.')
      })
    })

    it('ignores a reference the portal did not sign, and says so when the provider cannot be reached', async () => {
      const { cookie } = await holder()
      const page = await load(cookie, '?ref=tarjeta.aaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb&resultado=guardada')
      expect(page.cards.status).toBe('ok')
      await injectFault(sandboxUrl, { path: '/api/grupo_pagos/capture_information', status: 500, body: '{}', contentType: 'application/json', times: 1 })
      const failed = (await post(cookie, { intent: 'agregar-tarjeta' })) as Response
      expect(JSON.stringify(await rootFlash(failed))).toContain(commonErrors.generic)
    })
  })
})
