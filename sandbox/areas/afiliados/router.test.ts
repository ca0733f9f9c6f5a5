import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox, type TestSandbox } from '../../test-support'

const NOT_PROVIDED = { detail: 'Las credenciales de autenticación no se proveyeron.' }
const NO_EXISTE = { detail: 'No existe un afiliado con ese documento' }

let sandbox: TestSandbox
const tokens: Record<string, string> = {}

beforeAll(async () => {
  sandbox = await startTestSandbox()
  // Ana, Bruno, Carla, Gabriela: holder, member, outside any group, minor.
  for (const ci of ['12345672', '23456783', '34567894', '78901238']) tokens[ci] = await sandbox.login(ci)
})

afterAll(async () => {
  await sandbox.close()
})

async function getAs(ci: string, pathname: string): Promise<{ status: number; body: unknown }> {
  const res = await sandbox.getWithToken(pathname, tokens[ci] ?? '')
  return { status: res.status, body: await res.json() }
}

async function getPublic(pathname: string): Promise<{ status: number; body: unknown }> {
  const res = await sandbox.api(pathname)
  return { status: res.status, body: await res.json() }
}

describe('GET /api/afiliados/datos/', () => {
  it("answers the holder's full profile with booleans, sorted permissions and herself as payment admin", async () => {
    expect(await getAs('12345672', '/api/afiliados/datos/')).toEqual({
      status: 200,
      body: {
        userId: 1,
        id: 1,
        ci: '12345672',
        nombre: 'Ana',
        apellido: 'Pérez',
        email: 'ana.perez@example.com',
        email_validado: true,
        telefono: '24012345',
        celular: '099123456',
        direccion: 'Av. 18 de Julio 1234, apto. 501',
        notificaciones_email: true,
        notificaciones_push: true,
        permisos: [
          'gestion_claves_acceso',
          'puede_usar_ecommerce_medicamentos',
          'puede_usar_login_biometrico',
          'recetas_comprar',
          'recetas_ver',
        ],
        adminGrupoPago: { id: 1, nombre: 'Ana', apellido: 'Pérez' },
        pais: 'Uruguay',
        departamento: 'Montevideo',
        ciudad: 'Montevideo',
        afiliadoInfo: { IdPersona: 700001 },
        isStaff: false,
        tieneFoto: false,
      },
    })
  })

  it('names the group holder as payment admin of a member', async () => {
    const { body } = await getAs('23456783', '/api/afiliados/datos/')
    expect(body).toMatchObject({
      userId: 2,
      id: 2,
      ci: '23456783',
      telefono: null,
      notificaciones_push: false,
      permisos: ['puede_usar_ecommerce_medicamentos', 'recetas_comprar', 'recetas_ver'],
      adminGrupoPago: { id: 1, nombre: 'Ana', apellido: 'Pérez' },
      afiliadoInfo: { IdPersona: 700002 },
      isStaff: false,
    })
  })

  it('names the user himself outside any group, and marks staff', async () => {
    expect((await getAs('34567894', '/api/afiliados/datos/')).body).toMatchObject({
      id: 3,
      adminGrupoPago: { id: 3, nombre: 'Carla', apellido: 'Gómez' },
      isStaff: true,
    })
    expect((await getAs('78901238', '/api/afiliados/datos/')).body).toMatchObject({
      id: 7,
      celular: null,
      adminGrupoPago: { id: 7, nombre: 'Gabriela', apellido: 'Díaz' },
      permisos: ['puede_usar_ecommerce_medicamentos'],
    })
  })

  it('needs a token', async () => {
    expect(await getPublic('/api/afiliados/datos/')).toEqual({ status: 401, body: NOT_PROVIDED })
  })
})

