import { useEffect, useState } from 'react'

/**
 * Counts the server's answers to a form, for a `key` on fields that must start empty after each one (passwords).
 * Without JavaScript every answer is a new page and such a field is rendered empty anyway; with it the same
 * inputs stay on the page and keep what was typed unless they are rebuilt.
 */
export function useAnswerCount(actionData: unknown): number {
  const [count, setCount] = useState(0)
  useEffect(() => {
    if (actionData) setCount((current) => current + 1)
  }, [actionData])
  return count
}
