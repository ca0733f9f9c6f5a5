import type { ReactNode } from 'react'

export type PageHeaderProps = {
  /** The page's only h1. */
  title: ReactNode
  lead?: ReactNode
}

export function PageHeader({ title, lead }: PageHeaderProps) {
  return (
    <div className="page-header">
      <h1>{title}</h1>
      {lead ? <p className="page-header__lead">{lead}</p> : null}
    </div>
  )
}
