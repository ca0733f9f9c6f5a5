/**
 * For store.test.ts: one concurrent taker of a slot, on its own thread and its own connection to the database
 * file, as another sandbox process would be. It says it is ready, waits at the shared gate until every taker is,
 * then calls takeSlot and posts the result.
 */
import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'
import { takeSlot, type SlotKey } from './store'

const { file, key, afiliadoId, now, gate } = workerData as {
  file: string
  key: SlotKey
  afiliadoId: number
  now: string
  gate: SharedArrayBuffer
}

const db = new Database(file)
db.pragma('busy_timeout = 10000')
parentPort?.postMessage({ ready: true })
Atomics.wait(new Int32Array(gate), 0, 0)
try {
  parentPort?.postMessage({ result: takeSlot(db, key, afiliadoId, new Date(now)) })
} finally {
  db.close()
}
