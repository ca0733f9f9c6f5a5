/**
 * Starts one sandbox of the mutual's API for the whole vitest run, on a random port with a
 * fresh data folder, and hands its URL to the test workers.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startSandbox } from '../../sandbox/server'

declare module 'vitest' {
  export interface ProvidedContext {
    sandboxUrl: string
    dataDir: string
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'))
  const sandbox = await startSandbox({ dataDir: path.join(dataDir, 'sandbox'), port: 0 })
  project.provide('sandboxUrl', sandbox.url)
  project.provide('dataDir', dataDir)
  return async () => {
    await sandbox.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
