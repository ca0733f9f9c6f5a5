/**
 * The provider's HTML pages, in Spanish: the card form, the security-code form, the page that tells the portal an
 * outcome, and the error page. Forms post back to the provider and work without JavaScript. A page's inline script
 * (with the response's nonce) does only what needs a script: tell the portal window an outcome with postMessage
 * and, when the page is embedded, the timeout.
 */
import { escapeHtml } from '../../lib/html'
import { CAPTURE_PAGE_PATH, CVV_PAGE_PATH } from './addresses'
import type { SessionKind } from './store'
import type { CaptureErrors, CaptureField } from './test-cards'

const PROVIDER_NAME = 'Pagos Sandbox'

/** An event as the page posts it to the portal window (README: "Card-capture provider"). */
export type ProviderEvent =
  | { evento: 'process'; status: 1 | 2; mensaje?: string }
  | { evento: 'notification'; status: 1 }
  | { evento: 'close' }
  | { evento: 'timeout' }

export interface PageScriptConfig {
  tipo: SessionKind
  sesion: string
  /** The portal origins the messages go to: postMessage delivers only to the one the portal window has. */
  origins: readonly string[]
  /** Posted as soon as the page loads (a result page). */
  evento?: ProviderEvent
  /** Milliseconds left before the session times out (a form page). */
  restanteMs?: number
  /** Embedded pages tell the timeout to the portal; hosted ones show it and offer the way back. */
  embebida: boolean
}

