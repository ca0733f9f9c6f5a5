/**
 * An optional part of a page (the home's appointment cards) gets a short time budget of its
 * own, shorter than the API's timeout: past it, the part is reported late and the page is sent
 * without it, instead of the whole page waiting for the slowest optional call. The late call is
 * aborted, so it does not go on for nobody.
 */
import { getEnv } from '~/config/env.server'
import { logger } from '~/utils/logger.server'
import { linkedSignal } from './linked-signal'

export type PartOutcome<T> = { status: 'settled'; result: PromiseSettledResult<T> } | { status: 'late' }

/** Runs `load` with a signal that follows the request and ends with the budget. */
export async function withinBudget<T>(
  request: Request,
  part: string,
  load: (signal: AbortSignal) => Promise<T>,
  budgetMs = getEnv().OPTIONAL_PART_BUDGET_MS,
): Promise<PartOutcome<T>> {
  const budget = linkedSignal(request.signal)
  const settled = load(budget.signal).then(
    (value): PartOutcome<T> => ({ status: 'settled', result: { status: 'fulfilled', value } }),
    (reason: unknown): PartOutcome<T> => ({ status: 'settled', result: { status: 'rejected', reason } }),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<PartOutcome<T>>((resolve) => {
    timer = setTimeout(() => {
      resolve({ status: 'late' })
      logger.warn('optional part late', { part, budgetMs })
      budget.abort()
    }, budgetMs)
  })
  try {
    return await Promise.race([settled, late])
  } finally {
    clearTimeout(timer)
    budget.release()
  }
}
