/**
 * No menu entry, home tile or button leads home (issue 25): every link of the shell (main menu, profile menu), the
 * home page, the agenda and the medicines hub is followed as a browser without JavaScript follows it, and must answer
 * 200 somewhere other than `/` or the member home, unless that is where it points. A visitor may instead be sent to
 * log in carrying the page (C01); the same entries are then followed signed in, where a dead one would show.
 *
 * Every entry must lead somewhere: none is excused.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { personas, signInAs } from './sign-in'
import { signInCached } from './signed-in'

const HOME = '/'
const MEMBER_HOME = '/mi-mutual'

/**
 * Entries shown today whose pages are not on the main line yet. Remove a line when its issue lands: its entries are
 * then checked like every other.
 */
/** The pages whose links are walked. */
const SOURCES = [HOME, MEMBER_HOME, '/agenda', '/medicamentos']

/** The same-origin links of the page (path and query), in document order, once each. */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const url = new URL((anchor as HTMLAnchorElement).href)
      return url.origin === window.location.origin ? `${url.pathname}${url.search}` : null
    }),
  )
  return [...new Set(hrefs.filter((href): href is string => href !== null))]
}

/** Every link of the source pages, with the first page it was found on. */
async function collectLinks(page: Page, sources: readonly string[], expectAccessible: () => Promise<void>): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (const source of sources) {
    const response = await page.goto(source)
    expect(response?.status(), source).toBe(200)
    await expectAccessible()
    for (const href of await linksOf(page)) if (!found.has(href)) found.set(href, source)
  }
  return found
}

/** Where a link ends once its redirects are followed, as a browser without JavaScript does (a plain GET). */
async function follow(page: Page, href: string): Promise<{ status: number; path: string; redirectTo: string | null }> {
  const response = await page.request.get(href)
  const url = new URL(response.url())
  return { status: response.status(), path: url.pathname, redirectTo: url.searchParams.get('redirectTo') }
}

const pathOf = (href: string) => new URL(href, 'http://portal.invalid').pathname

/** The dead entries among `links`: each with where it ended, for the failure message. */
async function deadEntries(page: Page, links: Map<string, string>, options: { visitor: boolean }): Promise<string[]> {
  const dead: string[] = []
  for (const [href, source] of links) {
    const end = await follow(page, href)
    const target = pathOf(href)
    const toLogin = end.path === '/login' && target !== '/login'
    if (toLogin) {
      // C01: a visitor is sent to log in carrying the page; a signed-in member never is.
      if (!options.visitor || end.redirectTo !== href) dead.push(`${href} (on ${source}) → /login?redirectTo=${end.redirectTo}`)
      continue
    }
    const endsHome = (end.path === HOME || end.path === MEMBER_HOME) && end.path !== target
    if (endsHome || end.status !== 200) dead.push(`${href} (on ${source}) → ${end.status} ${end.path}`)
  }
  return dead
}

test.describe('No entry leads home', () => {
  test('a visitor: every menu entry, tile and link of the home, the agenda and the medicines hub', async ({ page, expectAccessible }) => {
    const links = await collectLinks(page, SOURCES, expectAccessible)
    // The locked tiles, the menu and the hub's links were all found.
    expect(links.size).toBeGreaterThan(10)
    expect(await deadEntries(page, links, { visitor: true })).toEqual([])
  })

  test('Ana: the same pages signed in, with the profile menu and her appointment cards', async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    const links = await collectLinks(page, SOURCES, expectAccessible)
    expect([...links.keys()]).toEqual(expect.arrayContaining(['/mis-datos', '/mis-datos/credenciales', '/medicamentos/recetas']))
    expect(await deadEntries(page, links, { visitor: false })).toEqual([])
  })

  test("Carla: the hub's call-centre entries (flow A's dedicated flag is seeded on)", async ({ page, expectAccessible }) => {
    // A fresh session: a session reads its flags once (BR71), and another journey may have switched them.
    await signInAs(page, personas.carla)
    const links = await collectLinks(page, ['/medicamentos'], expectAccessible)
    expect([...links.keys()]).toEqual(
      expect.arrayContaining(['/medicamentos-recetados/nueva-solicitud/localidad?modo=call-center', '/medicamentos/nueva-solicitud/documento']),
    )
    expect(await deadEntries(page, links, { visitor: false })).toEqual([])
  })
})
