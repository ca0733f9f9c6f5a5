/**
 * After the run: no log line of any portal (every worker's and the "down" one) may hold a
 * persona's cédula, phone, e-mail, the demo password, the password the journeys choose or a
 * token. A leak fails the run.
 */
import fs from 'node:fs'
import path from 'node:path'
import { findLeaks, personalDataOf } from '../log-leaks'
import { CHOSEN_PASSWORD, DEMO_PASSWORD } from './sign-in'
import { LOG_DIR, RUN_DIR, stopLeftoverPortals } from './worker-portal'

export default function globalTeardown() {
  stopLeftoverPortals()
  const logs = fs.existsSync(LOG_DIR) ? fs.readdirSync(LOG_DIR).map((name) => path.join(LOG_DIR, name)) : []
  const workerLogs = logs.filter((file) => path.basename(file).startsWith('portal-worker-'))
  if (workerLogs.length === 0 || workerLogs.every((file) => fs.statSync(file).size === 0)) {
    throw new Error(`no worker portal wrote a log under ${LOG_DIR}: the personal-data scan would prove nothing`)
  }
  const dataDirs = fs.readdirSync(RUN_DIR).filter((name) => /^worker-\d+$/.test(name)).map((name) => path.join(RUN_DIR, name))
  const data = personalDataOf(dataDirs, [DEMO_PASSWORD, CHOSEN_PASSWORD])
  const leaks = logs.flatMap((file) => findLeaks(path.relative(process.cwd(), file), fs.readFileSync(file, 'utf8'), data))
  if (leaks.length > 0) {
    throw new Error(`personal data in the portal logs:\n${leaks.map((leak) => `  ${leak.file}:${leak.line}: ${leak.kind}`).join('\n')}`)
  }
}
