import { describe, expect, it } from 'vitest'
import { classifyConfirm, classifyInit, messageList } from './payment-answers'

describe('classifyInit (BR19, in the spec order)', () => {
  it.each([
    ['error', { error: 'Monto inválido' }, { kind: 'error', message: 'Monto inválido' }],
    ['error_107', { error_107: 'Tarjeta sin fondos' }, { kind: 'error-107', message: 'Tarjeta sin fondos' }],
    ['errores_pagos as a list', { errores_pagos: ['Tarjeta rechazada'] }, { kind: 'rejected', messages: ['Tarjeta rechazada'], id: null }],
    ['errores_pagos as a string', { errores_pagos: 'Tarjeta vencida' }, { kind: 'rejected', messages: ['Tarjeta vencida'], id: null }],
    ['errores_pagos of a payment it created', { id: 12, errores_pagos: ['Tarjeta vencida'] }, { kind: 'rejected', messages: ['Tarjeta vencida'], id: '12' }],
    ['a 409 refusal with its words', { detail: 'La deuda ya fue pagada', id_transaccion: '70001' }, { kind: 'error', message: 'La deuda ya fue pagada' }],
    ['an id without url', { id: 55 }, { kind: 'confirm-now', id: '55' }],
    ['an id with an empty url', { id: 55, url: '' }, { kind: 'confirm-now', id: '55' }],
    ['an id with url', { id: 55, url: 'https://pagos.example/cvv/1' }, { kind: 'ask-security-code', id: '55', url: 'https://pagos.example/cvv/1' }],
    ['nothing', {}, { kind: 'generic-error' }],
  ])('%s', (_, body, outcome) => {
    expect(classifyInit(body)).toEqual(outcome)
  })

  it('reads error before everything else, and error_107 before errores_pagos and id', () => {
    expect(classifyInit({ error: 'A', error_107: 'B', errores_pagos: ['C'], id: 1 })).toEqual({ kind: 'error', message: 'A' })
    expect(classifyInit({ error_107: 'B', errores_pagos: ['C'], id: 1 })).toEqual({ kind: 'error-107', message: 'B' })
    expect(classifyInit({ errores_pagos: ['C'], id: 1, url: 'https://x.example' })).toEqual({ kind: 'rejected', messages: ['C'], id: '1' })
  })

  it.each([
    ['a body that is not an object', 'texto'],
    ['a list', [1]],
    ['null', null],
    ['empty messages', { error: '  ', errores_pagos: [] }],
    ['an id that is not one', { id: -3 }],
    ['a url that is not a web address', { id: 9, url: 'javascript:alert(1)' }],
  ])('gives the generic error for %s', (_, body) => {
    expect(classifyInit(body)).toEqual({ kind: 'generic-error' })
  })
})

describe('classifyConfirm (finalizar)', () => {
  it.each([
    ['charged', { ok: true, id: 5, estado: 'confirmado' }, { kind: 'ok' }],
    ['rejected by the provider', { id: 5, errores_pagos: ['Código de seguridad incorrecto'] }, { kind: 'rejected', messages: ['Código de seguridad incorrecto'] }],
    ['an error', { error: 'Pasarela no disponible' }, { kind: 'error', message: 'Pasarela no disponible' }],
    ['a 409 refusal', { detail: 'El pago espera el código de seguridad de la tarjeta' }, { kind: 'error', message: 'El pago espera el código de seguridad de la tarjeta' }],
    ['rejection before error, as the provider decided', { error: 'X', errores_pagos: 'Y' }, { kind: 'rejected', messages: ['Y'] }],
    ['nothing readable', {}, { kind: 'error', message: null }],
    ['ok that is not true', { ok: 'true' }, { kind: 'error', message: null }],
    ['not an object', 'ok', { kind: 'error', message: null }],
  ])('%s', (_, body, outcome) => {
    expect(classifyConfirm(body)).toEqual(outcome)
  })
})

describe('messageList', () => {
  it('takes a string or a list and keeps the non-empty texts', () => {
    expect(messageList('A')).toEqual(['A'])
    expect(messageList(['A', '', 3, ' B '])).toEqual(['A', 'B'])
    expect(messageList(undefined)).toEqual([])
  })
})
