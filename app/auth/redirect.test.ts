import { describe, expect, it } from 'vitest'
import { loginPath, safeRedirectPath } from './redirect'

describe('safeRedirectPath', () => {
  it.each([
    ['/mis-datos', '/mis-datos'],
    ['/mi-mutual/pagos-pendientes?x=1#y', '/mi-mutual/pagos-pendientes?x=1#y'],
    ['/nueva-contraseña', '/nueva-contrase%C3%B1a'],
  ])('keeps the portal path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/x', 'javascript:alert(1)', 'mis-datos', '', '/\tevil', null, undefined, 42])(
    'ignores %s',
    (input) => {
      expect(safeRedirectPath(input)).toBe('/')
    },
  )
})

describe('loginPath', () => {
  it('carries the page the visitor asked for', () => {
    expect(loginPath(new Request('http://localhost/notas-versiones?a=1'))).toBe('/login?redirectTo=%2Fnotas-versiones%3Fa%3D1')
  })

  it('has no redirectTo for home', () => {
    expect(loginPath(new Request('http://localhost/'))).toBe('/login')
  })
})
