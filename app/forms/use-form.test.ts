import type { SubmissionResult } from '@conform-to/react'
import { describe, expect, it, vi } from 'vitest'
import { validation } from '~/copy/errors/validation'
import { check } from './field-rules'
import { afterFieldCheck, fromResult, ownResult, settler, stateFor, summaryErrorsOf, withCheck, type State } from './use-form'

const ciRule = check({ required: 'Ingrese su cédula de identidad', type: 'CI' })

/** A field left (blur) with `value`, as the hook checks it. */
const leave = (state: State, name: string, value: string) => afterFieldCheck(state, name, value, ciRule(value), true)
/** A keystroke in a watched field. */
const type = (state: State, name: string, value: string) => afterFieldCheck(state, name, value, ciRule(value), false)

/** What an action answers for a submit that found `errors`. */
const reply = (errors: Record<string, string[]>, values: Record<string, string> = {}): SubmissionResult<string[]> => ({
  status: 'error',
  initialValue: values,
  error: errors,
})

describe('checks made outside a submit (C85)', () => {
  it('say nothing about a field left empty: required is the submit’s to say', () => {
    const state = leave(fromResult(undefined), 'ci', '')
    expect(state.errors).toEqual({})
    expect(leave(state, 'ci', '   ').errors).toEqual({})
  })

  it('flag a field left empty when the form’s own rule says so (BR50, C74: requiredOnBlur)', () => {
    const required = 'Ingrese su celular'
    const left = afterFieldCheck(fromResult(undefined), 'celular', '', required, true, true)
    expect(left.errors).toEqual({ celular: [required] })
    // Not in the summary: that lists what a submit found.
    expect(left.submitted.size).toBe(0)
  })

  it('report a wrong value when the field is left, and follow the corrections from then on', () => {
    const left = leave(fromResult(undefined), 'ci', '3124567')
    expect(left.errors).toEqual({ ci: [validation.invalidCi] })
    expect(left.watched.has('ci')).toBe(true)
    expect(type(left, 'ci', '31245675').errors).toEqual({})
  })

  it('clear the message of a wrong value emptied before any submit', () => {
    const left = leave(fromResult(undefined), 'ci', '3124567')
    expect(type(left, 'ci', '').errors).toEqual({})
  })

  it('keep the required message of a field the submit named, when it is emptied again', () => {
    const submitted = fromResult(reply({ ci: ['Ingrese su cédula de identidad'] }))
    expect(submitted.errors).toEqual({ ci: ['Ingrese su cédula de identidad'] })
    const typed = type(submitted, 'ci', '31245675')
    expect(typed.errors).toEqual({})
    expect(type(typed, 'ci', '').errors).toEqual({ ci: ['Ingrese su cédula de identidad'] })
    expect(leave(typed, 'ci', '').errors).toEqual({ ci: ['Ingrese su cédula de identidad'] })
  })

  it('leave the other fields and the summary’s list alone', () => {
    const submitted = fromResult(reply({ password: ['Ingrese su contraseña'] }))
    const state = leave(submitted, 'ci', '')
    expect(state.errors).toEqual({ password: ['Ingrese su contraseña'] })
    expect([...state.submitted]).toEqual(['password'])
    expect(state.attempt).toBe(submitted.attempt)
  })
})

describe('what the server said of a value the browser’s rules pass (serverVerdict)', () => {
  const sanctioned = 'El usuario esta sancionado'

  it('stands when the field is left again with the same value (Enter sends, the summary takes the focus)', () => {
    const refused = fromResult(reply({ ci: [sanctioned] }, { ci: '45678905' }))
    expect(leave(refused, 'ci', '45678905').errors).toEqual({ ci: [sanctioned] })
    expect(leave(refused, 'ci', ' 45678905 ').errors).toEqual({ ci: [sanctioned] })
  })

  it('goes once the value changes, and the browser’s own rule speaks first', () => {
    const refused = fromResult(reply({ ci: [sanctioned] }, { ci: '45678905' }))
    expect(type(refused, 'ci', '31245675').errors).toEqual({})
    expect(type(refused, 'ci', '3124567').errors).toEqual({ ci: [validation.invalidCi] })
  })

  it('stands for a check’s answer too (a lookup after a pause)', () => {
    const checked = withCheck(fromResult(undefined), reply({ ci: [sanctioned] }, { ci: '45678905' }))
    expect(leave(checked, 'ci', '45678905').errors).toEqual({ ci: [sanctioned] })
  })
})

describe('a field the browser does not check, left (no rule of its own: what the server said stands while unchanged)', () => {
  const afterUnruledChange = (state: State, name: string, value: string) => afterFieldCheck(state, name, value, undefined, false)
  const wrongCode = 'El código de verificación es incorrecto.'

  it('loses the server’s message once its value is another than the one refused', () => {
    const refused = fromResult(reply({ codigo: [wrongCode] }, { codigo: '000000' }))
    expect(afterUnruledChange(refused, 'codigo', '000000').errors).toEqual({ codigo: [wrongCode] })
    expect(afterUnruledChange(refused, 'codigo', '123456').errors).toEqual({})
  })

  it('keeps a choice’s required message while nothing is chosen, and drops it once one is', () => {
    const required = 'Elija una opción.'
    const refused = fromResult(reply({ tipo: [required] }))
    expect(afterUnruledChange(refused, 'tipo', '').errors).toEqual({ tipo: [required] })
    expect(afterUnruledChange(refused, 'tipo', 'rapida').errors).toEqual({})
  })

  it('leaves the form’s own messages alone', () => {
    const refused = fromResult(reply({ '': ['No pudimos iniciar el pago.'] }))
    expect(afterUnruledChange(refused, '', '').errors).toEqual({ '': ['No pudimos iniciar el pago.'] })
  })
})

