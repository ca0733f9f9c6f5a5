/**
 * Server pieces the administrative booking's steps share: the branches as the portal offers
 * them, and the error screens (an error kind is shown on the step to redo, `?error=KIND`).
 */
import { redirect } from '@remix-run/node'
import { filterBranches, parseAdminErrorKind, type AdminErrorScreenKind, type Branch } from '~/domain/admin-booking'
import { getBranches, getNotAllowedCombinations } from '~/upstream/agenda-admin.server'
import { UpstreamError } from '~/upstream/errors'
import { ERROR_PARAM, errorPath, type Step } from './steps'

/** The error kind a step page must show instead of its content, from its URL. */
export function errorOnPage(request: Request): AdminErrorScreenKind | null {
  return parseAdminErrorKind(new URL(request.url).searchParams.get(ERROR_PARAM))
}

/** Throws the redirect to an error kind's screen. */
export function showError(kind: AdminErrorScreenKind, where: Step): never {
  throw redirect(errorPath(kind, where))
}

/**
 * Runs calls to the API for step `where`: an error answer becomes the generic error screen
 * (BR38); an unreachable API still gives the service-problem page.
 */
export async function orErrorScreen<T>(where: Step, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof UpstreamError) showError('GENERIC_ERROR', where)
    throw error
  }
}

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
  if (!branch && all.some((candidate) => candidate.id === id)) showError('SECTORS_UNAVAILABLE', where)
  return branch
}
