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
})
