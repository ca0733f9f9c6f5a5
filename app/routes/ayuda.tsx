import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { useEffect } from 'react'
import { Accordion } from '~/components/details-accordion'
import { NotificationBanner } from '~/components/notification-banner'
import { PageHeader } from '~/components/page-header'
import { callCentre } from '~/config/contact'
import { help } from '~/copy/help'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { withinBudget } from '~/upstream/optional-part.server'
import { getFaqs, type Faq } from '~/upstream/content.server'
import { titled } from '~/utils/meta'

/** Anchors the spec lets other pages link to (000 §2). */
const ANCHORS = ['cancelar-cuenta', 'terminos-y-condiciones'] as const
/** Spec 000 §9: scroll to the anchor after 500 ms. */
const ANCHOR_SCROLL_DELAY_MS = 500

type FaqState = { status: 'success'; faqs: Faq[] } | { status: 'RESPONSE_ERROR'; faqs: [] }

export const meta = titled(help.title)

const FAQ_ERROR = { status: 'RESPONSE_ERROR', faqs: [] } as const satisfies FaqState

/**
 * The FAQs are a part of the page that can be left out: the rest (how to cancel the account, the
 * terms) needs no API. With their own short budget, as the home's cards: an error answer, a slow,
 * unreachable or garbled API all show the spec's RESPONSE_ERROR state in the FAQ part only. The
 * call they share (public-content.server.ts) goes on past the budget and serves the next page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const part = await withinBudget(request, 'faqs', () => getFaqs())
  if (part.status === 'late') return FAQ_ERROR
  if (part.result.status === 'fulfilled') return { status: 'success', faqs: part.result.value } satisfies FaqState
  const error = part.result.reason
  if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return FAQ_ERROR
  throw error
}

/**
 * Without JavaScript the browser jumps to the anchor itself. With it, the page may still be
 * settling after hydration, so we scroll once more after the spec's delay.
 */
function useDelayedAnchorScroll() {
  const { hash } = useLocation()
  useEffect(() => {
    const id = hash.slice(1)
    if (!ANCHORS.includes(id as (typeof ANCHORS)[number])) return
    const timer = window.setTimeout(() => {
      const target = document.getElementById(id)
      target?.scrollIntoView({ block: 'start' })
      target?.focus({ preventScroll: true })
    }, ANCHOR_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [hash])
}

export default function HelpPage() {
  const faqState = useLoaderData<typeof loader>()
  useDelayedAnchorScroll()

  return (
    <div className="stack">
      <PageHeader title={help.title} />

      <section aria-labelledby="preguntas-frecuentes" className="stack">
        <h2 id="preguntas-frecuentes">{help.faqTitle}</h2>
        {faqState.status === 'RESPONSE_ERROR' ? (
          <NotificationBanner tone="error">{help.faqError}</NotificationBanner>
        ) : faqState.faqs.length === 0 ? (
          <p>{help.faqEmpty}</p>
        ) : (
          <Accordion
            items={faqState.faqs.map((faq, index) => ({
              id: `pregunta-${index + 1}`,
              summary: faq.pregunta,
              content: <p>{faq.respuesta}</p>,
            }))}
          />
        )}
      </section>

      <section id="cancelar-cuenta" aria-labelledby="cancelar-cuenta-titulo" className="stack" tabIndex={-1}>
        <h2 id="cancelar-cuenta-titulo">{help.cancelTitle}</h2>
        <p>{help.cancelAsk}</p>
        <p>
          {help.cancelWriteTo} <a href={`mailto:${callCentre.email}`}>{callCentre.email}</a>
        </p>
        {help.cancelText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section id="terminos-y-condiciones" aria-labelledby="terminos-titulo" className="stack" tabIndex={-1}>
        <h2 id="terminos-titulo">{help.termsTitle}</h2>
        <ol>
          {help.terms.map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ol>
      </section>
    </div>
  )
}
