/**
 * Fetches the code of the page the user will most likely open next (a wizard's next step) once
 * this page is hydrated and the browser is idle, so the client-side navigation after a submit
 * waits only for the next page's data, never for its code. Without JavaScript it renders nothing:
 * the browser then loads whole pages, which need no route code.
 */
import { useEffect } from 'react'

export interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  module: string
  imports?: string[]
}

/** The module and shared chunks of the route whose whole path is `pathname` (static paths only). */
export function routeModules(routes: Record<string, ManifestRoute>, pathname: string): string[] {
  const wholePath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined
    const own = (route.path ?? '').replace(/^\/+|\/+$/g, '')
    const above = parent ? wholePath(parent) : ''
    return [above, own].filter(Boolean).join('/')
  }
  const target = pathname.replace(/^\/+|\/+$/g, '')
  const candidates = Object.values(routes).filter((route) => !/[:*]/.test(route.path ?? '') && wholePath(route) === target)
  // A path with an index route is shown by the index (the layout's code comes with the page).
  const route = candidates.find((candidate) => candidate.index) ?? candidates.at(-1)
  return route ? [route.module, ...(route.imports ?? [])] : []
}

type RemixWindow = Window & { __remixManifest?: { routes: Record<string, ManifestRoute> } }

function preload(hrefs: string[]) {
  // The CSP admits scripts by nonce; the browser keeps the page's nonce readable as a property.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
  for (const href of hrefs) {
    if (document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    link.nonce = nonce
    // Tells the benchmark this is for a later page, not for the one shown.
    link.dataset.ahead = ''
    document.head.append(link)
  }
}

export function PreloadRoute({ path }: { path: string }) {
  useEffect(() => {
    const routes = (window as RemixWindow).__remixManifest?.routes
    if (!routes) return
    const hrefs = routeModules(routes, path)
    // After the page's own work: requestIdleCallback where the browser has it.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const handle = idle(() => preload(hrefs))
    return () => cancel(handle)
  }, [path])
  return null
}
