/**
 * Public content of the mutual's API (FAQs, release versions) is the same for everyone and
 * changes rarely: one call per PUBLIC_CONTENT_CACHE_MS serves every page, instead of one per
 * page view. Concurrent misses share one call. Failures are not kept, so a page asks again at
 * once and shows the API's problem as it is. The keys are a fixed set, so the cache is bounded.
 */
import { getEnv } from '~/config/env.server'

const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>()

export function publicContent<T>(key: string, load: () => Promise<T>): Promise<T> {
  const ttl = getEnv().PUBLIC_CONTENT_CACHE_MS
  if (ttl === 0) return load()
  const now = Date.now()
  const cached = entries.get(key)
  if (cached && cached.expiresAt > now) return cached.value as Promise<T>
  const value = load()
  const entry = { value, expiresAt: now + ttl }
  entries.set(key, entry)
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key)
  })
  return value
}

/** Tests start each case from an empty cache. */
export function forgetPublicContent(): void {
  entries.clear()
}
