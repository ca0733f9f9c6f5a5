/**
 * The medicine journeys' step icons (flow A's five, flow B's six), drawn once: both wizards show the same locality,
 * medicines, shipping and payment steps. Decorative: the label under each names the step.
 */
import { lineIcon } from '~/components/line-icon'

/** A map pin: the locality. */
export const locationIcon = lineIcon(
  <>
    <path d="M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
)

/** A capsule: the medicines. */
export const medicinesIcon = lineIcon(
  <>
    <rect x="3" y="9" width="18" height="6" rx="3" transform="rotate(-45 12 12)" />
    <path d="M9.5 9.5l5 5" />
  </>,
)

/** A van: the shipping. */
export const shippingIcon = lineIcon(
  <>
    <path d="M2 6h11v10H2zM13 10h5l3 3v3h-8" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
)

/** A card: the payment. */
export const paymentIcon = lineIcon(
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </>,
)
