import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../lib/passwords'
import { databaseFile, openDatabase, readJwtSecret, resetSandbox, type Db, type OpenOptions } from './index'
import { migrations } from './migrations/index'

const dirs: string[] = []
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-db-'))
  dirs.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

// 20 November 2026, 09:00 in Montevideo: the dated demo rows are placed relative to it.
const NOW = new Date('2026-11-20T12:00:00Z')

// Seeding hashes seven passwords with scrypt; read-only checks share one database to keep the run short.
let sharedDir: string
let seeded: Db
beforeAll(() => {
  sharedDir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-db-shared-'))
  seeded = openDatabase(sharedDir, { now: NOW })
})
afterAll(() => {
  seeded.close()
  rmSync(sharedDir, { recursive: true, force: true })
})

function withDb<T>(dir: string, fn: (db: Db) => T, options: OpenOptions = { now: NOW }): T {
  const db = openDatabase(dir, options)
  try {
    return fn(db)
  } finally {
    db.close()
  }
}

const schema = (db: Db) => db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY type, name').all()
const count = (db: Db, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n

const SEEDED_TABLES = [
  'afiliados',
  'accounts',
  'permisos',
  'grupos_pago',
  'grupo_pago_miembros',
  'faqs',
  'flags',
  'versiones',
  'version_notas',
  'consultas',
  'sucursales',
  'sectores',
  'filas',
  'reservas_administrativas',
  'combinaciones_no_permitidas',
  'agenda_horarios',
  'pasarela_tarjetas',
  'medios_pago',
  'deudas',
  'deuda_cuotas',
  'deuda_ordenes',
  'deuda_medicamentos',
  'deuda_medicamento_items',
]

describe('migrations', () => {
  it('have unique, ascending versions', () => {
    const versions = migrations.map((m) => m.version)
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b))
  })

  it('are all recorded in schema_migrations, with WAL and foreign keys on', () => {
    expect(seeded.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()).toEqual(
      migrations.map(({ version, name }) => ({ version, name })),
    )
    expect(seeded.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(seeded.pragma('foreign_keys', { simple: true })).toBe(1)
  })

  it('are idempotent and a reopened database is not seeded again', () => {
    const dir = tempDir()
    const first = withDb(dir, (db) => {
      expect(readJwtSecret(db)).not.toBe(readJwtSecret(seeded))
      // A change made after the seed must survive the restart.
      db.prepare('DELETE FROM faqs WHERE orden = 1').run()
      db.prepare('DELETE FROM consultas WHERE id = 1').run()
      return {
        schema: schema(db),
        migrations: db.prepare('SELECT * FROM schema_migrations').all(),
        secret: readJwtSecret(db),
      }
    })
    // Another day: the dated rows must not be added again either.
    withDb(
      dir,
      (db) => {
        expect(schema(db)).toEqual(first.schema)
        expect(db.prepare('SELECT * FROM schema_migrations').all()).toEqual(first.migrations)
        expect(count(db, 'afiliados')).toBe(8)
        expect(count(db, 'faqs')).toBe(7)
        expect(count(db, 'consultas')).toBe(3)
        expect(count(db, 'reservas_administrativas')).toBe(9)
        expect(count(db, 'agenda_horarios')).toBe(74)
        expect(count(db, 'medios_pago')).toBe(3)
        expect(count(db, 'deudas')).toBe(4)
        expect(readJwtSecret(db)).toBe(first.secret)
      },
      { now: new Date('2027-03-01T12:00:00Z') },
    )
  })

  it('bring a database created before the sessions and the agenda up to date, with its demo rows', () => {
    const dir = tempDir()
    const old = new Database(databaseFile(dir))
    old.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    )
    const before = migrations.filter((m) => m.version <= 3)
    for (const m of before) {
      old.exec(m.sql)
      old.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, '2026-01-05T12:00:00.000Z')
    }
    for (const m of before) m.seed?.(old, NOW)
    old.prepare("UPDATE afiliados SET nombre = 'Ana María' WHERE id = 1").run()
    old.close()

    const rows = (db: Db) => ({
      consultas: db.prepare('SELECT * FROM consultas ORDER BY id').all(),
      reservas: db.prepare('SELECT * FROM reservas_administrativas ORDER BY id').all(),
    })
    // 23:59:59 in Montevideo on the same day as NOW: only the local date places the rows.
    withDb(
      dir,
      (db) => {
        expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual(
          migrations.map((m) => m.version),
        )
        expect(db.prepare('SELECT nombre FROM afiliados WHERE id = 1').pluck().get()).toBe('Ana María')
        expect(count(db, 'sucursales')).toBe(4)
        expect(rows(db)).toEqual(rows(seeded))
        expect(readJwtSecret(db)).toMatch(/^[\w-]{43}$/)
      },
      { now: new Date('2026-11-21T02:59:59Z') },
    )
  })
})

