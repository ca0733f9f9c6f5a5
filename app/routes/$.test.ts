import { describe, expect, it } from 'vitest'
import { action, loader } from './$'

describe('unknown paths', () => {
  it('redirect home on GET and POST', () => {
    for (const response of [loader(), action()]) {
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/')
    }
  })
})
