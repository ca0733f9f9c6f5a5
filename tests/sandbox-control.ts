/**
 * Test helpers that steer the sandbox through its control endpoints: inject faults, fix the
 * clock, read the outbox, reset the data to the seed, create a persona for one test.
 */
import type { CreatedPersona, PersonaRequest } from '../sandbox/control/personas'
import type { OutboxMessage } from '../sandbox/lib/outbox'

export type { PersonaRequest }
export type Persona = CreatedPersona
export type { OutboxMessage }

export interface Fault {
  path: string
  status?: number
  delayMs?: number
  body?: string
  contentType?: string
  times?: number
}

async function control(baseUrl: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`sandbox control ${method} ${path} answered ${response.status}`)
  return response
}

export const injectFault = (baseUrl: string, fault: Fault) => control(baseUrl, 'POST', '/sandbox/faults', fault)
export const clearFaults = (baseUrl: string) => control(baseUrl, 'DELETE', '/sandbox/faults')

/** How long the tokens the sandbox issues from now on live. */
export const setTokenLifetime = (baseUrl: string, seconds: number) =>
  control(baseUrl, 'PUT', '/sandbox/settings', { tokenLifetimeSeconds: seconds })

export const resetCalls = (baseUrl: string) => control(baseUrl, 'DELETE', '/sandbox/calls')

/** How many times each API call ("METHOD /path") was made since the last reset. */
export async function apiCalls(baseUrl: string): Promise<Record<string, number>> {
  return (await (await control(baseUrl, 'GET', '/sandbox/calls')).json()) as Record<string, number>
}

/** Every row back to the seed (dated from the sandbox clock's now); every session ends. */
export const resetSandbox = (baseUrl: string) => control(baseUrl, 'POST', '/sandbox/reset')

/**
 * A persona only the calling test knows, so it can change data no other test reads: a copy of `like` (a cédula)
 * with the given traits, or a plain adult member with an account. Answers its new cédula and password.
 */
export async function createPersona(baseUrl: string, request: PersonaRequest = {}): Promise<Persona> {
  return (await (await control(baseUrl, 'POST', '/sandbox/personas', request)).json()) as Persona
}

/** The e-mails and SMS the sandbox "sent", newest first. */
export async function readOutbox(baseUrl: string): Promise<OutboxMessage[]> {
  return (await (await control(baseUrl, 'GET', '/sandbox/outbox.json')).json()) as OutboxMessage[]
}

/** The first link in the newest e-mail to `to`, or undefined when none was sent. */
export async function linkMailedTo(baseUrl: string, to: string): Promise<string | undefined> {
  const mail = (await readOutbox(baseUrl)).find((message) => message.canal === 'email' && message.destinatario === to)
  return mail?.cuerpo.match(/https?:\/\/\S+/)?.[0]
}

/**
 * A portal account without a password for an affiliate who has none, and the e-mail with the link that sets the
 * first one (POST /sandbox/cuentas).
 */
export async function createCuenta(baseUrl: string, ci: string): Promise<{ ci: string; email: string }> {
  return (await (await control(baseUrl, 'POST', '/sandbox/cuentas', { ci })).json()) as { ci: string; email: string }
}
