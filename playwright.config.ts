import os from 'node:os'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './config/chromium'
import { JS_PROJECT_GREP, SIN_JS_PROJECT_GREP_INVERT } from './tests/e2e/projects'
import { DEAD_UPSTREAM_PORT, DOWN_PORTAL_PORT, E2E_LOG_LEVEL, LOG_DIR, RUN_DIR } from './tests/e2e/worker-portal'

/**
 * Browser journeys in two projects: "js" (JavaScript on) and "sin-js" (JavaScript off). A test runs
 * in "sin-js" only, unless its tag says that what it checks differs with JavaScript
 * (tests/e2e/projects.ts): then in both, or in "js" only when it exists only with JavaScript.
 * Browsers are never downloaded: Debian's Chromium is used.
 *
 * Every worker starts its own portal with its embedded sandbox and a fresh data folder
 * (tests/e2e/worker-portal.ts, a worker fixture), so tests run in parallel on separate data.
 * One "down" portal, whose UPSTREAM_API_URL points at a port where nothing listens, holds no
 * state and is shared. After the run, every portal's log is scanned for personal data.
 * E2E_PORT_BASE moves every port, so two checkouts can run the journeys at once.
 */
const downPortalDataDir = `${RUN_DIR}/down`
const downPortalLog = `${LOG_DIR}/portal-down.log`

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // A worker runs a browser, a portal and a sandbox, which keep about two cores busy: measured on a
  // 2-core machine, one worker took 11.1 min and two 12.7 min. So one worker per two cores;
  // E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(os.availableParallelism() / 2))),
  fullyParallel: true,
  // A whole booking journey with axe on every step takes tens of seconds on a loaded machine, and
  // parallel workers share its cores: a step's navigation may take longer than the default 5 s.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The slowest tests and each project's time close every run (tests/e2e/slowest-reporter.ts).
  reporter: process.env.CI
    ? [['list'], ['./tests/e2e/slowest-reporter.ts']]
    : [['list'], ['./tests/e2e/slowest-reporter.ts'], ['html', { open: 'never' }]],
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  // No baseURL here: each worker's `portal` fixture sets it (tests/e2e/fixtures.ts).
  use: {
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true }, grep: JS_PROJECT_GREP },
    { name: 'sin-js', use: { javaScriptEnabled: false }, grepInvert: SIN_JS_PROJECT_GREP_INVERT },
  ],
  webServer: {
    // Its output goes to the log folder too; the global setup, which runs after it starts, spares it.
    command: `rm -rf ${downPortalDataDir} && mkdir -p ${LOG_DIR} && exec node server-build/server.js > ${downPortalLog} 2>&1`,
    port: DOWN_PORTAL_PORT,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(DOWN_PORTAL_PORT),
      DATA_DIR: downPortalDataDir,
      LOG_LEVEL: E2E_LOG_LEVEL,
      UPSTREAM_TIMEOUT_MS: '2000',
      UPSTREAM_API_URL: `http://127.0.0.1:${DEAD_UPSTREAM_PORT}`,
    },
  },
})
