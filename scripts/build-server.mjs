// Bundles the process entry (server.ts), the embedded sandbox's process and the sandbox CLI.
// Packages stay external (node_modules is installed beside it); the Remix build is imported at
// run time from build/index.js.
import { build } from 'esbuild'

await build({
  entryPoints: { server: 'server.ts', 'sandbox-process': 'sandbox/process.ts', 'sandbox-cli': 'sandbox/cli.ts' },
  outdir: 'server-build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
