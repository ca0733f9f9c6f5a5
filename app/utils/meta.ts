import type { MetaFunction } from '@remix-run/node'
import { errorHeading } from '~/components/error-boundary'
import { ui } from '~/copy/shell'

type Matches = Parameters<MetaFunction>[0]['matches']

/**
 * Page titles: "<page> · Servicios en línea", so every tab and screen-reader announcement says
 * where you are; "Error: " first when the page answers a form with a problem (the root's
 * `submitFailed`; with JavaScript the error summary adds it, see ErrorSummary).
 */
export function pageTitle(page: string | undefined, matches: Matches): { title: string } {
  const root = matches.find((match) => match.id === 'root')?.data as { submitFailed?: boolean } | undefined
  const title = documentTitle(page)
  return { title: root?.submitFailed ? ui.errorTitlePrefix + title : title }
}

/** A page's title as the browser's tab shows it (also the server's own refusal pages, server/refusal-page.ts). */
export const documentTitle = (page: string | undefined) => (page ? `${page} · Servicios en línea` : 'Servicios en línea')

/** The `meta` of a page whose title is fixed; a page with a boundary of its own showing an error is titled as it. */
export const titled =
  (page?: string): MetaFunction =>
  ({ matches, error }) => [pageTitle(error ? errorHeading(error) : page, matches)]
