/**
 * The agenda's catalog as the medical booking shows it: the specialties with their order types (E51), a specialty's
 * (or doctor's) branches (E54) and a building's address (E56). They are the mutual's, the same for every member, so
 * one answer serves every page for AVAILABILITY_CACHE_MS, as the year of slots does (slots.server.ts): the
 * confirmation asked five calls per view, three of them for these names. What decides what is booked and charged (the
 * slot, E53, and its agreement, E55) is never shared, and an answer checked against (a specialty posted) is read fresh.
 */
import { getEnv } from '~/config/env.server'
import { fetchBranches, fetchBuildingAddress, fetchSpecialties, type Especialidad, type Filial } from '~/upstream/agenda-medica.server'
import type { Caller } from '~/upstream/client.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { sharedAnswers } from '~/upstream/shared-answers.server'

const catalog = sharedAnswers({ ttlMs: () => getEnv().AVAILABILITY_CACHE_MS, maxEntries: 256 })

export const sharedSpecialties = (api: Caller): Promise<Especialidad[]> => catalog.get('E51', () => fetchSpecialties(api))

/**
 * A specialty's name for what is said after the booking (its result, its calendar file): undefined when the catalog
 * cannot be read, since a booking made is still worth showing without it.
 */
export const specialtyNameOf = (api: Caller, id: number): Promise<string | undefined> =>
  sharedSpecialties(api)
    .then((all) => all.find((candidate) => candidate.id === id)?.nombre)
    .catch((error: unknown) => {
      if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return undefined
      throw error
    })

export const sharedBranches = (api: Caller, especialidad: number, profesional: number | null): Promise<Filial[]> =>
  catalog.get(`E54/${especialidad}/${profesional ?? 0}`, () => fetchBranches(api, especialidad, profesional))

export const sharedBuildingAddress = (api: Caller, which: { subsidiaryId: number; buildingId: number }): Promise<string> =>
  catalog.get(`E56/${which.subsidiaryId}/${which.buildingId}`, () => fetchBuildingAddress(api, which))

/** Tests start each case from an empty store. */
export function forgetCatalog(): void {
  catalog.forget()
}
