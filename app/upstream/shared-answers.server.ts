/**
 * Answers of the mutual's API that are the same for everyone (the FAQs, the agenda's free slots) kept for a short
 * while, so one call serves every page in that time instead of one per page view. Concurrent misses share one call.
 * Failures are not kept: the next page asks again at once and shows the API's problem as it is. Bounded: past
 * `maxEntries` the oldest answer goes first.
 */
export interface SharedAnswers {
  get<T>(key: string, load: () => Promise<T>): Promise<T>
  /** Tests start each case from an empty store. */
  forget(): void
}

export function sharedAnswers(options: { ttlMs: () => number; maxEntries: number }): SharedAnswers {
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>()
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const ttl = options.ttlMs()
      if (ttl === 0) return load()
      const now = Date.now()
      const cached = entries.get(key)
      if (cached && cached.expiresAt > now) return cached.value as Promise<T>
      entries.delete(key)
      // A Map keeps insertion order: its first key is the oldest answer.
      while (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!)
      const value = load()
      const entry = { value, expiresAt: now + ttl }
      entries.set(key, entry)
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return value
    },
    forget() {
      entries.clear()
    },
  }
}

/**
 * What pages compute from a shared answer (a year of slots filtered, its days in words): the same for everyone who
 * gets that very answer, so computed once per answer and key instead of once per page view. Kept on the answer
 * itself (a WeakMap): when the store lets the answer go, what was derived from it goes with it, so it never outlives
 * the answer's time. Bounded: past `maxEntries` keys for one answer the oldest goes first. What it returns is shared
 * by every caller: read it, never change it.
 */
export interface DerivedAnswers {
  get<T>(answer: object, key: string, derive: () => T): T
}

export function derivedAnswers(options: { maxEntries: number }): DerivedAnswers {
  const byAnswer = new WeakMap<object, Map<string, unknown>>()
  return {
    get<T>(answer: object, key: string, derive: () => T): T {
      let derived = byAnswer.get(answer)
      if (!derived) byAnswer.set(answer, (derived = new Map()))
      if (derived.has(key)) return derived.get(key) as T
      while (derived.size >= options.maxEntries) derived.delete(derived.keys().next().value!)
      const value = derive()
      derived.set(key, value)
      return value
    },
  }
}
