import { describe, expect, it } from 'vitest'
import { isCrossSite } from './same-origin'

const ownOrigin = 'http://localhost:3000'

describe('isCrossSite', () => {
  it('lets reads through whatever their origin', () => {
    expect(isCrossSite({ method: 'GET', ownOrigin, origin: 'https://evil.example' })).toBe(false)
  })

  it('accepts a post from the portal itself', () => {
    expect(isCrossSite({ method: 'POST', ownOrigin, origin: ownOrigin })).toBe(false)
    expect(isCrossSite({ method: 'POST', ownOrigin, secFetchSite: 'same-origin' })).toBe(false)
  })

  it('refuses a post from another site or port', () => {
    expect(isCrossSite({ method: 'POST', ownOrigin, origin: 'https://evil.example' })).toBe(true)
    expect(isCrossSite({ method: 'POST', ownOrigin, origin: 'http://localhost:3001' })).toBe(true)
    expect(isCrossSite({ method: 'POST', ownOrigin, secFetchSite: 'cross-site' })).toBe(true)
  })

  it('lets a post without origin information through (the cookie is SameSite=Strict)', () => {
    expect(isCrossSite({ method: 'POST', ownOrigin })).toBe(false)
  })

  it("reads an old browser's Referer when it sends neither Origin nor Sec-Fetch-Site", () => {
    expect(isCrossSite({ method: 'POST', ownOrigin, referer: `${ownOrigin}/mis-datos?editar=email` })).toBe(false)
    expect(isCrossSite({ method: 'POST', ownOrigin, referer: 'https://evil.example/form.html' })).toBe(true)
    expect(isCrossSite({ method: 'POST', ownOrigin, referer: 'http://localhost:3001/' })).toBe(true)
    expect(isCrossSite({ method: 'POST', ownOrigin, referer: 'not an address' })).toBe(true)
    // Origin and Sec-Fetch-Site, when sent, decide before it.
    expect(isCrossSite({ method: 'POST', ownOrigin, origin: ownOrigin, referer: 'https://evil.example/' })).toBe(false)
    expect(isCrossSite({ method: 'POST', ownOrigin, secFetchSite: 'same-origin', referer: 'https://evil.example/' })).toBe(false)
  })
})
