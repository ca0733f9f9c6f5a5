/// <reference types="@remix-run/dev" />

import '@remix-run/node'

declare module '@remix-run/node' {
  /** Single fetch types: loaders return plain data, `useLoaderData` sees it as sent. */
  interface Future {
    v3_singleFetch: true
  }

  /** What server.ts hands to every loader, action and to entry.server. */
  interface AppLoadContext {
    /** The CSP nonce of this response; every script tag must carry it. */
    cspNonce: string
    requestId: string
    /** The client's address as Express sees it (TRUST_PROXY decides which proxies to believe). */
    clientAddress: string
  }
}
