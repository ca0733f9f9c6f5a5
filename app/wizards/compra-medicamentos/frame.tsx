/**
 * What flow B's step pages show around each step (C67): the six-icon progress bar and the one error screen (C86's
 * generic message with `Reintentar` going to the main menu), for `StepFrame`. The header changes with the
 * mode (`headerOf`), so each page passes its title.
 */
import type { ReactNode } from 'react'
import { lineIcon } from '~/components/line-icon'
import { medicinePurchase } from '~/copy/medicine-purchase'
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
  // A person: who the medicines are for.
  documento: svg(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-7 8-7s8 3 8 7" />
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
  'forma-pago': svg(
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>,
  ),
  // A check: the confirmation.
  confirmacion: svg(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12l3 3 5-6" />
    </>,
  ),
}

export const flowBLabels: WizardLabels<ProgressStep, ErrorKind> = {
  title: medicinePurchase.title,
  errorMessage: () => medicinePurchase.generic,
  // C86: the generic error's `Reintentar` goes to the main menu (flow A's reading too).
  retryTo: paths.home,
  navigator: { label: medicinePurchase.progressLabel, labels: medicinePurchase.progress, icons },
}
