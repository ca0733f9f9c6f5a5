/**
 * What flow B's step pages show around each step (C67): the six-icon progress bar and the one error screen (C86's
 * generic message with `Reintentar` going to the main menu), for `StepFrame`. The header changes with the
 * mode (`headerOf`), so each page passes its title.
 */
import type { ReactNode } from 'react'
import { lineIcon } from '~/components/line-icon'
import { locationIcon, medicinesIcon, paymentIcon, shippingIcon } from '~/medicines/step-icons'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { paths } from '~/utils/paths'
import type { WizardLabels } from '../step-frame'
import type { ErrorKind, ProgressStep } from './steps'

const icons: Record<ProgressStep, ReactNode> = {
  localidad: locationIcon,
  // A person: who the medicines are for.
  documento: lineIcon(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-7 8-7s8 3 8 7" />
    </>,
  ),
  'agregar-medicamentos': medicinesIcon,
  envio: shippingIcon,
  'forma-pago': paymentIcon,
  // A check: the confirmation.
  confirmacion: lineIcon(
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
