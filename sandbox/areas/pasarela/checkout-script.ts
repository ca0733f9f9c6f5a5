/**
 * The provider's checkout script, loaded by the portal's pages from the provider's origin. It puts one of the
 * provider's pages (a capture_url or a payment's url) in an iframe and hands the portal the page's events, after
 * checking they come from that iframe on the provider's origin. The portal draws its own modal around it.
 *
 *   const handle = SandboxCheckout.mount(url, container, (event) => { ... })  // event: README's message shapes
 *   handle.unmount()
 */
export const CHECKOUT_SCRIPT = `/* ${'Pagos Sandbox'}: checkout script (entorno de pruebas). */
(function () {
  'use strict'
  var script = document.currentScript
  var ORIGIN = script && script.src ? new URL(script.src).origin : null

  function mount(url, container, onEvent) {
    if (!ORIGIN) throw new Error('SandboxCheckout: cargue el script con <script src>')
    var address = new URL(url, ORIGIN)
    if (address.origin !== ORIGIN) throw new Error('SandboxCheckout: la dirección no es del proveedor de pagos')
    var iframe = document.createElement('iframe')
    iframe.src = address.href
    iframe.title = 'Pago seguro con Pagos Sandbox'
    iframe.setAttribute('referrerpolicy', 'no-referrer')
    iframe.style.border = '0'
    iframe.style.width = '100%'
    iframe.style.minHeight = '26rem'
    function listener(event) {
      if (event.origin !== ORIGIN || event.source !== iframe.contentWindow) return
      var data = event.data
      if (!data || data.proveedor !== 'sandbox-pagos') return
      onEvent(data)
    }
    window.addEventListener('message', listener)
    container.appendChild(iframe)
    return {
      iframe: iframe,
      unmount: function () {
        window.removeEventListener('message', listener)
        if (iframe.parentNode) iframe.parentNode.removeChild(iframe)
      },
    }
  }

  window.SandboxCheckout = { version: 1, origin: ORIGIN, mount: mount }
})()
`
