/**
 * Public content of the mutual's API (FAQs, release versions) is the same for everyone and changes rarely: one call
 * per PUBLIC_CONTENT_CACHE_MS serves every page, instead of one per page view (shared-answers.server.ts). The keys
 * are a fixed set.
 */
import { getEnv } from '~/config/env.server'
import { sharedAnswers } from './shared-answers.server'

const answers = sharedAnswers({ ttlMs: () => getEnv().PUBLIC_CONTENT_CACHE_MS, maxEntries: 16 })

export const publicContent = <T>(key: string, load: () => Promise<T>): Promise<T> => answers.get(key, load)

/** Tests start each case from an empty cache. */
export const forgetPublicContent = (): void => answers.forget()
