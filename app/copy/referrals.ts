/** Third-party referrals (001 §2.3, C54): the spec shows no layout and no texts for them, so all are invented. */
export const referrals = {
  /** invented: the home tile's caption */
  title: 'Pases a terceros',
  /** invented */
  lead: 'Los pases que le indicaron para atenderse con otros prestadores. Puede ver el detalle de cada uno y descargarlo.',
  /** invented */
  empty: 'No tiene pases a terceros.',
  /** invented: the name of a referral the API gives without its specialty. */
  untitled: (id: number) => `Pase N.º ${id}`,
  /** invented */
  provider: 'Prestador',
  /** invented */
  providerAddress: 'Dirección del prestador',
  /** invented */
  reason: 'Motivo',
  /** invented */
  referringDoctor: 'Médico derivante',
  /** invented */
  issued: 'Fecha de emisión',
  /** invented */
  validUntil: 'Válido hasta',
  /** invented: beside the last valid day of a referral past it. */
  expired: 'Vencido',
  /** invented */
  download: 'Descargar el pase (PDF)',
  /** invented: a referral the API has no file for. */
  noFile: 'Este pase no tiene un archivo para descargar.',
  /** invented: the API had no file after all. */
  fileMissing: 'El archivo de este pase no está disponible. Intente de nuevo más tarde.',
  /** invented: an unknown id, or someone else's. */
  notFound: 'No encontramos ese pase.',
  /** invented */
  backToList: 'Volver a pases a terceros',
  /** invented: the downloaded file's name. */
  fileName: (id: number) => `pase-${id}.pdf`,
} as const
