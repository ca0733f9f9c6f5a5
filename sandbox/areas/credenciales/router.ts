/**
 * Passkeys of the mutual's API (spec 000 §7; checklist C13–C15, E15–E23): the registration and login ceremonies,
 * verified with @simplewebauthn/server against the relying party of the sandbox's configuration, and the signed-in
 * affiliate's list of passkeys.
 *
 * - Bodies are form-data, multipart or urlencoded (JSON is accepted too). The credential the browser made travels
 *   as one field holding its JSON (`credential` for registration, `credential_info` for login, as E19 names it).
 * - `userId` is E11's `userId`: the account's id, which is also the token's user_id (and, in this sandbox, the
 *   affiliate's `id`).
 * - A14: the two-step pairs are primary. `crear_credencial` and `login_with_assertion` are aliases of their second
 *   steps, taking the first steps' challenges.
 * - The ceremonies need the CREDENCIALES_DISPOSITIVO flag on and the puede_usar_login_biometrico permission; listing
 *   and removing one's own passkeys need only a session, so nobody is left unable to delete a passkey.
 */
import type { AuthenticationResponseJSON, AuthenticatorTransportFuture, RegistrationResponseJSON } from '@simplewebauthn/server'
import { Router, type Request, type RequestHandler, type Response } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { formData } from '../../lib/form-data'
import { queryParam, sendDetail } from '../../lib/http'
import { listPermisos } from '../afiliados/store'
import { admit, INVALID_CREDENTIALS_DETAIL, refusedBeforeProof, sendRefusal } from '../auth/login'
import { findLoginByAccountId } from '../auth/store'
import { currentUser, requireAuth } from '../auth/tokens'
import { findFlag } from '../content/store'
import {
  advanceCounter,
  CHALLENGE_TTL_MS,
  credentialOnDevice,
  deleteCredential,
  findCredential,
  listCredentials,
  saveChallenge,
  saveCredential,
  summary,
  takeChallenge,
  transportsOf,
  type Ceremony,
  type CredentialRow,
} from './store'

/**
 * @simplewebauthn/server and its ASN.1 parsers take ~200 ms to load: loaded on the first ceremony rather
 * than at every start of the sandbox, which the portal's own start waits for.
 */
const loadWebAuthn = () => import('@simplewebauthn/server')
type WebAuthn = Awaited<ReturnType<typeof loadWebAuthn>>

/** The feature flag and the permission of the passkeys (checklist A36; app/flags/names.ts). */
export const PASSKEY_FLAG = 'CREDENCIALES_DISPOSITIVO'
export const PASSKEY_PERMISSION = 'puede_usar_login_biometrico'
/** The spec's only algorithm: ES256. */
const ALGORITHMS = [-7]

export const DETAILS = {
  disabled: 'El ingreso con claves de acceso no está habilitado',
  noPermission: 'El usuario no tiene permiso para usar claves de acceso',
  noCredential: 'No hay una clave de acceso de este usuario en este dispositivo',
  challenge: 'El desafío no es válido, ya se usó o expiró; vuelva a empezar',
  notVerified: 'La clave de acceso no pudo verificarse',
  wrongCredential: 'La clave de acceso no corresponde a este usuario en este dispositivo',
  taken: 'La clave de acceso ya está registrada',
  notYours: 'Solo puede consultar sus propias claves de acceso',
  notFound: 'No existe la clave de acceso',
  removed: 'Clave de acceso eliminada',
} as const

const DeviceIdSchema = z
  .string()
  .trim()
  .regex(/^[\w.:-]{1,128}$/, 'debe ser el identificador del dispositivo (hasta 128 letras, dígitos, . _ : -)')

/** A positive whole number, as a form gives it (text) or as JSON does. */
const IdSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,15}$/, 'debe ser un número'),
  ])
  .pipe(z.coerce.number().int().positive())

const Base64UrlSchema = z.string().regex(/^[\w-]+$/, 'debe estar en base64url')

