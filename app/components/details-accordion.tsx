import type { ReactNode } from 'react'

export type AccordionItem = {
  /** Id of the `<details>`, so a section can be linked to. */
  id: string
  summary: string
  content: ReactNode
}

/** Native `<details>` sections: open and close without JavaScript, keyboard and screen reader support built in. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  return (
    <div className="accordion">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="accordion__item">
          <summary className="accordion__summary">{item.summary}</summary>
          <div className="accordion__content">{item.content}</div>
        </details>
      ))}
    </div>
  )
}
