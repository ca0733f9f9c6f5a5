/**
 * The new-version notice on the server (BR09): the browser's `currentVersionServicios` marker is a
 * long-lived cookie instead of local storage, so the notice works without JavaScript too.
 *
 * The version calls fail silently (spec 000 §8): whatever goes wrong here, the page renders
 * without the banner.
 */
import type { SessionUser } from '~/auth/user'
import { decideVersionBanner } from '~/domain/version-banner'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { getLatestVersionName } from '~/upstream/content.server'
import { logger } from './logger.server'
import { markerCookie } from './marker-cookie.server'

/** Browsers cap a cookie's lifetime at 400 days. */
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60
/** The latest version is public and changes rarely: one call a minute, not one per page. */
const LATEST_CACHE_MS = 60_000

const versionCookie = markerCookie('currentVersionServicios', COOKIE_MAX_AGE_SECONDS)

let latest: { name: Promise<string | null>; expiresAt: number } | undefined

/**
 * The latest version's name, or null when it cannot be had; failures are cached too, so an API
 * that is down costs one call a minute. The call does not follow one browser request's abort
 * signal because its answer is shared by every request of the minute.
 */
function latestVersionName(): Promise<string | null> {
  const now = Date.now()
  if (!latest || latest.expiresAt <= now) {
    const name = getLatestVersionName().catch((error: unknown) => {
      // callUpstream has already logged upstream failures; anything else is worth a line.
      if (!(error instanceof UpstreamError) && !isUpstreamUnavailable(error)) logger.warn('latest version unavailable', { error })
      return null
    })
    latest = { name, expiresAt: now + LATEST_CACHE_MS }
  }
  return latest.name
}

async function storedVersion(request: Request): Promise<string | null> {
  const value: unknown = await versionCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' && value !== '' ? value : null
}

export interface VersionBannerState {
  banner: { latest: string } | null
  /** Set-Cookie header storing the latest version (first visit), or null. */
  setCookie: string | null
}

export async function readVersionBanner(request: Request, user: SessionUser | null): Promise<VersionBannerState> {
  try {
    const hasCi = Boolean(user?.ci)
    // BR09: the versions are fetched only for a user with a ci.
    const name = hasCi ? await latestVersionName() : null
    const decision = decideVersionBanner({ hasCi, stored: await storedVersion(request), latest: name })
    return {
      banner: decision.show && name ? { latest: name } : null,
      setCookie: decision.store ? await versionCookie().serialize(decision.store) : null,
    }
  } catch (error) {
    logger.warn('version banner skipped', { error })
    return { banner: null, setCookie: null }
  }
}

/** "Recargar": the Set-Cookie header storing the latest version, or null when it is unknown. */
export async function storeLatestVersion(): Promise<string | null> {
  try {
    const name = await latestVersionName()
    return name ? await versionCookie().serialize(name) : null
  } catch (error) {
    logger.warn('version banner not stored', { error })
    return null
  }
}
