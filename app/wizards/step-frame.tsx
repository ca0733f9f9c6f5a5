/**
 * The frame of every step page of a wizard: the back link, the progress navigator (the wizard's
 * labels and icons), the page's title, and the code of the step most likely next fetched ahead;
 * or, when the URL names an error kind (`?error=KIND`), the wizard's error screen instead. Every
 * link comes from the loader (`openStep`), built on the server: a base path may hold a setting.
 */
import type { ReactNode } from 'react'
import { BackLink } from '~/components/back-link'
import { NotificationBanner } from '~/components/notification-banner'
import { PageHeader } from '~/components/page-header'
import { PreloadRoute } from '~/components/preload-route'
import { Stepper } from '~/components/stepper'
import { ErrorScreen } from './error-screen'
import type { ProgressItem } from './wizard'

/** What a step's loader returns for its frame (`openStep`), spread into the page's data. */
export interface StepPage<Item extends string, ErrorKind extends string> {
  /** The error kind the URL names: the page is that kind's screen. */
  error: ErrorKind | null
  /** This step's own path: the error screen's "Reintentar" loads it again. */
  here: string
  /** The back link (the graph's `back`). */
  back: string
  /** The steps that may come next (`ahead`, else `next`): their code is fetched ahead. */
  ahead: string[]
  /** The navigator's items as the answers light them (none for a wizard without a navigator). */
  progress: ProgressItem<Item>[]
  progressLinks: Partial<Record<Item, string>>
}

/** What a wizard's step pages say and show around each step, the same on every one (its folder's `frame.tsx`). */
export interface WizardLabels<Item extends string, ErrorKind extends string> {
  /** The wizard's title, above an error screen's message. */
  title: string
  errorMessage(kind: ErrorKind): string
  /** Where the error screen's "Reintentar" leads when not to the step again (flow A: the main menu, C86). */
  retryTo?: string
  navigator?: {
    /** The navigator's accessible name. */
    label: string
    labels: Record<Item, string>
    /** Decorative: the label under each icon names the step. */
    icons: Record<Item, ReactNode>
  }
}

type StepFrameProps<Item extends string, ErrorKind extends string> = {
  labels: WizardLabels<Item, ErrorKind>
  page: StepPage<Item, ErrorKind>
  /** The page's h1, when the step's content does not hold it (a radio group's legend does). */
  title?: string | null
  /** The wizard's header above the h1, when it is not the h1 itself (flow B's mode, C67). */
  caption?: string
  /** The message of a call the API refused (`attemptAndContinue`'s answer), in a banner above the content. */
  refusal?: string
  children: ReactNode
}

export function StepFrame<Item extends string, ErrorKind extends string>({ labels, page, title, caption, refusal, children }: StepFrameProps<Item, ErrorKind>) {
  if (page.error) return <ErrorScreen wizardTitle={labels.title} message={labels.errorMessage(page.error)} retryTo={labels.retryTo ?? page.here} />
  const { navigator } = labels
  return (
    <div className="stack">
      <BackLink to={page.back} />
      {navigator && page.progress.length > 0 ? (
        <Stepper
          aria-label={navigator.label}
          steps={page.progress.map((item) => ({
            label: navigator.labels[item.step],
            to: page.progressLinks[item.step],
            state: item.state,
            enabled: item.enabled,
            icon: navigator.icons[item.step],
          }))}
        />
      ) : null}
      {title ? <PageHeader title={title} caption={caption} /> : null}
      {refusal ? (
        <NotificationBanner tone="error">
          <p>{refusal}</p>
        </NotificationBanner>
      ) : null}
      {children}
      {page.ahead.map((path) => (
        <PreloadRoute key={path} path={path} />
      ))}
    </div>
  )
}
