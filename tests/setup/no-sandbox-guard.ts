/**
 * The "unit" project's setup: a call to the API's address (no sandbox runs in that project) fails
 * the test that made it with NO_SANDBOX_MESSAGE, even when the code under test catches the failed
 * call and shows a service problem instead.
 */
import { afterAll, afterEach } from 'vitest'
import { NO_SANDBOX_MESSAGE, NO_SANDBOX_URL } from './projects'

const calls: string[] = []
const realFetch = globalThis.fetch

const addressOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url

globalThis.fetch = async (input, init) => {
  const address = addressOf(input)
  if (address.startsWith(NO_SANDBOX_URL)) {
    calls.push(address)
    throw new Error(NO_SANDBOX_MESSAGE)
  }
  return realFetch(input, init)
}

/** The calls made to the missing sandbox since the last look, forgotten: for the guard's own test. */
export function takeSandboxCalls(): string[] {
  return calls.splice(0)
}

function failOnSandboxCalls() {
  const made = takeSandboxCalls()
  if (made.length > 0) throw new Error(`${NO_SANDBOX_MESSAGE}\nCalls: ${made.join(', ')}`)
}

afterEach(failOnSandboxCalls)
// A call made in a beforeAll or afterAll hook fails the file.
afterAll(failOnSandboxCalls)