// Runs in the provider's page. Kept small and without dependencies; messages carry no card data.
const PAGE_SCRIPT = `(function () {
  var element = document.getElementById('pasarela-config')
  if (!element) return
  var config = JSON.parse(element.textContent)
  var target = window.parent !== window ? window.parent : window.opener
  function post(message) {
    if (!target) return
    var data = { proveedor: 'sandbox-pagos', version: 1, tipo: config.tipo, sesion: config.sesion }
    for (var key in message) data[key] = message[key]
    config.origins.forEach(function (origin) { target.postMessage(data, origin) })
  }
  if (config.evento) {
    post(config.evento)
    return
  }
  if (typeof config.restanteMs !== 'number') return
  setTimeout(function () {
    var form = document.getElementById('formulario')
    var expired = document.getElementById('vencida')
    if (form) form.hidden = true
    if (expired) expired.hidden = false
    if (config.embebida) post({ evento: 'timeout' })
  }, Math.max(0, config.restanteMs))
})()`

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; padding: 1rem; color: #1b1b1b; background: #fff; }
  main { max-width: 26rem; margin: 0 auto; }
  h1 { font-size: 1.25rem; margin: 0 0 .75rem; }
  .marca { color: #44546a; font-size: .875rem; margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { font: inherit; padding: .5rem; width: 100%; box-sizing: border-box; border: 2px solid #1b1b1b; border-radius: 4px; }
  input[aria-invalid="true"] { border-color: #b00020; }
  .error { color: #b00020; margin: .25rem 0 0; }
  .resumen { border: 3px solid #b00020; padding: .75rem 1rem; margin-bottom: 1rem; }
  .resumen h2 { font-size: 1rem; margin: 0 0 .5rem; }
  .acciones { display: flex; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
  button, .boton { font: inherit; padding: .6rem 1.2rem; border-radius: 4px; border: 2px solid #0b3d91; cursor: pointer; }
  button[value="confirmar"] { background: #0b3d91; color: #fff; }
  button[value="cancelar"], .boton { background: #fff; color: #0b3d91; text-decoration: none; }
  .ayuda { color: #44546a; font-size: .875rem; margin: .25rem 0 0; }
`

function page(options: { title: string; nonce: string; body: string; config?: PageScriptConfig }): string {
  // JSON inside <script> must not be able to close the element.
  const config = options.config
    ? `<script type="application/json" id="pasarela-config">${JSON.stringify(options.config).replaceAll(
        '<',
        '\\u003c',
      )}</script>
    <script nonce="${options.nonce}">${PAGE_SCRIPT}</script>`
    : ''
  return `<!doctype html>
<html lang="es-UY">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="referrer" content="no-referrer">
    <title>${escapeHtml(options.title)} · ${PROVIDER_NAME}</title>
    <style nonce="${options.nonce}">${STYLE}</style>
  </head>
  <body>
    <main>
      <p class="marca">${PROVIDER_NAME} · entorno de pruebas</p>
${options.body}
    </main>
    ${config}
  </body>
</html>
`
}

function hiddenFields(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n        ')
}

function errorSummary(errors: Array<[string, string]>): string {
  if (errors.length === 0) return ''
  const items = errors.map(([id, text]) => `<li><a href="#${id}">${escapeHtml(text)}</a></li>`).join('')
  return `<div class="resumen" role="alert" tabindex="-1"><h2>Revise los datos</h2><ul>${items}</ul></div>`
}

function field(options: {
  id: CaptureField | 'cvv'
  label: string
  error?: string
  value?: string
  attributes: string
  hint?: string
}): string {
  const describedBy = [options.hint ? `${options.id}-ayuda` : '', options.error ? `${options.id}-error` : '']
    .filter(Boolean)
    .join(' ')
  return `<label for="${options.id}">${escapeHtml(options.label)}</label>
        ${options.hint ? `<p class="ayuda" id="${options.id}-ayuda">${escapeHtml(options.hint)}</p>` : ''}
        <input id="${options.id}" name="${options.id}" ${options.attributes}${
    options.value ? ` value="${escapeHtml(options.value)}"` : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}${options.error ? ' aria-invalid="true"' : ''}>
        ${options.error ? `<p class="error" id="${options.id}-error">${escapeHtml(options.error)}</p>` : ''}`
}

interface FormPageOptions {
  nonce: string
  sesion: string
  origins: readonly string[]
  restanteMs: number
  /** Hosted (no JavaScript, top-level): the portal's return URL; absent when the page is embedded. */
  returnUrl?: string
  /** Where "Volver al portal" goes once the session timed out (hosted pages only). */
  expiredUrl?: string
}

function expiredNotice(expiredUrl: string | undefined): string {
  return `<div id="vencida" hidden>
        <h2>Se agotó el tiempo</h2>
        <p>Por su seguridad, el tiempo para completar los datos terminó.</p>
        ${expiredUrl ? `<p><a class="boton" href="${escapeHtml(expiredUrl)}">Volver al portal</a></p>` : ''}
      </div>`
}

export function capturePage(
  options: FormPageOptions & { errors?: CaptureErrors; values?: { vencimiento?: string; titular?: string } },
): string {
  const errors = options.errors ?? {}
  const summary = Object.entries(errors) as Array<[CaptureField, string]>
  const body = `      <h1>Agregar tarjeta</h1>
      ${errorSummary(summary)}
      <form id="formulario" method="post" action="${CAPTURE_PAGE_PATH}" novalidate>
        ${hiddenFields({ sesion: options.sesion, return_url: options.returnUrl })}
        ${field({
          id: 'numero',
          label: 'Número de la tarjeta',
          error: errors.numero,
          // The number is never written back into the page, not even after an error.
          attributes: 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required',
        })}
        ${field({
          id: 'vencimiento',
          label: 'Vencimiento',
          hint: 'Mes y año, por ejemplo 08/29',
          error: errors.vencimiento,
          value: options.values?.vencimiento,
          attributes: 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" required',
        })}
        ${field({
          id: 'titular',
          label: 'Nombre del titular',
          hint: 'Como figura en la tarjeta',
          error: errors.titular,
          value: options.values?.titular,
          attributes: 'type="text" autocomplete="cc-name" maxlength="40" required',
        })}
        <div class="acciones">
          <button type="submit" name="accion" value="confirmar">Guardar tarjeta</button>
          <button type="submit" name="accion" value="cancelar" formnovalidate>Cancelar</button>
        </div>
      </form>
      ${expiredNotice(options.expiredUrl)}`
  return page({
    title: Object.keys(errors).length > 0 ? 'Error: Agregar tarjeta' : 'Agregar tarjeta',
    nonce: options.nonce,
    body,
    config: {
      tipo: 'captura',
      sesion: options.sesion,
      origins: options.origins,
      restanteMs: options.restanteMs,
      embebida: !options.returnUrl,
    },
  })
}

export function cvvPage(
  options: FormPageOptions & { comercio: string; importe: string; tarjeta: string; error?: string },
): string {
  const body = `      <h1>Código de seguridad</h1>
      <p>Pago a ${escapeHtml(options.comercio)} por <strong>${escapeHtml(options.importe)}</strong> con ${escapeHtml(
    options.tarjeta,
  )}.</p>
      ${errorSummary(options.error ? [['cvv', options.error]] : [])}
      <form id="formulario" method="post" action="${CVV_PAGE_PATH}" novalidate>
        ${hiddenFields({ sesion: options.sesion, return_url: options.returnUrl })}
        ${field({
          id: 'cvv',
          label: 'Código de seguridad (CVV)',
          hint: 'Los 3 o 4 dígitos al dorso de la tarjeta',
          error: options.error,
          attributes:
            'type="password" inputmode="numeric" autocomplete="cc-csc" pattern="[0-9]{3,4}" maxlength="4" required',
        })}
        <div class="acciones">
          <button type="submit" name="accion" value="confirmar">Pagar</button>
          <button type="submit" name="accion" value="cancelar" formnovalidate>Cancelar</button>
        </div>
      </form>
      ${expiredNotice(options.expiredUrl)}`
  return page({
    title: options.error ? 'Error: Código de seguridad' : 'Código de seguridad',
    nonce: options.nonce,
    body,
    config: {
      tipo: 'cvv',
      sesion: options.sesion,
      origins: options.origins,
      restanteMs: options.restanteMs,
      embebida: !options.returnUrl,
    },
  })
}

/** The end of an embedded flow: says the outcome and posts it to the portal window. */
export function resultPage(options: {
  nonce: string
  tipo: SessionKind
  sesion: string
  origins: readonly string[]
  title: string
  message: string
  evento: ProviderEvent
}): string {
  return page({
    title: options.title,
    nonce: options.nonce,
    body: `      <h1>${escapeHtml(options.title)}</h1>
      <p>${escapeHtml(options.message)}</p>`,
    config: {
      tipo: options.tipo,
      sesion: options.sesion,
      origins: options.origins,
      evento: options.evento,
      embebida: true,
    },
  })
}

export function errorPage(nonce: string, title: string, message: string): string {
  return page({ title, nonce, body: `      <h1>${escapeHtml(title)}</h1>\n      <p>${escapeHtml(message)}</p>` })
}
