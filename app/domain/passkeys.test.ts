import { describe, expect, it } from 'vitest'
import {
  canAddPasskey,
  forgetPasskeyUser,
  loginMode,
  MAX_PASSKEY_USERS,
  rememberPasskeyUser,
  shouldOfferPasskey,
  type PasskeyUser,
} from './passkeys'

const ana: PasskeyUser = { id: 1, userName: 'Ana Pérez' }
const bruno: PasskeyUser = { id: 2, userName: 'Bruno Pérez' }
const carla: PasskeyUser = { id: 3, userName: 'Carla Gómez' }

describe('loginMode (BR07)', () => {
  it.each([
    ['flag off, three users', { flagOn: false, users: [ana, bruno, carla] }, 'normal'],
    ['flag on, no users', { flagOn: true, users: [] }, 'normal'],
    ['flag on, one user', { flagOn: true, users: [ana] }, 'biometric'],
    ['flag on, two users', { flagOn: true, users: [ana, bruno] }, 'multi-biometric'],
    ['the link back to Normal', { flagOn: true, users: [ana], normal: true }, 'normal'],
  ])('%s → %s', (_, input, kind) => {
    expect(loginMode(input).kind).toBe(kind)
  })

  it('gives Biometric for the user chosen among several', () => {
    expect(loginMode({ flagOn: true, users: [ana, bruno], chosen: 2 })).toEqual({ kind: 'biometric', user: bruno })
  })

  it('ignores a chosen user this browser does not hold', () => {
    expect(loginMode({ flagOn: true, users: [ana, bruno], chosen: 9 }).kind).toBe('multi-biometric')
    expect(loginMode({ flagOn: false, users: [ana], chosen: 1 }).kind).toBe('normal')
  })
})

describe('shouldOfferPasskey (BR08)', () => {
  it.each([
    [{ flagOn: true, hasPermission: true, deviceHasPasskey: false }, true],
    [{ flagOn: true, hasPermission: true, deviceHasPasskey: true }, false],
    [{ flagOn: false, hasPermission: true, deviceHasPasskey: false }, false],
    [{ flagOn: true, hasPermission: false, deviceHasPasskey: false }, false],
  ])('%o → %s', (input, expected) => {
    expect(shouldOfferPasskey(input)).toBe(expected)
  })
})

describe('canAddPasskey (BR08)', () => {
  const all = { deviceHasPasskey: false, browserSupportsPasskeys: true, flagOn: true, deviceCheckPasses: true }
  it('needs every condition', () => {
    expect(canAddPasskey(all)).toBe(true)
    expect(canAddPasskey({ ...all, deviceCheckPasses: false })).toBe(false)
    expect(canAddPasskey({ ...all, deviceHasPasskey: true })).toBe(false)
    expect(canAddPasskey({ ...all, browserSupportsPasskeys: false })).toBe(false)
    expect(canAddPasskey({ ...all, flagOn: false })).toBe(false)
  })
})

describe('the users a browser remembers', () => {
  it('adds a user once, last, and renames a known one', () => {
    expect(rememberPasskeyUser([ana, bruno], { id: 1, userName: 'Ana P.' })).toEqual([bruno, { id: 1, userName: 'Ana P.' }])
    expect(rememberPasskeyUser([], ana)).toEqual([ana])
  })

  it('keeps the newest beyond the limit', () => {
    const many = Array.from({ length: MAX_PASSKEY_USERS }, (_, i) => ({ id: 100 + i, userName: `U${i}` }))
    const after = rememberPasskeyUser(many, ana)
    expect(after).toHaveLength(MAX_PASSKEY_USERS)
    expect(after[0]?.id).toBe(101)
    expect(after.at(-1)).toEqual(ana)
  })

  it('forgets one user', () => {
    expect(forgetPasskeyUser([ana, bruno], 1)).toEqual([bruno])
    expect(forgetPasskeyUser([ana], 5)).toEqual([ana])
  })
})
