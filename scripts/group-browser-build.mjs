// Regroups the browser build into fewer, larger scripts, after `remix build` (`npm run build`).
//
// The classic compiler splits shared code into one chunk per set of routes that imports it, and
// cannot be told otherwise: a wizard step loaded 35–40 scripts of a few hundred bytes each, a
// request each on a slow phone (six at a time over HTTP/1.1), compressing poorly. This step
// bundles the compiler's own output again with esbuild, grouped as scripts/browser-build-groups.mjs
// plans it: the shell (the framework, the root route and what many pages share) in one chunk, what
// a journey's steps share in one chunk per journey, and each route's own module, which Remix loads
// by its URL. It then rewrites the assets manifest (the browser's file and the server build's
// copy) to the new files and removes the old ones. docs/decisions/browser-build-groups.md.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { importClosure, planGroups } from './browser-build-groups.mjs'

const PUBLIC_DIR = 'public/build'
const PUBLIC_PATH = '/build/'
const SERVER_BUILD = 'build/index.js'
const STAGING_DIR = path.join(PUBLIC_DIR, '.grouped')

const manifestName = fs.readdirSync(PUBLIC_DIR).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name))
if (!manifestName) throw new Error('group-browser-build: no manifest in public/build; run `remix build` first')
const manifestText = fs.readFileSync(path.join(PUBLIC_DIR, manifestName), 'utf8')
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1))
const compiled = JSON.parse(fs.readFileSync('build/metafile.js.json', 'utf8')).outputs

const fileOf = (url) => path.join(PUBLIC_DIR, url.slice(PUBLIC_PATH.length))
const urlOf = (file) => PUBLIC_PATH + path.relative(PUBLIC_DIR, file).split(path.sep).join('/')
const staticImports = (file) =>
  (compiled[file]?.imports ?? []).filter((entry) => entry.kind === 'import-statement').map((entry) => entry.path)

const routes = Object.values(manifest.routes).map((route) => ({ id: route.id, file: fileOf(route.module) }))
const plan = planGroups({ entryFile: fileOf(manifest.entry.module), routes, staticImports })

// Each group is a module that re-exports its chunks' namespaces; an entry that re-exports the
// group keeps all of it, so esbuild puts the group in one chunk shared by exactly those entries.
// Everything is named by its /build/ URL so that the plugin below resolves it: the compiler's
// chunks keep their side effects (package.json's `sideEffects: false` is about the sources).
const spec = (file) => JSON.stringify(urlOf(file))
const groupModule = (files) => files.map((file, index) => `export * as c${index} from ${spec(file)};`).join('\n')
const modules = new Map([['shell', groupModule(plan.shell)]])
for (const [journey, files] of plan.journeys) modules.set(`journey:${journey}`, groupModule(files))

/** What an entry re-exports: the shell, and its journey's chunk if it has one (the browser entry has none). */
const uses = (routeId) => {
  const lines = ['import * as shell from "virtual:shell";', 'export { shell as __shell };']
  const journey = routeId && plan.journeyOf.get(routeId)
  if (journey && plan.journeys.has(journey)) lines.push(`import * as journey from "virtual:journey:${journey}";`, 'export { journey as __journey };')
  return lines
}
const entryPoints = { 'entry.client': 'virtual:entry.client' }
modules.set('entry.client', [`import ${spec(plan.entryFile)};`, ...uses(null)].join('\n'))
for (const route of routes) {
  const names = compiled[route.file]?.exports ?? []
  const own = names.length ? `export { ${names.join(', ')} } from ${spec(route.file)};` : `import ${spec(route.file)};`
  modules.set(`route:${route.id}`, [own, ...uses(route.id)].join('\n'))
  entryPoints[route.id] = `virtual:route:${route.id}`
}

