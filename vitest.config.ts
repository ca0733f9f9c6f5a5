import os from 'node:os'
import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'
import { literalGlob, sandboxTestFiles, TEST_FILES } from './tests/setup/projects'

// Unit and route tests, in two projects (tests/setup/projects.ts says which file goes where):
// - "unit": every file that does not use the shared sandbox, in parallel worker threads;
// - "sandbox": route tests and the other files that use the one sandbox of the mutual's API the
//   global setup starts. They steer it (faults, clock, token lifetime): its files run one at a time,
//   each in a fresh process, so one file's fault never reaches another's call.
// The unit files run first, on every core; then the sandbox's, alone, as they always have: on a
// loaded machine the route tests' short upstream budgets are the first thing to fail.
const sandboxFiles = sandboxTestFiles(__dirname).map(literalGlob)
const notVitest = [...configDefaults.exclude, 'tests/e2e/**']

export default defineConfig({
  resolve: { alias: { '~': path.resolve(__dirname, 'app') } },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'node',
    testTimeout: 15_000,
    setupFiles: ['tests/setup/route-env.ts'],
    // A pool's size is set here for every project that uses it: the threads are the unit project's,
    // the forks the sandbox project's (one at a time, each file in a fresh process).
    poolOptions: {
      threads: { maxThreads: os.availableParallelism() },
      forks: { minForks: 1, maxForks: 1 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: TEST_FILES,
          exclude: [...notVitest, ...sandboxFiles],
          pool: 'threads',
          sequence: { groupOrder: 0 },
          globalSetup: ['tests/setup/global-no-sandbox.ts'],
          setupFiles: ['tests/setup/no-sandbox-guard.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          include: sandboxFiles,
          exclude: notVitest,
          pool: 'forks',
          sequence: { groupOrder: 1 },
          globalSetup: ['tests/setup/global-sandbox.ts'],
        },
      },
    ],
  },
})
