/**
 * One of the home's appointment cards (C02, BR45): the next item, or a way to book one, or the
 * card's own error. The card knows nothing of what an item is; the page renders its details.
 */
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { VisuallyHidden } from './visually-hidden'
import type { CardState } from '~/domain/appointments.server'
import { WarningText } from './warning-text'

export type AppointmentCardCopy = { title: string; none: string; book: string; seeAll: string; seeAllContext: string }

export function AppointmentCard<T>(props: {
  /** The heading's id, which names the card's section. */
  id: string
  copy: AppointmentCardCopy
  state: CardState<T>
  seeAllTo: string
  bookTo: string
  details: (next: T) => ReactNode
}) {
  const { id, copy, state } = props
  return (
    <section aria-labelledby={id} className="card appointment-card">
      <h3 id={id} className="card__title">
        {copy.title}
      </h3>
      {state.status === 'error' ? (
        <WarningText>{state.message}</WarningText>
      ) : state.next ? (
        <>
          {props.details(state.next)}
          <p>
            <Link to={props.seeAllTo}>
              {copy.seeAll}
              <VisuallyHidden> {copy.seeAllContext}</VisuallyHidden>
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>{copy.none}</p>
          <p>
            <Link to={props.bookTo}>{copy.book}</Link>
          </p>
        </>
      )}
    </section>
  )
}
