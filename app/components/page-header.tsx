import type { ReactNode } from 'react'

export type PageHeaderProps = {
  /** The page's only h1. */
  title: ReactNode
  lead?: ReactNode
  /** The journey the page belongs to, above the h1 (a wizard's header: `Compra de medicamentos - Call Center`). */
  caption?: ReactNode
}

export function PageHeader({ title, lead, caption }: PageHeaderProps) {
  return (
    <div className="page-header">
      {caption ? <p className="page-header__caption">{caption}</p> : null}
      <h1>{title}</h1>
      {lead ? <p className="page-header__lead">{lead}</p> : null}
    </div>
  )
}
