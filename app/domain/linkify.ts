/**
 * Release notes may contain web addresses (spec 002 §3.6). This splits a text into plain parts and
 * http(s) links so React can render the links as <a> elements: the text itself is never parsed as
 * HTML.
 */
export type TextPart = { type: 'text' | 'link'; value: string }

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g
/** Punctuation that ends a sentence rather than an address. */
const TRAILING = /^[.,;:!?'"]$/

const count = (text: string, char: string) => text.split(char).length - 1

/** Drops trailing punctuation, and a closing bracket that has no opening one inside the address. */
function trimTrailing(candidate: string): string {
  let url = candidate
  for (;;) {
    const last = url.slice(-1) // not .at(-1): older phone browsers lack it
    const opening = last === ')' ? '(' : last === ']' ? '[' : undefined
    const unbalanced = opening !== undefined && count(url, opening) < count(url, last)
    if (!TRAILING.test(last) && !unbalanced) return url
    url = url.slice(0, -1)
  }
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = []
  let position = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimTrailing(match[0])
    // Not an address after all: it stays in the text around it.
    if (!isWebAddress(url)) continue
    if (match.index > position) parts.push({ type: 'text', value: text.slice(position, match.index) })
    parts.push({ type: 'link', value: url })
    position = match.index + url.length
  }
  if (position < text.length) parts.push({ type: 'text', value: text.slice(position) })
  return parts
}
