import { describe, expect, it } from 'vitest'
import { SessionTimeoutWarning } from './session-timeout-warning'
import { renderInRoute } from '../../tests/component-helpers'

describe('SessionTimeoutWarning', () => {
  it('renders nothing on the server, even inside the warning window: it needs JavaScript', () => {
    expect(renderInRoute(<SessionTimeoutWarning idleDeadline={Date.now() + 60_000} />)).toBe('')
  })
})
