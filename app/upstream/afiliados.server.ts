/**
 * Public checks of an affiliate's document (spec 000 §7, checklist E13, A20): used before booking an
 * administrative service and when registering. They carry no token.
 */
import { z } from 'zod'
import { callUpstream } from './client.server'

/**
 * GET /api/afiliado-valido?cedula=: resolves when the document belongs to an affiliate in good
 * standing; throws `UpstreamError` otherwise (401 = penalised, 404 = no such affiliate).
 */
export async function validateAfiliado(cedula: string, signal?: AbortSignal): Promise<void> {
  await callUpstream({ path: '/api/afiliado-valido', query: { cedula }, schema: z.unknown(), signal })
}
