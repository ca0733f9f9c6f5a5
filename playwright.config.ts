import { defineConfig } from '@playwright/test'

/**
 * Browser journeys in two projects: "js" (JavaScript on) and "sin-js" (JavaScript off).
 * Browsers are never downloaded: Debian's Chromium is used.
 *
 * Two portals are started from the production build, each with a fresh data folder:
 * - the main one, with its embedded sandbox of the mutual's API;
 * - a "down" one whose UPSTREAM_API_URL points at a port where nothing listens.
 */
/** E2E_PORT_BASE moves every port, so two checkouts can run the journeys at once. */
const base = Number(process.env.E2E_PORT_BASE ?? 3100)
export const PORTAL_PORT = base
export const SANDBOX_PORT = base + 1
export const DOWN_PORTAL_PORT = base + 2
const DEAD_UPSTREAM_PORT = base + 9

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const portal = (port: number, env: Record<string, string>, dataDir: string) => ({
  command: `rm -rf ${dataDir} && node server-build/server.js`,
  port,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', UPSTREAM_TIMEOUT_MS: '2000', ...env },
})

export default defineConfig({
  testDir: 'tests/e2e',
  // The journeys share one sandbox and some inject faults into it: run them one at a time.
  workers: 1,
  fullyParallel: false,
  // A whole booking journey with axe on every step takes tens of seconds on a loaded machine.
  timeout: 90_000,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORTAL_PORT}`,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true } },
    { name: 'sin-js', use: { javaScriptEnabled: false } },
  ],
  webServer: [
    portal(PORTAL_PORT, { SANDBOX_PORT: String(SANDBOX_PORT) }, `tests/.tmp/e2e-${base}`),
    portal(DOWN_PORTAL_PORT, { UPSTREAM_API_URL: `http://127.0.0.1:${DEAD_UPSTREAM_PORT}` }, `tests/.tmp/e2e-down-${base}`),
  ],
})
