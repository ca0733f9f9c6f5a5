import { describe, expect, it } from 'vitest'
import { useAppointmentsSandbox } from '../../test-support'

const SEDE_CENTRAL = {
  id: 1,
  descripcion: 'Sede Central',
  sectors: [
    { id: 11, description: 'Farmacia' },
    { id: 12, description: 'Atención al socio' },
    { id: 13, description: 'Laboratorio - extracciones' },
  ],
}

const appointments = useAppointmentsSandbox()
const { getAs, setClock } = appointments

const admin = (ci: string) => getAs(ci, '/api/agenda/fetch-admin-appointments')

describe('GET /api/agenda/fetch-admin-appointments', () => {
  it("lists the user's upcoming, not cancelled reservations earliest first, with the branch's sectors", async () => {
    expect(await admin('12345672')).toEqual([
      {
        id: 1,
        description: 'Farmacia - Fila general',
        fechaReserva: '2026-11-25T10:30:00',
        fechaReservaFormatString: '25/11/2026 10:30',
        idTramite: 50231,
        nombreSector: 'Farmacia',
        numeroLlamado: 'F-012',
        sucursal: SEDE_CENTRAL,
        status: 'reserved',
      },
      {
        id: 2,
        description: 'Atención al socio - Fila general',
        fechaReserva: '2026-12-02T15:00:00',
        fechaReservaFormatString: '02/12/2026 15:00',
        idTramite: 50232,
        nombreSector: 'Atención al socio',
        numeroLlamado: 'A-003',
        sucursal: SEDE_CENTRAL,
        status: 'confirmed',
      },
    ])
    expect(await admin('23456783')).toEqual([])
  })

  it('shows pending payments, names the sector alone without a row, and drops past reservations', async () => {
    const insert = appointments.sandbox.db.prepare(
      `INSERT INTO reservas_administrativas (id, afiliado_ci, sucursal_id, sector_id, fila_id, fecha, hora,
         numero_llamado, id_tramite, estado, creada_en)
       VALUES (?, '12345672', 4, 43, NULL, ?, ?, 'C-001', 60001, ?, '2026-11-19T12:00:00.000Z')`,
    )
    insert.run(10, '2026-11-20', '08:59:59', 'reserved')
    insert.run(11, '2026-11-20', '09:00:01', 'pendingPayment')

    const list = (await admin('12345672')) as Array<Record<string, unknown>>
    expect(list.map((r) => r.id)).toEqual([11, 1, 2])
    expect(list[0]).toMatchObject({
      description: 'Cobranzas',
      fechaReservaFormatString: '20/11/2026 09:00',
      nombreSector: 'Cobranzas',
      status: 'pendingPayment',
      sucursal: { id: 4, descripcion: 'Filial Maldonado', sectors: [{ id: 41 }, { id: 42 }, { id: 43 }] },
    })

    await setClock('2026-11-25T10:30:00-03:00')
    expect(((await admin('12345672')) as Array<{ id: number }>).map((r) => r.id)).toEqual([2])
  })

  it('needs a token', async () => {
    expect((await appointments.sandbox.api('/api/agenda/fetch-admin-appointments')).status).toBe(401)
  })
})
