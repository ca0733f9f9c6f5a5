import { describe, expect, it } from 'vitest'
import { commonErrors } from '~/copy/errors/common'
import { servicePage } from '~/copy/shell'
import { meta as rootMeta } from '~/root'
import { renderRouteError, tags } from '../../tests/component-helpers'
import { GeneralErrorBoundary } from './error-boundary'
import type { Resend } from './service-problem'

/** The boundary as Remix renders it on the server after a loader or action threw `error`. */
const renderBoundary = (error: unknown, resend?: Resend) => renderRouteError(() => <GeneralErrorBoundary resend={resend} />, error, '/')

const routeError = (status: number, data: unknown) => ({ status, statusText: '', internal: false, data })

describe('GeneralErrorBoundary', () => {
  it.each([400, 415])('says in Spanish that a refused body (%i) was not read', (status) => {
    const html = renderBoundary(routeError(status, { problem: 'body' }))
    expect(html).toContain(servicePage.refusedBodyTitle)
    expect(html).toContain(servicePage.refusedBody)
    expect(html).not.toContain(servicePage.unexpectedTitle)
  })

  it('says in Spanish that a body too large (413) was refused', () => {
    const html = renderBoundary(routeError(413, { problem: 'body' }))
    expect(html).toContain(servicePage.tooLargeBodyTitle)
    expect(html).toContain(servicePage.tooLargeBody)
    expect(html).not.toContain(servicePage.refusedBodyTitle)
  })

  it('says a request no page answers (405: a POST to a page without a form) is not taken, not that something failed', () => {
    const html = renderBoundary(routeError(405, null))
    expect(html).toContain(servicePage.unsupportedMethodTitle)
    expect(html).toContain(servicePage.unsupportedMethod)
    expect(html).not.toContain(servicePage.unexpectedTitle)
  })

  it('says an address that names nothing (404) is not there, not that something failed', () => {
    const html = renderBoundary(routeError(404, null))
    expect(html).toContain(servicePage.notFoundTitle)
    expect(html).toContain(servicePage.notFound)
    expect(html).not.toContain(commonErrors.generic)
  })

  it('retries an outage by a link to the page, or by posting again what a failed post had sent when its page gives it', () => {
    const outage = routeError(503, { problem: 'upstream' })
    const byLink = tags(renderBoundary(outage))
    expect(byLink.some((tag) => tag.name === 'a' && tag.attrs.href === '/')).toBe(true)
    expect(byLink.some((tag) => tag.name === 'form')).toBe(false)

    const resend: Resend = { action: '/mis-datos?index', fields: [['intent', 'notificaciones'], ['notificaciones_push', 'si']] }
    const html = renderBoundary(outage, resend)
    expect(html).toContain(servicePage.title)
    const drawn = tags(html)
    expect(drawn.find((tag) => tag.name === 'form')?.attrs).toMatchObject({ method: 'post', action: '/mis-datos?index' })
    expect(drawn.filter((tag) => tag.name === 'input').map(({ attrs }) => [attrs.type, attrs.name, attrs.value])).toEqual([
      ['hidden', 'intent', 'notificaciones'],
      ['hidden', 'notificaciones_push', 'si'],
    ])
    expect(drawn.find((tag) => tag.name === 'button')?.attrs.type).toBe('submit')
    // Another error of that page is no outage: nothing is sent again from it.
    expect(tags(renderBoundary(new Error('boom'), resend)).some((tag) => tag.name === 'form')).toBe(false)
  })

  it('keeps the short apology for anything else', () => {
    const html = renderBoundary(new Error('boom'))
    expect(html).toContain(servicePage.unexpectedTitle)
    expect(html).toContain(commonErrors.generic)
    expect(html).not.toContain('boom')
  })
})

describe('the title of a page the boundary shows', () => {
  type MetaArgs = Parameters<typeof rootMeta>[0]
  const titleOf = (error: unknown, submitFailed = false) => {
    const matches = [{ id: 'root', data: { submitFailed } }] as unknown as MetaArgs['matches']
    const tags = rootMeta({ error, matches } as MetaArgs) as { title?: string }[]
    return tags.find((tag) => tag.title)?.title
  }

  it.each([
    [routeError(404, null), servicePage.notFoundTitle],
    [routeError(415, { problem: 'body' }), servicePage.refusedBodyTitle],
    [routeError(413, { problem: 'body' }), servicePage.tooLargeBodyTitle],
    [routeError(503, { problem: 'upstream' }), servicePage.title],
    [new Error('boom'), servicePage.unexpectedTitle],
  ])('is its heading, in the shape of every page title', (error, heading) => {
    expect(titleOf(error)).toBe(`${heading} · Servicios en línea`)
    expect(renderBoundary(error)).toContain(heading)
  })

  it('says "Error: " first when it answers a form', () => {
    expect(titleOf(routeError(415, { problem: 'body' }), true)).toBe(`Error: ${servicePage.refusedBodyTitle} · Servicios en línea`)
  })
})
