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

/** The sandbox clock's now (its test day in the tests: tests/test-clock.ts). */
export async function sandboxNow(baseUrl: string): Promise<Date> {
  const { now } = (await (await control(baseUrl, 'GET', '/sandbox/clock')).json()) as { now: string }
  return new Date(now)
}

/** Fixes the sandbox's clock at an instant; `releaseClock` lets it run again from its own time. */
export const fixClock = (baseUrl: string, at: Date) => control(baseUrl, 'PUT', '/sandbox/clock', { now: at.toISOString() })
export const releaseClock = (baseUrl: string) => control(baseUrl, 'DELETE', '/sandbox/clock')

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

/** A forced outcome of the sandbox's payment gateway (POST /sandbox/pagos/resultados; sandbox README, "Payments"). */
export type GatewayOutcome =
  | {
      operacion: 'iniciar'
      resultado: 'sin_url' | 'error' | 'error_107' | 'errores_pagos' | 'conflicto'
      mensaje?: string | string[]
      tipo?: 'couta' | 'orden' | 'solicitud-medicamento'
      veces?: number
    }
  | {
      operacion: 'finalizar'
      resultado: 'error' | 'errores_pagos'
      mensaje?: string | string[]
      tipo?: 'couta' | 'orden' | 'solicitud-medicamento'
      veces?: number
    }
  | {
      operacion: 'medios'
      resultado: 'errores_pagos' | 'warning_pagos' | 'conflicto' | 'detail'
      mensaje?: string | string[]
      veces?: number
    }
  | { operacion: 'cvv'; resultado: 'notification'; veces?: number }
  | { operacion: 'reservar'; resultado: 'error_inicial'; mensaje?: string; veces?: number }

/** The next matching calls (once, or `veces` times) answer this outcome instead of the data's. */
export const forceGatewayOutcome = (baseUrl: string, outcome: GatewayOutcome) =>
  control(baseUrl, 'POST', '/sandbox/pagos/resultados', outcome)
export const clearGatewayOutcomes = (baseUrl: string) => control(baseUrl, 'DELETE', '/sandbox/pagos/resultados')

/** How long the card-capture provider's pages wait before they time out (default 300 s). */
export const setProviderTimeout = (baseUrl: string, seconds: number) =>
  control(baseUrl, 'PUT', '/sandbox/settings', { pasarelaTimeoutSeconds: seconds })

async function providerForm(pageUrl: string, fields: Record<string, string>): Promise<Response> {
  const url = new URL(pageUrl)
  return fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sesion: url.searchParams.get('sesion') ?? '', ...fields }),
    redirect: 'manual',
  })
}

/**
 * Types a security code on the provider's page of a payment (its init `url`) as the embedded form posts it, without
 * a browser: the payment is then authorized (any code but 000 on the test cards) or rejected.
 */
export const submitSecurityCode = (paymentUrl: string, cvv: string) =>
  providerForm(paymentUrl, { cvv, accion: 'confirmar' })

/** Adds a card on the provider's capture page (E34's capture_url), e.g. 4111111111111111, without a browser. */
export const captureCard = (
  captureUrl: string,
  card: { numero: string; vencimiento: string; titular: string },
) => providerForm(captureUrl, { ...card, accion: 'confirmar' })
