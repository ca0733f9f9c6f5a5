/** The branches as the administrative booking offers them (BR37, BR38). */
import { filterBranches, type Branch } from '~/domain/admin-booking'
import { getBranches, getNotAllowedCombinations } from '~/upstream/agenda-admin.server'
import { showError } from '../wizard.server'
import type { Step } from './steps'
import { adminBookingWizard } from './wizard.server'

interface Branches {
  /** As the API lists them. */
  all: Branch[]
  /** What may be booked (BR37). */
  allowed: Branch[]
}

export async function loadBranches(signal: AbortSignal): Promise<Branches> {
  const [all, notAllowed] = await Promise.all([getBranches(signal), getNotAllowedCombinations(signal)])
  return { all, allowed: filterBranches(all, notAllowed) }
}

/**
 * The branch as it may be booked, re-checked against the not-allowed combinations: a listed
 * branch left without sectors is SECTORS_UNAVAILABLE (BR38); `undefined` for one not listed.
 */
export function allowedBranch({ all, allowed }: Branches, id: number, where: Step): Branch | undefined {
  const branch = allowed.find((candidate) => candidate.id === id)
  if (!branch && all.some((candidate) => candidate.id === id)) showError(adminBookingWizard, 'SECTORS_UNAVAILABLE', where)
  return branch
}
