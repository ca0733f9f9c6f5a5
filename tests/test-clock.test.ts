import { describe, expect, inject, it } from 'vitest'
import { now } from '~/utils/clock.server'
import { sandboxNow } from './sandbox-control'
import { addDays, DEFAULT_TEST_TODAY, isoWeekday, montevideoDay, testClockStart, testToday } from './test-clock'

describe('the test day', () => {
  it('is TEST_TODAY, by default a Friday, and starts at 09:00 in Montevideo', () => {
    expect(testToday({})).toBe(DEFAULT_TEST_TODAY)
    expect(isoWeekday(DEFAULT_TEST_TODAY)).toBe(5)
    expect(testToday({ TEST_TODAY: '2027-02-28' })).toBe('2027-02-28')
    expect(testClockStart({ TEST_TODAY: '2026-12-31' })).toBe('2026-12-31T09:00:00-03:00')
    for (const value of ['2027-02-29', '31/12/2026', '2026-1-5']) expect(() => testToday({ TEST_TODAY: value })).toThrow(/TEST_TODAY/)
  })

  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28')
    expect(montevideoDay(new Date('2026-12-01T02:59:00Z'))).toBe('2026-11-30')
  })

  it('is the day of the route tests’ portal and sandbox, whose clocks agree', async () => {
    const sandbox = await sandboxNow(inject('sandboxUrl'))
    expect(montevideoDay(sandbox)).toBe(testToday())
    expect(montevideoDay(now())).toBe(testToday())
    expect(Math.abs(now().getTime() - sandbox.getTime())).toBeLessThan(2_000)
  })
})
