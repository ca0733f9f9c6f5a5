import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetPublicContent, publicContent } from './public-content.server'

describe('publicContent', () => {
  beforeEach(() => {
    process.env.PUBLIC_CONTENT_CACHE_MS = '60000'
    vi.resetModules()
    forgetPublicContent()
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    process.env.PUBLIC_CONTENT_CACHE_MS = '0'
  })

  it('serves one answer to every page for the configured time, then asks again', async () => {
    const { publicContent: cached } = await import('./public-content.server')
    const load = vi.fn(async () => ['faq'])
    await Promise.all([cached('faqs', load), cached('faqs', load)])
    expect(await cached('faqs', load)).toEqual(['faq'])
    expect(load).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(60_001)
    await cached('faqs', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps no failure: the next page asks again', async () => {
    const { publicContent: cached } = await import('./public-content.server')
    const load = vi.fn().mockRejectedValueOnce(new Error('caído')).mockResolvedValue(['faq'])
    await expect(cached('faqs', load)).rejects.toThrow('caído')
    expect(await cached('faqs', load)).toEqual(['faq'])
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('asks every time when the cache is off', async () => {
    process.env.PUBLIC_CONTENT_CACHE_MS = '0'
    const load = vi.fn(async () => 1)
    await publicContent('off', load)
    await publicContent('off', load)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
