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
          fechahora: '23-11-2026 09:30',
          medico: 'Dra. Laura Méndez',
          filial: 'Sede Central',
          especialidad: 'Medicina General',
        },
        {
          id: 2,
          fechahora: '01-12-2026 16:00',
          medico: 'Dr. Martín Silva',
          filial: 'Filial Ciudad de la Costa',
          especialidad: 'Cardiología',
        },
      ],
    })
    expect(await medical('23456783')).toMatchObject({
      codigo: '00',
      consultas: [{ id: 4, fechahora: '25-11-2026 11:20', especialidad: 'Dermatología' }],
    })
  })

  it("is the medical agenda's: each upcoming appointment is a slot of its doctor's calendar, not offered to anyone", async () => {
    // Laura Méndez's calendar 1001 (Sede Central, weekdays every 15 minutes) and Martín Silva's 3001 (Ciudad de la
    // Costa, Tuesday and Thursday afternoons): the 09:30 and the 16:00 slots are Ana's.
    const offered = async (url: string) => {
      const res = await appointments.sandbox.sendJson('/api/agenda/fetch-availability/', 'POST', { url }, {
        authorization: `Bearer ${await appointments.sandbox.login('34567894')}`,
      })
      expect(res.status).toBe(200)
      return ((await res.json()) as Array<{ comienzo: string; nro_calendario: number }>).map(
        (t) => `${t.nro_calendario} ${t.comienzo.slice(0, 16)}`,
      )
    }
    const monday = await offered('disponibilidad/1/1/23-11-2026/23-11-2026/')
    expect(monday).toEqual(expect.arrayContaining(['1001 2026-11-23T09:15', '1001 2026-11-23T09:45']))
    expect(monday).not.toContain('1001 2026-11-23T09:30')
    const tuesday = await offered('disponibilidad/2/3/01-12-2026/01-12-2026/')
    expect(tuesday).toEqual(expect.arrayContaining(['3001 2026-12-01T15:40', '3001 2026-12-01T16:20']))
    expect(tuesday).not.toContain('3001 2026-12-01T16:00')
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
    insert.run(11, '2026-11-23T09:00', 'reservada')

    const ids = async () =>
      ((await medical('12345672')) as { consultas: Array<{ id: number }> }).consultas.map((c) => c.id)
    expect(await ids()).toEqual([11, 1, 2])
    // 09:29 local: the 09:30 appointment is still ahead.
    await setClock('2026-11-23T12:29:00Z')
    expect(await ids()).toEqual([1, 2])
    await setClock('2026-11-23T09:30:00-03:00')
    expect(await ids()).toEqual([2])
  })

  it('needs a token', async () => {
    expect((await appointments.sandbox.api('/api/agenda/fetch-medical-appointments')).status).toBe(401)
  })
})
