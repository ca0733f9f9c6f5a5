import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { upstreamAs } from '~/auth/upstream-as.server'
import { PAYMENT_KINDS } from '~/domain/payment-kinds'
import { paymentChannel } from '~/copy/payment-channel'
import { fetchPayment } from '~/upstream/cobranzas.server'
import { isUpstreamUnavailable } from '~/upstream/errors'
import { paymentReference } from '~/payments/return-reference.server'
import { formRequest, getRequest, loadContext, signIn, thrownResponse } from '../../tests/route-helpers'
import {
  apiCalls,
  clearFaults,
  clearGatewayOutcomes,
  createPersona,
  forceGatewayOutcome,
  injectFault,
  submitSecurityCode,
} from '../../tests/sandbox-control'
import { loader as listLoader } from './mi-producto.pagos-pendientes'
import { loader as resultLoader } from './mi-producto.pagos-pendientes.confirmacion'
import { action as payAction, loader as payLoader } from './mi-producto.pagos-pendientes.pago.$type.$id'
import { loader as receiptLoader } from './mi-producto.pagos-pendientes.recibo.$type.$id'
import { loader as returnLoader } from './pagos.retorno'

/**
 * The online payment of a pending debt against the sandbox's gateway and card provider (C31–C33, BR19–BR22): every
 * start, confirm and cancel branch, with and without JavaScript, and the money rules (one charge, nothing believed
 * from the browser, nobody else's debt).
 */
const sandboxUrl = inject('sandboxUrl')
const LIST = '/mi-mutual/pagos-pendientes'
const CONFIRMATION = `${LIST}/confirmacion`
/** The confirmation page of the payment `ref` names: each payment's result is kept under its own reference. */
const confirmationOf = (ref: string) => `${CONFIRMATION}?ref=${encodeURIComponent(ref)}`
/** The confirmation page of a fee's payment whose reference the test does not know beforehand. */
const FEE_CONFIRMATION = /^\/mi-mutual\/pagos-pendientes\/confirmacion\?ref=pago\.couta\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/

interface Payer {
  cookie: string
  feeId: string
  ci: string
  password?: string
}

/** A member like Ana (her group's cards, copies of her debts), signed in, with her fee's id. */
async function payer(): Promise<Payer> {
  const persona = await createPersona(sandboxUrl, { like: '12345672' })
  const password = persona.password ?? undefined
  const cookie = await signIn(persona.ci, password)
  const { sections } = await listLoader({ request: getRequest(LIST, cookie), params: {}, context: loadContext })
  return { cookie, feeId: sections![0]!.debts[0]!.id, ci: persona.ci, password }
}

/** The fee payment a return reference names (`pago.<slug>.<id in base64url>.<signature>`), as the API has it. */
async function paymentOf(who: Payer, ref: string) {
  const id = Buffer.from(ref.split('.')[2] ?? '', 'base64url').toString('utf8')
  return fetchPayment(await upstreamAs(getRequest(LIST, who.cookie)), PAYMENT_KINDS.MONTHLY_PAYMENT, id || 'ninguno')
}

/** The return reference of an answer that sent the browser to the provider's hosted page. */
const refOfHosted = (hosted: URL) => new URL(hosted.searchParams.get('return_url')!).searchParams.get('ref')!

/** Types the code on a hosted page; where the provider then sends the browser back says what it claims. */
async function typeCodeOnHosted(hosted: URL, cvv: string): Promise<string> {
  const typed = await submitSecurityCode(`${hosted.origin}${hosted.pathname}?sesion=${hosted.searchParams.get('sesion')}`, cvv)
  const back = typed.headers.get('location')
  return (back && new URL(back).searchParams.get('resultado')) || 'cancelado'
}

const payPath = (id: string, type = 'couta') => `${LIST}/pago/${type}/${id}`

async function payPage({ cookie, feeId }: Payer) {
  return payLoader({ request: getRequest(payPath(feeId), cookie), params: { type: 'couta', id: feeId }, context: loadContext })
}

