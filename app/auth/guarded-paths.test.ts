import { describe, expect, it } from 'vitest'
import { isGuardedPath } from './guarded-paths'

describe('isGuardedPath (C01)', () => {
  it.each([
    '/mi-mutual/informes-laboratorio',
    '/mi-mutual/historia-clinica/solicitud',
    '/mi-mutual/proximas-consultas/3',
    '/agenda/consulta-medica/reserva-web',
    '/medicamentos/solicitudes',
    '/medicamentos/recetas/ver-indicaciones',
    '/medicamentos-recetados/nueva-solicitud/localidad',
    '/mis-datos/otra-cosa',
    '/mis-datos/cambio-contrase%C3%B1a',
    '/notas-versiones/',
  ])('%s is guarded', (path) => {
    expect(isGuardedPath(path, 'mutual')).toBe(true)
  })

  it.each([
    '/mi-mutual',
    '/mi-otra/informes-laboratorio',
    '/medicamentos',
    '/medicamentos/nueva-solicitud/documento',
    '/test-violencia-de-genero/introduccion',
    '/fila-virtual',
    '/mis-datosx',
    '/cualquier/cosa',
    '/%E0%A4%A',
  ])('%s is not', (path) => {
    expect(isGuardedPath(path, 'mutual')).toBe(false)
  })
})
