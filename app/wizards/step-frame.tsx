/**
 * What every step page of a wizard shares: the back link, the progress navigator (the wizard's
 * items, labels and icons) and the page's title.
 */
import type { ReactNode } from 'react'
import { BackLink } from '~/components/back-link'
import { PageHeader } from '~/components/page-header'
import { PreloadRoute } from '~/components/preload-route'
import { Stepper } from '~/components/stepper'
import type { ProgressItem } from './wizard'

export interface Navigator<Item extends string> {
  /** The navigator's accessible name. */
  label: string
  items: ProgressItem<Item>[]
  labels: Record<Item, string>
  /** Decorative: the label under each icon names the step. */
  icons: Record<Item, ReactNode>
  pathOf(item: Item): string
}

type StepFrameProps<Item extends string> = {
  /** The back link's URL (the graph's `back`, computed by the loader). */
  back: string
  navigator?: Navigator<Item>
  /** The page's h1, when the step's content does not hold it (a radio group's legend does). */
  title?: string
  /** The path of the step that most likely comes next: its code is fetched ahead. */
  next?: string
  children: ReactNode
}

export function StepFrame<Item extends string>({ back, navigator, title, next, children }: StepFrameProps<Item>) {
  return (
    <div className="stack">
      <BackLink to={back} />
      {navigator ? (
        <Stepper
          aria-label={navigator.label}
          steps={navigator.items.map((item) => ({
            label: navigator.labels[item.step],
            to: navigator.pathOf(item.step),
            state: item.state,
            enabled: item.enabled,
            icon: navigator.icons[item.step],
          }))}
        />
      ) : null}
      {title ? <PageHeader title={title} /> : null}
      {children}
      {next ? <PreloadRoute path={next} /> : null}
    </div>
  )
}
