/**
 * The 503 service-problem answer (errors.ts `ServiceProblem`), for a caller that must turn an upstream failure the
 * client reports otherwise into one: the page then shows the service-problem page with Reintentar to the same
 * address, instead of an unexpected error. Built exactly as the client builds its own.
 */
import { data } from '@remix-run/node'
import type { ServiceProblem, UnavailableReason } from './errors'

export function serviceProblem(reason: UnavailableReason) {
  return data<ServiceProblem>({ problem: 'upstream', reason }, { status: 503 })
}