/** Submits the pay form with the first card (Visa 4021), as a browser with or without JavaScript would. */
async function submitPay(who: Payer, options: { js?: boolean; key?: string; card?: string } = {}) {
  const page = await payPage(who)
  const fields: Record<string, string> = {
    perfil_pago: options.card ?? (page.cards.status === 'ok' ? page.cards.options[0]!.value : ''),
    clave: options.key ?? page.key,
  }
  if (options.js) fields.conScripts = '1'
  return payAction({
    request: formRequest(`http://localhost${payPath(who.feeId)}`, fields, { cookie: who.cookie }),
    params: { type: 'couta', id: who.feeId },
    context: loadContext,
  })
}

/** Without JavaScript: the redirect to the provider's hosted page, with its return address. */
async function hostedRedirect(who: Payer, options: { key?: string } = {}) {
  const away = await thrownResponse(submitPay(who, options))
  expect(away.status).toBe(302)
  const hosted = new URL(away.headers.get('location')!)
  const back = new URL(hosted.searchParams.get('return_url')!)
  return {
    hosted,
    paymentUrl: `${hosted.origin}${hosted.pathname}?sesion=${hosted.searchParams.get('sesion')}`,
    ref: back.searchParams.get('ref')!,
  }
}

/** The guarded continuation /pagos/retorno leads to, with what the hosted page claimed. */
async function comeBack(who: Payer, ref: string, resultado: string) {
  return thrownResponse(
    resultLoader({
      request: getRequest(`${CONFIRMATION}?ref=${encodeURIComponent(ref)}&resultado=${resultado}`, who.cookie),
      params: {},
      context: loadContext,
    })
  )
}

const result = (who: Payer) =>
  resultLoader({ request: getRequest(CONFIRMATION, who.cookie), params: {}, context: loadContext })

/** Polls `done` (the sandbox finishing a delayed call) for at most 5 s. */
async function waitUntil(done: () => Promise<boolean>) {
  for (let tries = 0; tries < 50 && !(await done()); tries++) await new Promise((resolve) => setTimeout(resolve, 100))
}

async function stillPending(who: Payer): Promise<boolean> {
  const { sections } = await listLoader({ request: getRequest(LIST, who.cookie), params: {}, context: loadContext })
  return sections![0]!.debts.some((debt) => debt.id === who.feeId)
}

