/**
 * With JavaScript, every page hydrates without an error and passes axe as the browser shows it.
 * Most journeys run without JavaScript only (tests/e2e/projects.ts): this sweep is what still
 * opens their pages with it, so a page that breaks only once React takes over fails here.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForHydration } from './hydration'
import { JS_ONLY } from './projects'
import { personas } from './sign-in'
import { signInCached } from './signed-in'

const VISITOR_PAGES = [
  '/',
  '/agenda',
  '/medicamentos',
  '/ayuda',
  '/contacto',
  '/login',
  '/nueva-contraseña',
  '/set-password-error',
  '/test-violencia-de-genero/introduccion',
  '/fila-virtual',
  // A signed document and an invalid one (sandbox/areas/documentos-firmados/seed.ts).
  '/documentos-firmados/3f2b8c1e-6a4d-4e8b-9c2f-1a7d5e0b4c11',
  '/documentos-firmados/c5a9e2d4-7b1f-4a6c-9d8e-3b2f1a0c5e33',
]
const MEMBER_PAGES = [
  '/',
  '/agenda',
  '/medicamentos',
  '/medicamentos/solicitudes',
  '/medicamentos/solicitudes/1',
  '/medicamentos/recetas',
  '/medicamentos/recetas/ver-indicaciones?receta=7001&farmaco=10452',
  '/medicamentos-recetados/nueva-solicitud/localidad',
  '/notas-versiones',
  '/mi-mutual/proximos-servicios',
  '/mi-mutual/proximas-consultas',
  '/mi-mutual/pases-terceros',
  '/mi-mutual/informes-laboratorio',
  '/mi-mutual/pases-terceros/1',
  '/mi-mutual/pagos-pendientes',
  '/mi-mutual/pagos-pendientes/cuota/70001',
  '/mi-mutual/tecnicas-coordinadas',
  '/mi-mutual/tecnicas-coordinadas/indicacion/3',
  '/mi-mutual/historia-clinica/solicitud',
  '/mis-datos',
  '/mis-datos/medios-precargados',
  '/mis-datos/cambio-contraseña',
]

/**
 * The console's errors from now on: React reports a hydration mismatch there, not as a page error.
 * A page answered with an error status (400 for a link that no longer works) is not one.
 */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`${page.url()}: ${message.text()}`)
  })
  return errors
}

async function expectEachHydrates(page: Page, paths: string[], expectAccessible: () => Promise<void>) {
  const errors = consoleErrors(page)
  for (const path of paths) {
    await page.goto(path)
    await waitForHydration(page)
    await expectAccessible()
  }
  expect(errors).toEqual([])
}

test.describe('Every page with JavaScript', JS_ONLY, () => {
  test('a visitor’s pages hydrate without errors', async ({ page, expectAccessible }) => {
    await expectEachHydrates(page, VISITOR_PAGES, expectAccessible)
  })

  test('a member’s pages hydrate without errors', async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await expectEachHydrates(page, MEMBER_PAGES, expectAccessible)
  })
})
