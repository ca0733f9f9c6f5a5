import { describe, expect, it } from 'vitest'
import { readUpstreamError } from './errors'

describe('readUpstreamError', () => {
  it('reads a string body first', () => {
    expect(readUpstreamError(400, 'El enlace expiró')).toEqual({ status: 400, message: 'El enlace expiró', messageFrom: 'body' })
  })

  it('then .error, then .details[0], then .detail', () => {
    expect(readUpstreamError(400, { error: 'Token inválido', details: ['Muy común'], detail: 'x' }).message).toBe(
      'Token inválido',
    )
    expect(readUpstreamError(400, { details: ['Muy común', 'Muy corta'], detail: 'x' }).message).toBe('Muy común')
    expect(readUpstreamError(500, { detail: 'Mantenimiento' }).message).toBe('Mantenimiento')
  })

  it('says where the message was found', () => {
    const from = (body: unknown) => readUpstreamError(400, body).messageFrom
    expect([from('Texto'), from({ error: 'a' }), from({ details: ['b'] }), from({ detail: 'c' }), from({ data: { error: 'd' } })]).toEqual([
      'body',
      'error',
      'details',
      'detail',
      'data.error',
    ])
    // An .error that is no message for people gives way to the next field.
    expect(readUpstreamError(400, { error: '<b>x</b>', details: ['Muy corta'] })).toMatchObject({ message: 'Muy corta', messageFrom: 'details' })
    expect(from({})).toBeUndefined()
    expect(readUpstreamError(500, 'Servicio caído')).not.toHaveProperty('messageFrom')
  })

  it('reads the administrative booking refusal .data.error last', () => {
    expect(readUpstreamError(409, { data: { error: 'Cupo agotado' } })).toEqual({ status: 409, message: 'Cupo agotado', messageFrom: 'data.error' })
    expect(readUpstreamError(400, { detail: 'Primero', data: { error: 'Segundo' } }).message).toBe('Primero')
    expect(readUpstreamError(400, { data: ['Cupo agotado'] }).message).toBeUndefined()
  })

  it('has no message when the body carries none', () => {
    expect(readUpstreamError(400, {})).toEqual({ status: 400 })
    expect(readUpstreamError(502, undefined)).toEqual({ status: 502 })
    expect(readUpstreamError(400, ['a'])).toEqual({ status: 400 })
  })

  it('never passes on an HTML page or an overlong text as a message', () => {
    expect(readUpstreamError(502, '<html><body>Bad gateway</body></html>').message).toBeUndefined()
    expect(readUpstreamError(400, 'x'.repeat(501)).message).toBeUndefined()
    expect(readUpstreamError(400, { error: '   ' }).message).toBeUndefined()
  })

  it('reads the login fields signCount and isBlocked', () => {
    expect(readUpstreamError(400, { detail: 'Credenciales inválidas', signCount: 2 })).toEqual({
      status: 400,
      message: 'Credenciales inválidas',
      messageFrom: 'detail',
      signCount: 2,
    })
    expect(readUpstreamError(400, { isBlocked: true, signCount: '0' })).toEqual({
      status: 400,
      isBlocked: true,
      signCount: 0,
    })
  })

  it('reads errores_pagos as a list whether upstream sent a string or a list', () => {
    expect(readUpstreamError(400, { errores_pagos: 'Tarjeta vencida' }).erroresPagos).toEqual(['Tarjeta vencida'])
    expect(readUpstreamError(400, { errores_pagos: ['A', 'B'] }).erroresPagos).toEqual(['A', 'B'])
    expect(readUpstreamError(400, { warning_pagos: 'Revise su tarjeta' }).warningPagos).toEqual(['Revise su tarjeta'])
  })

  it('reads error_107', () => {
    expect(readUpstreamError(400, { error_107: 'Tarjeta no habilitada' }).error107).toBe('Tarjeta no habilitada')
  })

  describe('only the API\'s own words reach a page', () => {
    it.each([
      [500, 'Internal Server Error'],
      [500, 'Servicio caído'],
      [502, '502 Bad Gateway'],
      [503, 'Service Unavailable'],
      [504, 'Gateway Time-out'],
    ])('no message from the bare text of a %i answer (%s)', (status, body) => {
      expect(readUpstreamError(status, body)).toEqual({ status })
    })

    it.each([
      [400, 'Bad Request'],
      [404, 'Not Found'],
      [413, 'Request Entity Too Large'],
      [429, 'Too Many Requests'],
    ])('no message from a reason phrase as the body of a %i (%s)', (status, body) => {
      expect(readUpstreamError(status, body).message).toBeUndefined()
    })

    it('no message from a reason phrase in a JSON field', () => {
      expect(readUpstreamError(404, { detail: 'Not found.' }).message).toBeUndefined()
      expect(readUpstreamError(500, { error: 'Internal Server Error' }).message).toBeUndefined()
      expect(readUpstreamError(400, { error: 'Error: Bad Request', detail: 'Datos inválidos' }).message).toBe('Datos inválidos')
      expect(readUpstreamError(400, { errores_pagos: ['Forbidden', 'Tarjeta vencida'] }).erroresPagos).toEqual(['Tarjeta vencida'])
    })

    it('keeps the API\'s messages, from a JSON error answer or a 4xx text', () => {
      expect(readUpstreamError(400, 'No se pudo enviar el SMS.').message).toBe('No se pudo enviar el SMS.')
      expect(readUpstreamError(409, { data: { error: 'El horario ya no está disponible' } }).message).toBe('El horario ya no está disponible')
      expect(readUpstreamError(400, { error: 'No encontrado' }).message).toBe('No encontrado')
    })
  })
})
