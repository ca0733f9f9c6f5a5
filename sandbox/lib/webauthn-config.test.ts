import { describe, expect, it } from 'vitest'
import { RP_NAME, webauthnConfig } from './webauthn-config'

const NO_ENV = {}

describe('webauthnConfig', () => {
  it("defaults to the portal's origin and host name", () => {
    expect(webauthnConfig('http://localhost:3000', {}, NO_ENV)).toEqual({
      rpId: 'localhost',
      rpName: RP_NAME,
      origins: ['http://localhost:3000'],
    })
    expect(webauthnConfig('https://Portal.Example.uy', {}, NO_ENV)).toMatchObject({
      rpId: 'portal.example.uy',
      origins: ['https://portal.example.uy'],
    })
  })

  it('takes the origins and the RP id from the environment, before the portal URL', () => {
    const env = {
      SANDBOX_WEBAUTHN_ORIGINS: ' https://socios.example.uy , https://app.example.uy/ ',
      SANDBOX_WEBAUTHN_RP_ID: 'example.uy',
    }
    expect(webauthnConfig('http://localhost:3000', {}, env)).toEqual({
      rpId: 'example.uy',
      rpName: RP_NAME,
      origins: ['https://socios.example.uy', 'https://app.example.uy'],
    })
    // Without an RP id, the first origin's host.
    expect(
      webauthnConfig('http://localhost:3000', {}, { SANDBOX_WEBAUTHN_ORIGINS: 'https://socios.example.uy' }),
    ).toMatchObject({ rpId: 'socios.example.uy' })
    // Blank values count as unset.
    expect(
      webauthnConfig('http://localhost:4100', {}, { SANDBOX_WEBAUTHN_ORIGINS: ' ', SANDBOX_WEBAUTHN_RP_ID: '' }),
    ).toMatchObject({ rpId: 'localhost', origins: ['http://localhost:4100'] })
  })

  it('lets the explicit options win over the environment', () => {
    const env = { SANDBOX_WEBAUTHN_ORIGINS: 'https://socios.example.uy', SANDBOX_WEBAUTHN_RP_ID: 'example.uy' }
    expect(
      webauthnConfig('http://localhost:3000', { origins: ['http://localhost:5000'], rpId: 'localhost' }, env),
    ).toMatchObject({ rpId: 'localhost', origins: ['http://localhost:5000'] })
  })

  it('refuses values that could never work', () => {
    expect(() =>
      webauthnConfig('http://localhost:3000', {}, { SANDBOX_WEBAUTHN_ORIGINS: 'socios.example.uy' }),
    ).toThrow(/not an origin/)
    expect(() =>
      webauthnConfig('http://localhost:3000', {}, { SANDBOX_WEBAUTHN_ORIGINS: 'https://socios.example.uy/login' }),
    ).toThrow(/not an origin/)
    expect(() => webauthnConfig('http://localhost:3000', {}, { SANDBOX_WEBAUTHN_ORIGINS: 'ftp://example.uy' })).toThrow(
      /not http/,
    )
    expect(() =>
      webauthnConfig(
        'http://localhost:3000',
        {},
        {
          SANDBOX_WEBAUTHN_ORIGINS: 'https://socios.example.uy',
          SANDBOX_WEBAUTHN_RP_ID: 'ample.uy',
        },
      ),
    ).toThrow(/neither the host/)
    expect(() => webauthnConfig('http://localhost:3000', { rpId: 'example.uy' }, NO_ENV)).toThrow(/neither the host/)
  })
})
