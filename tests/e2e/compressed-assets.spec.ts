/**
 * The portal sends its scripts as the build compressed them (docs/decisions/precompressed-build.md): the copy the
 * browser accepts, never compressed again per request. Every page's scripts load from those copies in the journeys
 * with JavaScript; this checks that the portal answers with them at all.
 */
import { expect, test } from './fixtures'

test("a page's scripts are sent as the build's brotli copies, gzip to a client without brotli, plain to one that accepts neither", async ({ request }) => {
  const html = await (await request.get('/ayuda')).text()
  const scripts = [...html.matchAll(/<link rel="modulepreload" href="(\/build\/[^"]+\.js)"/g)].map((match) => match[1]!)
  expect(scripts.length).toBeGreaterThan(2)
  for (const script of scripts) {
    const brotli = await request.get(script, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(brotli.headers()['content-encoding'], script).toBe('br')
    expect(brotli.headers()['content-type'], script).toMatch(/^application\/javascript/)
    expect(brotli.headers()['vary'], script).toMatch(/accept-encoding/i)
    // The copy is a file of its own: its length is known and its tag is not the plain file's (the middleware would
    // stream the plain file compressed, without a length, under the plain file's tag).
    expect(brotli.headers()['content-length'], script).toBeDefined()
    const text = await brotli.text()
    expect(text.length, script).toBeGreaterThan(0)
    expect((await request.get(script, { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding'], script).toBe('gzip')
    const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers()['content-encoding'], script).toBeUndefined()
    expect(plain.headers()['etag'], script).not.toBe(brotli.headers()['etag'])
    expect(await plain.text(), script).toBe(text)
  }
})
