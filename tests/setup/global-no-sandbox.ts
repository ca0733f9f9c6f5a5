/**
 * The "unit" project's global setup: what the sandbox's global setup provides, without a sandbox.
 * The API's address is one that never answers (NO_SANDBOX_URL, guarded by no-sandbox-guard.ts);
 * the data folder and the clock are as in the "sandbox" project, so route-env.ts serves both.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { testClockStart } from '../test-clock'
import { NO_SANDBOX_URL } from './projects'

export default function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-unit-test-'))
  project.provide('sandboxUrl', NO_SANDBOX_URL)
  project.provide('clockOffsetMs', Date.parse(testClockStart()) - Date.now())
  project.provide('dataDir', dataDir)
  return () => fs.rmSync(dataDir, { recursive: true, force: true })
}
