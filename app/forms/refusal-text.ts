/**
 * The messages of a refused submit (conform's answer: its field and form errors) as one text, for a banner or a line
 * beside the control pressed; undefined when nothing was refused.
 */
export function refusalText(result: { error?: Record<string, string[] | null> | null } | null | undefined): string | undefined {
  const messages = Object.values(result?.error ?? {}).flatMap((list) => list ?? [])
  return messages.length > 0 ? messages.join(' ') : undefined
}
