import { useEffect, useState } from 'react'
import { deviceSupportsPasskeys, preloadCeremonies } from './ceremony'

/**
 * Whether this browser can run a passkey ceremony: null until known (during the server render, hydration and the
 * check itself), so a control that needs it appears only where it would work. A page that will run a ceremony asks
 * for `preload`: the ceremony's library is then fetched ahead of the click.
 */
export function usePasskeySupport(options: { preload?: boolean } = {}): boolean | null {
  const { preload = false } = options
  const [supported, setSupported] = useState<boolean | null>(null)
  useEffect(() => {
    let current = true
    void deviceSupportsPasskeys().then((value) => {
      if (!current) return
      setSupported(value)
      if (value && preload) preloadCeremonies()
    })
    return () => {
      current = false
    }
  }, [preload])
  return supported
}