const RegistrationSchema = z
  .object({
    id: Base64UrlSchema,
    rawId: Base64UrlSchema,
    type: z.literal('public-key'),
    response: z
      .object({
        attestationObject: Base64UrlSchema,
        clientDataJSON: Base64UrlSchema,
        transports: z.array(z.string()).optional(),
      })
      .passthrough(),
    clientExtensionResults: z.record(z.unknown()).default({}),
    authenticatorAttachment: z.string().optional(),
  })
  .refine((credential) => credential.id === credential.rawId, { message: 'id y rawId no coinciden', path: ['rawId'] })

const AuthenticationSchema = z
  .object({
    id: Base64UrlSchema,
    rawId: Base64UrlSchema,
    type: z.literal('public-key'),
    response: z
      .object({
        authenticatorData: Base64UrlSchema,
        clientDataJSON: Base64UrlSchema,
        signature: Base64UrlSchema,
        userHandle: z.union([z.literal(''), Base64UrlSchema]).nullish(),
      })
      .passthrough(),
    clientExtensionResults: z.record(z.unknown()).default({}),
    authenticatorAttachment: z.string().optional(),
  })
  .refine((credential) => credential.id === credential.rawId, { message: 'id y rawId no coinciden', path: ['rawId'] })

const ClientDataSchema = z.object({ challenge: Base64UrlSchema })

/**
 * A credential field: its JSON as text (the primary form), the same JSON base64-encoded (the aliases' "credential
 * base64"), or already an object (a JSON body).
 */
const CredentialFieldSchema = z.union([z.string(), z.record(z.unknown())]).transform((value, issue) => {
  if (typeof value === 'object') return value
  const text = value.trim()
  try {
    // Node's base64 decoder reads both alphabets, base64url included.
    return JSON.parse(text.startsWith('{') ? text : Buffer.from(text, 'base64').toString('utf8')) as unknown
  } catch {
    issue.addIssue({ code: z.ZodIssueCode.custom, message: 'debe ser el JSON de la credencial (o ese JSON en base64)' })
    return z.NEVER
  }
})

/** The field's value as the schema reads it; otherwise answers 400 naming the field (and returns undefined). */
function parse<T extends z.ZodTypeAny>(res: Response, name: string, value: unknown, schema: T): z.infer<T> | undefined {
  if (value === undefined || value === null || value === '') {
    sendDetail(res, 400, `${name} es obligatorio`)
    return undefined
  }
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data as z.infer<T>
  const issue = parsed.error.issues[0]
  sendDetail(res, 400, `${[name, ...(issue?.path ?? [])].join('.')}: ${issue?.message ?? 'no es válido'}`)
  return undefined
}

/** The challenge the browser signed, read from the credential's clientDataJSON; null when unreadable. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed = ClientDataSchema.safeParse(JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data.challenge : null
  } catch {
    return null
  }
}

/** WebAuthn's user handle of an account: its id in decimal, as bytes (no personal data on the authenticator). */
function userHandleBytes(accountId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(String(accountId))
}

function userHandleOf(accountId: number): string {
  return Buffer.from(userHandleBytes(accountId)).toString('base64url')
}

function descriptor(row: CredentialRow) {
  return { id: row.id, transports: transportsOf(row) as AuthenticatorTransportFuture[] }
}

/** Express 4 does not catch a rejected promise: hand it to the error handler. */
function handle(fn: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req, res, next) => {
    fn(req, res).catch(next)
  }
}

/** A value of the body, and its name there for the 400 details. */
type Field = [name: string, value: unknown]

function field(req: Request, ...names: string[]): Field {
  const body = (req.body ?? {}) as Record<string, unknown>
  const name = names.find((candidate) => body[candidate] !== undefined) ?? names[0] ?? ''
  return [name, body[name]]
}

interface RegistrationFields {
  deviceId: Field
  credential: Field
}

interface LoginFields {
  userId: Field
  deviceId: Field
  credential: Field
}

