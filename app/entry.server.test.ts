import { afterEach, describe, expect, it, vi } from 'vitest'
import { logger } from '~/utils/logger.server'
import { handleError } from './entry.server'

/** What the router hands `handleError` for a request it refuses itself (Remix's ErrorResponse). */
const refusedByRouter = (status: number) => ({
  status,
  statusText: status === 405 ? 'Method Not Allowed' : 'Not Found',
  internal: true,
  data: 'Error: You made a POST request to "/contacto" but did not provide an `action`',
  error: new Error('You made a POST request to "/contacto" but did not provide an `action`'),
})

const post = (path: string) => ({ request: new Request(`http://localhost${path}`, { method: 'POST' }) })

describe('handleError', () => {
  afterEach(() => vi.restoreAllMocks())

  it('notes a POST to a page without an action (405) at info, never as an error', () => {
    const error = vi.spyOn(logger, 'error')
    const info = vi.spyOn(logger, 'info')
    handleError(refusedByRouter(405), post('/contacto'))
    handleError(refusedByRouter(404), post('/no-existe'))
    expect(error).not.toHaveBeenCalled()
    expect(info).toHaveBeenCalledWith('request refused by the router', { status: 405, method: 'POST', path: '/contacto' })
  })

  it('logs anything else as an unexpected error, with the path only', () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const bug = new TypeError('x is undefined')
    handleError(bug, post('/mis-datos'))
    expect(error).toHaveBeenCalledWith('unexpected error', { error: bug, path: '/mis-datos' })
  })
})
