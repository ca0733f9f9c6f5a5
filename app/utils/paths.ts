/**
 * The spec's literal paths (000 §2, 001 §2, 002 §2), so links and redirects are written once.
 * Member-area paths depend on PORTAL_PRODUCT and come from `memberPaths(product)`.
 */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/cerrar-sesion',
  signUp: '/sign-up',
  resetPassword: '/nueva-contraseña',
  setPassword: '/set-password',
  setPasswordError: '/set-password-error',
  agenda: '/agenda',
  medicalBooking: '/agenda/consulta-medica/reserva-web',
  adminBooking: '/agenda/servicios-administrativos/cedula',
  medicines: '/medicamentos',
  virtualQueue: '/fila-virtual',
  contact: '/contacto',
  help: '/ayuda',
  releaseNotes: '/notas-versiones',
  profile: '/mis-datos',
  paymentMethods: '/mis-datos/medios-precargados',
  changePassword: '/mis-datos/cambio-contraseña',
  passkeys: '/mis-datos/credenciales',
  /** The offer after login (C14); the spec gives no path (docs/decisions/invented-paths.md). */
  passkeyOffer: '/clave-de-acceso',
  /** Where the card provider's hosted pages send the browser back (R45, A33); invented (docs/decisions/invented-paths.md). */
  paymentReturn: '/pagos/retorno',
  genderTest: '/test-violencia-de-genero/introduccion',
} as const

export function memberPaths(product: string) {
  const base = `/mi-${product}`
  return {
    home: base,
    pendingPayments: `${base}/pagos-pendientes`,
    labReports: `${base}/informes-laboratorio`,
    coordinatedTechniques: `${base}/tecnicas-coordinadas`,
    referrals: `${base}/pases-terceros`,
    clinicalHistory: `${base}/historia-clinica/solicitud`,
    upcomingConsultations: `${base}/proximas-consultas`,
    upcomingServices: `${base}/proximos-servicios`,
  } as const
}

export type MemberPaths = ReturnType<typeof memberPaths>