export function credencialesRouter(ctx: SandboxContext): Router {
  const { db, clock, webauthn } = ctx
  const router = Router()
  const auth = requireAuth(ctx)
  router.use('/api/credenciales', ...formData)

  const passkeysEnabled = () => findFlag(db, PASSKEY_FLAG)?.habilitado === true
  const mayUsePasskeys = (afiliadoId: number) => listPermisos(db, afiliadoId).includes(PASSKEY_PERMISSION)

  /** A refused ceremony: the answer, and the verifier's reason in the log (never the body). */
  function refuse(req: Request, res: Response, detail: string, reason?: unknown) {
    if (reason !== undefined) {
      const message = reason instanceof Error ? reason.message : String(reason)
      ctx.log?.({ event: 'passkey-refused', path: req.path, reason: message })
    }
    sendDetail(res, 400, detail)
  }

  /** Flag on and, for the signed-in affiliate, the permission; otherwise answers 403 and returns false. */
  function ceremonyAllowed(res: Response, afiliadoId?: number): boolean {
    if (!passkeysEnabled()) {
      sendDetail(res, 403, DETAILS.disabled)
      return false
    }
    if (afiliadoId !== undefined && !mayUsePasskeys(afiliadoId)) {
      sendDetail(res, 403, DETAILS.noPermission)
      return false
    }
    return true
  }

  // E15: the options for navigator.credentials.create(), as @simplewebauthn/browser's startRegistration takes them.
  router.post(
    '/api/credenciales/iniciar_registro_credencial',
    auth,
    handle(async (req, res) => {
      const { afiliado } = currentUser(req)
      if (!ceremonyAllowed(res, afiliado.id)) return
      const deviceId = parse(res, ...field(req, 'deviceId'), DeviceIdSchema)
      if (deviceId === undefined) return
      // The passkey this device already has, if any: an authenticator that still holds it refuses to make a second
      // (the browser's InvalidStateError); one that lost it makes a new one, which replaces the stale row.
      const existing = credentialOnDevice(db, afiliado.id, deviceId)
      const options = await (await loadWebAuthn()).generateRegistrationOptions({
        rpName: webauthn.rpName,
        rpID: webauthn.rpId,
        userName: afiliado.ci,
        userID: userHandleBytes(afiliado.id),
        userDisplayName: `${afiliado.nombre} ${afiliado.apellido}`,
        timeout: CHALLENGE_TTL_MS,
        attestationType: 'none',
        excludeCredentials: existing ? [descriptor(existing)] : [],
        authenticatorSelection: {
          authenticatorAttachment: 'platform',
          residentKey: 'preferred',
          userVerification: 'required',
        },
        supportedAlgorithmIDs: ALGORITHMS,
      })
      saveChallenge(db, options.challenge, { purpose: 'registro', afiliadoId: afiliado.id, deviceId }, clock.now())
      res.json(options)
    }),
  )

  async function finishRegistration(req: Request, res: Response, fields: RegistrationFields): Promise<void> {
    const { afiliado } = currentUser(req)
    if (!ceremonyAllowed(res, afiliado.id)) return
    const deviceId = parse(res, ...fields.deviceId, DeviceIdSchema)
    if (deviceId === undefined) return
    const credential = parse(res, ...fields.credential, CredentialFieldSchema.pipe(RegistrationSchema))
    if (credential === undefined) return
    const challenge = challengeOf(credential.response.clientDataJSON)
    const ceremony: Ceremony = { purpose: 'registro', afiliadoId: afiliado.id, deviceId }
    if (challenge === null || !takeChallenge(db, challenge, ceremony, clock.now())) {
      return refuse(req, res, DETAILS.challenge)
    }

    let verified: Awaited<ReturnType<WebAuthn['verifyRegistrationResponse']>>
    try {
      verified = await (await loadWebAuthn()).verifyRegistrationResponse({
        response: credential as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: webauthn.origins,
        expectedRPID: webauthn.rpId,
        requireUserVerification: true,
        supportedAlgorithmIDs: ALGORITHMS,
      })
    } catch (error) {
      return refuse(req, res, DETAILS.notVerified, error)
    }
    if (!verified.verified) return refuse(req, res, DETAILS.notVerified, 'not verified')

    const { credential: made } = verified.registrationInfo
    const saved = saveCredential(
      db,
      {
        id: made.id,
        afiliadoId: afiliado.id,
        deviceId,
        publicKey: made.publicKey,
        counter: made.counter,
        transports: made.transports ?? [],
      },
      clock.now(),
    )
    if (saved === 'taken') return sendDetail(res, 409, DETAILS.taken)
    res.status(201).json(summary(saved))
  }

  // E16: the credential as a JSON field `credential`, and the device.
  router.post(
    '/api/credenciales/finalizar_registro_credencial',
    auth,
    handle((req, res) =>
      finishRegistration(req, res, { deviceId: field(req, 'deviceId'), credential: field(req, 'credential') }),
    ),
  )

  // E17 (A14 alias of E16): `credential` is the same JSON, base64-encoded; `assertion` is read when it is missing.
  router.post(
    '/api/credenciales/crear_credencial',
    auth,
    handle((req, res) =>
      finishRegistration(req, res, {
        deviceId: field(req, 'deviceId'),
        credential: field(req, 'credential', 'assertion'),
      }),
    ),
  )

  // E18 (public): the options for navigator.credentials.get(), for the user's passkey on this device.
  router.post(
    '/api/credenciales/start_login',
    handle(async (req, res) => {
      if (!ceremonyAllowed(res)) return
      const deviceId = parse(res, ...field(req, 'deviceId'), DeviceIdSchema)
      if (deviceId === undefined) return
      const userId = parse(res, ...field(req, 'userId'), IdSchema)
      if (userId === undefined) return
      // An unknown user and a user without a passkey here get the same answer.
      const login = findLoginByAccountId(db, userId)
      const credential = login && credentialOnDevice(db, login.id, deviceId)
      if (!login || !credential) return sendDetail(res, 404, DETAILS.noCredential)

      const options = await (await loadWebAuthn()).generateAuthenticationOptions({
        rpID: webauthn.rpId,
        allowCredentials: [descriptor(credential)],
        userVerification: 'required',
        timeout: CHALLENGE_TTL_MS,
      })
      saveChallenge(db, options.challenge, { purpose: 'login', afiliadoId: login.id, deviceId }, clock.now())
      res.json(options)
    }),
  )

  /**
   * E19/E20: the assertion checked against a challenge of start_login for this user and device (taken, so used
   * once), the passkey belonging to that user on that device, user verification and a counter that moves forward;
   * then the same refusals and the same token as the password login.
   */
  async function finishLogin(req: Request, res: Response, fields: LoginFields): Promise<void> {
    if (!ceremonyAllowed(res)) return
    const deviceId = parse(res, ...fields.deviceId, DeviceIdSchema)
    if (deviceId === undefined) return
    const userId = parse(res, ...fields.userId, IdSchema)
    if (userId === undefined) return
    const login = findLoginByAccountId(db, userId)
    if (!login) return sendDetail(res, 400, INVALID_CREDENTIALS_DETAIL)
    const blocked = refusedBeforeProof(login)
    if (blocked) return sendRefusal(res, blocked)

    const assertion = parse(res, ...fields.credential, CredentialFieldSchema.pipe(AuthenticationSchema))
    if (assertion === undefined) return
    const challenge = challengeOf(assertion.response.clientDataJSON)
    const ceremony: Ceremony = { purpose: 'login', afiliadoId: login.id, deviceId }
    if (challenge === null || !takeChallenge(db, challenge, ceremony, clock.now())) {
      return refuse(req, res, DETAILS.challenge)
    }
    const stored = findCredential(db, assertion.id)
    const userHandle = assertion.response.userHandle
    if (
      !stored ||
      stored.afiliado_id !== login.id ||
      stored.device_id !== deviceId ||
      (userHandle && userHandle !== userHandleOf(login.id))
    ) {
      return refuse(req, res, DETAILS.wrongCredential)
    }

    let verified: Awaited<ReturnType<WebAuthn['verifyAuthenticationResponse']>>
    try {
      verified = await (await loadWebAuthn()).verifyAuthenticationResponse({
        response: {
          ...assertion,
          response: { ...assertion.response, userHandle: userHandle || undefined },
        } as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: webauthn.origins,
        expectedRPID: webauthn.rpId,
        credential: {
          id: stored.id,
          publicKey: new Uint8Array(stored.clave_publica),
          counter: stored.contador,
          transports: transportsOf(stored) as AuthenticatorTransportFuture[],
        },
        requireUserVerification: true,
      })
    } catch (error) {
      return refuse(req, res, DETAILS.notVerified, error)
    }
    const { newCounter } = verified.authenticationInfo
    if (!verified.verified) return refuse(req, res, DETAILS.notVerified, 'not verified')
    if (!advanceCounter(db, stored.id, stored.contador, newCounter, clock.now())) {
      return refuse(req, res, DETAILS.notVerified, 'the counter moved during the check')
    }

    // After the proof, like the penalty: a permission taken away is not revealed to someone else.
    if (!mayUsePasskeys(login.id)) return sendDetail(res, 403, DETAILS.noPermission)
    const admitted = admit(ctx, login)
    if ('refusal' in admitted) return sendRefusal(res, admitted.refusal)
    res.json({ ok: true, token: admitted.token })
  }

  // E19 (public): `credential_info` is the assertion's JSON.
  router.post(
    '/api/credenciales/finish_login',
    handle((req, res) =>
      finishLogin(req, res, {
        userId: field(req, 'userId'),
        deviceId: field(req, 'deviceId'),
        credential: field(req, 'credential_info'),
      }),
    ),
  )

  // E20 (A14 alias of E19): `idUser` and `assertion` (the JSON, or it base64-encoded); E19's names also do.
  router.post(
    '/api/credenciales/login_with_assertion',
    handle((req, res) =>
      finishLogin(req, res, {
        userId: field(req, 'idUser', 'userId'),
        deviceId: field(req, 'deviceId'),
        credential: field(req, 'assertion', 'credential_info'),
      }),
    ),
  )

  // E21 (signed in, about oneself): whether this device has a passkey of the user, and which.
  router.get('/api/credenciales/obtener_credencial', auth, (req, res) => {
    const { afiliado } = currentUser(req)
    const userId = parse(res, 'userId', queryParam(req, 'userId'), IdSchema)
    if (userId === undefined) return
    const deviceId = parse(res, 'deviceId', queryParam(req, 'deviceId'), DeviceIdSchema)
    if (deviceId === undefined) return
    if (userId !== afiliado.id) return sendDetail(res, 403, DETAILS.notYours)
    const credential = credentialOnDevice(db, afiliado.id, deviceId)
    res.json({ hasCredential: credential !== undefined, credential: credential ? summary(credential) : null })
  })

  // E22: the signed-in affiliate's passkeys, on every device.
  router.get('/api/credenciales/listCredentials', auth, (req, res) => {
    res.json(listCredentials(db, currentUser(req).afiliado.id))
  })

  // E23: one of the signed-in affiliate's own passkeys; anyone else's is as unknown as a made-up id.
  router.post('/api/credenciales/removeCredential', auth, (req, res) => {
    const idToDelete = parse(res, ...field(req, 'idToDelete'), z.string().trim().min(1))
    if (idToDelete === undefined) return
    if (!deleteCredential(db, currentUser(req).afiliado.id, idToDelete)) return sendDetail(res, 404, DETAILS.notFound)
    res.json({ detail: DETAILS.removed })
  })

  return router
}
