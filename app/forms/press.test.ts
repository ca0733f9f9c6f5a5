import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { afterPress, trackPresses } from './press'

/** The page: enough of `window` for the press listeners. */
const page = Object.assign(new EventTarget(), { setTimeout: (run: () => void, ms?: number) => setTimeout(run, ms) })
const send = (type: string, target: EventTarget = page) => target.dispatchEvent(new Event(type))
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeAll(() => {
  vi.stubGlobal('window', page)
  trackPresses()
})
afterAll(() => vi.unstubAllGlobals())

describe('afterPress', () => {
  it('runs at once when nothing is pressed', () => {
    const run = vi.fn()
    afterPress(run)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('waits for the press to end, and for the click after it', async () => {
    const order: string[] = []
    send('mousedown')
    afterPress(() => order.push('message'))
    await nextTask()
    expect(order).toEqual([])
    send('mouseup')
    order.push('click')
    await nextTask()
    expect(order).toEqual(['click', 'message'])
  })

  it('is not ended by the blur of the field the press takes the focus from', async () => {
    const run = vi.fn()
    send('mousedown')
    afterPress(run)
    // In a browser a field's blur reaches the window's capture listeners with the field as target.
    const field = new EventTarget()
    page.dispatchEvent(Object.defineProperty(new Event('blur'), 'target', { value: field }))
    await nextTask()
    expect(run).not.toHaveBeenCalled()
    send('mouseup')
    await nextTask()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('does not wait for ever when the press ends without a mouseup', async () => {
    const run = vi.fn()
    send('mousedown')
    afterPress(run)
    send('blur')
    await nextTask()
    expect(run).toHaveBeenCalledTimes(1)
  })
})
