/*
 * Helpers for the component tests, which render to static HTML (no DOM library):
 * a Remix route context for components that use <Link> or router hooks, and
 * small readers for the attributes of the rendered markup.
 */
import { createRemixStub } from '@remix-run/testing'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/** Renders `element` as the route component at `path`, as Remix would on the server. */
export function renderInRoute(element: ReactElement, path = '/'): string {
  const Stub = createRemixStub([{ path, Component: () => element }])
  return quietly(() => renderToStaticMarkup(<Stub initialEntries={[path]} />))
}

/** A route's page as the server renders it (no JavaScript), from what its loader and, after a post, its action answered. */
export function renderRoutePage(Component: () => ReactElement, loaderData: unknown, path = '/step', actionData?: unknown): string {
  const Stub = createRemixStub([{ id: 'page', path, Component }])
  const hydrationData = { loaderData: { page: loaderData }, actionData: actionData === undefined ? null : { page: actionData } }
  return quietly(() => renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={hydrationData} />))
}

/**
 * A route's error boundary as the server renders it after its loader (or action) threw `error`; `actionData`, what its
 * action had answered first (a post whose page then failed to load).
 */
export function renderRouteError(ErrorBoundary: () => ReactElement, error: unknown, path = '/step', actionData?: unknown): string {
  const Stub = createRemixStub([{ id: 'page', path, Component: () => null, ErrorBoundary }])
  const hydrationData = { errors: { page: error }, actionData: actionData === undefined ? null : { page: actionData } }
  const original = console.error
  // The router logs the error it renders; the test asserts on the page instead.
  console.error = () => {}
  try {
    return renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={hydrationData} />)
  } finally {
    console.error = original
  }
}

/** RouterProvider's layout effects are a known no-op on the server; the output stays readable without their warning. */
function quietly(render: () => string): string {
  const original = console.error
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('useLayoutEffect does nothing on the server')) return
    original(...args)
  }
  try {
    return render()
  } finally {
    console.error = original
  }
}

export type Tag = { name: string; attrs: Record<string, string> }

/** Every opening tag, in document order, with its attributes (names lower-cased as HTML reads them, values unescaped for &amp; and &quot;). */
export function tags(html: string): Tag[] {
  const result: Tag[] = []
  for (const match of html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attrs: Record<string, string> = {}
    for (const attr of (match[2] ?? '').matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      attrs[(attr[1] ?? '').toLowerCase()] = (attr[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&')
    }
    result.push({ name: match[1] ?? '', attrs })
  }
  return result
}

/** The single tag with this id; throws when there is none or several, so tests fail loudly. */
export function byId(html: string, id: string): Tag {
  const found = tags(html).filter((tag) => tag.attrs.id === id)
  if (found.length !== 1) throw new Error(`expected one element with id "${id}", found ${found.length}`)
  return found[0] as Tag
}

/** The ids an `aria-describedby` lists, each checked to exist exactly once in the markup. */
export function describedByIds(html: string, tag: Tag): string[] {
  const ids = (tag.attrs['aria-describedby'] ?? '').split(/\s+/).filter(Boolean)
  for (const id of ids) byId(html, id)
  return ids
}
