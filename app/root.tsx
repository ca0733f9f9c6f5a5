import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { consumeFlash } from '~/auth/flash.server'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { NotificationBanner } from '~/components/notification-banner'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'
import { ui } from '~/copy/es'
import stylesheet from '~/styles/app.css'
import { useNonce } from '~/utils/nonce'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction = () => [
  { title: 'Servicios en línea · Mutual' },
  { name: 'description', content: 'Portal de autogestión para socios: agenda, medicamentos, pagos y trámites.' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const { flash, setCookie } = await consumeFlash(request)
  return data({ flash }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
}

/** The document around every page, also around the error boundary. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The class lets CSS show controls that need JavaScript only when it runs. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#contenido" className="skip-link">
          {ui.skipToContent}
        </a>
        <SiteHeader />
        <main id="contenido" className="container site-main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const rootData = useRouteLoaderData<typeof loader>('root')
  const flash = rootData?.flash
  return (
    <>
      {flash ? <NotificationBanner tone={flash.tone}>{flash.message}</NotificationBanner> : null}
      <Outlet />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
