/**
 * The new-version notice (BR09, spec 000 §4): the latest version's name is compared with the one
 * stored in the browser (`currentVersionServicios`). Absent: store it silently. Different (any
 * difference, not only a newer one): show the banner until the user reloads. Only for users with
 * a ci, and nothing at all when the latest version is unknown (the version calls fail silently).
 */
export interface VersionBannerDecision {
  show: boolean
  /** The value to store in the browser, or null to leave it as it is. */
  store: string | null
}

export function decideVersionBanner(input: { hasCi: boolean; stored: string | null; latest: string | null }): VersionBannerDecision {
  const { hasCi, stored, latest } = input
  if (!hasCi || latest === null) return { show: false, store: null }
  if (stored === null) return { show: false, store: latest }
  return { show: stored !== latest, store: null }
}
