import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stylesheetDelivery, stylesheetText } from './first-visit.server'

// A built stylesheet of the test's own (public/build is the compiler's output, never committed).
const HREF = '/build/_prueba/estilos-prueba.css'
const FILE = path.join('public', HREF)
const OTHER = '/build/_prueba/estilos-nuevos.css'

const request = (cookie?: string) => new Request('http://localhost/ayuda', { headers: cookie ? { cookie } : {} })
const cookieOf = (setCookie: string | null) => setCookie!.split(';')[0]!

describe('stylesheetDelivery', () => {
  beforeAll(() => {
    fs.mkdirSync(path.dirname(FILE), { recursive: true })
    fs.writeFileSync(FILE, 'body{color:#1b1b1b}')
    fs.writeFileSync(path.join('public', OTHER), 'body{color:#000}')
  })
  afterAll(() => fs.rmSync(path.dirname(FILE), { recursive: true, force: true }))

  it('carries the stylesheet inline on a first visit and remembers it in a cookie', async () => {
    const first = await stylesheetDelivery(request(), HREF)
    expect(first.delivery).toBe('inline')
    expect(stylesheetText(HREF)).toBe('body{color:#1b1b1b}')
    expect(first.setCookie).toMatch(/^estilos=.*HttpOnly/i)

    const next = await stylesheetDelivery(request(cookieOf(first.setCookie)), HREF)
    expect(next).toEqual({ delivery: 'linked', setCookie: null })
  })

  it('counts a new stylesheet as a first visit again', async () => {
    const first = await stylesheetDelivery(request(), HREF)
    const afterRelease = await stylesheetDelivery(request(cookieOf(first.setCookie)), OTHER)
    expect(afterRelease.delivery).toBe('inline')
  })

  it('links the file when its text cannot be read, rather than sending an empty style', async () => {
    expect(await stylesheetDelivery(request(), '/build/_prueba/no-existe.css')).toEqual({ delivery: 'linked', setCookie: null })
    expect(await stylesheetDelivery(request(), 'https://evil.example/x.css')).toEqual({ delivery: 'linked', setCookie: null })
  })
})
