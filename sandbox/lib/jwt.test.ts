import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signJwt, verifyJwt } from './jwt'

const SECRET = 'secreto-de-prueba'
const payload = { user_id: 1, username: '12345672', exp: 1_795_176_900 }

function part(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

describe('signJwt', () => {
  it('produces a standard HS256 compact token any JWT library can check', () => {
    const token = signJwt(payload, SECRET)
    const [header, body, signature] = token.split('.')
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(JSON.parse(Buffer.from(body ?? '', 'base64url').toString())).toEqual(payload)
    // Recomputed independently: HMAC-SHA256 of "header.payload", base64url without padding.
    expect(signature).toBe(createHmac('sha256', SECRET).update(`${header}.${body}`).digest('base64url'))
  })
})

describe('verifyJwt', () => {
  it('returns the payload of a token signed with the same secret', () => {
    expect(verifyJwt(signJwt(payload, SECRET), SECRET)).toEqual(payload)
  })

  it('refuses another secret, a changed payload and a changed signature', () => {
    const token = signJwt(payload, SECRET)
    const [header, , signature = ''] = token.split('.')
    expect(verifyJwt(token, 'otro-secreto')).toBeNull()
    expect(verifyJwt(`${header}.${part({ ...payload, user_id: 2 })}.${signature}`, SECRET)).toBeNull()
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)
    expect(verifyJwt(`${header}.${part(payload)}.${flipped}`, SECRET)).toBeNull()
  })

  it('refuses tokens that claim another algorithm, even with a matching HMAC', () => {
    const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}`
    expect(verifyJwt(`${unsigned}.`, SECRET)).toBeNull()
    const hs512 = `${part({ alg: 'HS512', typ: 'JWT' })}.${part(payload)}`
    const mac = createHmac('sha256', SECRET).update(hs512).digest('base64url')
    expect(verifyJwt(`${hs512}.${mac}`, SECRET)).toBeNull()
  })

  it('refuses malformed tokens instead of throwing', () => {
    const token = signJwt(payload, SECRET)
    for (const bad of ['', 'abc', 'a.b', `${token}.x`, `${token}=`, 'x.y.z', `!!.${token.split('.')[1]}.sig`]) {
      expect(verifyJwt(bad, SECRET), bad).toBeNull()
    }
  })
})
