/**
 * The API's start, which calls wait for. The embedded sandbox starts in a process of its own while the portal loads
 * its build (server.ts), and the portal listens as soon as its build is loaded: a page that asks the API nothing (a
 * visitor's home, the help, the sign-in form) is served at once, and a call made before the sandbox listens waits for
 * it instead of failing as unreachable. With an API of its own (UPSTREAM_API_URL) nothing is held.
 */

let starting: Promise<void> | undefined

/**
 * Holds every call until `started` settles: the sandbox listening, or failing to start, which stops the portal
 * (server.ts); either way a held call is let go, and one that still cannot reach the API says so as any other.
 */
export function holdUpstreamUntil(started: Promise<unknown>): void {
  const held: Promise<void> = started
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      if (starting === held) starting = undefined
    })
  starting = held
}

/** What a call waits for before it is sent; undefined once the API may be called (no promise to wait on). */
export const upstreamStarting = (): Promise<void> | undefined => starting
