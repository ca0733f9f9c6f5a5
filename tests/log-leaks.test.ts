import { describe, expect, it } from 'vitest'
import { findLeaks, personalDataOf, type PersonalData } from './log-leaks'

const data: PersonalData = {
  cedulas: ['12345672', '07654323'],
  phones: ['099123456', '24012345'],
  emails: ['ana.perez@example.com'],
  passwords: ['Socio2026'],
}

const kindsIn = (line: string) => findLeaks('portal.log', line, data).map((leak) => leak.kind)

describe('the log leak scanner', () => {
  it.each([
    ['12345672'],
    ['1.234.567-2'],
    ['1234567-2'],
    ['1 234 567 2'],
    ['7654323'],
    ['765.432-3'],
    ['0.765.432-3'],
  ])('finds the cédula written %s', (written) => {
    expect(kindsIn(`{"level":"info","msg":"login","ci":"${written}"}`)).toEqual(['cédula'])
  })

  it.each([['099123456'], ['099 123 456'], ['99123456'], ['+598 99 123 456'], ['00598 99123456'], ['2401 2345']])(
    'finds the phone written %s',
    (written) => {
      expect(kindsIn(`{"msg":"sms","to":"${written}"}`)).toEqual(['teléfono'])
    },
  )

  it.each([['ana.perez@example.com'], ['Ana.Perez@Example.com'], ['ana.perez%40example.com']])('finds the e-mail written %s', (written) => {
    expect(kindsIn(`GET /recuperar?email=${written}`)).toEqual(['e-mail'])
  })

  it('finds the password and a JWT', () => {
    expect(kindsIn('{"body":"ci=x&password=Socio2026"}')).toEqual(['contraseña'])
    expect(kindsIn('{"authorization":"Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig"}')).toEqual(['token'])
  })

  it('finds the uid or token of a set-password link, and passes them masked', () => {
    expect(kindsIn('{"msg":"sandbox","path":"/reset-pass-auth/MQ/q3Zp0-Xw_9kLmN2a/"}')).toEqual(['token'])
    expect(kindsIn('GET /set-password?uid=MQ&token=q3Zp0-Xw_9kLmN2a')).toEqual(['token'])
    expect(kindsIn('{"path":"/reset-pass-auth/[redactado]/[redactado]/"}')).toEqual([])
    expect(kindsIn('{"url":"/set-password?uid=[redactado]&token=[redactado]"}')).toEqual([])
    expect(kindsIn('{"path":"/reset-pass-auth/"}')).toEqual([])
  })

  it('names the file and line of a leak without repeating the data', () => {
    const leaks = findLeaks('logs/portal-worker-1.log', 'first line\n{"ci":"12345672"}\n', data)
    expect(leaks).toEqual([{ file: 'logs/portal-worker-1.log', line: 2, kind: 'cédula' }])
  })

  it('passes the lines a portal writes, redacted and with numbers that are not personal', () => {
    const clean = [
      '{"time":"2026-11-24T05:10:17.123Z","level":"info","msg":"request","requestId":"3f6c2a1e-9b1d-4c3e-8f7a-2d5e6b7c8d9e","method":"POST","path":"/login","status":303,"ms":412}',
      '{"level":"debug","msg":"sandbox","ci":"[redactado]","path":"/api/afiliados/[redactado]"}',
      '{"level":"info","msg":"portal listening","url":"http://localhost:5010","upstream":"http://127.0.0.1:5011"}',
      'reservation 123456721 and 912345672 are other numbers',
    ].join('\n')
    expect(findLeaks('portal.log', clean, data)).toEqual([])
  })
})

describe('the personal data of the run', () => {
  it('comes from the seeded sandbox: every persona with her cédula, phones and e-mail', () => {
    const seeded = personalDataOf([], ['Socio2026'])
    expect(seeded.cedulas).toContain('12345672')
    expect(seeded.emails).toContain('ana.perez@example.com')
    expect(seeded.phones).toEqual(expect.arrayContaining(['24012345', '099123456']))
    expect(seeded.passwords).toEqual(['Socio2026'])
  })
})
