/**
 * A third-party referral as the member sees it (C54): named by its specialty, the API's DD-MM-YYYY days shown as
 * DD/MM/YYYY (BR70), and marked expired once its last valid day is before today (Montevideo).
 */
import { referrals } from '~/copy/referrals'
import { formatDate, parseDate, toBusinessTime } from './dates.server'

/** What the API says of a referral (upstream/pases.server.ts); null for what it leaves out. */
export interface ReferralFacts {
  id: number
  especialidad: string | null
  prestador: string | null
  direccion_prestador: string | null
  medico_derivante: string | null
  motivo: string | null
  fecha_emision: string | null
  vigente_hasta: string | null
  tiene_archivo: boolean
}

export interface ReferralView {
  id: number
  title: string
  provider: string | null
  providerAddress: string | null
  reason: string | null
  referringDoctor: string | null
  issued: string | null
  validUntil: string | null
  expired: boolean
  hasFile: boolean
}

/** '20-11-2026' → '20/11/2026'; anything else is shown as it came. */
export function shownDay(apiDay: string): string {
  const day = parseDate(apiDay, 'availabilityDay')
  return day ? formatDate(day, 'day') : apiDay
}

/** Whether a referral valid until `vigenteHasta` (DD-MM-YYYY, its last valid day) has expired at `now`; an unreadable day has not. */
export function hasExpired(vigenteHasta: string, now: Date): boolean {
  const lastDay = parseDate(vigenteHasta, 'availabilityDay')
  if (!lastDay) return false
  return formatDate(toBusinessTime(now), 'isoDay') > formatDate(lastDay, 'isoDay')
}

export function referralView(pase: ReferralFacts, now: Date): ReferralView {
  return {
    id: pase.id,
    title: pase.especialidad ?? referrals.untitled(pase.id),
    provider: pase.prestador,
    providerAddress: pase.direccion_prestador,
    reason: pase.motivo,
    referringDoctor: pase.medico_derivante,
    issued: pase.fecha_emision && shownDay(pase.fecha_emision),
    validUntil: pase.vigente_hasta && shownDay(pase.vigente_hasta),
    expired: pase.vigente_hasta !== null && hasExpired(pase.vigente_hasta, now),
    hasFile: pase.tiene_archivo,
  }
}
