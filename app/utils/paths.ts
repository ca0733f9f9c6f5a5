/** The spec's literal paths (000 §2), so links and redirects are written once. */
export const paths = {
  home: '/',
  agenda: '/agenda',
  medicines: '/medicamentos',
  virtualQueue: '/fila-virtual',
  contact: '/contacto',
  help: '/ayuda',
  releaseNotes: '/notas-versiones',
  login: '/login',
} as const
