/**
 * The passkey calls of the mutual's API (spec 000 §7, checklist E15–E23; A14: the two-step pairs). Every call is a
 * form; the credential the browser made travels as one field holding its JSON text (sandbox/README.md "Passkeys").
 *
 * The creation and request options are handed to the browser as the API wrote them (WebAuthn's JSON forms, which
 * @simplewebauthn/browser takes); the portal reads only what it needs from them.
 */
import { z } from 'zod'
import { callUpstream, type Caller } from './client.server'

/** Options for navigator.credentials.create()/get() in their JSON form: passed through, never interpreted. */
const CeremonyOptions = z.object({ challenge: z.string().min(1) }).passthrough()
export type CeremonyOptions = z.infer<typeof CeremonyOptions>

const StoredCredential = z.object({ id: z.union([z.string(), z.number()]).transform(String), deviceId: z.string(), createdAt: z.string() })
export type StoredCredential = z.infer<typeof StoredCredential>

/** E15 POST /api/credenciales/iniciar_registro_credencial {deviceId}: creation options for this member here. */
export function startRegistration(as: Caller, deviceId: string): Promise<CeremonyOptions> {
  return callUpstream({ method: 'POST', path: '/api/credenciales/iniciar_registro_credencial', form: { deviceId }, schema: CeremonyOptions, as })
}

/** E16 POST /api/credenciales/finalizar_registro_credencial {deviceId, credential (JSON)}. */
export async function finishRegistration(as: Caller, deviceId: string, credential: string): Promise<void> {
  await callUpstream({
    method: 'POST',
    path: '/api/credenciales/finalizar_registro_credencial',
    form: { deviceId, credential },
    schema: z.unknown(),
    as,
  })
}

/** E18 POST /api/credenciales/start_login {deviceId, userId}: request options (404 when no passkey is there). */
export function startLogin(deviceId: string, userId: number, signal?: AbortSignal): Promise<CeremonyOptions> {
  return callUpstream({
    method: 'POST',
    path: '/api/credenciales/start_login',
    form: { deviceId, userId: String(userId) },
    schema: CeremonyOptions,
    signal,
  })
}

/** E19 POST /api/credenciales/finish_login {deviceId, userId, credential_info (JSON)} → the API token. */
export async function finishLogin(deviceId: string, userId: number, credentialInfo: string, signal?: AbortSignal): Promise<string> {
  const answer = await callUpstream({
    method: 'POST',
    path: '/api/credenciales/finish_login',
    form: { deviceId, userId: String(userId), credential_info: credentialInfo },
    schema: z.object({ ok: z.literal(true), token: z.string().min(1) }),
    signal,
  })
  return answer.token
}

/** E21 GET /api/credenciales/obtener_credencial?userId=&deviceId=: this member's passkey on this device, if any. */
export async function deviceCredential(as: Caller, userId: number, deviceId: string): Promise<StoredCredential | null> {
  const answer = await callUpstream({
    path: '/api/credenciales/obtener_credencial',
    query: { userId, deviceId },
    schema: z.object({ hasCredential: z.boolean(), credential: StoredCredential.nullable() }),
    as,
  })
  return answer.hasCredential ? answer.credential : null
}

/** E22 GET /api/credenciales/listCredentials: the member's passkeys on every device. */
export function listCredentials(as: Caller): Promise<StoredCredential[]> {
  return callUpstream({ path: '/api/credenciales/listCredentials', schema: z.array(StoredCredential), as })
}

/** E23 POST /api/credenciales/removeCredential {idToDelete}. */
export async function removeCredential(as: Caller, idToDelete: string): Promise<void> {
  await callUpstream({ method: 'POST', path: '/api/credenciales/removeCredential', form: { idToDelete }, schema: z.unknown(), as })
}
