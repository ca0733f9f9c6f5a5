import { afterEach, describe, expect, inject, it } from 'vitest'
import { readPdfText } from '../../tests/pdf-text'
import { call, getRequest, loadContext, redirectLocation, signIn } from '../../tests/route-helpers'
import { addDays, montevideoDay } from '../../tests/test-clock'
import { apiCalls, clearFaults, createPersona, injectFault, resetCalls, sandboxNow } from '../../tests/sandbox-control'
import { loader as rootLoader } from '../root'
import { loader as fileLoader } from './mi-producto.pases-terceros.$id.archivo'
import { loader as detailLoader } from './mi-producto.pases-terceros.$id'
import { loader as listLoader } from './mi-producto.pases-terceros'

// The sandbox's seed (sandbox/areas/tecnicas/seed.ts): Ana's referrals 1 and 2 have a file, 3 has expired without
// one; Bruno's only referral is 4.
const sandboxUrl = inject('sandboxUrl')
const ANA = '12345672'
const BRUNO = '23456783'
const LIST = '/mi-mutual/pases-terceros'
const E74 = 'GET /api/tecnicas/obtener_pase_archivo'

type ListData = Awaited<ReturnType<typeof listLoader>>
type DetailData = Awaited<ReturnType<typeof detailLoader>>

/** The seed's day `days` from the sandbox's today, as the pages show it (DD/MM/YYYY). */
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

afterEach(() => clearFaults(sandboxUrl))

describe('/mi-mutual/pases-terceros (C54)', () => {
  it('sends a visitor to log in, carrying the path', async () => {
    for (const [loader, path, params] of [
      [listLoader, LIST, {}],
      [detailLoader, `${LIST}/1`, { id: '1' }],
      [fileLoader, `${LIST}/1/archivo`, { id: '1' }],
    ] as const) {
      expect(redirectLocation(await call(loader, getRequest(path), params))).toBe(`/login?redirectTo=${encodeURIComponent(path)}`)
    }
  })

  it("lists the member's own referrals, newest first, with their provider, reason and dates", async () => {
    const ana = await signIn(ANA)
    const { referrals } = (await call(listLoader, getRequest(LIST, ana))) as ListData
    expect(referrals.map((referral) => [referral.id, referral.expired, referral.hasFile])).toEqual([
      [2, false, true],
      [1, false, true],
      [3, true, false],
    ])
    expect(referrals[1]).toEqual({
      id: 1,
      title: 'Resonancia magnética',
      provider: 'Centro de Diagnóstico por Imágenes del Sur',
      providerAddress: 'Bulevar Artigas 1550, Montevideo',
      reason: 'Resonancia magnética de rodilla derecha',
      referringDoctor: 'Dr. Pablo Núñez',
      issued: await shownDayFromToday(-10),
      validUntil: await shownDayFromToday(50),
      expired: false,
      hasFile: true,
    })

    const bruno = await signIn(BRUNO)
    const own = (await call(listLoader, getRequest(LIST, bruno))) as ListData
    expect(own.referrals.map((referral) => referral.id)).toEqual([4])
  })

  it('is an empty list for a member without referrals', async () => {
    const persona = await createPersona(sandboxUrl)
    const cookie = await signIn(persona.ci, persona.password!)
    expect(await call(listLoader, getRequest(LIST, cookie))).toEqual({ referrals: [] })
  })

  it('is the service-problem page (503) when the API fails the list', async () => {
    const ana = await signIn(ANA)
    await injectFault(sandboxUrl, {
      path: '/api/tecnicas/pases_afiliado/',
      status: 500,
      body: JSON.stringify({ detail: 'Error interno' }),
      contentType: 'application/json',
      times: 1,
    })
    // The service problem is thrown as `data()`, which the error boundary renders with Reintentar.
    const thrown = await listLoader({ request: getRequest(LIST, ana), params: {}, context: loadContext }).catch((error: unknown) => error)
    expect(thrown).toMatchObject({ init: { status: 503 }, data: { problem: 'upstream' } })
  })

  it('shows one referral of her own, with or without its file', async () => {
    const ana = await signIn(ANA)
    const withFile = (await call(detailLoader, getRequest(`${LIST}/2`, ana), { id: '2' })) as DetailData
    expect(withFile.referral).toMatchObject({ id: 2, title: 'Medicina nuclear', reason: 'Centellograma de perfusión miocárdica', hasFile: true })
    const withoutFile = (await call(detailLoader, getRequest(`${LIST}/3`, ana), { id: '3' })) as DetailData
    expect(withoutFile.referral).toMatchObject({ id: 3, title: 'Odontología', expired: true, hasFile: false })
  })

  it("never shows another member's referral, nor an unknown one: back to the list with a notice", async () => {
    const bruno = await signIn(BRUNO)
    for (const id of ['1', '999', 'abc']) {
      expect(redirectLocation(await call(detailLoader, getRequest(`${LIST}/${id}`, bruno), { id }))).toBe(LIST)
      expect(await flashOf(bruno)).toEqual({ tone: 'warning', message: 'No encontramos ese pase.' })
    }
  })
})