describe('a server check of some fields', () => {
  it('sets or clears the messages of the fields it checked only', () => {
    const left = leave(fromResult(undefined), 'ci', '3124567')
    const refused = withCheck(left, reply({ ci: ['El usuario está sancionado.'] }, { ci: '45678905' }))
    expect(refused.errors).toEqual({ ci: ['El usuario está sancionado.'] })
    const accepted = withCheck(refused, { status: 'success', initialValue: { ci: '67890127' } })
    expect(accepted.errors).toEqual({})
  })
})

describe('the summary of a submit (summaryErrorsOf)', () => {
  it('lists the fields the submit named, and a message keyed to no field of the form as the form’s own', () => {
    const state = fromResult(reply({ documento: ['Ingrese el documento'], envio: ['No se pudo enviar el SMS'], '': ['Algo'] }))
    expect(summaryErrorsOf(state, { tipoDocumento: null, documento: null })).toEqual({
      documento: ['Ingrese el documento'],
      '': ['No se pudo enviar el SMS', 'Algo'],
    })
    // A field left with a mistake is beside its input only, not in the summary.
    expect(summaryErrorsOf(leave(fromResult(undefined), 'ci', '3124567'), { ci: null })).toEqual({})
  })

  it('lists the fields in the order of the form, not the order the errors came in (GOV.UK)', () => {
    const fields = { celular: null, telefono: null, direccion: null, entreCalles: null }
    // conform's reply sorts its errors by name: the address before the landline, though the page asks it after.
    const sorted = { celular: ['celular'], direccion: ['dirección'], telefono: ['teléfono'] }
    expect(Object.keys(summaryErrorsOf(fromResult(reply(sorted)), fields))).toEqual(['celular', 'telefono', 'direccion'])
    // A message set again as the field is corrected goes to the end of the errors; the summary keeps its place.
    const submitted = fromResult(reply({ celular: ['celular'], telefono: ['teléfono'] }, { celular: '09a', telefono: 'xx' }))
    const retyped = afterFieldCheck(afterFieldCheck(submitted, 'celular', '', undefined, false), 'celular', '09b', 'celular', false)
    expect(Object.keys(summaryErrorsOf(retyped, fields))).toEqual(['celular', 'telefono'])
  })
})

describe('a page whose forms post to one action (ownResult)', () => {
  it('gives each form the answer to its own buttons only, and every answer to a form that names none', () => {
    const person = reply({ documento: ['No existe'] }, { intent: 'persona', documento: '1' })
    expect(ownResult(person, ['persona'])).toBe(person)
    expect(ownResult(person, ['agregar', 'buscar'])).toBeUndefined()
    expect(ownResult(reply({ '': ['x'] }), ['persona'])).toBeUndefined()
    expect(ownResult(person, undefined)).toBe(person)
    expect(ownResult(null, ['persona'])).toBeNull()
  })
})

describe('settler (text checked once typing stops)', () => {
  it('runs the latest check of a field once it has not been typed in for its time, and none after cancel', () => {
    vi.useFakeTimers()
    try {
      const ran: string[] = []
      const settle = settler(300)
      settle.schedule('motivo', () => ran.push('m1'))
      vi.advanceTimersByTime(299)
      settle.schedule('motivo', () => ran.push('m2'))
      settle.schedule('parte', () => ran.push('p1'))
      vi.advanceTimersByTime(299)
      expect(ran).toEqual([])
      vi.advanceTimersByTime(1)
      expect(ran).toEqual(['m2', 'p1'])
      settle.schedule('motivo', () => ran.push('m3'))
      settle.cancel()
      vi.advanceTimersByTime(1000)
      expect(ran).toEqual(['m2', 'p1'])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('a form closed and opened again (stateFor, `session`)', () => {
  const found: State = { ...fromResult(undefined), errors: { email: ['Ingrese un correo electrónico válido.'] }, submitted: new Set(['email']), attempt: 1, session: 'abierto' }

  it('keeps what the browser found while the form stays open and no new answer came', () => {
    expect(stateFor(found, undefined, 'abierto')).toBe(found)
  })

  it('starts afresh once closed (`Cancelar`): nothing for its fields or the error summary', () => {
    const closed = stateFor(found, undefined, 'cerrado')
    expect(closed).toMatchObject({ errors: {}, attempt: 0, session: 'cerrado' })
    expect(summaryErrorsOf(closed, { email: null })).toEqual({})
  })

  it('still takes a new answer of the server in the same session, keeping it', () => {
    const answer = { status: 'error', error: { email: ['Ya existe'] } } as SubmissionResult<string[]>
    expect(stateFor(found, answer, 'abierto')).toMatchObject({ errors: { email: ['Ya existe'] }, session: 'abierto' })
  })
})
