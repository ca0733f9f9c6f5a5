import { describe, expect, it } from 'vitest'
import { commonErrors } from '~/copy/errors/common'
import { paymentMethodsProblem } from './payment-methods-problem'

describe('paymentMethodsProblem (BR21)', () => {
  it.each([
    ['payment errors, from a string or a list', { erroresPagos: ['Tarjeta vencida'] }, { tone: 'error', messages: ['Tarjeta vencida'] }],
    ['several payment errors', { erroresPagos: ['A', 'B'] }, { tone: 'error', messages: ['A', 'B'] }],
    ['warnings', { warningPagos: ['Revise su tarjeta'] }, { tone: 'warning', messages: ['Revise su tarjeta'] }],
    ['errors before warnings', { erroresPagos: ['A'], warningPagos: ['W'] }, { tone: 'error', messages: ['A'] }],
    ['the API detail', { message: 'Mantenimiento' }, { tone: 'error', messages: ['Mantenimiento'] }],
    ['nothing', {}, { tone: 'error', messages: [commonErrors.generic] }],
  ])('%s', (_, info, problem) => {
    expect(paymentMethodsProblem(info)).toEqual(problem)
  })
})
