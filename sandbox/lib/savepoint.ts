/**
 * A step that writes several rows and may end in a refusal: run inside the caller's write transaction (as a
 * savepoint), what it wrote is undone when its answer is one the step must not leave behind.
 */
import type { Db } from '../db/types'
import type { Answer } from './idempotency'

class Undone extends Error {
  constructor(readonly answer: Answer) {
    super('undone')
  }
}

/** The step's answer; its writes are kept only when `keep(answer)` says so. */
export function keptOnlyIf(db: Db, step: () => Answer, keep: (answer: Answer) => boolean): Answer {
  try {
    return db.transaction(() => {
      const answer = step()
      if (!keep(answer)) throw new Undone(answer)
      return answer
    })()
  } catch (error) {
    if (error instanceof Undone) return error.answer
    throw error
  }
}
