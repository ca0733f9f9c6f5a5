/**
 * A small line-drawn icon (24×24 strokes in the text's colour), hidden from assistive technology: the text beside it
 * says what it means. The progress bars and the slot grid draw theirs with it.
 */
import type { ReactNode } from 'react'

export function lineIcon(children: ReactNode, { className, size }: { className?: string; size?: number } = {}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
