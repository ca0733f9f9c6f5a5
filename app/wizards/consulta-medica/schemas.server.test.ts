import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { DraftSchema, FechaSchema, MedioPagoSchema, ReservaWebSchema, TurnoSchema } from './schemas.server'

/** A form as the browser posts it, parsed the way a step's action does. */
function parse(schema: Parameters<typeof parseWithZod>[1]['schema'], fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const submission = parseWithZod(form, { schema })
  return submission.status === 'success' ? { value: submission.value } : { errors: submission.error }
}

describe('reserva-web (C35)', () => {
  it('takes a quick booking without a doctor, and a doctor with Elegir médico', () => {
    expect(parse(ReservaWebSchema, { especialidad: '3', tipoOrden: '31', tipoReserva: 'rapida' })).toEqual({
      value: { especialidad: 3, tipoOrden: 31, tipoReserva: 'rapida' },
    })
    expect(parse(ReservaWebSchema, { especialidad: '3', tipoOrden: '31', tipoReserva: 'medico', profesional: '2' })).toEqual({
      value: { especialidad: 3, tipoOrden: 31, tipoReserva: 'medico', profesional: 2 },
    })
  })

  it('asks for the specialty and the kind in Spanish; an order type or doctor not on the page is left to the step', () => {
    expect(parse(ReservaWebSchema, {})).toEqual({
      errors: {
        especialidad: ['Seleccione una especialidad'],
        tipoReserva: ['Seleccione el tipo de reserva'],
      },
    })
    // The step's answer takes the specialty's first order type, and asks for the doctor once the page shows them.
    expect(parse(ReservaWebSchema, { especialidad: '3', tipoReserva: 'medico' })).toEqual({
      value: { especialidad: 3, tipoReserva: 'medico' },
    })
    expect(parse(ReservaWebSchema, { especialidad: '3', tipoOrden: 'x', tipoReserva: 'rapida' })).toEqual({
      errors: { tipoOrden: ['Seleccione un tipo de orden'] },
    })
  })

  it('reads an id that is not one as nothing chosen', () => {
    for (const especialidad of ['x', '-3', '0', '1.5', '99999999999']) {
      expect(parse(ReservaWebSchema, { especialidad, tipoOrden: '31', tipoReserva: 'rapida' }), especialidad).toEqual({
        errors: { especialidad: ['Seleccione una especialidad'] },
      })
    }
    expect(parse(ReservaWebSchema, { especialidad: '3', tipoOrden: '31', tipoReserva: 'cualquiera' })).toEqual({
      errors: { tipoReserva: ['Seleccione el tipo de reserva'] },
    })
  })
})

describe('the slot, the day and the method (A57)', () => {
  it('reads a slot key into the ids the draft keeps', () => {
    expect(parse(TurnoSchema, { turno: '3001_4_2026-11-24T15:00' })).toEqual({
      value: { turno: { nroCalendario: 3001, nroOrden: 4, comienzo: '2026-11-24T15:00' } },
    })
    for (const turno of ['', '3001_4', '3001_4_2026-11-31T15:00', `${'9'.repeat(70)}`]) {
      expect(parse(TurnoSchema, { turno }), turno).toEqual({ errors: { turno: ['Seleccione un horario'] } })
    }
  })

  it('takes a real day only', () => {
    expect(parse(FechaSchema, { fecha: '2026-11-24' })).toEqual({ value: { fecha: '2026-11-24' } })
    expect(parse(FechaSchema, { fecha: '24/11/2026' })).toEqual({ errors: { fecha: ['Seleccione una fecha'] } })
  })

  it('takes one of the three methods', () => {
    expect(parse(MedioPagoSchema, { medioPago: 'redpagos' })).toEqual({ value: { medioPago: 'redpagos' } })
    for (const fields of [{}, { medioPago: 'tarjeta' }] as Array<Record<string, string>>) {
      expect(parse(MedioPagoSchema, fields)).toEqual({ errors: { medioPago: ['Seleccione un medio de pago'] } })
    }
  })
})

describe('the draft', () => {
  it('keeps ids, never display values', () => {
    const draft = {
      especialidad: 3,
      tipoOrden: 31,
      reservaRapida: false,
      profesional: 2,
      fecha: '2026-11-24',
      turno: { nroCalendario: 3001, nroOrden: 4, comienzo: '2026-11-24T15:00' },
      convenio: { id: 2, costo: 450 },
      medioPago: 'online',
    }
    expect(DraftSchema.parse(draft)).toEqual(draft)
    expect(DraftSchema.safeParse({ ...draft, turno: { ...draft.turno, comienzo: '2026-11-24T9:00' } }).success).toBe(false)
    expect(DraftSchema.safeParse({ ...draft, convenio: { id: 2, costo: 0 } }).success).toBe(false)
    // Unknown keys (a doctor's name, say) are not kept.
    expect(DraftSchema.parse({ ...draft, nombreProfesional: 'Martín Silva' })).toEqual(draft)
  })
})