describe('seed', () => {
  it('is deterministic: two new databases hold identical rows, password hashes included', () => {
    const dump = (db: Db) =>
      Object.fromEntries(SEEDED_TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all()]))
    const a = dump(seeded)
    const b = withDb(tempDir(), dump)
    expect(a).toEqual(b)
    expect(a.accounts).toHaveLength(7)
  })

  it('creates the eight personas, and a portal account with Socio2026 for all but Federico', () => {
    const rows = seeded
      .prepare(
        `SELECT a.ci, a.nombre || ' ' || a.apellido AS nombre, c.password_hash
         FROM afiliados a LEFT JOIN accounts c ON c.afiliado_id = a.id ORDER BY a.id`,
      )
      .all() as Array<{ ci: string; nombre: string; password_hash: string | null }>
    expect(rows.map((r) => [r.ci, r.nombre])).toEqual([
      ['12345672', 'Ana Pérez'],
      ['23456783', 'Bruno Pérez'],
      ['34567894', 'Carla Gómez'],
      ['45678905', 'Diego Sosa'],
      ['56789016', 'Elena Ruiz'],
      ['67890127', 'Federico Díaz'],
      ['78901238', 'Gabriela Díaz'],
      ['98765438', 'Hugo Martínez'],
    ])
    for (const row of rows) {
      if (row.ci === '67890127') {
        expect(row.password_hash).toBeNull()
        continue
      }
      expect(row.password_hash).toMatch(/^scrypt\$/)
      // The salt comes from the CI, so every new database (in any process) gets the same hash.
      const salt = createHash('sha256').update(`sandbox-seed:${row.ci}`).digest().subarray(0, 16).toString('hex')
      expect(row.password_hash?.split('$')[1], row.ci).toBe(salt)
      expect(verifyPassword('Socio2026', row.password_hash ?? ''), row.ci).toBe(true)
    }
    expect(verifyPassword('Socio2025', rows[0]?.password_hash ?? '')).toBe(false)
  })

  it('has no passkeys and no pending WebAuthn challenge: a passkey needs an authenticator', () => {
    expect(count(seeded, 'credenciales')).toBe(0)
    expect(count(seeded, 'desafios_webauthn')).toBe(0)
  })

  it('gives each persona the state the demo needs', () => {
    const byCi = (ci: string) =>
      seeded.prepare('SELECT * FROM afiliados WHERE ci = ?').get(ci) as Record<string, unknown>
    const account = (ci: string) =>
      seeded.prepare('SELECT c.* FROM accounts c JOIN afiliados a ON a.id = c.afiliado_id WHERE a.ci = ?').get(ci) as
        | Record<string, unknown>
        | undefined

    expect(byCi('45678905').sancionado).toBe(1)
    expect(account('56789016')).toMatchObject({ blocked: 1 })
    expect(account('12345672')).toMatchObject({ blocked: 0, failed_attempts: 0 })
    expect(byCi('98765438').inhabilitado_motivo).toEqual(expect.stringMatching(/\S/))
    expect(byCi('12345672').inhabilitado_motivo).toBeNull()
    expect(byCi('23456783').celular).toMatch(/^09\d{7}$/)
    expect(byCi('34567894').es_staff).toBe(1)

    const gabriela = byCi('78901238')
    expect(gabriela.representante_afiliado_id).toBe(byCi('12345672').id)
    expect(String(gabriela.fecha_nacimiento) > '2008-11-22').toBe(true)

    const group = seeded
      .prepare(
        `SELECT t.ci AS titular, m.ci AS miembro FROM grupos_pago g
         JOIN afiliados t ON t.id = g.titular_afiliado_id
         JOIN grupo_pago_miembros gm ON gm.grupo_id = g.id
         JOIN afiliados m ON m.id = gm.afiliado_id`,
      )
      .all()
    expect(group).toEqual([{ titular: '12345672', miembro: '23456783' }])
  })

  it('grants the permissions of checklist A36 per persona', () => {
    const permisos = (ci: string) =>
      (
        seeded
          .prepare(
            'SELECT p.nombre FROM permisos p JOIN afiliados a ON a.id = p.afiliado_id WHERE a.ci = ? ORDER BY p.nombre',
          )
          .all(ci) as Array<{ nombre: string }>
      ).map((p) => p.nombre)
    expect(permisos('12345672')).toEqual([
      'gestion_claves_acceso',
      'puede_usar_ecommerce_medicamentos',
      'puede_usar_login_biometrico',
      'recetas_comprar',
      'recetas_ver',
    ])
    expect(permisos('23456783')).toEqual(['puede_usar_ecommerce_medicamentos', 'recetas_comprar', 'recetas_ver'])
    expect(permisos('34567894')).toEqual([
      'puede_usar_ecommerce_call_center',
      'puede_usar_ecommerce_medicamentos',
      'recetas_comprar',
      'recetas_ver',
    ])
    for (const ci of ['45678905', '56789016', '78901238', '98765438']) {
      expect(permisos(ci), ci).toEqual(['puede_usar_ecommerce_medicamentos'])
    }
  })

  it('seeds the feature flags of checklist A36', () => {
    expect(seeded.prepare('SELECT nombre, habilitado FROM flags ORDER BY nombre').all()).toEqual([
      { nombre: 'COMPRA_MEDICAMENTOS_HABILITADA', habilitado: 1 },
      { nombre: 'CREDENCIALES_DISPOSITIVO', habilitado: 1 },
      { nombre: 'FILTRO_TELEFONICO_AGENDA', habilitado: 1 },
      { nombre: 'LOGIN_BIOMETRICO_ANDROID', habilitado: 1 },
      { nombre: 'LOGIN_BIOMETRICO_IOS', habilitado: 1 },
      { nombre: 'MANTENIMIENTO_MEDICAMENTOS', habilitado: 0 },
      { nombre: 'SOLICITUD_MEDICAMENTOS_CALL_CENTER', habilitado: 1 },
      { nombre: 'SOLICITUD_MEDICAMENTOS_TODOS', habilitado: 0 },
    ])
  })
})

