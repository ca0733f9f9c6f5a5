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

/**
 * The portal's lower layers and what each may import from app/ (imports of packages and of tests/
 * are not layers). Imports only point down:
 *
 *   foundation  app/copy/, app/config/ and three leaf utilities of app/utils/ (logger.server,
 *               read-at-most.server, request-scope.server): only each other
 *   domain      app/domain/ (pure rules): itself and app/copy/
 *   upstream    app/upstream/ (the API's client): itself, app/domain/ and the foundation
 *
 * so nothing below reaches app/payments/, app/auth/, the rest of app/utils/, the wizards or the
 * routes, which sit above and use them. A pure piece a lower layer needs moves down (as the payment
 * kinds moved to app/domain/); a lower layer never imports up. The rule is the modules': a test
 * (`*.test.ts`) may put a rule together with the layer that feeds it.
 */
const FOUNDATION = ['copy/', 'config/', 'utils/logger.server', 'utils/read-at-most.server', 'utils/request-scope.server']
export const LAYERS: ReadonlyArray<{ layer: string; may: readonly string[] }> = [
  ...FOUNDATION.map((layer) => ({ layer, may: FOUNDATION })),
  { layer: 'domain/', may: ['domain/', 'copy/'] },
  { layer: 'upstream/', may: ['upstream/', 'domain/', ...FOUNDATION] },
]

/** The app/ path of `target` without its extension (`upstream/ids`), or undefined outside app/. */
function inApp(target: string): string | undefined {
  if (!target.startsWith(APP_DIR + path.sep)) return undefined
  return path.relative(APP_DIR, target).split(path.sep).join('/').replace(SOURCE, '')
}

/** Whether an app/ path belongs to a layer: a folder (`domain/`) or one module (`utils/logger.server`). */
const within = (appPath: string, layer: string) => (layer.endsWith('/') ? appPath.startsWith(layer) : appPath === layer)

/** The specifiers of `file` (with source `source`) that import from above its layer. */
export function upwardImports(file: string, source: string): string[] {
  const from = inApp(file)
  if (/\.test\.[jt]sx?$/.test(file)) return []
  const rule = from === undefined ? undefined : LAYERS.find(({ layer }) => within(from, layer))
  if (!rule) return []
  return importSpecifiers(source).filter((specifier) => {
    const target = resolve(file, specifier)
    const to = target === undefined ? undefined : inApp(target)
    return to !== undefined && !rule.may.some((layer) => within(to, layer))
  })
}

/** `file: specifier` for every import of a lower layer from above it. */
export function appUpwardImports(): string[] {
  return appSourceFiles().flatMap((file) =>
    upwardImports(file, fs.readFileSync(file, 'utf8')).map((specifier) => `${path.relative(ROOT, file)}: ${specifier}`),
  )
}
