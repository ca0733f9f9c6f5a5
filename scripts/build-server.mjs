// Bundles the process entry (server.ts, with the sandbox) and the sandbox CLI for production.
// Packages stay external (node_modules is installed beside it); the Remix build is imported at
// run time from build/index.js.
import { build } from 'esbuild'

await build({
  entryPoints: { server: 'server.ts', 'sandbox-cli': 'sandbox/cli.ts' },
  outdir: 'server-build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
