import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv, upstreamBaseUrl } from './env.server'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      SANDBOX_PORT: 3001,
      DATA_DIR: './data',
      PORTAL_PRODUCT: 'mutual',
    })
    expect(env.UPSTREAM_API_URL).toBeUndefined()
    expect(env.REDIS_URL).toBeUndefined()
    expect(upstreamBaseUrl(env)).toBe('http://127.0.0.1:3001')
  })

  it('uses UPSTREAM_API_URL without its trailing slash when set', () => {
    const env = parseEnv({ UPSTREAM_API_URL: 'https://api.example.org/' })
    expect(upstreamBaseUrl(env)).toBe('https://api.example.org')
  })

  it('treats empty variables as unset', () => {
    expect(parseEnv({ UPSTREAM_API_URL: '', REDIS_URL: '' }).REDIS_URL).toBeUndefined()
  })

  it('reports one clear line per bad variable', () => {
    let error: unknown
    try {
      parseEnv({ PORT: 'abc', UPSTREAM_API_URL: 'ftp://x', REDIS_URL: 'localhost:6379', PORTAL_PRODUCT: 'Mi Mutual' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EnvError)
    const problems = (error as EnvError).problems
    expect(problems).toHaveLength(4)
    expect(problems.find((line) => line.startsWith('PORT:'))).toContain('"abc"')
    expect(problems.find((line) => line.startsWith('UPSTREAM_API_URL:'))).toContain('http')
    expect(problems.find((line) => line.startsWith('REDIS_URL:'))).toContain('redis://')
    expect(problems.find((line) => line.startsWith('PORTAL_PRODUCT:'))).toBeDefined()
  })
})
