/** Lab reports (C09, A38): the spec shows the home tile only, so every text of the page is invented. */
export const labReports = {
  /** The home tile's caption (app/copy/home.ts). */
  title: 'Informes de laboratorio',
  /** invented */
  lead: 'Sus análisis de laboratorio. Cuando un informe está listo, puede descargarlo.',
  /** invented */
  empty: 'No tiene informes de laboratorio.',
  /** invented: the name of a report the API gives without its study. */
  untitled: (id: number) => `Informe N.º ${id}`,
  /** invented */
  date: 'Fecha',
  /** invented */
  doctor: 'Médico solicitante',
  /** invented */
  status: 'Estado',
  /** invented: a report whose results are not out yet. */
  inProcess: 'En proceso',
  /** invented */
  ready: 'Listo',
  /** invented: the download link, `download downloadOf pdf`; downloadOf is for screen readers only. */
  download: 'Descargar el informe',
  /** invented */
  downloadOf: (study: string, day: string | null) => (day ? `de ${study} del ${day}` : `de ${study}`),
  /** invented */
  pdf: '(PDF)',
  /** invented: an unknown report, someone else's or one not ready, asked for by its file's address. */
  notFound: 'No encontramos ese informe.',
  /** invented: the API had no file after all. */
  fileMissing: 'El archivo de este informe no está disponible. Intente de nuevo más tarde.',
  /** invented: the downloaded file's name. */
  fileName: (id: number) => `informe-laboratorio-${id}.pdf`,
} as const
