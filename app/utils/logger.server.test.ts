import { afterEach, describe, expect, it } from 'vitest'
import { configureLogger, logger, redact } from './logger.server'

describe('redact', () => {
  it('drops values of sensitive keys', () => {
    expect(
      redact({ password: 'Socio2026', token: 'eyJ', cedula: '12345672', celular: '099123456', path: '/ayuda' }),
    ).toEqual({ password: '[redactado]', token: '[redactado]', cedula: '[redactado]', celular: '[redactado]', path: '/ayuda' })
  })

  it("drops a wizard's draft, signed or not (the self-test's answers are never logged)", () => {
    expect(redact({ borrador: 'eyJyZXNwdWVzdGFzIjpbXX0.firma', draft: { modo: 'rapida' } })).toEqual({ borrador: '[redactado]', draft: '[redactado]' })
  })

  it("drops an attached file's name and content, by key and as a data URL in any text", () => {
    expect(redact({ archivo: { name: 'historia.pdf' }, nombre_archivo: 'historia.pdf', solicitud_externa: 'data:application/pdf;base64,JVBERi0=' })).toEqual({
      archivo: '[redactado]',
      nombre_archivo: '[redactado]',
      solicitud_externa: '[redactado]',
    })
    expect(redact('body {"x":"data:image/png;base64,iVBORw0KGgo+/="} end')).toBe('body {"x":"[archivo]"} end')
  })

  it('masks document numbers, phones and e-mails inside any text', () => {
    expect(redact('login fallido 1.234.567-2 ana@example.com tel 099 123 456')).toBe(
      'login fallido [redactado] [email] tel [redactado]',
    )
  })

  it('keeps short numbers, addresses and request ids', () => {
    expect(redact({ status: 503, msg: 'tardó 1500 ms' })).toEqual({ status: 503, msg: 'tardó 1500 ms' })
    expect(redact('http://127.0.0.1:3001')).toBe('http://127.0.0.1:3001')
  })

  it('masks a document number right after a letter or `_`, as a path whose `%ff` became `%25ff` has it', () => {
    expect(redact('/ayuda/%25ff12345672')).toBe('/ayuda/%25ff[redactado]')
    expect(redact('/ayuda/x12345672')).toBe('/ayuda/x[redactado]')
    expect(redact('/ayuda/%25ff_1.234.567-2')).toBe('/ayuda/%25ff_[redactado]')
    // The safety net errs on masking: an id inside a text may lose a run of digits (a whole id is kept, below).
    expect(redact('pedido c7a016fd-632e-4e73-b123456-d390dba')).toBe('pedido c7a016fd-632e-4e73-b[redactado]-d390dba')
  })

  it('keeps timestamps and request ids whole, digits and all', () => {
    const fields = { at: '2026-11-22T03:57:39.894Z', day: '2026-11-22', requestId: '23f17756-5431-4098-8cf4-04c4cb2e3104' }
    expect(redact(fields)).toEqual(fields)
    expect(redact('llamó el 2026-11-22 desde 099 123 456')).toBe('llamó el [redactado] desde [redactado]')
  })

  it('masks the uid and token of a set-password link, in the API path and in a page address', () => {
    const token = 'q3Zp0-Xw_9kLmN2aBcD4eFgH5iJ6kL7mN8oP9qR0sTu'
    expect(redact({ method: 'POST', path: `/reset-pass-auth/MQ/${token}/`, status: 400 })).toEqual({
      method: 'POST',
      path: '/reset-pass-auth/[redactado]/[redactado]/',
      status: 400,
    })
    expect(redact('POST /reset-pass-auth/Mjc/abc answered 400')).toBe('POST /reset-pass-auth/[redactado]/[redactado] answered 400')
    expect(redact(`/set-password?uid=MQ&token=${token}`)).toBe('/set-password?uid=[redactado]&token=[redactado]')
    expect(redact(`https://portal/set-password?TOKEN=${token}&uid=MQ#x`)).toBe('https://portal/set-password?TOKEN=[redactado]&uid=[redactado]#x')
    // The request of a reset link itself carries nothing secret in its path.
    expect(redact({ path: '/reset-pass-auth/' })).toEqual({ path: '/reset-pass-auth/' })
  })

  it('reduces errors to their name and redacted message', () => {
    expect(redact(new Error('no existe 12345672'))).toEqual({ name: 'Error', message: 'no existe [redactado]' })
  })
})

describe('logger', () => {
  afterEach(() => configureLogger({ level: 'info', write: (line) => process.stdout.write(`${line}\n`) }))

  it('writes one JSON line per event without personal data', () => {
    const lines: string[] = []
    configureLogger({ level: 'info', write: (line) => lines.push(line) })
    logger.info('request', { method: 'GET', path: '/ayuda', authorization: 'Bearer abc' })
    logger.debug('hidden below the level')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', msg: 'request', path: '/ayuda', authorization: '[redactado]' })
  })
})
