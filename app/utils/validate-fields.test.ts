import { describe, expect, it } from 'vitest'
import { validation } from '~/copy/errors'
import { validateFields } from './validate-fields'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

const rules = { ci: { required: 'Ingrese su cédula', type: 'CI' as const }, nota: { type: 'TEXT' as const } }

describe('validateFields', () => {
  it('reports the required message of an empty field', () => {
    expect(validateFields(form({ ci: '  ' }), rules).reply().error).toEqual({ ci: ['Ingrese su cédula'] })
  })

  it('applies the input type rules to a filled field', () => {
    expect(validateFields(form({ ci: '12345673' }), rules).reply().error).toEqual({ ci: [validation.invalidCi] })
  })

  it('has no error when every rule holds; an empty optional field is fine', () => {
    const submission = validateFields(form({ ci: '12345672' }), rules)
    expect(submission.status).toBe('success')
  })
})
