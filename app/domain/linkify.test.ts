import { describe, expect, it } from 'vitest'
import { linkify } from './linkify'

const text = (value: string) => ({ type: 'text', value })
const link = (value: string) => ({ type: 'link', value })

describe('linkify', () => {
  it('leaves a text without addresses as one part, and an empty text as none', () => {
    expect(linkify('Nueva sección de Ayuda.')).toEqual([text('Nueva sección de Ayuda.')])
    expect(linkify('')).toEqual([])
  })

  it('splits out http and https addresses, keeping the sentence around them', () => {
    expect(linkify('Más información en https://www.example.org/novedades/pagos. Gracias')).toEqual([
      text('Más información en '),
      link('https://www.example.org/novedades/pagos'),
      text('. Gracias'),
    ])
    expect(linkify('http://a.example y https://b.example/x?y=1#z')).toEqual([
      link('http://a.example'),
      text(' y '),
      link('https://b.example/x?y=1#z'),
    ])
  })

  it('does not take trailing punctuation or an unmatched closing bracket into the link', () => {
    expect(linkify('Ver https://example.org/a, https://example.org/b; (https://example.org/c).')).toEqual([
      text('Ver '),
      link('https://example.org/a'),
      text(', '),
      link('https://example.org/b'),
      text('; ('),
      link('https://example.org/c'),
      text(').'),
    ])
  })

  it('keeps brackets that belong to the address', () => {
    expect(linkify('https://es.example.org/wiki/Uruguay_(país)')).toEqual([link('https://es.example.org/wiki/Uruguay_(país)')])
  })

  it('recognises only web addresses', () => {
    expect(linkify('javascript:alert(1) ftp://example.org mailto:a@example.org www.example.org')).toEqual([
      text('javascript:alert(1) ftp://example.org mailto:a@example.org www.example.org'),
    ])
    expect(linkify('solo https:// y nada más')).toEqual([text('solo https:// y nada más')])
  })

  it('stops an address at markup characters', () => {
    expect(linkify('<a href="https://example.org/x">')).toEqual([
      text('<a href="'),
      link('https://example.org/x'),
      text('">'),
    ])
  })
})
