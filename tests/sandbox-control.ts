/**
 * Test helpers that steer the sandbox through its control endpoints: inject faults, fix the
 * clock, read the outbox.
 */
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