describe('/mi-mutual/pases-terceros/:id/archivo (R47, E74)', () => {
  it("downloads her referral's file: a real PDF, never kept by a cache", async () => {
    const ana = await signIn(ANA)
    const response = (await call(fileLoader, getRequest(`${LIST}/1/archivo`, ana), { id: '1' })) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="pase-1.pdf"')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength))
    const pdf = await readPdfText(bytes)
    expect(pdf.title).toBe('Pase a terceros N.º 1')
    expect(pdf.lines).toEqual(
      expect.arrayContaining(['Prestador: Centro de Diagnóstico por Imágenes del Sur', 'Motivo: Resonancia magnética de rodilla derecha']),
    )
  })

  it('sends a referral without a file back to its page, without asking the API for one', async () => {
    const ana = await signIn(ANA)
    await resetCalls(sandboxUrl)
    expect(redirectLocation(await call(fileLoader, getRequest(`${LIST}/3/archivo`, ana), { id: '3' }))).toBe(`${LIST}/3`)
    expect((await apiCalls(sandboxUrl))[E74]).toBeUndefined()
  })

  it("never asks the API for another member's file, nor an unknown one's: back to the list", async () => {
    const bruno = await signIn(BRUNO)
    await resetCalls(sandboxUrl)
    for (const id of ['1', '999', '1 OR 1=1']) {
      expect(redirectLocation(await call(fileLoader, getRequest(`${LIST}/${encodeURIComponent(id)}/archivo`, bruno), { id }))).toBe(LIST)
      expect(await flashOf(bruno)).toEqual({ tone: 'warning', message: 'No encontramos ese pase.' })
    }
    expect((await apiCalls(sandboxUrl))[E74]).toBeUndefined()
  })

  it('sends her back to the referral with a message when the API has no file or answers something that is not a PDF', async () => {
    const ana = await signIn(ANA)
    const path = '/api/tecnicas/obtener_pase_archivo'
    await injectFault(sandboxUrl, { path, status: 404, body: JSON.stringify({ detail: 'No existe el archivo del pase' }), contentType: 'application/json', times: 1 })
    expect(redirectLocation(await call(fileLoader, getRequest(`${LIST}/1/archivo`, ana), { id: '1' }))).toBe(`${LIST}/1`)
    expect(await flashOf(ana)).toEqual({ tone: 'warning', message: 'El archivo de este pase no está disponible. Intente de nuevo más tarde.' })

    await injectFault(sandboxUrl, { path, status: 200, body: '<html>proxy</html>', contentType: 'application/pdf', times: 1 })
    expect(redirectLocation(await call(fileLoader, getRequest(`${LIST}/1/archivo`, ana), { id: '1' }))).toBe(`${LIST}/1`)
    expect(await flashOf(ana)).toEqual({ tone: 'error', message: 'Ocurrió un problema inesperado. Inténtelo de nuevo más tarde.' })
  })
})
