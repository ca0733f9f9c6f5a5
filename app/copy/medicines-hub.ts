/** The medicines hub (`/medicamentos`, 002 §2.1, checklist C56): its content is not shown in the spec. */
import { menu } from './shell'

export const medicinesHub = {
  /** The main menu's label (an unquoted label of the spec). */
  title: menu.medicines,
  /** invented */
  lead: 'Compre sus medicamentos recetados y consulte sus solicitudes y recetas.',
  /** invented: the medicines flag "maintenance mode for medicines" is on (C56, C83). */
  maintenance: 'La compra y la solicitud de medicamentos están en mantenimiento. Intente de nuevo más tarde.',
  links: {
    /** Flow B's header (C67), verbatim. */
    purchase: 'Compra de medicamentos',
    /** Flow B's call-centre header (C67), verbatim. */
    callCentrePurchase: 'Compra de medicamentos - Call Center',
    /** Flow A's title (C57), verbatim. */
    requestFlow: 'Solicita medicamentos',
    /** invented */
    requests: 'Mis solicitudes de medicamentos',
    /** invented */
    prescriptions: 'Mis recetas',
  },
} as const
