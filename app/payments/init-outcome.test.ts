import { describe, expect, it } from 'vitest'
import { classifyInit, messageList } from './init-outcome'

describe('classifyInit (BR19, in the spec order)', () => {
  it.each([
    ['error', { error: 'Monto inválido' }, { kind: 'error', message: 'Monto inválido' }],
    ['error_107', { error_107: 'Tarjeta sin fondos' }, { kind: 'error-107', message: 'Tarjeta sin fondos' }],
    ['errores_pagos as a list', { errores_pagos: ['Tarjeta rechazada'] }, { kind: 'rejected', messages: ['Tarjeta rechazada'] }],
    ['errores_pagos as a string', { errores_pagos: 'Tarjeta vencida' }, { kind: 'rejected', messages: ['Tarjeta vencida'] }],
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
    expect(classifyInit({ errores_pagos: ['C'], id: 1, url: 'https://x.example' })).toEqual({ kind: 'rejected', messages: ['C'] })
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

describe('messageList', () => {
  it('takes a string or a list and keeps the non-empty texts', () => {
    expect(messageList('A')).toEqual(['A'])
    expect(messageList(['A', '', 3, ' B '])).toEqual(['A', 'B'])
    expect(messageList(undefined)).toEqual([])
  })
})
