import { describe, expect, it } from 'vitest'
import { readUpstreamError } from '~/upstream/errors'
import { meetsPasswordPolicy, setPasswordError, validateChangePassword, validateSetPassword } from './passwords'

const REQUIRED = 'Este campo es requerido'
const MISMATCH = 'Las contraseñas no coinciden ¿Quieres volver a intentarlo?'
const POLICY = 'La contraseña nueva debe tener al menos 8 caracteres y no puede tener solo números.'

describe('BR03 the password policy', () => {
  it('"abc12345" meets it; "12345678" (only numeric) and "abc1234" (7 chars) do not', () => {
    expect(meetsPasswordPolicy('abc12345')).toBe(true)
    expect(meetsPasswordPolicy('12345678')).toBe(false)
    expect(meetsPasswordPolicy('abc1234')).toBe(false)
  })

  it('counts characters, not bytes, and takes any non-digit as enough', () => {
    expect(meetsPasswordPolicy('ñandú123')).toBe(true)
    expect(meetsPasswordPolicy('1234567 ')).toBe(true)
    expect(meetsPasswordPolicy('')).toBe(false)
  })
})

describe('BR03 validateChangePassword', () => {
  it('current "" → "Este campo es requerido" on that field', () => {
    expect(validateChangePassword({ current: '', next: 'Segura2024', repeat: 'Segura2024' })).toEqual({ current: REQUIRED })
  })

  it('every field empty → the required message on each', () => {
    expect(validateChangePassword({ current: '', next: '', repeat: '' })).toEqual({ current: REQUIRED, next: REQUIRED, repeat: REQUIRED })
  })

  it('new "Segura2024", repeat "Segura2025" → the mismatch message (no request is sent)', () => {
    expect(validateChangePassword({ current: 'Socio2026', next: 'Segura2024', repeat: 'Segura2025' })).toEqual({ repeat: MISMATCH })
  })

  it('a new password outside the policy is named beside it', () => {
    expect(validateChangePassword({ current: 'Socio2026', next: '12345678', repeat: '12345678' })).toEqual({ next: POLICY })
  })

  it('nothing to say about a complete, matching form', () => {
    expect(validateChangePassword({ current: 'Socio2026', next: 'abc12345', repeat: 'abc12345' })).toEqual({})
  })
})

describe('BR04 validateSetPassword', () => {
  it('("", "") → "Contraseña inválida" on both', () => {
    expect(validateSetPassword({ password: '', repeat: '' })).toEqual({ password: 'Contraseña inválida', repeat: 'Contraseña inválida' })
  })

  it('("clave1234", "clave1235") → "Las contraseñas no son iguales"', () => {
    expect(validateSetPassword({ password: 'clave1234', repeat: 'clave1235' })).toEqual({ repeat: 'Las contraseñas no son iguales' })
  })

  it('("clave1234", "clave1234") → may be sent; the policy is left to the API', () => {
    expect(validateSetPassword({ password: 'clave1234', repeat: 'clave1234' })).toEqual({})
    expect(validateSetPassword({ password: '1234', repeat: '1234' })).toEqual({})
  })
})

describe('BR12 setPasswordError', () => {
  const answered = (body: unknown, status = 400) => setPasswordError(readUpstreamError(status, body))

  it('body "El enlace expiró" → "El enlace expiró"', () => {
    expect(answered('El enlace expiró')).toBe('El enlace expiró')
  })

  it('{error: "Token inválido"} → "Token inválido"; {details: ["Muy común", "Muy corta"]} → "Muy común"', () => {
    expect(answered({ error: 'Token inválido' })).toBe('Token inválido')
    expect(answered({ details: ['Muy común', 'Muy corta'] })).toBe('Muy común')
    expect(answered({ error: 'Token inválido', details: ['Muy común'] })).toBe('Token inválido')
  })

  it('{} with HTTP 400 → "No se pudo restablecer la contraseña, intentalo mas tarde"', () => {
    expect(answered({})).toBe('No se pudo restablecer la contraseña, intentalo mas tarde')
  })

  it('a .detail is not among the fields BR12 reads: the same fallback', () => {
    expect(answered({ detail: 'Algo interno' })).toBe('No se pudo restablecer la contraseña, intentalo mas tarde')
    expect(answered({ detail: 'Algo interno', details: ['Muy corta'] })).toBe('Muy corta')
  })

  it('an answer whose words are not for people (an HTML page, a reason phrase) → the fallback', () => {
    expect(answered('<html>error</html>')).toBe('No se pudo restablecer la contraseña, intentalo mas tarde')
    expect(answered('Bad Request')).toBe('No se pudo restablecer la contraseña, intentalo mas tarde')
    expect(answered({ error: 'Internal Server Error' }, 500)).toBe('No se pudo restablecer la contraseña, intentalo mas tarde')
  })

  it('network failure → "Ocurrió un problema inesperado. Inténtelo de nuevo más tarde."', () => {
    expect(setPasswordError(null)).toBe('Ocurrió un problema inesperado. Inténtelo de nuevo más tarde.')
  })
})
