/**
 * The contract of use (000 §2 "Sign up", A16): the one text shown in the sign-up page's dialog and
 * printed in the PDF that the person signs. The spec asks for seven clauses and names four topics
 * (confidentiality of the key, responsibility for the data entered, the institution's right to
 * change the terms, unauthorised access punishable); the other three are service scope, data
 * protection and acceptance. All invented.
 */
export interface Clause {
  title: string
  text: string
}

export const contract = {
  title: 'Contrato de uso',
  /** The heading of the printed contract. */
  documentTitle: 'Contrato de uso de los servicios en línea',
  intro: 'La mutualista y el socio que firma al pie acuerdan las siguientes cláusulas para el uso de los servicios en línea.',
  clauses: [
    {
      title: 'Confidencialidad de la clave',
      text: 'La clave de acceso es personal, intransferible y confidencial. El socio es responsable de custodiarla y de todo lo que se haga con ella; si sospecha que otra persona la conoce, debe cambiarla y avisar a la mutualista.',
    },
    {
      title: 'Responsabilidad por los datos ingresados',
      text: 'El socio es responsable de que los datos que ingresa en el portal, propios y de las personas que representa, sean veraces y estén actualizados.',
    },
    {
      title: 'Modificación de las condiciones',
      text: 'La institución puede modificar estas condiciones en cualquier momento. Los cambios se publican en el portal y rigen desde su publicación.',
    },
    {
      title: 'Acceso no autorizado',
      text: 'El acceso no autorizado a cuentas o datos de terceros está prohibido y es punible según la legislación vigente.',
    },
    {
      title: 'Alcance del servicio',
      text: 'Los servicios en línea permiten gestionar consultas, medicamentos, pagos y otros trámites; complementan, y no sustituyen, la atención presencial y telefónica.',
    },
    {
      title: 'Protección de datos personales',
      text: 'Los datos personales se tratan de acuerdo con la Ley N.º 18.331 de Protección de Datos Personales, solo para prestar los servicios en línea.',
    },
    {
      title: 'Aceptación',
      text: 'Con su firma, el socio, y en su caso como representante del adicional menor de edad, declara haber leído este contrato y acepta sus cláusulas.',
    },
  ] satisfies Clause[],
} as const

/** The printed contract's other texts. */
export const contractDocument = {
  place: 'Montevideo',
  memberTitle: 'Datos del socio',
  nombre: 'Nombre',
  apellido: 'Apellido',
  cedula: 'Cédula de identidad',
  mail: 'Correo electrónico',
  clausesTitle: 'Cláusulas',
  signaturesTitle: 'Firmas',
  memberSignature: 'Firma del socio',
  adicionalSignature: 'Firma del socio, en representación del adicional',
  clarification: 'Aclaración',
  adicional: 'Adicional',
  sendTo: (email: string) => `Envíe este contrato firmado por correo electrónico a ${email}.`,
} as const
