import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

// Unit and route tests. Route tests call loaders and actions with real Requests against a
// sandbox of the mutual's API that the global setup starts once for the run.
export default defineConfig({
  resolve: { alias: { '~': path.resolve(__dirname, 'app') } },
  esbuild: { jsx: 'automatic' },
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'sandbox/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'config/**/*.test.ts',
      // The test infrastructure's own tests; the browser journeys (tests/e2e) are Playwright's.
      'tests/**/*.test.{ts,tsx}',
    ],
    exclude: [...configDefaults.exclude, 'tests/e2e/**'],
    globalSetup: ['tests/setup/global-sandbox.ts'],
    setupFiles: ['tests/setup/route-env.ts'],
    environment: 'node',
    testTimeout: 15_000,
    // Route tests steer the one shared sandbox (faults, clock, token lifetime): files run one at a
    // time so one file's fault never reaches another's call.
    fileParallelism: false,
  },
})
