/**
 * Starts one sandbox of the mutual's API for the whole vitest run, on a random port with a
 * fresh data folder, its clock running from 09:00 on the test day (tests/test-clock.ts), and hands
 * its URL and its clock's offset to the test workers.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startSandbox } from '../../sandbox/server'
import { testClockStart } from '../test-clock'

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string
    dataDir: string
    /** How far the sandbox's clock is ahead of the real time (behind when negative), in ms. */
    clockOffsetMs: number
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'))
  const clockOffsetMs = Date.parse(testClockStart()) - Date.now()
  const sandbox = await startSandbox({ dataDir: path.join(dataDir, 'sandbox'), port: 0, clockOffsetMs })
  project.provide('sandboxUrl', sandbox.url)
  project.provide('clockOffsetMs', clockOffsetMs)
  project.provide('dataDir', dataDir)
  return async () => {
    await sandbox.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
