/**
 * What the saved-cards list shows when the API refuses it (checklist BR21): the payment errors (a string or a list),
 * else the warnings, else the API's own message (`detail`, the data of a 409), else the generic message.
 */
import { commonErrors } from '~/copy/errors/common'
import type { UpstreamErrorInfo } from '~/upstream/errors'

export interface PaymentMethodsProblem {
  tone: 'error' | 'warning'
  messages: string[]
}

export function paymentMethodsProblem(info: Pick<UpstreamErrorInfo, 'erroresPagos' | 'warningPagos' | 'message'>): PaymentMethodsProblem {
  if (info.erroresPagos?.length) return { tone: 'error', messages: info.erroresPagos }
  if (info.warningPagos?.length) return { tone: 'warning', messages: info.warningPagos }
  if (info.message) return { tone: 'error', messages: [info.message] }
  return { tone: 'error', messages: [commonErrors.generic] }
}
