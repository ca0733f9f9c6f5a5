/**
 * Which vitest project runs a test file (vitest.config.ts).
 *
 * - "sandbox": the files that use the one sandbox of the mutual's API the global setup starts
 *   (route tests, tests that steer its faults, clock or token lifetime). They run one at a time,
 *   so one file's fault never reaches another's call.
 * - "unit": every other file, in parallel. No sandbox runs there: the API's address is
 *   NO_SANDBOX_URL, and a call to it fails the test with a message naming this rule
 *   (no-sandbox-guard.ts), so a file that uses the sandbox without showing it is caught.
 *
 * A file uses the sandbox when it imports the route tests' helpers (tests/route-helpers) or the
 * sandbox's control helpers (tests/sandbox-control), reads what the global setup provides
 * (vitest's inject), or, when the portal's own calls reach the sandbox with none of these, says
 * so in a comment: `// vitest-project: sandbox`. That is read from the file's text.
 */
import fs from 'node:fs'
import path from 'node:path'

/** Where the test files are, from the project's root. */
export const TEST_FILES = [
  'app/**/*.test.{ts,tsx}',
  'sandbox/**/*.test.ts',
  'server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'config/**/*.test.ts',
  // The test infrastructure's own tests; the browser journeys (tests/e2e) are Playwright's.
  'tests/**/*.test.{ts,tsx}',
]
const TEST_FOLDERS = ['app', 'sandbox', 'server', 'scripts', 'config', 'tests']
const NOT_VITEST = 'tests/e2e/'
const TEST_FILE = /\.test\.tsx?$/

/** The text of a test file that uses the shared sandbox. */
export const USES_SANDBOX = /\/(route-helpers|sandbox-control)['"]|\binject\(|^\/\/ vitest-project: sandbox\b/m

/** The API's address in the "unit" project: `.invalid` never resolves. */
export const NO_SANDBOX_URL = 'http://no-shared-sandbox.invalid'

export const NO_SANDBOX_MESSAGE =
  'This test file calls the shared sandbox of the API, but runs in the parallel "unit" project, where there is none. ' +
  'Import the route helpers (tests/route-helpers) or the sandbox control (tests/sandbox-control) in it, or begin a line with ' +
  '"// vitest-project: sandbox", so tests/setup/projects.ts puts it in the "sandbox" project, whose files run one at a time.'

function testFilesUnder(root: string, folder: string): string[] {
  const found: string[] = []
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !`${child}/`.startsWith(NOT_VITEST)) walk(child)
      } else if (TEST_FILE.test(entry.name)) found.push(child)
    }
  }
  if (fs.existsSync(path.join(root, folder))) walk(folder)
  return found
}

/** The test files, from the project's root, that use the shared sandbox, sorted. */
export function sandboxTestFiles(root: string): string[] {
  return TEST_FOLDERS.flatMap((folder) => testFilesUnder(root, folder))
    .filter((file) => USES_SANDBOX.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort()
}

/** A file's path as a glob that matches only it (a route file's name may hold `$`, `(` or `[`). */
export const literalGlob = (file: string) => file.replace(/[\\*?[\]{}()!+@$^|]/g, (character) => `\\${character}`)
