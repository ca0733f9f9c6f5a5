/**
 * What the administrative booking's step pages show around each step: the three-icon progress
 * navigator (BR44) and the messages of its error screens (C50), for `StepFrame`.
 */
import type { ReactNode } from 'react'
import { lineIcon } from '~/components/line-icon'
import { adminBooking } from '~/copy/admin-booking'
import { adminErrorMessage, type AdminErrorScreenKind } from '~/domain/admin-booking'
import type { WizardLabels } from '../step-frame'
import type { ProgressStep } from './steps'

const svg = (children: ReactNode) => lineIcon(children)

const icons: Record<ProgressStep, ReactNode> = {
  // A building with a door: the branch.
  sucursal: svg(
    <>
      <path d="M4 21V5l8-3 8 3v16" />
      <path d="M2 21h20M10 21v-5h4v5M8 8h2M14 8h2M8 12h2M14 12h2" />
    </>,
  ),
  // Two people: the sector that serves them.
  sector: svg(
    <>
      <circle cx="9" cy="7" r="3" />
      <path d="M3 21v-2a6 6 0 0 1 12 0v2" />
      <circle cx="17" cy="8" r="2.5" />
      <path d="M17 14a5 5 0 0 1 4 5v2" />
    </>,
  ),
  // A calendar page: the date.
  fecha: svg(
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>,
  ),
}

export const adminBookingLabels: WizardLabels<ProgressStep, AdminErrorScreenKind> = {
  title: adminBooking.title,
  errorMessage: adminErrorMessage,
  navigator: { label: adminBooking.progressLabel, labels: adminBooking.progress, icons },
}
