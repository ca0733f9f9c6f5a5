/**
 * A server render is the page without JavaScript. A route test that draws a page as its scripts do mocks
 * `useHydrated` with this switch (the mock itself must stay in the test file: vitest hoists it there, above the imports):
 *
 * ```ts
 * vi.mock('~/utils/use-hydrated', async (importOriginal) => {
 *   const { scripts } = await import('../../tests/scripts-on')
 *   return { ...(await importOriginal<typeof Hydration>()), useHydrated: () => scripts.on }
 * })
 * ```
 */
export const scripts = { on: false }

/** The page as it is drawn once its scripts run. */
export function withScripts<T>(render: () => T): T {
  scripts.on = true
  try {
    return render()
  } finally {
    scripts.on = false
  }
}