describe('payments seed', () => {
  it("gives Ana's group three cards of three brands, expiring years after now, with the provider's tokens", () => {
    expect(
      seeded
        .prepare(
          `SELECT m.id, m.grupo_id, m.payment_media_id, m.tipo, m.last_4, m.vencimiento, m.titular, t.rechaza_pagos
           FROM medios_pago m JOIN pasarela_tarjetas t ON t.token = m.token ORDER BY m.id`,
        )
        .all(),
    ).toEqual([
      { id: 1, grupo_id: 1, payment_media_id: 2, tipo: 'CreditCard', last_4: '4021', vencimiento: '08/29', titular: 'ANA PEREZ', rechaza_pagos: 0 },
      { id: 2, grupo_id: 1, payment_media_id: 4, tipo: 'CreditCard', last_4: '7788', vencimiento: '03/28', titular: 'ANA PEREZ', rechaza_pagos: 0 },
      { id: 3, grupo_id: 1, payment_media_id: 7, tipo: 'DebitCard', last_4: '5100', vencimiento: '11/30', titular: 'ANA PEREZ', rechaza_pagos: 0 },
    ])
  })

  it('gives Ana one pending debt of each kind and Bruno his fee, dated from now in Montevideo', () => {
    expect(
      seeded
        .prepare(
          `SELECT d.id_transaccion, a.ci, d.tipo, d.importe_centesimos, d.creada_en, d.pagada_en
           FROM deudas d JOIN afiliados a ON a.id = d.afiliado_id ORDER BY d.id_transaccion`,
        )
        .all(),
    ).toEqual([
      { id_transaccion: 70001, ci: '12345672', tipo: 'cuota', importe_centesimos: 215_500, creada_en: '2026-11-01', pagada_en: null },
      { id_transaccion: 70002, ci: '12345672', tipo: 'orden', importe_centesimos: 45_000, creada_en: '2026-11-19', pagada_en: null },
      { id_transaccion: 70003, ci: '12345672', tipo: 'medicamento', importe_centesimos: 55_050, creada_en: '2026-11-18', pagada_en: null },
      { id_transaccion: 70004, ci: '23456783', tipo: 'cuota', importe_centesimos: 190_200, creada_en: '2026-11-01', pagada_en: null },
    ])
    // A fee's parts add up to its total; a package's items to its amount.
    for (const row of seeded
      .prepare(
        `SELECT d.importe_centesimos AS total, c.cuota_social_centesimos + c.fnr_centesimos + c.iva_centesimos AS partes, c.mes
         FROM deudas d JOIN deuda_cuotas c USING (id_transaccion)`,
      )
      .all() as Array<{ total: number; partes: number; mes: string }>) {
      expect(row.partes).toBe(row.total)
      expect(row.mes).toBe('202610')
    }
    expect(
      seeded.prepare('SELECT SUM(importe_centesimos) FROM deuda_medicamento_items WHERE id_transaccion = 70003').pluck().get(),
    ).toBe(55_050)
    expect(seeded.prepare('SELECT fecha_consulta, fecha_emision FROM deuda_ordenes').get()).toEqual({
      fecha_consulta: '2026-12-01',
      fecha_emision: '2026-11-19',
    })
  })

  it('has no payment, invoice or provider session yet', () => {
    for (const table of ['pagos', 'facturas', 'pasarela_sesiones']) expect(count(seeded, table), table).toBe(0)
  })
})

