import type { ReactNode } from 'react'
import { cx } from './class-names'

/*
 * Result-screen illustrations (spec 002 §2.2). Decorative: the heading carries the
 * meaning, so the SVGs are hidden from assistive technology. Colours come from
 * CSS classes (`.illustration--<name>` sets the tone), not from attributes.
 */

export type IllustrationName =
  | 'exclamation'
  | 'refund'
  | 'refund-in-hand-with-calendar'
  | 'calendar-cancel'
  | 'warning'
  | 'default'

const disc = <circle className="illustration__disc" cx="60" cy="60" r="58" />

const drawings: Record<IllustrationName, ReactNode> = {
  // Exclamation mark in a filled circle.
  exclamation: (
    <>
      {disc}
      <circle className="illustration__ink" cx="60" cy="60" r="40" />
      <rect className="illustration__knockout" x="54" y="34" width="12" height="34" rx="6" />
      <circle className="illustration__knockout" cx="60" cy="82" r="7" />
    </>
  ),
  // A coin with a dollar sign, circled by an arrow turning back: money returned.
  refund: (
    <>
      {disc}
      <circle className="illustration__paper" cx="60" cy="62" r="22" />
      <path className="illustration__line illustration__line--thin" d="M68 54c-3-4-16-5-16 2s16 5 16 12-13 7-17 2M60 44v36" />
      <path className="illustration__line" d="M26 50A36 36 0 1 1 32 85" />
      <path className="illustration__line" d="M22 79l10 6 4-11" />
    </>
  ),
  // An open hand holding a coin, with a calendar: a refund on a given date.
  'refund-in-hand-with-calendar': (
    <>
      {disc}
      <rect className="illustration__paper" x="66" y="16" width="38" height="34" rx="4" />
      <rect className="illustration__ink" x="66" y="16" width="38" height="10" rx="3" />
      <path className="illustration__line illustration__line--thin" d="M76 34h4M88 34h4M76 42h4M88 42h4" />
      <circle className="illustration__paper" cx="46" cy="60" r="14" />
      <path className="illustration__line illustration__line--thin" d="M51 55c-2-3-10-3-10 1s10 3 10 8-8 4-11 1M46 49v22" />
      <path
        className="illustration__ink"
        d="M14 80h30c6 0 10 3 10 7h20c5 0 10-4 16-7l9-4c5-2 8 4 4 8L86 99c-4 3-9 5-14 5H14Z"
      />
    </>
  ),
  // A calendar crossed out: a cancelled appointment.
  'calendar-cancel': (
    <>
      {disc}
      <rect className="illustration__paper" x="26" y="30" width="68" height="62" rx="6" />
      <rect className="illustration__ink" x="26" y="30" width="68" height="16" rx="5" />
      <path className="illustration__line" d="M42 22v14M78 22v14" />
      <path className="illustration__line illustration__line--accent" d="M48 58l24 24M72 58L48 82" />
    </>
  ),
  // Warning triangle with an exclamation mark.
  warning: (
    <>
      {disc}
      <path className="illustration__ink" d="M60 18c3 0 5 2 7 5l38 66c3 6-1 11-7 11H22c-6 0-10-5-7-11l38-66c2-3 4-5 7-5Z" />
      <rect className="illustration__knockout" x="55" y="44" width="10" height="30" rx="5" />
      <circle className="illustration__knockout" cx="60" cy="86" r="6" />
    </>
  ),
  // Check mark in a filled circle: done.
  default: (
    <>
      {disc}
      <circle className="illustration__ink" cx="60" cy="60" r="40" />
      <path className="illustration__line illustration__line--knockout" d="M42 61l12 12 25-26" />
    </>
  ),
}

export function Illustration({ name, className }: { name: IllustrationName; className?: string }) {
  return (
    <svg
      className={cx('illustration', `illustration--${name}`, className)}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[name]}
    </svg>
  )
}
