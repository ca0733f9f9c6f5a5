/**
 * The passkey rules of spec 000 §4 (checklist BR07, BR08): which login screen a browser gets, and when a passkey is
 * offered or may be added. Pure: the routes gather the flag, the permission and what the device holds.
 */

/** A member who signed in with a passkey on this browser: a tile of the MultiBiometric screen (000 §3). */
export interface PasskeyUser {
  /** The account id (E11 `userId`), what the passkey calls take. */
  id: number
  /** The tile's caption: the member's short name (BR10). */
  userName: string
}

export type LoginMode =
  | { kind: 'normal' }
  | { kind: 'biometric'; user: PasskeyUser }
  | { kind: 'multi-biometric'; users: PasskeyUser[] }

/**
 * BR07: flag off → Normal; on with no saved users → Normal; one → Biometric; more → MultiBiometric. `chosen` is the
 * user picked on the MultiBiometric screen (Biometric for that one, if still saved here); `normal` is the link
 * back to the password form.
 */
export function loginMode(input: {
  flagOn: boolean
  users: readonly PasskeyUser[]
  chosen?: number | null
  normal?: boolean
}): LoginMode {
  const { flagOn, users } = input
  if (!flagOn || input.normal || users.length === 0) return { kind: 'normal' }
  const chosen = users.find((user) => user.id === input.chosen)
  if (chosen) return { kind: 'biometric', user: chosen }
  if (users.length === 1) return { kind: 'biometric', user: users[0]! }
  return { kind: 'multi-biometric', users: [...users] }
}

/** BR08, after a successful login: flag on ∧ passkey permission ∧ no passkey stored on this device. */
export function shouldOfferPasskey(input: { flagOn: boolean; hasPermission: boolean; deviceHasPasskey: boolean }): boolean {
  return input.flagOn && input.hasPermission && !input.deviceHasPasskey
}

/**
 * BR08, the passkeys page's Agregar: no passkey on this device ∧ public-key credentials supported ∧ flag on ∧ the
 * device check passes. The server knows the first and third; the browser the other two.
 */
export function canAddPasskey(input: {
  deviceHasPasskey: boolean
  browserSupportsPasskeys: boolean
  flagOn: boolean
  deviceCheckPasses: boolean
}): boolean {
  return !input.deviceHasPasskey && input.browserSupportsPasskeys && input.flagOn && input.deviceCheckPasses
}

/** How many members one browser remembers for the MultiBiometric screen (a family phone; the cookie stays small). */
export const MAX_PASSKEY_USERS = 6

/** `users` with `user` added (or renamed) last, the oldest dropped beyond the limit. */
export function rememberPasskeyUser(users: readonly PasskeyUser[], user: PasskeyUser): PasskeyUser[] {
  return [...users.filter((saved) => saved.id !== user.id), user].slice(-MAX_PASSKEY_USERS)
}

export function forgetPasskeyUser(users: readonly PasskeyUser[], id: number): PasskeyUser[] {
  return users.filter((saved) => saved.id !== id)
}
