import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HOSTILE_REDIRECTS, PORTAL_REDIRECTS } from '~/security/redirect-payloads'
import { afterSignInPath, loginPath, safeRedirectPath } from './redirect'

describe('safeRedirectPath', () => {
  it.each(PORTAL_REDIRECTS)('keeps the portal path %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  const hostile = [...HOSTILE_REDIRECTS, null, undefined, 42].map((input) => [String(JSON.stringify(input)).slice(0, 60), input])
  it.each(hostile)('ignores %s', (_label, input) => {
    expect(safeRedirectPath(input)).toBe('/')
  })

  it('never gives a target that a browser reads as another origin, whatever the input', () => {
    const segment = fc.constantFrom('/', '\\', '.', '..', '%2e', '%2E', '%2f', '%5c', '\t', '\n', '@', ':', '?', '#', 'evil.example', 'a', 'ñ', '\u3002')
    const value = fc.oneof(fc.string(), fc.array(segment, { maxLength: 12 }).map((parts) => parts.join('')))
    fc.assert(
      fc.property(value, (input) => {
        const target = safeRedirectPath(input)
        expect(target.startsWith('/') && !target.startsWith('//')).toBe(true)
        expect(new URL(target, 'https://portal.example').origin).toBe('https://portal.example')
        // Judging the answer again changes nothing: what is sent is what was judged.
        expect(safeRedirectPath(target)).toBe(target)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('afterSignInPath', () => {
  it('goes home instead of back to the sign-in page, and keeps any other page of the portal', () => {
    for (const target of ['/login', '/login?redirectTo=/mis-datos', '/./login#x']) expect(afterSignInPath(target), target).toBe('/')
    expect(afterSignInPath('/mis-datos?x=1')).toBe('/mis-datos?x=1')
    expect(afterSignInPath('//evil.example')).toBe('/')
  })
})

describe('loginPath', () => {
  it('carries the page the visitor asked for', () => {
    expect(loginPath(new Request('http://localhost/notas-versiones?a=1'))).toBe('/login?redirectTo=%2Fnotas-versiones%3Fa%3D1')
  })

  it('has no redirectTo for home', () => {
    expect(loginPath(new Request('http://localhost/'))).toBe('/login')
  })
})
