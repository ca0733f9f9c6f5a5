/**
 * Before the workers start: empties the log folder of earlier runs' worker logs, so the leak
 * scan reads only this run. The "down" portal, started before this, keeps its log.
 */
import fs from 'node:fs'
import path from 'node:path'
import { LOG_DIR } from './worker-portal'

export default function globalSetup() {
  fs.mkdirSync(LOG_DIR, { recursive: true })
  for (const file of fs.readdirSync(LOG_DIR).filter((name) => name.startsWith('portal-worker-'))) {
    fs.rmSync(path.join(LOG_DIR, file))
  }
}
