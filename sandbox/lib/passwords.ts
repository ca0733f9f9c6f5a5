/**
 * Password hashing for sandbox accounts: scrypt from node:crypto, stored as `scrypt$<saltHex>$<hashHex>`.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 64
const SALT_LENGTH = 16

/** The seed passes a salt derived from the CI so the same input always gives the same row. */
export function hashPassword(password: string, salt: Buffer = randomBytes(SALT_LENGTH)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH)
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex, ...rest] = stored.split('$')
  if (scheme !== 'scrypt' || !saltHex || !hashHex || rest.length > 0) return false
  const expected = Buffer.from(hashHex, 'hex')
  if (expected.length !== KEY_LENGTH) return false
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), KEY_LENGTH)
  return timingSafeEqual(actual, expected)
}
