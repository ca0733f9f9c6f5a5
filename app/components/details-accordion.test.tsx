import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Accordion } from './details-accordion'

describe('Accordion', () => {
  it('renders native, closed <details> sections that can be linked to', () => {
    const html = renderToStaticMarkup(
      <Accordion
        items={[
          { id: 'pregunta-1', summary: '¿Cómo reservo?', content: <p>Desde Agenda.</p> },
          { id: 'pregunta-2', summary: '¿Cómo pago?', content: 'Con tarjeta.' },
        ]}
      />,
    )
    expect(html).toBe(
      '<div class="accordion">' +
        '<details id="pregunta-1" class="accordion__item"><summary class="accordion__summary">¿Cómo reservo?</summary><div class="accordion__content"><p>Desde Agenda.</p></div></details>' +
        '<details id="pregunta-2" class="accordion__item"><summary class="accordion__summary">¿Cómo pago?</summary><div class="accordion__content">Con tarjeta.</div></details>' +
        '</div>',
    )
  })
})
