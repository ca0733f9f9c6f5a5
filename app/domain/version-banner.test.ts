import { describe, expect, it } from 'vitest'
import { decideVersionBanner } from './version-banner'

describe('decideVersionBanner (BR09)', () => {
  it('does nothing for a user without a ci', () => {
    expect(decideVersionBanner({ hasCi: false, stored: '2.2.0', latest: '2.3.0' })).toEqual({ show: false, store: null })
  })

  it('stores the latest version silently on the first visit', () => {
    expect(decideVersionBanner({ hasCi: true, stored: null, latest: '2.3.0' })).toEqual({ show: false, store: '2.3.0' })
  })

  it('shows the banner when the stored version differs, and not once the latest is stored', () => {
    expect(decideVersionBanner({ hasCi: true, stored: '2.2.0', latest: '2.3.0' })).toEqual({ show: true, store: null })
    expect(decideVersionBanner({ hasCi: true, stored: '2.3.0', latest: '2.3.0' })).toEqual({ show: false, store: null })
  })

  it('compares by inequality, not by "newer than"', () => {
    expect(decideVersionBanner({ hasCi: true, stored: '2.4.0', latest: '2.3.0' })).toEqual({ show: true, store: null })
  })

  it('does nothing when the latest version is unknown', () => {
    expect(decideVersionBanner({ hasCi: true, stored: null, latest: null })).toEqual({ show: false, store: null })
    expect(decideVersionBanner({ hasCi: true, stored: '2.2.0', latest: null })).toEqual({ show: false, store: null })
  })
})
