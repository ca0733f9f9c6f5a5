/**
 * The mutual's contact data (spec 000 §2 "Contact"; the spec hides the values as {phone}).
 * Configuration, not copy: change it here when the numbers change.
 */
export interface PhoneEntry {
  name: string
  phone: string
  /** Extension or menu option, e.g. "Interno 2150" or "Opción 3". */
  note?: string
}

export const contactCard = {
  email: 'contacto@mutual.com.uy',
  phone: '2487 1000',
  address: 'Av. 18 de Julio 1850, Montevideo',
  fax: '2487 1099',
} as const

/** Call centre line offered on every error page. */
export const callCentre = { phone: '2487 1000', email: 'soporte@mutual.com.uy' } as const

export const branchPhones: PhoneEntry[] = [
  { name: 'Sede Central (Montevideo)', phone: '2487 1000' },
  { name: 'Filial Ciudad de la Costa', phone: '2682 4500' },
  { name: 'Filial Las Piedras', phone: '2365 1200' },
  { name: 'Filial Maldonado', phone: '4222 3344' },
  { name: 'Filial Colonia', phone: '4522 6070' },
]

export const departmentPhones: PhoneEntry[] = [
  { name: 'Reserva de consultas', phone: '2487 1000', note: 'Opción 1' },
  { name: 'Emergencia móvil', phone: '2487 1911' },
  { name: 'Farmacia', phone: '2487 1000', note: 'Opción 3' },
  { name: 'Laboratorio', phone: '2487 1000', note: 'Interno 2150' },
  { name: 'Imagenología', phone: '2487 1000', note: 'Interno 2210' },
  { name: 'Atención al socio', phone: '2487 1000', note: 'Opción 2' },
  { name: 'Cobranzas', phone: '2487 1000', note: 'Interno 2300' },
  { name: 'Historias clínicas', phone: '2487 1000', note: 'Interno 2420' },
  { name: 'Internación domiciliaria', phone: '2487 1500' },
  { name: 'Odontología', phone: '2487 1000', note: 'Interno 2630' },
]
