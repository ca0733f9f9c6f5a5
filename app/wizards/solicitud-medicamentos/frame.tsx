/**
 * What flow A's step pages show around each step (C57): the five-icon progress bar and the one error screen
 * (C86's generic message, "shown with `Reintentar` going to the menu": the main menu, home), for `StepFrame`.
 */
import type { ReactNode } from 'react'
import { lineIcon } from '~/components/line-icon'
import { locationIcon, medicinesIcon, paymentIcon, shippingIcon } from '~/medicines/step-icons'
import { medicineRequests } from '~/copy/medicine-requests'
import { paths } from '~/utils/paths'
import type { WizardLabels } from '../step-frame'
import type { ErrorKind, ProgressStep } from './steps'

const icons: Record<ProgressStep, ReactNode> = {
  localidad: locationIcon,
  'agregar-medicamentos': medicinesIcon,
  envio: shippingIcon,
  pago: paymentIcon,
  // A house: the delivery.
  entrega: lineIcon(
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