describe('paying a pending debt online (C31–C33)', () => {
  beforeEach(() => clearGatewayOutcomes(sandboxUrl))
  afterEach(async () => {
    await clearGatewayOutcomes(sandboxUrl)
    await clearFaults(sandboxUrl)
  })

  it('offers the group cards under the spec’s question, with a fresh idempotency key per page', async () => {
    const who = await payer()
    const page = await payPage(who)
    expect(page.debt.amount).toBe('$2155.00')
    expect(page.cards).toEqual({
      status: 'ok',
      options: expect.arrayContaining([expect.objectContaining({ label: 'Visa crédito terminada en 4021' })]),
    })
    expect(page.key).toMatch(/^[0-9a-f-]{36}$/)
    expect((await payPage(who)).key).not.toBe(page.key)
  })

  it('goes back to the list for another member’s debt, an unknown one or an unknown type', async () => {
    const who = await payer()
    for (const [type, id] of [
      ['couta', '70004'],
      ['couta', '99999'],
      ['recibo', who.feeId],
    ] as const) {
      const away = await thrownResponse(
        payLoader({ request: getRequest(payPath(id, type), who.cookie), params: { type, id }, context: loadContext })
      )
      expect(away.headers.get('location'), `${type}/${id}`).toBe(LIST)
    }
  })

  it('refuses a card that is not the group’s, keeping the page', async () => {
    const who = await payer()
    const answer = (await submitPay(who, { card: '999999' })) as unknown as {
      init: ResponseInit
      data: { result: { error: Record<string, string[]> } }
    }
    expect(answer.init.status).toBe(400)
    expect(answer.data.result.error.perfil_pago).toEqual(['Seleccione una tarjeta'])
  })

  it('refuses a form whose key was lost or spoiled as a whole, in Spanish, and starts nothing', async () => {
    const who = await payer()
    for (const key of ['', 'x', '00000000-0000-0000-0000-000000000000']) {
      const answer = (await submitPay(who, { key })) as unknown as { init: ResponseInit; data: { result: { error: Record<string, string[] | null> } } }
      expect(answer.init.status, key).toBe(400)
      expect(answer.data.result.error, key).toEqual({ '': [paymentChannel.pay.keyLost] })
    }
  })

  it('says the cards could not be read (BR21), not that none was chosen, when E32 fails at the submit; nothing is paid', async () => {
    const who = await payer()
    const page = await payPage(who)
    const card = page.cards.status === 'ok' ? page.cards.options[0]!.value : ''
    await injectFault(sandboxUrl, { path: '/api/grupo_pagos/payment_methods/', status: 500, body: '{}', contentType: 'application/json', times: 1 })
    const answer = (await payAction({
      request: formRequest(`http://localhost${payPath(who.feeId)}`, { perfil_pago: card, clave: page.key }, { cookie: who.cookie }),
      params: { type: 'couta', id: who.feeId },
      context: loadContext,
    })) as unknown as { init: ResponseInit; data: { result: { error: Record<string, string[]> } } }
    expect(answer.init.status).toBe(503)
    expect(answer.data.result.error['']).toEqual(['Ocurrió un problema inesperado. Inténtelo de nuevo más tarde.'])
    expect(answer.data.result.error.perfil_pago).toBeUndefined()
  })

  it('without JavaScript: the hosted page, back through /pagos/retorno, finalized after asking the API: success with its invoice', async () => {
    const who = await payer()
    const { hosted, paymentUrl, ref } = await hostedRedirect(who)
    expect(hosted.pathname).toBe('/pasarela/cvv')
    expect(hosted.searchParams.get('return_url')).toMatch(/^http:\/\/localhost\/pagos\/retorno\?ref=pago\./)

    // The code typed on the provider's page; it then sends the browser to the public return page, which continues
    // on the same site.
    expect((await submitSecurityCode(paymentUrl, '123')).ok).toBe(true)
    const next = returnLoader({
      request: new Request(`http://localhost/pagos/retorno?ref=${encodeURIComponent(ref)}&resultado=aprobado`),
      params: {},
      context: loadContext,
    })
    expect(next).toEqual({ next: `${CONFIRMATION}?ref=${encodeURIComponent(ref)}&resultado=aprobado` })

    const done = await comeBack(who, ref, 'aprobado')
    expect(done.headers.get('location')).toBe(confirmationOf(ref))
    const screen = await result(who)
    expect(screen.title).toBe('¡Pagaste con éxito!')
    expect(screen.paid?.invoice).toEqual(expect.objectContaining({ tipo_documento_cfe: 'e-Ticket', serie_cfe: 'A' }))
    expect(await stillPending(who)).toBe(false)

    // The reference is used once: coming back again only shows the result.
    expect((await comeBack(who, ref, 'aprobado')).headers.get('location')).toBe(confirmationOf(ref))
  })

  it('two tabs paying two debts each come back to their own payment', async () => {
    const who = await payer()
    const { sections } = await listLoader({ request: getRequest(LIST, who.cookie), params: {}, context: loadContext })
    const medicine = sections!.find((section) => section.list === 'medicamentos')!.debts[0]!.id
    const fee = await hostedRedirect(who)
    const page = await payLoader({
      request: getRequest(payPath(medicine, 'solicitud-medicamento'), who.cookie),
      params: { type: 'solicitud-medicamento', id: medicine },
      context: loadContext,
    })
    const card = page.cards.status === 'ok' ? page.cards.options[0]!.value : ''
    const away = await thrownResponse(
      payAction({
        request: formRequest(
          `http://localhost${payPath(medicine, 'solicitud-medicamento')}`,
          { perfil_pago: card, clave: page.key },
          { cookie: who.cookie }
        ),
        params: { type: 'solicitud-medicamento', id: medicine },
        context: loadContext,
      })
    )
    const hosted = new URL(away.headers.get('location')!)
    const medicineRef = new URL(hosted.searchParams.get('return_url')!).searchParams.get('ref')!

    await submitSecurityCode(fee.paymentUrl, '123')
    await comeBack(who, fee.ref, 'aprobado')
    expect((await result(who)).concept).toMatch(/^Cuota de /)
    // The back button leads through /pagos/retorno to it again: paid, the fee is gone from the API's list, and the
    // result keeps the name it was paid under.
    await comeBack(who, fee.ref, 'aprobado')
    expect((await result(who)).concept).toMatch(/^Cuota de /)
    await submitSecurityCode(`${hosted.origin}${hosted.pathname}?sesion=${hosted.searchParams.get('sesion')}`, '123')
    await comeBack(who, medicineRef, 'aprobado')
    const second = await result(who)
    expect(second.title).toBe('¡Pagaste con éxito!')
    expect(second.concept).toMatch(/^Medicamentos/)
  })

  it('two payments of one session, of two kinds, paid in two tabs and ending differently, each keep their own result', async () => {
    const who = await payer()
    const { sections } = await listLoader({ request: getRequest(LIST, who.cookie), params: {}, context: loadContext })
    const order = sections!.find((section) => section.list === 'ordenes')!.debts[0]!.id
    // Both wait for their code at once: the fee in one tab, the order in another.
    const fee = await hostedRedirect(who)
    const page = await payLoader({
      request: getRequest(payPath(order, 'orden'), who.cookie),
      params: { type: 'orden', id: order },
      context: loadContext,
    })
    const away = await thrownResponse(
      payAction({
        request: formRequest(
          `http://localhost${payPath(order, 'orden')}`,
          { perfil_pago: page.cards.status === 'ok' ? page.cards.options[0]!.value : '', clave: page.key },
          { cookie: who.cookie }
        ),
        params: { type: 'orden', id: order },
        context: loadContext,
      })
    )
    const orderHosted = new URL(away.headers.get('location')!)
    const orderRef = refOfHosted(orderHosted)
    expect(orderRef).toMatch(/^pago\.orden\./)

    // The order's code is rejected, then the fee's accepted: each return lands on its own payment's page.
    const orderBack = await comeBack(who, orderRef, await typeCodeOnHosted(orderHosted, '000'))
    expect(orderBack.headers.get('location')).toBe(confirmationOf(orderRef))
    const feeBack = await comeBack(who, fee.ref, await typeCodeOnHosted(fee.hosted, '123'))
    expect(feeBack.headers.get('location')).toBe(confirmationOf(fee.ref))

    // Each tab's confirmation (and its reload) shows its own result, whichever ended last.
    const shown = (ref: string) =>
      resultLoader({ request: getRequest(confirmationOf(ref), who.cookie), params: {}, context: loadContext })
    for (let reload = 0; reload < 2; reload++) {
      const orderScreen = await shown(orderRef)
      expect(orderScreen.title).toBe('No se pudo procesar el pago')
      expect(orderScreen.concept).toMatch(/^Orden de /)
      const feeScreen = await shown(fee.ref)
      expect(feeScreen.title).toBe('¡Pagaste con éxito!')
      expect(feeScreen.concept).toMatch(/^Cuota de /)
      expect(feeScreen.paid?.receiptPath).toMatch(/\/recibo\/couta\/\d+$/)
    }
    // A reference this session holds no result for goes back to the list.
    const unknown = paymentReference('orden', '987654')!
    expect((await thrownResponse(shown(unknown))).headers.get('location')).toBe(LIST)
  })

  it('does not believe the hosted page’s word: "aprobado" for a payment still waiting sends the browser back to the code', async () => {
    const who = await payer()
    const { ref } = await hostedRedirect(who)
    const again = await comeBack(who, ref, 'aprobado')
    expect(new URL(again.headers.get('location')!).pathname).toBe('/pasarela/cvv')
    expect(await stillPending(who)).toBe(true)
  })

  it('refuses a made-up return reference on the public page, and an unknown one on the guarded page', async () => {
    const who = await payer()
    const home = await thrownResponse(
      Promise.resolve().then(() =>
        returnLoader({
          request: new Request(
            'http://localhost/pagos/retorno?ref=pago.aaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'
          ),
          params: {},
          context: loadContext,
        })
      )
    )
    // Never an address from the query: the pending payments, the member's own list.
    expect(home.headers.get('location')).toBe(LIST)
    // No payment in this session: the result page, which sends an empty session to the list.
    expect((await comeBack(who, 'pago.x.y', 'aprobado')).headers.get('location')).toBe(CONFIRMATION)
    expect((await thrownResponse(result(who))).headers.get('location')).toBe(LIST)
  })

  it('with JavaScript: the code page for the dialog, then its report checked against the API and confirmed', async () => {
    const who = await payer()
    const step = (await submitPay(who, { js: true })) as unknown as {
      data: { securityCode: { ref: string; url: string; hostedUrl: string } }
    }
    const { ref, url } = step.data.securityCode
    expect(new URL(url).pathname).toBe('/pasarela/cvv')

    const report = (evento: string) =>
      payAction({
        request: formRequest(
          `http://localhost${payPath(who.feeId)}`,
          { intent: 'evento', ref, evento, conScripts: '1' },
          { cookie: who.cookie }
        ),
        params: { type: 'couta', id: who.feeId },
        context: loadContext,
      })
    // A report of success before any code was typed changes nothing: the dialog stays.
    const stays = (await report('notification')) as unknown as { data: { securityCode: { url: string } } }
    expect(stays.data.securityCode.url).toBe(url)
    expect(await stillPending(who)).toBe(true)

    await submitSecurityCode(url, '4567')
    const done = await thrownResponse(report('process-status-1'))
    expect(done.headers.get('location')).toBe(confirmationOf(ref))
    expect((await result(who)).title).toBe('¡Pagaste con éxito!')
  })

  it('a code the provider rejects (000) cancels the payment as rejected; the debt stays payable', async () => {
    const who = await payer()
    const { paymentUrl, ref } = await hostedRedirect(who)
    await submitSecurityCode(paymentUrl, '000')
    await comeBack(who, ref, 'rechazado')
    const screen = await result(who)
    expect(screen.title).toBe('No se pudo procesar el pago')
    expect(screen.view.kind).toBe('rejected')
    expect(await stillPending(who)).toBe(true)

    // The back button to the provider's return: the result shown, never the API's later "cancelled".
    expect((await comeBack(who, ref, 'rechazado')).headers.get('location')).toBe(confirmationOf(ref))
    const again = await resultLoader({ request: getRequest(confirmationOf(ref), who.cookie), params: {}, context: loadContext })
    expect(again.title).toBe('No se pudo procesar el pago')
    expect(again.view.kind).toBe('rejected')
  })

  it('Cancelar on the provider page cancels the payment and goes back to the pay page with a notice', async () => {
    const who = await payer()
    const { ref } = await hostedRedirect(who)
    const back = await comeBack(who, ref, 'cancelado')
    expect(back.headers.get('location')).toBe(payPath(who.feeId))
    expect(await stillPending(who)).toBe(true)
  })

  it.each([
    ['error', 'Monto inválido', 'message'],
    ['error_107', 'Código 107', 'message'],
    ['conflicto', 'La deuda ya fue pagada', 'message'],
  ] as const)(
    'a start answering %s ends at "Algo salió mal ..." with the API’s words',
    async (resultado, mensaje, kind) => {
      const who = await payer()
      await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado, mensaje })
      expect((await thrownResponse(submitPay(who))).headers.get('location')).toMatch(FEE_CONFIRMATION)
      const screen = await result(who)
      expect(screen.title).toBe('Algo salió mal ...')
      expect(screen.view).toEqual({ kind, message: mensaje })
    }
  )

  it('a start answering errores_pagos cancels the payment it created, as rejected (BR19)', async () => {
    const who = await payer()
    const before = await apiCalls(sandboxUrl)
    await forceGatewayOutcome(sandboxUrl, {
      operacion: 'iniciar',
      resultado: 'errores_pagos',
      mensaje: ['Tarjeta rechazada'],
    })
    await thrownResponse(submitPay(who))
    const after = await apiCalls(sandboxUrl)
    const cancels = (calls: Record<string, number>) =>
      calls['POST /api/cobranzas/servicios-mensuales-web/cancelar/'] ?? 0
    expect(cancels(after) - cancels(before)).toBe(1)
    expect((await result(who)).view).toEqual({ kind: 'rejected', messages: ['Tarjeta rechazada'] })
  })

  it('a start without a code page is finalized at once (sin_url)', async () => {
    const who = await payer()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url' })
    expect((await thrownResponse(submitPay(who))).headers.get('location')).toMatch(FEE_CONFIRMATION)
    expect((await result(who)).title).toBe('¡Pagaste con éxito!')
    expect(await stillPending(who)).toBe(false)
  })

  it.each([
    ['error', 'Pasarela no disponible', { kind: 'message', message: 'Pasarela no disponible' }],
    ['errores_pagos', 'Fondos insuficientes', { kind: 'rejected', messages: ['Fondos insuficientes'] }],
  ] as const)('finalize answering %s cancels the payment (BR20)', async (resultado, mensaje, view) => {
    const who = await payer()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url' })
    await forceGatewayOutcome(sandboxUrl, { operacion: 'finalizar', resultado, mensaje })
    await thrownResponse(submitPay(who))
    expect((await result(who)).view).toEqual(view)
    expect(await stillPending(who)).toBe(true)
  })

  it('finalize failing outright cancels the payment as rejected; a cancel that fails too ends at the generic screen', async () => {
    const who = await payer()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url', veces: 2 })
    await injectFault(sandboxUrl, {
      path: '/api/cobranzas/servicios-mensuales-web/finalizar/',
      status: 500,
      body: '{}',
      contentType: 'application/json',
      times: 2,
    })
    await thrownResponse(submitPay(who))
    expect((await result(who)).view).toEqual({ kind: 'rejected', messages: [] })

    await injectFault(sandboxUrl, {
      path: '/api/cobranzas/servicios-mensuales-web/cancelar/',
      status: 500,
      body: '{}',
      contentType: 'application/json',
      times: 1,
    })
    await thrownResponse(submitPay(who))
    expect((await result(who)).view).toEqual({ kind: 'generic' })
    expect(await stillPending(who)).toBe(true)
  })

  it('20 identical submits at once start one payment, and 20 returns charge it once', async () => {
    const who = await payer()
    const page = await payPage(who)
    const redirects = await Promise.all(Array.from({ length: 20 }, () => hostedRedirect(who, { key: page.key })))
    const sessions = new Set(redirects.map((redirect) => redirect.hosted.searchParams.get('sesion')))
    expect(sessions.size).toBe(1)

    const { paymentUrl } = redirects[0]!
    await submitSecurityCode(paymentUrl, '123')
    const refs = new Set(redirects.map((redirect) => redirect.ref))
    await Promise.all(
      [...refs].flatMap((ref) =>
        Array.from({ length: Math.ceil(20 / refs.size) }, () => comeBack(who, ref, 'aprobado'))
      )
    )
    const screen = await result(who)
    expect(screen.title).toBe('¡Pagaste con éxito!')
    expect(await stillPending(who)).toBe(false)
    // The same form again replays the first start: the paid payment, not a new one.
    await thrownResponse(submitPay(who, { key: page.key }))
    expect((await result(who)).paid?.invoice.nro_doc_cfe).toBe(screen.paid?.invoice.nro_doc_cfe)
  })

  describe('answers racing for one session (probe: a return the session no longer holds)', () => {
    it('20 identical submits at the same instant give one reference; each answer’s return ends the payment charged once, on the confirmation page', async () => {
      const who = await payer()
      const page = await payPage(who)
      const redirects = await Promise.all(Array.from({ length: 20 }, () => hostedRedirect(who, { key: page.key })))
      expect(new Set(redirects.map((redirect) => redirect.ref)).size).toBe(1)

      await submitSecurityCode(redirects[0]!.paymentUrl, '123')
      const backs = await Promise.all(redirects.map((redirect) => comeBack(who, redirect.ref, 'aprobado')))
      for (const back of backs) expect(back.headers.get('location')).toBe(confirmationOf(redirects[0]!.ref))
      const screen = await result(who)
      expect(screen.title).toBe('¡Pagaste con éxito!')
      expect(screen.paid?.invoice.nro_doc_cfe).toBeTruthy()
      expect((await paymentOf(who, redirects[0]!.ref))?.estado).toBe('confirmado')
      expect(await stillPending(who)).toBe(false)
    })

    it('two tabs paying one debt at the same instant: each return shows its payment’s end, one charge, never the bare list', async () => {
      const who = await payer()
      const [first, second] = await Promise.all([payPage(who), payPage(who)])
      const answers = await Promise.all([first.key, second.key].map((key) => thrownResponse(submitPay(who, { key }))))
      const hosted = answers
        .map((answer) => new URL(answer.headers.get('location')!, 'http://localhost'))
        .filter((url) => url.pathname === '/pasarela/cvv')
      // The start that came second replaced the first: at least one tab waits for the code; an answer that did not
      // go to the provider is the confirmation page (its payment was cancelled before it could).
      expect(hosted.length).toBeGreaterThan(0)
      for (const answer of answers) {
        expect(['/pasarela/cvv', CONFIRMATION]).toContain(new URL(answer.headers.get('location')!, 'http://localhost').pathname)
      }

      const refs = hosted.map(refOfHosted)
      expect(new Set(refs).size).toBe(hosted.length)
      for (const page of hosted) {
        const back = await comeBack(who, refOfHosted(page), await typeCodeOnHosted(page, '123'))
        expect(back.headers.get('location')).toBe(confirmationOf(refOfHosted(page)))
        expect(['¡Pagaste con éxito!', 'Algo salió mal ...']).toContain((await result(who)).title)
      }
      const states = await Promise.all(refs.map(async (ref) => (await paymentOf(who, ref))?.estado))
      expect(states.every((state) => state === 'confirmado' || state === 'cancelado'), states.join()).toBe(true)
      expect(states.filter((state) => state === 'confirmado')).toHaveLength(1)
      expect(await stillPending(who)).toBe(false)
    })

    it('a return the session lost (a second sign-in) finishes the authorized payment from the API; another member’s goes back to the list', async () => {
      const who = await payer()
      const { paymentUrl, ref } = await hostedRedirect(who)
      await submitSecurityCode(paymentUrl, '123')

      const other = await payer()
      expect((await comeBack(other, ref, 'aprobado')).headers.get('location')).toBe(LIST)
      expect((await paymentOf(who, ref))?.estado).toBe('autorizado')

      const elsewhere: Payer = { ...who, cookie: await signIn(who.ci, who.password) }
      expect((await comeBack(elsewhere, ref, 'aprobado')).headers.get('location')).toBe(confirmationOf(ref))
      const screen = await result(elsewhere)
      expect(screen.title).toBe('¡Pagaste con éxito!')
      expect(screen.concept).toMatch(/^Cuota de /)
      expect((await paymentOf(who, ref))?.estado).toBe('confirmado')
      // The first session's return shows the same end and charges nothing more.
      expect((await comeBack(who, ref, 'aprobado')).headers.get('location')).toBe(confirmationOf(ref))
      expect((await result(who)).paid?.invoice.nro_doc_cfe).toBe(screen.paid?.invoice.nro_doc_cfe)
    })
  })

  it('an upstream 500 while the return reads the payment is the service problem (503); the same address again finishes it', async () => {
    const who = await payer()
    const { paymentUrl, ref } = await hostedRedirect(who)
    await submitSecurityCode(paymentUrl, '123')
    const id = Buffer.from(ref.split('.')[2] ?? '', 'base64url').toString('utf8')
    await injectFault(sandboxUrl, {
      path: `/api/cobranzas/servicios-mensuales-web/${id || 'ninguno'}/`,
      status: 500,
      body: '{"detail":"Error interno"}',
      contentType: 'application/json',
      times: 1,
    })
    const thrown = await comeBack(who, ref, 'aprobado').then(
      () => null,
      (error: unknown) => error
    )
    expect(isUpstreamUnavailable(thrown)).toBe(true)
    expect((thrown as { init: ResponseInit }).init.status).toBe(503)
    expect((await paymentOf(who, ref))?.estado).toBe('autorizado')

    // Reintentar: the same address.
    expect((await comeBack(who, ref, 'aprobado')).headers.get('location')).toBe(confirmationOf(ref))
    expect((await result(who)).title).toBe('¡Pagaste con éxito!')
    expect(await stillPending(who)).toBe(false)
  })

  // The test portal's money budget is 1.5 s (tests/setup/route-env.ts).
  describe('a finalize past the money budget (UPSTREAM_PAYMENT_TIMEOUT_MS)', () => {
    const FINALIZE = '/api/cobranzas/servicios-mensuales-web/finalizar/'

    it('is no failure: the confirmation page, whose load finishes the charge (one), is the success', async () => {
      const who = await payer()
      await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url' })
      await injectFault(sandboxUrl, { path: FINALIZE, delayMs: 1_900, times: 1 })
      expect((await thrownResponse(submitPay(who))).headers.get('location')).toMatch(FEE_CONFIRMATION)
      const screen = await result(who)
      expect(screen.title).toBe('¡Pagaste con éxito!')
      expect(screen.paid?.invoice.nro_doc_cfe).toBeTruthy()
      expect(await stillPending(who)).toBe(false)
      // The charge that was under way lands as a replay: the same invoice.
      await new Promise((resolve) => setTimeout(resolve, 600))
      expect((await result(who)).paid?.invoice.nro_doc_cfe).toBe(screen.paid?.invoice.nro_doc_cfe)
    })

    it('still authorized: the confirmation page says it is being processed, and a later load finishes it with one charge', async () => {
      const who = await payer()
      const { paymentUrl, ref } = await hostedRedirect(who)
      await submitSecurityCode(paymentUrl, '123')
      // Longer than the two budgets the return and the confirmation's load each wait.
      await injectFault(sandboxUrl, { path: FINALIZE, delayMs: 4_000, times: 2 })

      expect((await comeBack(who, ref, 'aprobado')).headers.get('location')).toBe(confirmationOf(ref))
      const processing = await result(who)
      expect(processing.view).toEqual({ kind: 'processing' })
      expect(processing.title).toBe('Estamos procesando el pago')
      // Its refresh reloads this payment's confirmation.
      expect(processing.selfPath).toBe(confirmationOf(ref))
      expect((await paymentOf(who, ref))?.estado).toBe('autorizado')

      // The charges that were under way land (the second replays the first); the next load shows the success.
      await waitUntil(async () => (await paymentOf(who, ref))?.estado === 'confirmado')
      const screen = await result(who)
      expect(screen.title).toBe('¡Pagaste con éxito!')
      expect(screen.paid?.invoice.nro_doc_cfe).toBeTruthy()
      expect(await stillPending(who)).toBe(false)
    })
  })

  it('prints the receipt of a paid debt, and of nobody else’s', async () => {
    const who = await payer()
    await forceGatewayOutcome(sandboxUrl, { operacion: 'iniciar', resultado: 'sin_url' })
    await thrownResponse(submitPay(who))
    const { paid } = await result(who)
    const [, type, id] = /\/recibo\/([^/]+)\/([^/]+)$/.exec(paid!.receiptPath)!
    const pdf = await receiptLoader({
      request: getRequest(paid!.receiptPath, who.cookie),
      params: { type, id },
      context: loadContext,
    })
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toBe('private, no-store')

    const other = await payer()
    const away = await thrownResponse(
      receiptLoader({ request: getRequest(paid!.receiptPath, other.cookie), params: { type, id }, context: loadContext })
    )
    expect(away.headers.get('location')).toBe(LIST)
  })
})
