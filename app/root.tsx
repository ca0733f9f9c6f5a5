import { answeredWithPage, sentMethod } from '~/utils/request-scope.server'
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import type { ReactNode } from 'react'
import { recordPageView } from '~/analytics/page-views.server'
import { consumeFlash } from '~/auth/flash.server'
import { getOptionalUser } from '~/auth/guards.server'
import { errorHeading, GeneralErrorBoundary } from '~/components/error-boundary'
import { MAIN_ID, NavigationFocus } from '~/components/navigation-focus'
import { NewVersionBanner } from '~/components/new-version-banner'
import { NotificationBanner } from '~/components/notification-banner'
import { SessionTimeoutWarning } from '~/components/session-timeout-warning'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'
import { getEnv } from '~/config/env.server'
import { ui } from '~/copy/shell'
import { isCheckOnly } from '~/forms/intents'
import stylesheet from '~/styles/app.css'
import { stylesheetDelivery, type StylesheetDelivery } from '~/styles/first-visit.server'
import { useInlineStylesheet } from '~/styles/inline-stylesheet'
import { pageTitle } from '~/utils/meta'
import { useNonce } from '~/utils/nonce'
import { readVersionBanner } from '~/utils/version-banner.server'

// The stylesheet is not among the links: Layout puts it inline or links it (StylesheetTags).
export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

// A page the error boundary shows is titled as its heading says (a 404 is "not found", not the portal's name).
export const meta: MetaFunction = ({ error, matches }) => [
  error ? pageTitle(errorHeading(error), matches) : { title: 'Servicios en línea · Mutual' },
  { name: 'description', content: 'Portal de autogestión para socios: agenda, medicamentos, pagos y trámites.' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  // Sequential on purpose: each step may rewrite the session and must see the previous one's work.
  const auth = await getOptionalUser(request)
  const { flash, setCookie } = await consumeFlash(request)
  const version = await readVersionBanner(request, auth?.user ?? null)
  const styles = await stylesheetDelivery(request, stylesheet)
  recordPageView(request, Boolean(auth))

  const headers = new Headers()
  if (setCookie) headers.append('Set-Cookie', setCookie)
  if (version.setCookie) headers.append('Set-Cookie', version.setCookie)
  if (styles.setCookie) headers.append('Set-Cookie', styles.setCookie)
  return data(
    {
      flash,
      user: auth?.user ?? null,
      idleDeadline: auth?.idleDeadline ?? null,
      product: getEnv().PORTAL_PRODUCT,
      versionBanner: version.banner,
      stylesheet: styles.delivery,
      // Every action redirects when it succeeds (post/redirect/get), so a page rendered for a POST
      // is a form answered with a problem: its title says so (GOV.UK "Error: "). Except a form-stored
      // wizard's next page, which answers the POST itself: nothing is stored to redirect to.
      submitFailed: sentMethod(request) === 'POST' && !answeredWithPage(),
    },
    { headers },
  )
}

/**
 * The root data runs on every navigation: it carries the session's idle deadline and the user,
 * and it is where page views are counted. A check-only submit (a field checked on blur) changes
 * none of it and is no page view.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData }) => !isCheckOnly(formData)

/** Routes outside the shell (login) say so with `handle = { shell: false }`. */
function useShell(): boolean {
  return !useMatches().some((match) => (match.handle as { shell?: boolean } | undefined)?.shell === false)
}

/**
 * How the page loaded in the browser carried the stylesheet, kept for the page's life: later
 * navigations re-read the root data (which then says "linked"), and swapping the inline styles
 * for a link would show the page unstyled for a moment.
 */
let deliveredAtLoad: StylesheetDelivery | undefined

function StylesheetTags({ delivery }: { delivery: StylesheetDelivery }) {
  const nonce = useNonce()
  const text = useInlineStylesheet()
  if (typeof document !== 'undefined') deliveredAtLoad ??= delivery
  if ((deliveredAtLoad ?? delivery) === 'linked') return <link rel="stylesheet" href={stylesheet} />
  return (
    <>
      {/* The server's text stays in the element; in the browser the value is empty (see inline-stylesheet.tsx). */}
      <style nonce={nonce} data-stylesheet={stylesheet} dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />
      {/* The file itself, fetched when the page is idle, so the next page links it from the cache. */}
      <link rel="prefetch" as="style" href={stylesheet} />
    </>
  )
}

/** The document around every page, also around the error boundary. */
const JS_CLASS_SCRIPT = "if (typeof Promise.any === 'function') document.documentElement.classList.add('js')"

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const shell = useShell()
  const rootData = useRouteLoaderData<typeof loader>('root')
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/*
          The class lets CSS show controls that need JavaScript only when it runs. The bundle is
          ES2021 syntax (the framework uses `??=`): a browser too old for it cannot run the page's
          scripts, so it must keep the no-JavaScript page, which works. Promise.any shipped with
          that syntax in every engine (Chrome 85, Firefox 79, Safari 14), so it tells them apart
          without eval, which the CSP forbids.
        */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: JS_CLASS_SCRIPT }} />
        <Meta />
        <StylesheetTags delivery={rootData?.stylesheet ?? 'linked'} />
        <Links />
      </head>
      <body>
        <a href={`#${MAIN_ID}`} className="skip-link">
          {ui.skipToContent}
        </a>
        {shell ? <SiteHeader user={rootData ? rootData.user : undefined} product={rootData?.product ?? 'mutual'} /> : null}
        <main id={MAIN_ID} className={shell ? 'container site-main' : 'container site-main site-main--bare'} tabIndex={-1}>
          {children}
        </main>
        {/* After <main>: its effect runs after the page's own (an error summary taking the focus). */}
        <NavigationFocus />
        {shell ? <SiteFooter /> : null}
        {rootData?.idleDeadline ? <SessionTimeoutWarning idleDeadline={rootData.idleDeadline} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const rootData = useRouteLoaderData<typeof loader>('root')
  return (
    <>
      {rootData?.versionBanner ? <NewVersionBanner latest={rootData.versionBanner.latest} /> : null}
      {rootData?.flash ? <NotificationBanner tone={rootData.flash.tone}>{rootData.flash.message}</NotificationBanner> : null}
      <Outlet />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
