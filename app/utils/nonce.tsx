/**
 * The CSP nonce of the current response, for every <script> the document renders.
 * Browsers hide the nonce attribute after load, so on the client it is an empty string.
 */
import { createContext, useContext } from 'react'

const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider

export function useNonce(): string {
  return useContext(NonceContext)
}
