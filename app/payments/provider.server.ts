/**
 * The card provider (spec 000 §4, C27, C33): its pages capture card numbers and security codes, so neither ever
 * reaches the portal. Its origin is `PAYMENT_PROVIDER_URL`, else the mutual's API's (the sandbox serves its provider
 * there). Only addresses on that origin are framed or followed, and only the pay pages' Content-Security-Policy
 * names it (server/security-headers.ts).
 */
import { getEnv, upstreamBaseUrl } from '~/config/env.server'

export function providerOrigin(): string {
  const env = getEnv()
  return new URL(env.PAYMENT_PROVIDER_URL ?? upstreamBaseUrl(env)).origin
}

/** The provider's checkout script (classic, loaded on demand by the security-code and card dialogs). */
export const checkoutScriptUrl = () => `${providerOrigin()}/pasarela/checkout.js`

/** `address` when it is a page of the provider, else null: an address from the API is never followed blindly. */
export function providerPage(address: string): string | null {
  try {
    const url = new URL(address)
    return url.origin === providerOrigin() && url.username === '' && url.password === '' ? url.toString() : null
  } catch {
    return null
  }
}

/** The provider's page for a browser without JavaScript: it sends the browser back to `returnUrl` when done. */
export function hostedPage(address: string, returnUrl: string): string {
  const url = new URL(address)
  url.searchParams.set('return_url', returnUrl)
  return url.toString()
}
