/**
 * A software passkey authenticator for the sandbox's tests. Each credential is a P-256 key pair (node:crypto), and
 * the JSON is what a browser hands the page after navigator.credentials.create() / get() (the shape
 * @simplewebauthn/browser returns), built byte by byte: a "none" attestation carrying the COSE public key for a
 * registration, an ES256 signature over the authenticator data and the client data's hash for a login. It has its
 * own small CBOR encoder, so a fault in the verifier's CBOR cannot hide in the authenticator's.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>

/** The initial byte (major type and length) and the length's extra bytes, RFC 8949 §3. */
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length])
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length])
  if (length < 0x10000) return Buffer.concat([Buffer.from([(major << 5) | 25]), u16(length)])
  return Buffer.concat([Buffer.from([(major << 5) | 26]), u32(length)])
}

export function encodeCbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`CBOR here takes whole numbers only: ${value}`)
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value)
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([cborHead(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value])
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(encodeCbor)])
  return Buffer.concat([cborHead(5, value.size), ...[...value].flatMap(([k, v]) => [encodeCbor(k), encodeCbor(v)])])
}

function u16(n: number): Buffer {
  const bytes = Buffer.alloc(2)
  bytes.writeUInt16BE(n)
  return bytes
}

function u32(n: number): Buffer {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(n)
  return bytes
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

/** Authenticator data flags, WebAuthn §6.1. */
const FLAG_USER_PRESENT = 0x01
const FLAG_USER_VERIFIED = 0x04
const FLAG_ATTESTED_CREDENTIAL = 0x40

/** The JSON of a registration, as the page posts it (E16's `credential`). */
export interface RegistrationJson {
  id: string
  rawId: string
  type: 'public-key'
  response: { attestationObject: string; clientDataJSON: string; transports: string[] }
  clientExtensionResults: Record<string, unknown>
  authenticatorAttachment: 'platform'
}

/** The JSON of a login assertion, as the page posts it (E19's `credential_info`). */
export interface AssertionJson {
  id: string
  rawId: string
  type: 'public-key'
  response: { authenticatorData: string; clientDataJSON: string; signature: string; userHandle: string | null }
  clientExtensionResults: Record<string, unknown>
  authenticatorAttachment: 'platform'
}

export interface CeremonyOverrides {
  /** The page's origin as the browser reports it; default the authenticator's. */
  origin?: string
  /** The RP id whose hash goes into the authenticator data; default the options' (or the authenticator's). */
  rpId?: string
  /** Whether the user was verified (biometrics, PIN). Default true. */
  userVerified?: boolean
}

export interface AssertionOverrides extends CeremonyOverrides {
  /** Which of this authenticator's passkeys signs; default the first of allowCredentials it holds. */
  credentialId?: string
  /** The signature counter to report; default the previous one plus one. */
  counter?: number
  /** The user handle to report (base64url, or null); default the one stored at registration. */
  userHandle?: string | null
}

interface HeldCredential {
  privateKey: KeyObject
  userHandle: string
  counter: number
}

export class SoftwareAuthenticator {
  private readonly credentials = new Map<string, HeldCredential>()

  constructor(private readonly defaults: { origin: string; rpId: string }) {}

  /** The ids of the passkeys this authenticator holds. */
  get credentialIds(): string[] {
    return [...this.credentials.keys()]
  }

  /** navigator.credentials.create() with the options E15 answered: a new passkey and its "none" attestation. */
  register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    overrides: CeremonyOverrides = {},
  ): RegistrationJson {
    const rpId = overrides.rpId ?? options.rp.id ?? this.defaults.rpId
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const jwk = publicKey.export({ format: 'jwk' })
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ])
    const credentialId = randomBytes(16)
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(overrides) | FLAG_ATTESTED_CREDENTIAL]),
      u32(0),
      Buffer.alloc(16), // AAGUID: none
      u16(credentialId.length),
      credentialId,
      encodeCbor(coseKey),
    ])
    const attestationObject = encodeCbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authenticatorData],
      ]),
    )
    const id = b64url(credentialId)
    this.credentials.set(id, { privateKey, userHandle: options.user.id, counter: 0 })
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        attestationObject: b64url(attestationObject),
        clientDataJSON: this.clientData('webauthn.create', options.challenge, overrides),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /** navigator.credentials.get() with the options E18 answered: an assertion signed by one of its passkeys. */
  assert(
    options: { challenge: string; rpId?: string; allowCredentials?: Array<{ id: string }> },
    overrides: AssertionOverrides = {},
  ): AssertionJson {
    const id = overrides.credentialId ?? options.allowCredentials?.map((c) => c.id).find((c) => this.credentials.has(c))
    const held = id === undefined ? undefined : this.credentials.get(id)
    if (id === undefined || !held) throw new Error('This authenticator holds none of the allowed passkeys')
    held.counter = overrides.counter ?? held.counter + 1
    const rpId = overrides.rpId ?? options.rpId ?? this.defaults.rpId
    const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([this.flags(overrides)]), u32(held.counter)])
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides)
    // ES256: ECDSA with SHA-256 over authenticatorData || SHA-256(clientDataJSON), DER-encoded (node's default).
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      held.privateKey,
    )
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        authenticatorData: b64url(authenticatorData),
        clientDataJSON,
        signature: b64url(signature),
        userHandle: overrides.userHandle === undefined ? held.userHandle : overrides.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  private flags(overrides: CeremonyOverrides): number {
    return FLAG_USER_PRESENT | (overrides.userVerified === false ? 0 : FLAG_USER_VERIFIED)
  }

  private clientData(type: string, challenge: string, overrides: CeremonyOverrides): string {
    const origin = overrides.origin ?? this.defaults.origin
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false })))
  }
}
