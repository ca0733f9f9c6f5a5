import { describe, expect, it } from 'vitest'
import { TEST_NOW, useAppointmentsSandbox } from '../../test-support'

const appointments = useAppointmentsSandbox()
const { getAs, setClock } = appointments

const medical = (ci: string) => getAs(ci, '/api/agenda/fetch-medical-appointments')

describe('GET /api/agenda/fetch-medical-appointments', () => {
  it("lists the user's upcoming appointments, earliest first, without past ones", async () => {
    expect(await medical('12345672')).toEqual({
      codigo: '00',
      datetime: TEST_NOW,
      consultas: [
        {
          id: 1,
          fechahora: '22-11-2026 09:30',
          medico: 'Dra. Laura Méndez',
          filial: 'Sede Central',
          especialidad: 'Medicina general',
        },
        {
          id: 2,
          fechahora: '29-11-2026 16:00',
          medico: 'Dr. Martín Silva',
          filial: 'Filial Ciudad de la Costa',
          especialidad: 'Cardiología',
        },
      ],
    })
    expect(await medical('23456783')).toMatchObject({
      codigo: '00',
      consultas: [{ id: 4, fechahora: '24-11-2026 11:15', especialidad: 'Dermatología' }],
    })
  })

  it('answers code 00 with an empty list for a user without appointments', async () => {
    expect(await medical('34567894')).toEqual({ codigo: '00', datetime: TEST_NOW, consultas: [] })
  })

  it('answers code 01 for the minor the agenda system has no record of', async () => {
    expect(await medical('78901238')).toEqual({ codigo: '01', datetime: TEST_NOW, consultas: [] })
  })

  it('leaves out cancelled appointments and those that already started, in Montevideo time', async () => {
    const insert = appointments.sandbox.db.prepare(
      `INSERT INTO consultas (id, afiliado_id, fecha_hora, medico, filial, especialidad, estado)
       VALUES (?, 1, ?, 'Dr. Prueba', 'Sede Central', 'Pediatría', ?)`,
    )
    insert.run(10, '2026-11-23T08:00', 'cancelada')
    insert.run(11, '2026-11-22T09:00', 'reservada')

    const ids = async () =>
      ((await medical('12345672')) as { consultas: Array<{ id: number }> }).consultas.map((c) => c.id)
    expect(await ids()).toEqual([11, 1, 2])
    // 09:29 local: the 09:30 appointment is still ahead.
    await setClock('2026-11-22T12:29:00Z')
    expect(await ids()).toEqual([1, 2])
    await setClock('2026-11-22T09:30:00-03:00')
    expect(await ids()).toEqual([2])
  })

  it('needs a token', async () => {
    expect((await appointments.sandbox.api('/api/agenda/fetch-medical-appointments')).status).toBe(401)
  })
})