describe('agenda seed', () => {
  it('creates four branches (Las Piedras unavailable), each with sectors and rows', () => {
    expect(seeded.prepare('SELECT id, descripcion, disponible FROM sucursales ORDER BY id').all()).toEqual([
      { id: 1, descripcion: 'Sede Central', disponible: 1 },
      { id: 2, descripcion: 'Filial Ciudad de la Costa', disponible: 1 },
      { id: 3, descripcion: 'Filial Las Piedras', disponible: 0 },
      { id: 4, descripcion: 'Filial Maldonado', disponible: 1 },
    ])
    const perBranch = seeded
      .prepare(
        `SELECT s.sucursal_id, COUNT(DISTINCT s.id) AS sectores, COUNT(f.id) AS filas, MIN(f.id IS NULL) AS completo
         FROM sectores s LEFT JOIN filas f ON f.sector_id = s.id GROUP BY s.sucursal_id ORDER BY s.sucursal_id`,
      )
      .all() as Array<{ sucursal_id: number; sectores: number; filas: number; completo: number }>
    expect(perBranch.map((b) => b.sucursal_id)).toEqual([1, 2, 3, 4])
    for (const branch of perBranch) {
      expect(branch.sectores, String(branch.sucursal_id)).toBeGreaterThanOrEqual(2)
      expect(branch.sectores).toBeLessThanOrEqual(3)
      // Every sector has at least one row, at most two.
      expect(branch.completo).toBe(0)
      expect(branch.filas).toBeLessThanOrEqual(branch.sectores * 2)
    }
  })

  it('dates the demo appointments from now in Montevideo time', () => {
    expect(
      seeded
        .prepare(
          `SELECT c.id, a.ci, c.fecha_hora, c.medico, c.filial, c.especialidad, c.estado
           FROM consultas c JOIN afiliados a ON a.id = c.afiliado_id ORDER BY c.id`,
        )
        .all(),
    ).toEqual([
      {
        id: 1,
        ci: '12345672',
        fecha_hora: '2026-11-23T09:30',
        medico: 'Dra. Laura Méndez',
        filial: 'Sede Central',
        especialidad: 'Medicina General',
        estado: 'reservada',
      },
      {
        id: 2,
        ci: '12345672',
        fecha_hora: '2026-12-01T16:00',
        medico: 'Dr. Martín Silva',
        filial: 'Filial Ciudad de la Costa',
        especialidad: 'Cardiología',
        estado: 'reservada',
      },
      expect.objectContaining({ id: 3, ci: '12345672', fecha_hora: '2026-11-02T10:00' }),
      expect.objectContaining({ id: 4, ci: '23456783', fecha_hora: '2026-11-25T11:20' }),
    ])
    expect(
      seeded
        .prepare(
          `SELECT id, afiliado_ci, sucursal_id, sector_id, fila_id, fecha, hora, numero_llamado, estado
           FROM reservas_administrativas WHERE id <= 3 ORDER BY id`,
        )
        .all(),
    ).toEqual([
      {
        id: 1,
        afiliado_ci: '12345672',
        sucursal_id: 1,
        sector_id: 11,
        fila_id: 111,
        fecha: '2026-11-25',
        hora: '10:30:00',
        numero_llamado: 'F-012',
        estado: 'reserved',
      },
      {
        id: 2,
        afiliado_ci: '12345672',
        sucursal_id: 1,
        sector_id: 12,
        fila_id: 121,
        fecha: '2026-12-02',
        hora: '15:00:00',
        numero_llamado: 'A-003',
        estado: 'confirmed',
      },
      expect.objectContaining({ id: 3, afiliado_ci: '12345672', estado: 'cancelled' }),
    ])
  })
})

