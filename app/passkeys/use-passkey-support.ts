import { useEffect, useState } from 'react'
import { deviceSupportsPasskeys } from './ceremony'

/**
 * Whether this browser can run a passkey ceremony: null until known (during the server render, hydration and the
 * check itself), so a control that needs it appears only where it would work.
 */
export function usePasskeySupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null)
  useEffect(() => {
    let current = true
    void deviceSupportsPasskeys().then((value) => current && setSupported(value))
    return () => {
      current = false
    }
  }, [])
  return supported
}
