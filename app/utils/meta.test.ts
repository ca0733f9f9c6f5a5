import { describe, expect, it } from 'vitest'
import { pageTitle, titled } from './meta'

const matches = (rootData: unknown) =>
  [{ id: 'root', data: rootData }, { id: 'routes/login', data: null }] as unknown as Parameters<typeof pageTitle>[1]

describe('pageTitle', () => {
  it('names the page, then the portal', () => {
    expect(pageTitle('Ayuda', matches({ submitFailed: false }))).toEqual({ title: 'Ayuda · Servicios en línea' })
    expect(pageTitle(undefined, matches({}))).toEqual({ title: 'Servicios en línea' })
  })

  it('starts with "Error: " on the page that answers a form with a problem', () => {
    expect(pageTitle('Ayuda', matches({ submitFailed: true }))).toEqual({ title: 'Error: Ayuda · Servicios en línea' })
  })

  it('is the meta of a page with a fixed title', () => {
    const meta = titled('Contacto')
    expect(meta({ matches: matches({ submitFailed: true }) } as Parameters<typeof meta>[0])).toEqual([
      { title: 'Error: Contacto · Servicios en línea' },
    ])
  })
})