describe('administrative agenda seed', () => {
  it('lists the not-allowed triples, which leave Filial Maldonado without a bookable row', () => {
    expect(seeded.prepare('SELECT * FROM combinaciones_no_permitidas ORDER BY 1, 2, 3').all()).toEqual([
      { id_sucursal: 1, id_sector: 11, id_fila: 112 },
      { id_sucursal: 4, id_sector: 41, id_fila: 411 },
      { id_sucursal: 4, id_sector: 41, id_fila: 412 },
      { id_sucursal: 4, id_sector: 42, id_fila: 421 },
      { id_sucursal: 4, id_sector: 43, id_fila: 431 },
    ])
  })

  it('gives every row a weekly schedule, closed on Sunday', () => {
    const plan = seeded
      .prepare(
        `SELECT sucursal_id || '/' || sector_id || '/' || fila_id AS fila, group_concat(dia_semana, '') AS dias,
           desde, hasta, intervalo_minutos AS cada, cupos
         FROM (SELECT * FROM agenda_horarios ORDER BY fila_id, desde, dia_semana)
         GROUP BY fila_id, desde, hasta, intervalo_minutos, cupos ORDER BY fila_id, dias`,
      )
      .all()
    const row = (fila: string, dias: string, desde: string, hasta: string, cada: number, cupos: number) => ({
      fila,
      dias,
      desde,
      hasta,
      cada,
      cupos,
    })
    expect(plan).toEqual([
      row('1/11/111', '12345', '07:00', '21:00', 30, 3),
      row('1/11/111', '6', '08:00', '12:00', 30, 3),
      row('1/11/112', '12345', '07:00', '21:00', 30, 3),
      row('1/11/112', '6', '08:00', '12:00', 30, 3),
      row('1/12/121', '12345', '08:00', '17:00', 20, 2),
      row('1/12/122', '12345', '08:00', '17:00', 20, 2),
      row('1/13/131', '12345', '07:00', '11:00', 15, 4),
      row('2/21/211', '12345', '09:00', '12:00', 30, 1),
      row('2/22/221', '123456', '10:00', '19:00', 30, 2),
      row('2/22/222', '123456', '10:00', '19:00', 30, 2),
      ...['3/31/311', '3/32/321', '4/41/411', '4/41/412', '4/42/421', '4/43/431'].map((fila) =>
        row(fila, '12345', '08:00', '16:00', 30, 2),
      ),
    ])
  })

  it('books up Ciudad de la Costa / Farmacia / 211 the first weekday three days ahead, Hugo and Carla in turn', () => {
    expect(
      seeded
        .prepare(
          `SELECT id, afiliado_ci, sucursal_id, sector_id, fila_id, fecha, hora, numero_llamado, id_tramite, estado,
             creada_en
           FROM reservas_administrativas WHERE id > 3 ORDER BY id`,
        )
        .all(),
    ).toEqual(
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((hora, i) => ({
        id: 4 + i,
        afiliado_ci: i % 2 === 0 ? '98765438' : '34567894',
        sucursal_id: 2,
        sector_id: 21,
        fila_id: 211,
        // NOW is Friday 20 November: three days ahead is Monday the 23rd.
        fecha: '2026-11-23',
        hora: `${hora}:00`,
        numero_llamado: `F-00${i + 1}`,
        id_tramite: 50233 + i,
        estado: 'reserved',
        creada_en: '2026-11-19T13:00:00.000Z',
      })),
    )
  })

  it('moves the full day past a weekend and a closed day', () => {
    const fullDay = (now: string) =>
      withDb(
        tempDir(),
        (db) =>
          db
            .prepare('SELECT DISTINCT fecha FROM reservas_administrativas WHERE fila_id = 211')
            .pluck()
            .all() as string[],
        { now: new Date(now) },
      )
    // Tuesday 09:00, Wednesday 23:59 and Thursday 00:00 in Montevideo.
    expect(fullDay('2026-11-17T12:00:00Z')).toEqual(['2026-11-20'])
    expect(fullDay('2026-11-19T02:59:59Z')).toEqual(['2026-11-23'])
    expect(fullDay('2026-11-19T03:00:00Z')).toEqual(['2026-11-23'])
    // Tuesday 22 December: three days ahead is Christmas, then the weekend.
    expect(fullDay('2026-12-22T12:00:00Z')).toEqual(['2026-12-28'])
  })

  it("puts Ana's reservations on days whose schedule has their hour: past a Sunday, a Saturday afternoon and a closed day", () => {
    const anasDays = (now: string) =>
      withDb(
        tempDir(),
        (db) => db.prepare('SELECT fecha FROM reservas_administrativas WHERE id <= 3 ORDER BY id').pluck().all() as string[],
        { now: new Date(now) },
      )
    // Sunday 20 December 09:00: +5 is Christmas, +12 the 1st of January; +7 (Sunday 27th) moves to Monday.
    // Row 121 (15:00) has no Saturday afternoon; branch 4 keeps its 09:00 on a weekday.
    expect(anasDays('2026-12-20T12:00:00Z')).toEqual(['2026-12-26', '2027-01-04', '2026-12-28'])
    // Tuesday 17 November: +5 is Sunday the 22nd.
    expect(anasDays('2026-11-17T12:00:00Z')).toEqual(['2026-11-23', '2026-11-30', '2026-11-24'])
  })
})

