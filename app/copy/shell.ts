/**
 * Texts of the page shell every page shows (header, menus, footer, service problem, banners).
 * One module per area keeps each page's JavaScript to the texts it shows; verbatim rules in errors.ts.
 */
export const ui = {
  /** invented: title prefix of a page whose form has errors (GOV.UK pattern). */
  errorTitlePrefix: 'Error: ',
  /** invented */
  errorSummaryTitle: 'Hay un problema',
  backToMenu: 'Volver al menú principal',
  retry: 'Reintentar',
  continue: 'Continuar',
  back: 'Volver',
  /** invented: a summary row's link back to its question (GOV.UK check your answers). */
  change: 'Cambiar',
  /** invented */
  skipToContent: 'Saltar al contenido principal',
  /** invented */
  loading: 'Cargando…',
  /** invented */
  menu: 'Menú',
  /** invented */
  profileMenu: 'Mi cuenta',
  /** invented */
  mainNavigation: 'Menú principal',
  /** invented */
  homeLink: 'Ir al inicio',
  /** invented: visually hidden label of the "!" badge in warning texts. */
  warning: 'Advertencia',
  /** invented: visually hidden state of a completed step in a progress navigator. */
  stepDone: 'completado',
  /** invented: wordmark next to the logo. */
  brandName: 'Mutual',
  /** invented: the header's sign-in link. */
  signIn: 'Ingresar',
} as const

/** The main menu (000 §2), unquoted labels as written. */
export const menu = {
  home: 'Mi area home',
  agenda: 'Agenda',
  medicines: 'Medicamentos',
  virtualQueue: 'Fila Virtual',
  contact: 'Contacto',
  help: 'Ayuda',
  releaseNotes: 'Actualizaciones',
  /** The footer's link to the terms, also their heading on the help page. */
  terms: 'Términos y condiciones',
  /** invented: before the call centre's phone in the footer. */
  callCentre: 'Call center',
} as const

export const servicePage = {
  /** invented: the spec has no wording for an upstream outage. */
  title: 'Hay un problema con el servicio',
  lead: 'En este momento no podemos mostrar esta página porque los sistemas de la mutualista no responden.',
  whatToDo: 'Puede intentarlo de nuevo en unos minutos. Lo que ya había ingresado no se perdió.',
  callCentre: 'Si necesita hacer un trámite urgente, comuníquese con nuestro call center:',
  notFoundTitle: 'No encontramos la página',
  /** invented: an address that names nothing, or nothing of this member's (never told apart). */
  notFound: 'La dirección no existe o no está disponible para su usuario. Revísela o vuelva al menú principal.',
  unexpectedTitle: 'Algo salió mal',
  /** invented: a POST whose body is not a form of the portal (another program, a broken upload). */
  refusedBodyTitle: 'No pudimos leer el formulario',
  /** invented */
  refusedBody: 'Los datos llegaron en un formato que el portal no reconoce o incompletos. Vuelva a la página anterior y envíe el formulario de nuevo.',
  /** invented */
  tooLargeBodyTitle: 'El formulario es demasiado grande',
  /** invented */
  tooLargeBody: 'Los datos enviados superan el tamaño que acepta el portal. Vuelva a la página anterior, revise lo que escribió y envíe el formulario de nuevo.',
  /** invented: a form another site's page posted here (server/same-origin.ts). */
  crossSiteTitle: 'Solicitud rechazada',
  /** invented */
  crossSite: 'El formulario no se envió desde este sitio. Vuelva al portal e ingrese los datos allí.',
  /** invented: a request no page of the portal answers: a POST to a page without a form (405), TRACE. */
  unsupportedMethodTitle: 'Pedido no admitido',
  /** invented */
  unsupportedMethod: 'El portal no atiende este tipo de pedido. Vuelva al menú principal.',
} as const

/** The profile menu (000 §2): unquoted labels as written, 'Claves de acceso' verbatim. */
export const profileMenu = {
  viewProfile: 'Ver Perfil',
  releaseNotes: menu.releaseNotes,
  paymentMethods: 'Medios de pagos precargados',
  changePassword: 'Cambiar contraseña',
  passkeys: 'Claves de acceso',
  logout: 'Desconectarse',
} as const

/** New-version banner (000 §4, C24): the spec gives no wording. */
export const versionBanner = {
  /** invented */
  text: 'Hay una nueva versión del portal disponible.',
  /** invented */
  reload: 'Recargar',
  /** invented: also the heading of each version in the release notes. */
  version: (nombre: string) => `Versión ${nombre}`,
} as const

/** Idle-timeout warning (decisions.md, WCAG 2.2.1): the spec has none. */
export const sessionTimeout = {
  /** invented */
  title: 'Su sesión está por cerrarse',
  /** invented: followed by the mm:ss countdown. */
  text: 'Por su seguridad, la sesión se cerrará por inactividad en',
  /** invented */
  stay: 'Seguir conectado',
  /** invented */
  signOut: 'Cerrar sesión',
} as const
