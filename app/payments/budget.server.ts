/**
 * The time budget of the calls that move money (start, finalize, cancel a payment). Page reads get a short upstream
 * timeout so a slow API shows the service-problem page quickly; a call that moves money must not be given up that
 * early, or the portal would stop waiting for a charge the gateway is still making (and then read it as a failure).
 *
 * Read on every call, not once, so a test (or an operator restarting with a new value) sets it without a rebuild.
 * TODO(config): move UPSTREAM_PAYMENT_TIMEOUT_MS into the env schema (app/config/env.server.ts).
 */
export const DEFAULT_PAYMENT_TIMEOUT_MS = 20_000

/** `UPSTREAM_PAYMENT_TIMEOUT_MS` (whole milliseconds, 1 to 120000), else 20 s. */
export function paymentTimeoutMs(): number {
  const value = Number(process.env.UPSTREAM_PAYMENT_TIMEOUT_MS)
  return Number.isInteger(value) && value > 0 && value <= 120_000 ? value : DEFAULT_PAYMENT_TIMEOUT_MS
}
