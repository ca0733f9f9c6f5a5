/**
 * The payment group and its saved cards (spec 000 §7, checklist C26–C28, E29–E33). The administrator check (E28)
 * lives with the sign-in (auth.server.ts) and is asked again before a member is added or removed (C25).
 */
import { z } from 'zod'
import { callUpstream, type Caller } from './client.server'

const GroupMember = z.object({
  ci: z.union([z.string(), z.number()]).transform(String),
  nombre_completo: z.string().nullish().transform((value) => value ?? ''),
  /** Whether this is the holder; the spec shows only `ci, nombre_completo` (the sandbox adds it). */
  titular: z.boolean().optional(),
})
export type GroupMember = z.infer<typeof GroupMember>

const SavedCard = z.object({
  payment_profile_id: z.union([z.string(), z.number()]).transform(String),
  payment_media_id: z.number().int().nullish().transform((value) => value ?? null),
  expiration: z.string().nullish().transform((value) => value ?? ''),
  last_4: z.union([z.string(), z.number()]).transform(String),
  type: z.string().nullish().transform((value) => value ?? null),
})
export type SavedCard = z.infer<typeof SavedCard>

/** E29 GET /api/grupo_pagos/traer_grupo_pagos */
export function fetchPaymentGroup(as: Caller): Promise<GroupMember[]> {
  return callUpstream({ path: '/api/grupo_pagos/traer_grupo_pagos', schema: z.array(GroupMember), as })
}

/** E30 POST /api/grupo_pagos/agregar_usuario_grupo_pagos/ {ci} */
export async function addGroupMember(as: Caller, ci: string): Promise<void> {
  await callUpstream({ method: 'POST', path: '/api/grupo_pagos/agregar_usuario_grupo_pagos/', json: { ci }, schema: z.unknown(), as })
}

/** E31 POST /api/grupo_pagos/eliminar_usuario_grupo_pagos/ {ci} */
export async function removeGroupMember(as: Caller, ci: string): Promise<void> {
  await callUpstream({ method: 'POST', path: '/api/grupo_pagos/eliminar_usuario_grupo_pagos/', json: { ci }, schema: z.unknown(), as })
}

/** E32 GET /api/grupo_pagos/payment_methods/: the group's saved cards. */
export function fetchSavedCards(as: Caller): Promise<SavedCard[]> {
  return callUpstream({ path: '/api/grupo_pagos/payment_methods/', schema: z.array(SavedCard), as })
}

/** E33 POST /api/grupo_pagos/eliminar_medio_de_pago/ {payment_profile_id} */
export async function deleteSavedCard(as: Caller, paymentProfileId: string): Promise<void> {
  await callUpstream({
    method: 'POST',
    path: '/api/grupo_pagos/eliminar_medio_de_pago/',
    json: { payment_profile_id: paymentProfileId },
    schema: z.unknown(),
    as,
  })
}

const CaptureInformation = z.object({
  unique_id: z.union([z.string(), z.number()]).transform(String),
  capture_url: z.string(),
})
export type CaptureInformation = z.infer<typeof CaptureInformation>

/** E34 GET /api/grupo_pagos/capture_information: a provider session to add one card to the group (holder only). */
export function fetchCaptureInformation(as: Caller): Promise<CaptureInformation> {
  return callUpstream({ path: '/api/grupo_pagos/capture_information', schema: CaptureInformation, as })
}
