import { afterEach, describe, expect, inject, it } from 'vitest'
import { readPdfText } from '../../tests/pdf-text'
import { call, getRequest, loadContext, redirectLocation, signIn } from '../../tests/route-helpers'
import { addDays, montevideoDay } from '../../tests/test-clock'
import { apiCalls, clearFaults, createPersona, injectFault, resetCalls, sandboxNow } from '../../tests/sandbox-control'
import { loader as rootLoader } from '../root'
import { loader as fileLoader } from './mi-producto.informes-laboratorio.$id.archivo'
import { loader as listLoader } from './mi-producto.informes-laboratorio'

// The sandbox's seed (sandbox/areas/laboratorio/seed.ts): Ana's reports 1–3 are ready and 4 (yesterday's) is in
// process; Bruno's 5 is ready and 6 in process.
const sandboxUrl = inject('sandboxUrl')
const ANA = '12345672'
const BRUNO = '23456783'
const LIST = '/mi-mutual/informes-laboratorio'
const FILE_CALL = 'GET /api/laboratorio/obtener_informe_archivo'

type ListData = Awaited<ReturnType<typeof listLoader>>

/** The seed's day `days` from the sandbox's today, as the page shows it (DD/MM/YYYY). */
async function shownDayFromToday(days: number): Promise<string> {
  const [year, month, day] = addDays(montevideoDay(await sandboxNow(sandboxUrl)), days).split('-')
  return `${day}/${month}/${year}`
}

/** The one-shot message the next page shows, read as the root loader gives it (and consumed). */
async function flashOf(cookie: string) {
  const root = (await rootLoader({ request: getRequest('/', cookie), params: {}, context: loadContext })) as unknown as {
    data: { flash: { tone: string; message: string } | null }
  }
  return root.data.flash
}

const file = (id: string, cookie: string) =>
  call(fileLoader, getRequest(`${LIST}/${encodeURIComponent(id)}/archivo`, cookie), { id })

afterEach(() => clearFaults(sandboxUrl))

describe('/mi-mutual/informes-laboratorio (C09)', () => {
  it('sends a visitor to log in, carrying the path', async () => {
    for (const [loader, path, params] of [
      [listLoader, LIST, {}],
      [fileLoader, `${LIST}/1/archivo`, { id: '1' }],
    ] as const) {
      expect(redirectLocation(await call(loader, getRequest(path), params))).toBe(`/login?redirectTo=${encodeURIComponent(path)}`)
    }
  })

  it("lists the member's own reports, newest first, with their day, doctor and state", async () => {
    const ana = await signIn(ANA)
    const { reports } = (await call(listLoader, getRequest(LIST, ana))) as ListData
    expect(reports.map((report) => [report.id, report.title, report.status, report.ready])).toEqual([
      [4, 'Urocultivo', 'En proceso', false],
      [3, 'Glicemia', 'Listo', true],
      [2, 'Perfil lipídico', 'Listo', true],
      [1, 'Hemograma completo', 'Listo', true],
    ])
    expect(reports[1]).toEqual({
      id: 3,
      title: 'Glicemia',
      day: await shownDayFromToday(-5),
      doctor: 'Dra. Laura Méndez',
      ready: true,
      status: 'Listo',
    })

    const bruno = await signIn(BRUNO)
    const own = (await call(listLoader, getRequest(LIST, bruno))) as ListData
    expect(own.reports.map((report) => report.id)).toEqual([6, 5])
  })

  it('is an empty list for a member without reports', async () => {
    const persona = await createPersona(sandboxUrl)
    const cookie = await signIn(persona.ci, persona.password!)
    expect(await call(listLoader, getRequest(LIST, cookie))).toEqual({ reports: [] })
  })

  it('is the service-problem page (503) when the API fails the list', async () => {
    const ana = await signIn(ANA)
    await injectFault(sandboxUrl, {
      path: '/api/laboratorio/informes_afiliado/',
      status: 500,
      body: JSON.stringify({ detail: 'Error interno' }),
      contentType: 'application/json',
      times: 1,
    })
    const thrown = await listLoader({ request: getRequest(LIST, ana), params: {}, context: loadContext }).catch((error: unknown) => error)
    expect(thrown).toMatchObject({ init: { status: 503 }, data: { problem: 'upstream' } })
  })
})

describe('/mi-mutual/informes-laboratorio/:id/archivo', () => {
  it('downloads her ready report: a real PDF, never kept by a cache', async () => {
    const ana = await signIn(ANA)
    const response = (await file('2', ana)) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="informe-laboratorio-2.pdf"')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const pdf = await readPdfText(new Uint8Array(await response.arrayBuffer()))
    expect(pdf.title).toBe('Informe de laboratorio N.º 2')
    expect(pdf.lines).toEqual(expect.arrayContaining(['Afiliado: Ana Pérez, C.I. 12345672', 'Estudio: Perfil lipídico']))
  })

  it("goes back to the list with a message naming nothing for another member's report, an unknown one, one in process or a malformed id, without asking for a file", async () => {
    const bruno = await signIn(BRUNO)
    await resetCalls(sandboxUrl)
    for (const id of ['1', '4', '999', '6', 'abc', '5 OR 1=1']) {
      expect(redirectLocation(await file(id, bruno)), id).toBe(LIST)
      expect(await flashOf(bruno), id).toEqual({ tone: 'warning', message: 'No encontramos ese informe.' })
    }
    expect((await apiCalls(sandboxUrl))[FILE_CALL]).toBeUndefined()
  })

  it('comes back to the list with a message when the API fails the file', async () => {
    const ana = await signIn(ANA)
    await injectFault(sandboxUrl, { path: '/api/laboratorio/obtener_informe_archivo', status: 503, times: 1 })
    expect(redirectLocation(await file('1', ana))).toBe(LIST)
    expect(await flashOf(ana)).toMatchObject({ tone: 'error' })
  })
})
