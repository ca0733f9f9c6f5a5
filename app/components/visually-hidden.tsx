import type { ReactNode } from 'react'

/** Text for screen readers only (e.g. the field name after a "Cambiar" link). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>
}
