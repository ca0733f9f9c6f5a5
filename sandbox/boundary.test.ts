import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const sandboxDir = path.dirname(fileURLToPath(import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('sandbox boundary', () => {
  // The sandbox must not reuse the portal's rules, or a bug in one would hide in the other.
  it('never imports from the portal', () => {
    const offenders = sourceFiles(sandboxDir).filter((file) => {
      const source = readFileSync(file, 'utf8')
      return /from\s+['"](~\/|(\.\.\/)+app\/)|import\(\s*['"](~\/|(\.\.\/)+app\/)/.test(source)
    })
    expect(offenders.map((file) => path.relative(sandboxDir, file))).toEqual([])
  })
})

describe('sandbox layering', () => {
  // db/index imports the migrations, which import the seeds and stores: were those to import db/index, it would
  // be a loop.
  it('takes the Db type from db/types everywhere but the code that opens the database', () => {
    const offenders = sourceFiles(sandboxDir).filter((file) => {
      const relative = path.relative(sandboxDir, file)
      const opensDatabase = /^(db\/index|server|cli|test-support|control\/router)\.ts$/.test(relative)
      if (opensDatabase || relative.endsWith('.test.ts')) return false
      const importsIndex = relative.startsWith('db/') ? /from\s+['"]\.\/index['"]/ : /from\s+['"][./]*db\/index['"]/
      return importsIndex.test(readFileSync(file, 'utf8'))
    })
    expect(offenders.map((file) => path.relative(sandboxDir, file))).toEqual([])
  })
})
