/**
 * The browser of the browser journeys and the benchmark: Debian's Chromium (never a downloaded
 * one), headless, with nothing running in the background that would add requests or CPU.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
