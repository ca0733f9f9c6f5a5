/**
 * Signs a persona in once per worker and reuses the session cookie in that worker's later tests:
 * the cache lives in the worker's process, and so does the portal that issued the cookie
 * (worker-portal.ts). The portal limits logins per cédula and per address, and a login is the
 * slowest step of a journey; journeys that test the login itself use `signIn` instead.
 */
import type { Cookie, Page } from '@playwright/test'
import { signInAs } from './sign-in'

const SESSION_COOKIE = '__session'
const sessions = new Map<string, Cookie[]>()

/** Leaves the page signed in as `ci`, on the home page. */
export async function signInCached(page: Page, ci: string) {
  const saved = sessions.get(ci)
  if (saved) {
    await page.context().addCookies(saved)
    await page.goto('/')
    // The session may have ended since (logout, idle timeout): then sign in again.
    if ((await page.locator('summary').filter({ hasText: 'Mi cuenta' }).count()) > 0) return
  }
  await signInAs(page, ci)
  sessions.set(ci, (await page.context().cookies()).filter((cookie) => cookie.name === SESSION_COOKIE))
}