describe('resetSandbox', () => {
  it('throws away every change and recreates the seeded database', () => {
    const dir = tempDir()
    const secret = withDb(dir, (db) => {
      db.prepare('DELETE FROM faqs').run()
      db.prepare('UPDATE accounts SET blocked = 1').run()
      db.prepare(
        "INSERT INTO outbox (canal, destinatario, cuerpo, creado_en) VALUES ('sms', '099123456', 'x', 'y')",
      ).run()
      db.prepare('DELETE FROM consultas').run()
      return readJwtSecret(db)
    })
    expect(resetSandbox(dir, { now: NOW })).toBe(databaseFile(dir))
    withDb(dir, (db) => {
      expect(count(db, 'faqs')).toBe(8)
      expect(count(db, 'outbox')).toBe(0)
      expect(db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE blocked = 1').get()).toEqual({ n: 1 })
      expect(count(db, 'consultas')).toBe(4)
      // Tokens signed before the reset stop working.
      expect(readJwtSecret(db)).not.toBe(secret)
    })
  })

  it('creates the data directory when it does not exist', () => {
    const dir = path.join(tempDir(), 'nested', 'data')
    expect(existsSync(dir)).toBe(false)
    resetSandbox(dir)
    expect(existsSync(databaseFile(dir))).toBe(true)
  })
})