fs.rmSync(STAGING_DIR, { recursive: true, force: true })
const { metafile } = await build({
  entryPoints,
  outdir: STAGING_DIR,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  minify: true,
  metafile: true,
  logLevel: 'error',
  entryNames: '[dir]/[name]-[hash]',
  chunkNames: '_shared/[name]-[hash]',
  plugins: [
    {
      name: 'compiled-browser-build',
      setup(build) {
        build.onResolve({ filter: /^virtual:/ }, (args) => ({ path: args.path.slice('virtual:'.length), namespace: 'group' }))
        build.onLoad({ filter: /.*/, namespace: 'group' }, (args) => ({ contents: modules.get(args.path), loader: 'js', resolveDir: process.cwd() }))
        build.onResolve({ filter: /^\/build\// }, (args) => ({ path: path.resolve(fileOf(args.path)), sideEffects: true }))
      },
    },
  ],
})

// The staged files move to public/build with the same relative paths, so their imports of each
// other (relative) stay right; the compiler's scripts go.
const staged = metafile.outputs
const publicFileOf = (stagedFile) => path.join(PUBLIC_DIR, path.relative(STAGING_DIR, stagedFile))
const outputOf = (virtualId) => Object.keys(staged).find((file) => staged[file].entryPoint === `group:${virtualId}`)
const stagedImports = (file) => staged[file].imports.filter((entry) => entry.kind === 'import-statement').map((entry) => entry.path)
const moduleOf = (stagedFile) => ({
  module: urlOf(publicFileOf(stagedFile)),
  imports: [...importClosure(stagedImports, stagedFile)].map((file) => urlOf(publicFileOf(file))),
})

// As the compiler does: a route lists only the scripts its parents (and the entry) do not.
const entry = moduleOf(outputOf('entry.client'))
const modulesOf = new Map(Object.values(manifest.routes).map((route) => [route.id, moduleOf(outputOf(`route:${route.id}`))]))
const loadedAbove = (route) =>
  route.parentId ? [...modulesOf.get(route.parentId).imports, ...loadedAbove(manifest.routes[route.parentId])] : entry.imports
const grouped = {}
for (const route of Object.values(manifest.routes)) {
  const { module, imports } = modulesOf.get(route.id)
  const above = new Set(loadedAbove(route))
  const own = imports.filter((url) => !above.has(url))
  grouped[route.id] = { ...route, module, imports: own.length ? own : undefined }
}

const fingerprinted = { entry, routes: grouped }
const version = crypto.createHash('sha256').update(JSON.stringify(fingerprinted)).digest('hex').slice(0, 8)
const next = { ...manifest, ...fingerprinted, version, url: `${PUBLIC_PATH}manifest-${version.toUpperCase()}.js` }

for (const old of Object.keys(compiled)) if (old.endsWith('.js')) fs.rmSync(old, { force: true })
fs.rmSync(path.join(PUBLIC_DIR, manifestName), { force: true })
for (const file of Object.keys(staged)) {
  fs.mkdirSync(path.dirname(publicFileOf(file)), { recursive: true })
  fs.renameSync(file, publicFileOf(file))
}
fs.rmSync(STAGING_DIR, { recursive: true, force: true })
fs.writeFileSync(fileOf(next.url), `window.__remixManifest=${JSON.stringify(next)};`)

// The server build renders the script tags from its own copy of the manifest.
const server = fs.readFileSync(SERVER_BUILD, 'utf8')
const declaration = /^var assets_manifest_default = .*;$/m
if (!declaration.test(server)) throw new Error(`group-browser-build: no assets manifest in ${SERVER_BUILD}`)
fs.writeFileSync(SERVER_BUILD, server.replace(declaration, () => `var assets_manifest_default = ${JSON.stringify(next)};`))
fs.writeFileSync('build/metafile.js.json', JSON.stringify({ inputs: {}, outputs: Object.fromEntries(Object.entries(staged).map(([file, output]) => [publicFileOf(file), { ...output, imports: output.imports.map((entry) => ({ ...entry, path: publicFileOf(entry.path) })) }])) }))

const scripts = Object.values(grouped).map((route) => new Set([...entry.imports, entry.module, ...(route.imports ?? []), route.module]).size)
console.log(`browser build grouped: ${Object.keys(staged).length} scripts (was ${Object.keys(compiled).length}), at most ${Math.max(...scripts)} per route module`)
