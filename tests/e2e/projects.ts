/**
 * Which of the two browser projects runs a test. The portal works without JavaScript and
 * JavaScript only enhances it, so a test runs once, without JavaScript (the "sin-js" project, the
 * harder case), unless what it checks differs with JavaScript:
 * - `BOTH` (tag `@ambos`): the behaviour differs with JavaScript (dialogs, live filters, focus
 *   management, client-side checks, fields cleared after a submit, the provider's dialog, …):
 *   runs in "js" and in "sin-js".
 * - `JS_ONLY` (tag `@con-js`): it exists only with JavaScript (checks on blur, passkey
 *   ceremonies, the idle-timeout warning, hydration): runs in "js" only.
 * - no tag: a server branch, the same whatever the browser does: runs in "sin-js" only.
 *
 * Use: `test('title', BOTH, async (...) => ...)` or `test.describe('title', JS_ONLY, () => ...)`.
 * playwright.config.ts filters each project by these tags (grep / grepInvert).
 */
export const BOTH = { tag: '@ambos' } as const
export const JS_ONLY = { tag: '@con-js' } as const

/** The tests of the "js" project: those tagged BOTH or JS_ONLY. */
export const JS_PROJECT_GREP = new RegExp(`${BOTH.tag}\\b|${JS_ONLY.tag}\\b`)
/** What the "sin-js" project leaves out: the tests tagged JS_ONLY. */
export const SIN_JS_PROJECT_GREP_INVERT = new RegExp(`${JS_ONLY.tag}\\b`)
