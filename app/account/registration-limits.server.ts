/**
 * The registration asks the API whether each typed cédula is a valid affiliate document (E13), and
 * its answer says so to whoever types: without a limit the form is a free oracle of which numbers
 * belong to affiliates, and of who is penalised. Submits that reach the check are counted per client
 * address in the session store (so the limit holds across instances with Redis), counted before the
 * check so parallel submits cannot slip under it. A household or a branch's kiosk registering several
 * people stays far below the limit.
 */
import { countInWindow } from '~/auth/session.server'

const WINDOW_MS = 60 * 60 * 1000

/** Registration submits whose documents one address may have checked in an hour. */
export const DOCUMENT_CHECKS_PER_ADDRESS = 30

export async function mayCheckDocuments(clientAddress: string): Promise<boolean> {
  const count = await countInWindow(`registro:ip:${clientAddress}`, WINDOW_MS)
  return count <= DOCUMENT_CHECKS_PER_ADDRESS
}
