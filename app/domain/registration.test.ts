import { describe, expect, it } from 'vitest'
import { isValidDocument, registrationDocError } from './registration'

describe('BR11 registrationDocError', () => {
  it('(cedula 200) opens the finish dialog: no message', () => {
    expect(registrationDocError([200])).toBeUndefined()
    expect(registrationDocError([200, 200])).toBeUndefined()
  })

  it('(cedula 200, adicional 404) → the one-document message', () => {
    expect(registrationDocError([200, 404])).toBe('El Documento ingresado no es válido')
  })

  it('(cedula network error, adicional 404) → the several-documents message', () => {
    expect(registrationDocError(['network-error', 404])).toBe('Los Documentos ingresados no son válidos')
  })

  it('counts a network error alone, a penalised document (401) and the member alone as one invalid', () => {
    expect(registrationDocError(['network-error'])).toBe('El Documento ingresado no es válido')
    expect(registrationDocError([401, 200])).toBe('El Documento ingresado no es válido')
    expect(registrationDocError([404])).toBe('El Documento ingresado no es válido')
  })

  it('takes only HTTP 200 as valid: a refusal, a server error or no answer is not', () => {
    expect([200, 401, 404, 500, 'network-error' as const].map(isValidDocument)).toEqual([true, false, false, false, false])
  })
})
