import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox, TEST_NOW, type TestSandbox } from '../../test-support'

// With the clock at TEST_NOW (2026-11-20 09:00 in Montevideo) the seed dates Ana's consultations 2026-11-22 09:30,
// 2026-11-29 16:00 and 2026-10-31 (past), Bruno's 2026-11-24 11:15, and Ana's reservations 2026-11-25 10:30,
// 2026-12-02 15:00 and a cancelled one on 2026-11-27.
const SEDE_CENTRAL = {
  id: 1,
  descripcion: 'Sede Central',
  sectors: [
    { id: 11, description: 'Farmacia' },
    { id: 12, description: 'Atención al socio' },
    { id: 13, description: 'Laboratorio - extracciones' },
  ],
}

let sandbox: TestSandbox
const tokens: Record<string, string> = {}

beforeAll(async () => {
  sandbox = await startTestSandbox()
  for (const ci of ['12345672', '23456783', '34567894', '78901238']) tokens[ci] = await sandbox.login(ci)
})

let clockMoved = false

/** Moves the clock and logs Ana in again, since her token expires 15 minutes after TEST_NOW. */
async function setClock(now: string) {
  clockMoved = now !== TEST_NOW
  await sandbox.sendJson('/sandbox/clock', 'PUT', { now })
  tokens['12345672'] = await sandbox.login('12345672')
}

afterEach(async () => {
  if (clockMoved) await setClock(TEST_NOW)
  sandbox.db.prepare('DELETE FROM consultas WHERE id > 4').run()
  sandbox.db.prepare('DELETE FROM reservas_administrativas WHERE id IN (10, 11)').run()
})

afterAll(async () => {
  await sandbox.close()
})

async function getAs(ci: string, pathname: string): Promise<unknown> {
  const res = await sandbox.getWithToken(pathname, tokens[ci] ?? '')
  expect(res.status).toBe(200)
  return res.json()
}

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
    const insert = sandbox.db.prepare(
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
    expect((await sandbox.api('/api/agenda/fetch-admin-appointments')).status).toBe(401)
  })
})
