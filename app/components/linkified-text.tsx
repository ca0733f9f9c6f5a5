import { linkify } from '~/domain/linkify'

/** A text whose web addresses become links; everything else stays text (never parsed as HTML). */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) =>
        part.type === 'link' ? (
          <a key={index} href={part.value} rel="noopener noreferrer">
            {part.value}
          </a>
        ) : (
          part.value
        ),
      )}
    </>
  )
}
