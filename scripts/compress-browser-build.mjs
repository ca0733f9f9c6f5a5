// Makes the browser build as small on the wire as it can be, after it is grouped (`npm run build`):
//
// 1. Each script is minified again with terser, which finds what esbuild's single pass leaves
//    (~3.5 % of every page's scripts after compression). Its names stay: they are fingerprinted
//    from esbuild's output, which terser turns into the same text every time.
// 2. Each script and stylesheet gets its compressed copies beside it, brotli at its best quality
//    (`.br`) and gzip at level 9 (`.gz`), which server/precompressed.ts sends instead of compressing
//    the same file again on every request. Brotli at quality 11 is ~14 % smaller than gzip and too
//    slow to run per request; the compression middleware runs it at quality 4, larger than gzip.
//
// docs/decisions/precompressed-build.md has the numbers.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { minify } from 'terser'

const PUBLIC_BUILD = 'public/build'
const COMPRESSED = /\.(js|css)$/
/** The route manifest is one assignment of JSON: nothing to minify. */
const MINIFIED = /^(?!manifest-).*\.js$/

const filesUnder = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))

const files = filesUnder(PUBLIC_BUILD).filter((file) => COMPRESSED.test(file))
let before = 0
let after = 0
for (const file of files) {
  let text = fs.readFileSync(file, 'utf8')
  if (MINIFIED.test(path.basename(file))) {
    before += text.length
    // Modules: exports keep their names, everything else may be renamed.
    const { code } = await minify(text, { module: true, compress: true, mangle: true })
    if (code === undefined) throw new Error(`compress-browser-build: terser returned nothing for ${file}`)
    text = code
    after += text.length
    fs.writeFileSync(file, text)
  }
  const bytes = Buffer.from(text)
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }))
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }))
}
console.log(`browser build compressed: ${files.length} files, scripts ${Math.round(before / 1024)} → ${Math.round(after / 1024)} KiB before compression`)
