import { useEffect, useState } from 'react'

/** True once the page runs with JavaScript (never during the server render or hydration itself). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
