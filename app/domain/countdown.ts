/**
 * A countdown as mm:ss (BR70), rounded up so it shows 00:00 only when the time is over
 * (300 s → 05:00). Apart from dates.ts so the idle warning, on every page, stays light.
 */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000))
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`
}
