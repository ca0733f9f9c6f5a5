import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LinkifiedText } from './linkified-text'

describe('LinkifiedText', () => {
  it('renders web addresses as links that do not expose this page', () => {
    expect(renderToStaticMarkup(<LinkifiedText text="Más en https://example.org/a." />)).toBe(
      'Más en <a href="https://example.org/a" rel="noopener noreferrer">https://example.org/a</a>.',
    )
  })

  it('escapes markup in the text instead of interpreting it', () => {
    expect(renderToStaticMarkup(<LinkifiedText text={'<img src=x onerror="alert(1)"> https://example.org/"><b>'} />)).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <a href="https://example.org/" rel="noopener noreferrer">https://example.org/</a>&quot;&gt;&lt;b&gt;',
    )
  })
})
