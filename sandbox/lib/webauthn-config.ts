/**
 * The WebAuthn relying party the sandbox verifies passkeys for. A ceremony runs in the browser on the portal's
 * pages, so by default the expected origin is the portal's (the context's portalUrl) and the RP id its host name.
 * Behind a real domain, or when the portal is reached at another address than the one it was started with, set
 * SANDBOX_WEBAUTHN_ORIGINS (comma-separated origins) and, if the RP id should be a parent domain,
 * SANDBOX_WEBAUTHN_RP_ID; startSandbox's `webauthn` option overrides both.
 */

export interface WebAuthnConfig {
  /** Host name the credentials are scoped to: the origins' host or a parent domain of it (no scheme, no port). */
  rpId: string
  /** Shown by the authenticator when a passkey is created. */
  rpName: string
  /** Every origin a ceremony may come from (the `origin` in clientDataJSON), e.g. `https://portal.example.uy`. */
  origins: string[]
}

export interface WebAuthnOptions {
  rpId?: string
  origins?: string[]
}

export const RP_NAME = 'Portal de socios'

type Environment = Record<string, string | undefined>

function envValue(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

function originOf(value: string, source: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${source}: ${value} is not an origin (scheme://host[:port])`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${source}: ${value} is not http(s)`)
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new Error(`${source}: ${value} is not an origin (scheme://host[:port], nothing after it)`)
  }
  return url.origin
}

/** True when rpId is the host itself or a domain it is under (WebAuthn's "registrable domain suffix" rule). */
function coversHost(rpId: string, host: string): boolean {
  return host === rpId || host.endsWith(`.${rpId}`)
}

/**
 * The configuration from explicit options, then the environment, then the portal's URL. Explicit values that could
 * never work (not an origin, an RP id that is not the origins' host or a parent of it) stop the sandbox at start.
 */
export function webauthnConfig(
  portalUrl: string,
  options: WebAuthnOptions = {},
  env: Environment = process.env,
): WebAuthnConfig {
  const listed =
    options.origins ??
    envValue(env, 'SANDBOX_WEBAUTHN_ORIGINS')
      ?.split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '')
  const origins = listed
    ? listed.map((origin) => originOf(origin, 'SANDBOX_WEBAUTHN_ORIGINS'))
    : [originOf(portalUrl, 'The portal URL')]
  if (origins.length === 0) throw new Error('SANDBOX_WEBAUTHN_ORIGINS: at least one origin is needed')

  const explicitRpId = options.rpId ?? envValue(env, 'SANDBOX_WEBAUTHN_RP_ID')
  const rpId = (explicitRpId ?? new URL(origins[0] ?? '').hostname).toLowerCase()
  for (const origin of origins) {
    if (!coversHost(rpId, new URL(origin).hostname)) {
      throw new Error(`SANDBOX_WEBAUTHN_RP_ID: ${rpId} is neither the host of ${origin} nor a domain it is under`)
    }
  }
  return { rpId, rpName: RP_NAME, origins: [...new Set(origins)] }
}
