import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { formFallback } from '~/copy/forms'
import { parseForm } from './parse-form.server'

const form = (pairs: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of pairs) data.append(name, value)
  return data
}
const errorsOf = (pairs: [string, string][], schema: z.ZodTypeAny) => {
  const submission = parseForm(form(pairs), schema)
  return submission.status === 'success' ? null : submission.error
}

describe('parseForm', () => {
  const unsaid = z.object({ ci: z.string(), kind: z.enum(['a', 'b']) })
  const said = z.object({ ci: z.string({ required_error: 'Ingrese su cédula', invalid_type_error: 'Ingrese una sola cédula' }) })

  it('says in Spanish what a schema left to zod: a missing field, a repeated one, a value not offered', () => {
    expect(errorsOf([], unsaid)).toEqual({ ci: [formFallback.required], kind: [formFallback.required] })
    expect(errorsOf([['ci', '1'], ['ci', '2'], ['kind', 'z']], unsaid)).toEqual({ ci: [formFallback.oneValue], kind: [formFallback.invalid] })
  })

  it("keeps the schema's own words", () => {
    expect(errorsOf([], said)).toEqual({ ci: ['Ingrese su cédula'] })
    expect(errorsOf([['ci', '1'], ['ci', '2']], said)).toEqual({ ci: ['Ingrese una sola cédula'] })
    expect(errorsOf([['ci', 'ab']], z.object({ ci: z.string().min(3, 'Muy corta') }))).toEqual({ ci: ['Muy corta'] })
  })
})
