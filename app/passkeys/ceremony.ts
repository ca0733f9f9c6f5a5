/**
 * The browser's half of a passkey ceremony. @simplewebauthn/browser is imported here on first use, so only a page
 * that runs a ceremony downloads it (issue budget: every other page keeps its JavaScript weight).
 *
 * A ceremony never throws: it gives the credential's JSON text for the form, or the name of what went wrong (the
 * DOMException's, e.g. `NotAllowedError` when the person cancelled), which the form sends instead so the server
 * answers every failure the one way the spec asks (the login error; a registration failure logged).
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'

export type CeremonyResult = { credential: string } | { problem: string }

const loadLibrary = () => import('@simplewebauthn/browser')

/** Fetches the library ahead of the click, on the pages that will need it. */
export function preloadCeremonies(): void {
  void loadLibrary().catch(() => {})
}

function problemOf(error: unknown): string {
  return error instanceof Error ? error.name : 'other'
}

/**
 * The spec's "browser supports public-key credentials" and "device check": WebAuthn exists and the device has a
 * user-verifying platform authenticator (fingerprint, face, the phone's lock).
 */
export async function deviceSupportsPasskeys(): Promise<boolean> {
  if (typeof window === 'undefined' || !window.PublicKeyCredential) return false
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable()
  } catch {
    return false
  }
}

/** navigator.credentials.create() with the API's options; the spec forces a platform authenticator, UV and ES256. */
export async function createPasskey(options: unknown): Promise<CeremonyResult> {
  try {
    const { startRegistration } = await loadLibrary()
    const given = options as PublicKeyCredentialCreationOptionsJSON
    const optionsJSON: PublicKeyCredentialCreationOptionsJSON = {
      ...given,
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      authenticatorSelection: { ...given.authenticatorSelection, authenticatorAttachment: 'platform', userVerification: 'required' },
    }
    return { credential: JSON.stringify(await startRegistration({ optionsJSON })) }
  } catch (error) {
    return { problem: problemOf(error) }
  }
}

/** navigator.credentials.get() with the API's options. */
export async function assertWithPasskey(options: unknown): Promise<CeremonyResult> {
  try {
    const { startAuthentication } = await loadLibrary()
    const optionsJSON = { ...(options as PublicKeyCredentialRequestOptionsJSON), userVerification: 'required' as const }
    return { credential: JSON.stringify(await startAuthentication({ optionsJSON })) }
  } catch (error) {
    return { problem: problemOf(error) }
  }
}
