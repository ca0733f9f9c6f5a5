/**
 * The fake card-capture provider, served from the sandbox's origin as a real provider is from its own: the checkout
 * script, the page where a card is added to a payment group (E34's capture_url) and the page where the security code
 * of a payment is typed (the url of a payment's init). Each page works two ways:
 *
 * - embedded (an iframe, with JavaScript): the outcome is posted to the portal window with postMessage, targeted
 *   at the portal's origins;
 * - hosted (a top-level page, without JavaScript): the portal adds `return_url`, one of its own addresses, and the
 *   provider sends the browser back there with `sesion` and `resultado` in the query.
 *
 * Card data is only in the POST bodies of these pages: it is never stored (a token, the brand, the last four digits
 * and the expiry are), never written back into a page, and never logged (the request log has no bodies or queries).
 */
import { randomBytes } from 'node:crypto'
import { Router, type Request, type Response } from 'express'
import type { SandboxContext } from '../../context'
import { formatPesos } from '../../lib/html'
import { findPago, setPagoState } from '../cobranzas/pagos-store'
import { findMedioPagoById, insertMedioPago } from '../grupo-pagos/store'
import { allowedReturnUrl, CAPTURE_PAGE_PATH, CHECKOUT_SCRIPT_PATH, CVV_PAGE_PATH, returnWith } from './addresses'
import { CHECKOUT_SCRIPT } from './checkout-script'
import { capturePage, cvvPage, errorPage, resultPage, type ProviderEvent } from './pages'
import {
  closeSession,
  declinesPayments,
  findSession,
  insertVaultCard,
  isExpired,
  randomId,
  type SessionKind,
  type SessionRow,
  type SessionState,
} from './store'
import { brandName, readCaptureForm } from './test-cards'

const COMERCIO = 'Mutual'
const CVV_INCORRECTO = 'Código de seguridad incorrecto'
const RECHAZADA_POR_EMISOR = 'La tarjeta fue rechazada por el emisor'
const TARJETA_NO_DISPONIBLE = 'El medio de pago ya no está disponible'

/** What the hosted flow tells the portal's return URL, per session state. */
const RESULTADO: Record<SessionKind, Record<Exclude<SessionState, 'abierta'>, string>> = {
  captura: { aprobada: 'guardada', rechazada: 'rechazada', cancelada: 'cancelado', vencida: 'vencido' },
  cvv: { aprobada: 'aprobado', rechazada: 'rechazado', cancelada: 'cancelado', vencida: 'vencido' },
}

/** A request to one of the pages, once its session and return URL are known to be usable. */
interface PageRequest {
  session: SessionRow
  /** Set in the hosted flow. */
  returnUrl: URL | null
  nonce: string
}

