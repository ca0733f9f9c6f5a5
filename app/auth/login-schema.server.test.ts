import { describe, expect, it } from 'vitest'
import { login } from '~/copy/login'
import { LoginSchema } from './login-schema.server'

describe('LoginSchema', () => {
  it('hands on the cédula in its one spelling, for the limit and the API alike', () => {
    for (const ci of ['07654323', '765432-3', '765.4323', ' 7654323 ']) {
      expect(LoginSchema.parse({ ci, password: 'x' }).ci).toBe('7654323')
    }
  })

  it('counts a cédula of only spaces as not typed', () => {
    const result = LoginSchema.safeParse({ ci: '   ', password: 'x' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([login.ciRequired])
  })
})
