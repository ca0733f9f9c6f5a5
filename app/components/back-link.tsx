import { Link, type LinkProps } from '@remix-run/react'
import type { ReactNode } from 'react'
import { ui } from '~/copy/shell'

export type BackLinkProps = {
  /** Where "back" goes: a real URL, never `history.back()`, so it works without JavaScript and after a reload. */
  to: LinkProps['to']
  children?: ReactNode
}

export function BackLink({ to, children = ui.back }: BackLinkProps) {
  return (
    <Link to={to} className="back-link">
      {children}
    </Link>
  )
}