export function pasarelaRouter(ctx: SandboxContext): Router {
  const { db, clock } = ctx
  const router = Router()
  const origins = ctx.webauthn.origins

  function sendHtml(res: Response, status: number, nonce: string, html: string): void {
    const sources = origins.join(' ')
    res
      .status(status)
      .set(
        'Content-Security-Policy',
        [
          "default-src 'none'",
          `script-src 'nonce-${nonce}'`,
          `style-src 'nonce-${nonce}'`,
          // Chromium applies form-action to the redirect after a POST: the way back to the portal must be listed.
          `form-action 'self' ${sources}`,
          `frame-ancestors ${sources}`,
          "base-uri 'none'",
        ].join('; '),
      )
      .set('Cache-Control', 'no-store')
      .set('Referrer-Policy', 'no-referrer')
      .set('X-Content-Type-Options', 'nosniff')
      .type('html')
      .send(html)
  }

  /** The outcome of a closed session: back to the portal (hosted) or posted to it (embedded). */
  function finish(
    res: Response,
    page: PageRequest,
    estado: Exclude<SessionState, 'abierta'>,
    evento: ProviderEvent,
    title: string,
    message: string,
  ) {
    const { session, returnUrl, nonce } = page
    if (returnUrl) {
      res
        .set('Cache-Control', 'no-store')
        .redirect(303, returnWith(returnUrl, { sesion: session.id, resultado: RESULTADO[session.tipo][estado] }))
      return
    }
    sendHtml(
      res,
      200,
      nonce,
      resultPage({ nonce, tipo: session.tipo, sesion: session.id, origins, title, message, evento }),
    )
  }

  /**
   * The session and return URL of a request, or null after answering: an unknown session, a return URL off the
   * portal, a session already over (hosted: back to the portal with its outcome), a timed-out one.
   */
  function openPage(
    req: Request,
    res: Response,
    tipo: SessionKind,
    fields: Record<string, unknown>,
  ): PageRequest | null {
    const nonce = randomBytes(16).toString('base64')
    const returnUrl = fields.return_url === undefined ? null : allowedReturnUrl(fields.return_url, origins)
    if (fields.return_url !== undefined && !returnUrl) {
      sendHtml(
        res,
        400,
        nonce,
        errorPage(nonce, 'Dirección de retorno no permitida', 'La dirección a la que volver no pertenece al comercio.'),
      )
      return null
    }
    const session = typeof fields.sesion === 'string' ? findSession(db, fields.sesion, tipo) : undefined
    if (!session) {
      sendHtml(
        res,
        404,
        nonce,
        errorPage(
          nonce,
          'Sesión inexistente',
          'El enlace no corresponde a ninguna operación. Vuelva al portal e inténtelo de nuevo.',
        ),
      )
      return null
    }
    const page = { session, returnUrl, nonce }
    const now = clock.now()
    if (isExpired(session, now)) {
      closeSession(db, session.id, 'vencida', now)
      finish(
        res,
        page,
        'vencida',
        { evento: 'timeout' },
        'Se agotó el tiempo',
        'Por su seguridad, el tiempo para completar los datos terminó.',
      )
      return null
    }
    if (session.estado !== 'abierta') {
      // Hosted: back to the portal with the outcome. Embedded: a session the mutual cancelled (or that timed out)
      // tells the portal window again, so its modal closes; an approval or rejection is never told twice.
      if (session.estado === 'cancelada') {
        finish(res, page, 'cancelada', { evento: 'close' }, 'Operación cancelada', 'Esta operación fue cancelada.')
      } else if (session.estado === 'vencida') {
        finish(
          res,
          page,
          'vencida',
          { evento: 'timeout' },
          'Se agotó el tiempo',
          'El tiempo para completar los datos terminó.',
        )
      } else if (returnUrl) {
        finish(res, page, session.estado, { evento: 'close' }, '', '')
      } else {
        sendHtml(
          res,
          409,
          nonce,
          errorPage(nonce, 'Operación terminada', 'Esta operación ya terminó. Puede cerrar esta ventana.'),
        )
      }
      return null
    }
    if (tipo === 'cvv') {
      // The portal may have cancelled the payment (or started another) while this page was open.
      const pago = session.pago_id === null ? undefined : findPago(db, session.pago_id)
      if (!pago || pago.estado !== 'pendiente') {
        closeSession(db, session.id, 'cancelada', now)
        finish(res, page, 'cancelada', { evento: 'close' }, 'Pago no disponible', 'El pago ya no está disponible.')
        return null
      }
    }
    return page
  }

  function formOptions(page: PageRequest) {
    return {
      nonce: page.nonce,
      sesion: page.session.id,
      origins,
      restanteMs: new Date(page.session.vence_en).getTime() - clock.now().getTime(),
      returnUrl: page.returnUrl?.href,
      expiredUrl: page.returnUrl
        ? returnWith(page.returnUrl, { sesion: page.session.id, resultado: 'vencido' })
        : undefined,
    }
  }

  function renderCvvPage(res: Response, status: number, page: PageRequest, error?: string) {
    const pago = findPago(db, page.session.pago_id ?? 0)
    const card = pago?.medio_pago_id == null ? undefined : findMedioPagoById(db, pago.medio_pago_id)
    sendHtml(
      res,
      status,
      page.nonce,
      cvvPage({
        ...formOptions(page),
        comercio: COMERCIO,
        importe: formatPesos(pago?.importe_centesimos ?? 0),
        tarjeta: card ? `${brandName(card.payment_media_id)} terminada en ${card.last_4}` : 'la tarjeta elegida',
        error,
      }),
    )
  }

  router.get(CHECKOUT_SCRIPT_PATH, (_req, res) => {
    res
      .set('Cache-Control', 'public, max-age=300')
      // Loaded by another site's pages, possibly with crossorigin for integrity checks.
      .set('Cross-Origin-Resource-Policy', 'cross-origin')
      .set('Access-Control-Allow-Origin', '*')
      .set('X-Content-Type-Options', 'nosniff')
      .type('text/javascript; charset=utf-8')
      .send(CHECKOUT_SCRIPT)
  })

  router.get(CAPTURE_PAGE_PATH, (req, res) => {
    db.transaction(() => {
      const page = openPage(req, res, 'captura', req.query)
      if (page) sendHtml(res, 200, page.nonce, capturePage(formOptions(page)))
    }).immediate()
  })

  router.post(CAPTURE_PAGE_PATH, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    db.transaction(() => {
      const page = openPage(req, res, 'captura', body)
      if (!page) return
      const now = clock.now()
      if (body.accion === 'cancelar') {
        closeSession(db, page.session.id, 'cancelada', now)
        return finish(
          res,
          page,
          'cancelada',
          { evento: 'close' },
          'Operación cancelada',
          'No se agregó ninguna tarjeta.',
        )
      }
      const read = readCaptureForm({ numero: body.numero, vencimiento: body.vencimiento, titular: body.titular }, now)
      if ('errors' in read) {
        const values = {
          vencimiento: typeof body.vencimiento === 'string' ? body.vencimiento.slice(0, 7) : undefined,
          titular: typeof body.titular === 'string' ? body.titular.slice(0, 40) : undefined,
        }
        return sendHtml(res, 400, page.nonce, capturePage({ ...formOptions(page), errors: read.errors, values }))
      }
      const { card } = read
      const token = randomId('tok_')
      insertVaultCard(db, token, card.rechazaPagos, now)
      insertMedioPago(db, {
        grupo_id: page.session.grupo_id ?? 0,
        token,
        payment_media_id: card.payment_media_id,
        tipo: card.tipo,
        last_4: card.last4,
        vencimiento: card.vencimiento,
        titular: card.titular,
        creado_en: now.toISOString(),
      })
      closeSession(db, page.session.id, 'aprobada', now)
      finish(
        res,
        page,
        'aprobada',
        { evento: 'process', status: 1 },
        'Tarjeta guardada',
        `La tarjeta ${brandName(card.payment_media_id)} terminada en ${card.last4} quedó guardada.`,
      )
    }).immediate()
  })

  router.get(CVV_PAGE_PATH, (req, res) => {
    db.transaction(() => {
      const page = openPage(req, res, 'cvv', req.query)
      if (page) renderCvvPage(res, 200, page)
    }).immediate()
  })

  router.post(CVV_PAGE_PATH, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    db.transaction(() => {
      const page = openPage(req, res, 'cvv', body)
      if (!page) return
      const now = clock.now()
      const pagoId = page.session.pago_id ?? 0
      if (body.accion === 'cancelar') {
        closeSession(db, page.session.id, 'cancelada', now)
        return finish(res, page, 'cancelada', { evento: 'close' }, 'Pago cancelado', 'No se realizó ningún cobro.')
      }
      const cvv = typeof body.cvv === 'string' ? body.cvv.trim() : ''
      if (!/^\d{3,4}$/.test(cvv)) {
        return renderCvvPage(res, 400, page, 'Ingrese los 3 o 4 dígitos del código de seguridad')
      }
      const pago = findPago(db, pagoId)
      const card = pago?.medio_pago_id == null ? undefined : findMedioPagoById(db, pago.medio_pago_id)
      // The seeded and test cards accept any code but 000; the declining test card is refused whatever the code.
      const motivo = !card
        ? TARJETA_NO_DISPONIBLE
        : cvv === '000'
        ? CVV_INCORRECTO
        : declinesPayments(db, card.token)
        ? RECHAZADA_POR_EMISOR
        : null
      if (motivo) {
        setPagoState(db, pagoId, 'rechazado', now, motivo)
        closeSession(db, page.session.id, 'rechazada', now)
        return finish(
          res,
          page,
          'rechazada',
          { evento: 'process', status: 2, mensaje: motivo },
          'Pago rechazado',
          motivo,
        )
      }
      setPagoState(db, pagoId, 'autorizado', now)
      closeSession(db, page.session.id, 'aprobada', now)
      const notification = ctx.gateway.take('cvv') !== undefined
      finish(
        res,
        page,
        'aprobada',
        notification ? { evento: 'notification', status: 1 } : { evento: 'process', status: 1 },
        'Pago autorizado',
        'El código fue aceptado. El comercio confirmará el pago.',
      )
    }).immediate()
  })

  return router
}
