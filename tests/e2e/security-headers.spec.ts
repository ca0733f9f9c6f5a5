import { expect, test } from './fixtures'

function nonceOf(csp: string): string {
  const match = /'nonce-([^']+)'/.exec(csp)
  expect(match, 'CSP carries a nonce').not.toBeNull()
  return match![1]!
}

test('every response carries the security headers and a fresh script nonce', async ({ request }) => {
  const first = await request.get('/ayuda')
  const headers = first.headers()
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).not.toContain('unsafe-inline')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  // Plain HTTP: HSTS is only sent over TLS.
  expect(headers['strict-transport-security']).toBeUndefined()

  const nonce = nonceOf(csp)
  const html = await first.text()
  const scripts = html.match(/<script\b[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)

  const second = await request.get('/ayuda')
  expect(nonceOf(second.headers()['content-security-policy'] ?? '')).not.toBe(nonce)
})

test('HSTS is sent behind a TLS-terminating proxy', async ({ request }) => {
  const response = await request.get('/contacto', { headers: { 'x-forwarded-proto': 'https' } })
  expect(response.headers()['strict-transport-security']).toContain('max-age=')
})

test('the page runs under the policy without violations', async ({ page }, testInfo) => {
  await page.goto('/ayuda')
  const jsClass = await page.evaluate(() => document.documentElement.classList.contains('js')).catch(() => false)
  expect(jsClass).toBe(testInfo.project.name === 'js')
})

test('fingerprinted assets are cached for a year', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const asset = /href="(\/build\/[^"]+\.css)"/.exec(html)?.[1]
  expect(asset).toBeDefined()
  const response = await request.get(asset!)
  expect(response.headers()['cache-control']).toContain('immutable')
})
