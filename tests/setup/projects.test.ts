/**
 * The split of the vitest run (tests/setup/projects.ts): files that use the shared sandbox run one
 * at a time in "sandbox", the others in parallel in "unit", where a call to the sandbox fails.
 * This file runs in "unit" (it does not use the sandbox), so it also checks that project's guard.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import config from '../../vitest.config'
import { takeSandboxCalls } from './no-sandbox-guard'
import { literalGlob, NO_SANDBOX_MESSAGE, NO_SANDBOX_URL, sandboxTestFiles, USES_SANDBOX } from './projects'

const ROOT = path.resolve(__dirname, '../..')
const projectNamed = (name: string) => {
  const project = config.test?.projects?.find((candidate) => typeof candidate === 'object' && 'test' in candidate && candidate.test?.name === name)
  if (!project || typeof project !== 'object' || !('test' in project) || !project.test) throw new Error(`no "${name}" project`)
  return project.test
}
// Written in two parts, so this file's own text does not read as a file that uses the sandbox.
const helpers = (name: string) => `import { call } from '../../tests/${name}'`

describe('which project runs a file', () => {
  it('reads a file that imports the route or sandbox helpers, or injects the setup’s values, as one that uses the sandbox', () => {
    expect(USES_SANDBOX.test(helpers('route' + '-helpers'))).toBe(true)
    expect(USES_SANDBOX.test(helpers('sandbox' + '-control'))).toBe(true)
    expect(USES_SANDBOX.test(`const url = inj${'ect('}'sandboxUrl')`)).toBe(true)
    expect(USES_SANDBOX.test(`// vitest-project: ${'sandbox'} (its calls reach it)\nconst LATEST = '2.6.0'`)).toBe(true)
    expect(USES_SANDBOX.test(`import { sessionUser } from '../../tests/session-user'\nexpect(1).toBe(1)`)).toBe(false)
  })

  it('puts every route test in the sandbox project, and not this file', () => {
    const files = sandboxTestFiles(ROOT)
    const routeTests = fs
      .readdirSync(path.join(ROOT, 'app/routes'))
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `app/routes/${file}`)
    expect(routeTests.length).toBeGreaterThan(10)
    expect(files).toEqual(expect.arrayContaining(routeTests))
    expect(files).not.toContain('tests/setup/projects.test.ts')
  })

  it('gives the sandbox project exactly the files the unit project leaves out, and the guard to the unit project', () => {
    const sandboxGlobs = sandboxTestFiles(ROOT).map(literalGlob)
    const unit = projectNamed('unit')
    const sandbox = projectNamed('sandbox')
    expect(sandbox.include).toEqual(sandboxGlobs)
    expect(unit.exclude).toEqual(expect.arrayContaining(sandboxGlobs))
    expect(sandbox.pool).toBe('forks')
    expect(config.test?.poolOptions?.forks?.maxForks).toBe(1)
    expect(unit.setupFiles).toContain('tests/setup/no-sandbox-guard.ts')
  })

  it('matches a route file whose name holds glob characters only by its own name', () => {
    expect(literalGlob('app/routes/$.test.ts')).toBe('app/routes/\\$.test.ts')
    expect(literalGlob('app/routes/(grupo)[id].test.ts')).toBe('app/routes/\\(grupo\\)\\[id\\].test.ts')
  })
})

describe('the unit project', () => {
  it('has no sandbox: a call to the API fails and says which project the file belongs in', async () => {
    expect(process.env.UPSTREAM_API_URL).toBe(NO_SANDBOX_URL)
    await expect(fetch(`${NO_SANDBOX_URL}/api/faqs/`)).rejects.toThrow(NO_SANDBOX_MESSAGE)
    // The guard fails the test after it even when the code under test swallowed the error.
    expect(takeSandboxCalls()).toEqual([`${NO_SANDBOX_URL}/api/faqs/`])
  })
})
