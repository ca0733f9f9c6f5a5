import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appImportsOfSandbox, appSourceFiles, projectPaths, sandboxImports } from './app-boundary'

const file = path.join(projectPaths.APP_DIR, 'routes', 'ayuda.tsx')

describe('app/ never imports sandbox/', () => {
  it('holds for every file of app/', () => {
    expect(appSourceFiles().length).toBeGreaterThan(50)
    expect(appImportsOfSandbox()).toEqual([])
  })

  it.each([
    ["import { startSandbox } from '../../sandbox/server'"],
    ["import type { Db } from '../../sandbox/db/index'"],
    ["import '../../sandbox/server'"],
    ["export { seedDatabase } from '../../sandbox/db/seed'"],
    ["export * from '../../sandbox/lib/jwt'"],
    ["const { startSandbox } = await import('../../sandbox/server')"],
    ["const sandbox = require('../../sandbox/server')"],
    ["import { x } from 'sandbox/lib/jwt'"],
    ["import { x } from '../../sandbox'"],
  ])('catches %s', (source) => {
    expect(sandboxImports(file, source)).toHaveLength(1)
  })

  it('lets the portal import its own modules, packages and look-alike names', () => {
    const source = [
      "import { logger } from '~/utils/logger.server'",
      "import { json } from '@remix-run/node'",
      "import { x } from '../upstream/sandbox-errors'",
      "const copy = await import('~/copy/sandbox')",
    ].join('\n')
    expect(sandboxImports(file, source)).toEqual([])
  })
})