describe('GET /api/afiliados/afiliado_by_documento', () => {
  it('answers the contact data of any affiliate, with or without account', async () => {
    expect(await getAs('12345672', '/api/afiliados/afiliado_by_documento?documento=67890127')).toEqual({
      status: 200,
      body: {
        id: 6,
        ci: '67890127',
        nombre: 'Federico',
        apellido: 'Díaz',
        celular: '099678901',
        telefono: null,
        direccion: 'Av. Italia 3456',
        email: 'federico.diaz@example.com',
      },
    })
  })

  it('answers 404 for an unknown document, 400 without one, 401 without a token', async () => {
    expect(await getAs('12345672', '/api/afiliados/afiliado_by_documento?documento=11111111')).toEqual({
      status: 404,
      body: NO_EXISTE,
    })
    expect((await getAs('12345672', '/api/afiliados/afiliado_by_documento')).status).toBe(400)
    expect(await getPublic('/api/afiliados/afiliado_by_documento?documento=67890127')).toEqual({
      status: 401,
      body: NOT_PROVIDED,
    })
  })
})

describe('GET /api/afiliado-valido (public)', () => {
  it('accepts an existing affiliate with or without account', async () => {
    for (const ci of ['12345672', '67890127', '56789016']) {
      expect(await getPublic(`/api/afiliado-valido?cedula=${ci}`), ci).toEqual({ status: 200, body: { valido: true } })
    }
  })

  it('answers 401 for a penalised affiliate, 404 for an unknown one, 400 without cedula', async () => {
    expect(await getPublic('/api/afiliado-valido?cedula=45678905')).toEqual({
      status: 401,
      body: { detail: 'El afiliado se encuentra sancionado' },
    })
    expect(await getPublic('/api/afiliado-valido?cedula=11111111')).toEqual({ status: 404, body: NO_EXISTE })
    for (const query of ['', '?cedula=', '?cedula=1&cedula=2']) {
      const { status, body } = await getPublic(`/api/afiliado-valido${query}`)
      expect(status, query).toBe(400)
      expect(body).toEqual({ detail: expect.stringMatching(/\S/) })
    }
  })
})

describe('GET /api/afiliado-habilitado (public)', () => {
  it('answers habilitado true, or false with the message for a penalised affiliate', async () => {
    expect(await getPublic('/api/afiliado-habilitado?cedula=67890127')).toEqual({
      status: 200,
      body: { habilitado: true },
    })
    expect(await getPublic('/api/afiliado-habilitado?cedula=45678905')).toEqual({
      status: 200,
      body: {
        habilitado: false,
        mensaje: 'El afiliado se encuentra sancionado. Comuníquese con el call center.',
      },
    })
  })

  it('answers 404 for an unknown affiliate and 400 without cedula', async () => {
    expect(await getPublic('/api/afiliado-habilitado?cedula=11111111')).toEqual({ status: 404, body: NO_EXISTE })
    expect((await getPublic('/api/afiliado-habilitado')).status).toBe(400)
  })
})

describe('GET /api/grupo_pagos/admin_grupo_pagos', () => {
  it('marks the holder as admin of her own group', async () => {
    expect(await getAs('12345672', '/api/grupo_pagos/admin_grupo_pagos')).toEqual({
      status: 200,
      body: { isAdmin: true, afiliadoAdmin: { id: 1, nombre: 'Ana', apellido: 'Pérez', ci: '12345672' } },
    })
  })

  it('names the holder for a member, and null for someone in no group', async () => {
    expect((await getAs('23456783', '/api/grupo_pagos/admin_grupo_pagos')).body).toEqual({
      isAdmin: false,
      afiliadoAdmin: { id: 1, nombre: 'Ana', apellido: 'Pérez', ci: '12345672' },
    })
    expect((await getAs('34567894', '/api/grupo_pagos/admin_grupo_pagos')).body).toEqual({
      isAdmin: false,
      afiliadoAdmin: null,
    })
  })

  it('needs a token', async () => {
    expect(await getPublic('/api/grupo_pagos/admin_grupo_pagos')).toEqual({ status: 401, body: NOT_PROVIDED })
  })
})
