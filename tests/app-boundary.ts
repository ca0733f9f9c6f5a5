/**
 * The portal (app/) talks to the mutual's API only over HTTP: it must never import the sandbox,
 * or the sandbox would ship in the portal's build and its rules could leak into the portal's.
 * Reads every import specifier with TypeScript's own scanner: static imports, `import type`,
 * re-exports, dynamic `import()` and `require()`.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const ROOT = path.resolve(import.meta.dirname, '..')
const APP_DIR = path.join(ROOT, 'app')
const SANDBOX_DIR = path.join(ROOT, 'sandbox')
const SOURCE = /\.(?:[cm]?[jt]sx?)$/

/** Every module specifier in `source`. */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName)
}

/** Where a specifier of `file` points, when it points at a file of this project (relative, `~/`, or rooted at the project). */
function resolve(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier)
  if (specifier.startsWith('~/')) return path.join(APP_DIR, specifier.slice(2))
  if (specifier.startsWith('/')) return specifier
  // A bare specifier that names a project folder (a `baseUrl` import such as 'sandbox/server').
  return path.join(ROOT, specifier)
}

/** The specifiers of `file` (with source `source`) that reach into sandbox/. */
export function sandboxImports(file: string, source: string): string[] {
  return importSpecifiers(source).filter((specifier) => {
    const target = resolve(file, specifier)
    return target !== undefined && (target === SANDBOX_DIR || target.startsWith(SANDBOX_DIR + path.sep))
  })
}

export function appSourceFiles(dir = APP_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return appSourceFiles(full)
    return SOURCE.test(entry.name) ? [full] : []
  })
}

/** `file: specifier` for every import from app/ into sandbox/. */
export function appImportsOfSandbox(): string[] {
  return appSourceFiles().flatMap((file) =>
    sandboxImports(file, fs.readFileSync(file, 'utf8')).map((specifier) => `${path.relative(ROOT, file)}: ${specifier}`),
  )
}

export const projectPaths = { ROOT, APP_DIR, SANDBOX_DIR }
