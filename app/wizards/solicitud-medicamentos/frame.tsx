/**
 * What flow A's step pages show around each step (C57): the five-icon progress bar and the one error screen
 * (C86's generic message, "shown with `Reintentar` going to the menu": the main menu, home), for `StepFrame`.
 */
import type { ReactNode } from 'react'
import { lineIcon } from '~/components/line-icon'
import { medicineRequests } from '~/copy/medicine-requests'
import { paths } from '~/utils/paths'
import type { WizardLabels } from '../step-frame'
import type { ErrorKind, ProgressStep } from './steps'

const svg = (children: ReactNode) => lineIcon(children)

const icons: Record<ProgressStep, ReactNode> = {
  // A map pin: the locality.
  localidad: svg(
    <>
      <path d="M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </>,
  ),
  // A capsule: the medicines.
  'agregar-medicamentos': svg(
    <>
      <rect x="3" y="9" width="18" height="6" rx="3" transform="rotate(-45 12 12)" />
      <path d="M9.5 9.5l5 5" />
    </>,
  ),
  // A van: the shipping.
  envio: svg(
    <>
      <path d="M2 6h11v10H2zM13 10h5l3 3v3h-8" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>,
  ),
  // A card: the payment.
  pago: svg(
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>,
  ),
  // A house: the delivery.
  entrega: svg(
    <>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 10v10h14V10M10 20v-5h4v5" />
    </>,
  ),
}

export const flowALabels: WizardLabels<ProgressStep, ErrorKind> = {
  title: medicineRequests.title,
  errorMessage: () => medicineRequests.generic,
  retryTo: paths.home,
  navigator: { label: medicineRequests.progressLabel, labels: medicineRequests.progress, icons },
}
