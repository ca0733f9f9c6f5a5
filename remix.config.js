import fs from 'node:fs'

/**
 * The member area lives under `/mi-{product}` (spec 000 §2, decisions.md): PORTAL_PRODUCT, default
 * `mutual`. Route files of that area are named `mi-producto[.segment...].tsx` and are mapped here
 * at build time; server.ts refuses to start when the running PORTAL_PRODUCT differs from the
 * build's.
 */
const product = process.env.PORTAL_PRODUCT || 'mutual'
const MEMBER_PREFIX = 'mi-producto'

function memberRoutePath(fileBase) {
  return (
    '/' +
    fileBase
      .split('.')
      .map((segment) => (segment === MEMBER_PREFIX ? `mi-${product}` : segment.startsWith('$') ? `:${segment.slice(1)}` : segment))
      .join('/')
  )
}

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
      const files = fs
        .readdirSync('app/routes')
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && (file.startsWith(`${MEMBER_PREFIX}.`) || /^mi-producto\.tsx?$/.test(file)))
      for (const file of files) {
        const base = file.replace(/\.tsx?$/, '')
        route(memberRoutePath(base), `routes/${file}`, { id: `routes/${base}` })
      }
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
}
