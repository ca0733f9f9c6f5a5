import fs from 'node:fs'

import { MEMBER_PREFIX, memberRoutes } from './config/member-routes.js'

// Member-area routes are mapped by config/member-routes.js; server.ts refuses to start when the
// running PORTAL_PRODUCT differs from the build's.
const product = process.env.PORTAL_PRODUCT || 'mutual'

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  appDirectory: 'app',
  assetsBuildDirectory: 'public/build',
  publicPath: '/build/',
  serverBuildPath: 'build/index.js',
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  // Tests live beside the code; member-area routes are mapped below.
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}', `${MEMBER_PREFIX}*`],
  routes: async (defineRoutes) =>
    defineRoutes((route) => {
      for (const member of memberRoutes(fs.readdirSync('app/routes'), product)) {
        route(member.path, member.file, { id: member.id, index: member.index })
      }
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    // Off on purpose: with it, every client-side navigation to a route not yet seen waits for a
    // /__manifest round trip before it can load the route (400 ms on a slow phone network). The
    // whole manifest is one cached file instead (~1.5 KiB gzip today).
    v3_lazyRouteDiscovery: false,
  },
}
