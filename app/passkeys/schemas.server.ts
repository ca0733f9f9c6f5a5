/**
 * The passkey forms' fields, checked on the server (zod stays out of the browser). The credential is the JSON the
 * browser's ceremony made; the portal does not read it, only bounds it: the API verifies it.
 */
import { z } from 'zod'

/** A credential's JSON is a few hundred bytes (an attestation with its public key, ~1 KB); more is not one. */
export const CREDENTIAL_MAX_LENGTH = 16 * 1024

const Credential = z.string().trim().min(1).max(CREDENTIAL_MAX_LENGTH)

/** The login form of the Biometric screen. */
export const PasskeyLoginSchema = z.object({
  userId: z.coerce.number().int().positive(),
  credential_info: Credential,
})

/** A registration's form (the offer after login and the passkeys page). */
export const PasskeyRegistrationSchema = z.object({ credential: Credential })

/**
 * What the browser says went wrong when the ceremony failed (a DOMException's name: `NotAllowedError` when the
 * person cancelled), logged as it is when it looks like one and as `other` otherwise.
 */
export function ceremonyProblem(value: FormDataEntryValue | null): string {
  return typeof value === 'string' && /^[A-Za-z]{1,40}$/.test(value) ? value : 'other'
}
