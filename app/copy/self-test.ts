/**
 * The gender-violence self-test (002 §2.4, §4.4; C81). The spec writes only the buttons
 * `Siguiente` and `Finalizar` and says the introduction tells that the answers are not saved; the
 * rest is invented. The questions, the phones and the feedback come from the API (E99).
 */
import { commonErrors } from './errors/common'
import { home } from './home'
import { ui } from './shell'

export const selfTest = {
  title: home.genderTest,
  intro: {
    /** invented */
    lead: 'Un test breve y anónimo para reconocer situaciones de violencia en tu relación de pareja o expareja.',
    /** invented: the spec says the introduction tells that the answers are not saved. */
    paragraphs: [
      'Vas a ver cuatro grupos de preguntas: violencia psicológica, física, sexual y económica o patrimonial. Marcá las situaciones que viviste; podés no marcar ninguna.',
      'Tus respuestas no se guardan y no te pedimos ningún dato personal. Al terminar vas a ver una orientación y los teléfonos donde pedir ayuda.',
    ],
    /** invented */
    start: 'Comenzar',
  },
  /** invented: the steps' headings, as the spec's step names say them. */
  categories: {
    'violencia-psicológica': 'Violencia psicológica',
    'violencia-física': 'Violencia física',
    'violencia-sexual': 'Violencia sexual',
    'violencia-económica-y-patrimonial': 'Violencia económica y patrimonial',
  },
  /** invented: a category's page title, where it stands among the four, as the portal's steps say `Paso N:`. */
  categoryTitle: (number: number, total: number, category: string) => `Paso ${number} de ${total}: ${category}`,
  /** invented */
  categoryHint: 'Marcá todas las que te pasaron. Si ninguna te pasó, seguí sin marcar.',
  next: 'Siguiente',
  finish: 'Finalizar',
  back: ui.back,
  result: {
    /** invented */
    title: 'Resultado del test',
    /** invented */
    helpTitle: 'Teléfonos de ayuda',
    /** invented: the line of the public service (PUBLICO) and the mutual's own (PRIVADO). */
    publicPhone: 'Línea pública, gratuita y confidencial',
    /** invented */
    privatePhone: 'Línea de la institución',
    /** invented */
    again: 'Volver al inicio',
  },
  quickExit: {
    /** invented */
    label: 'Salir rápido',
    /** invented: read with the button by a screen reader. */
    hint: 'Abre otra página al instante.',
  },
  /** The spec's generic message of the gender test (002 §8, A13), with `Volver` to the main menu (C81). */
  loadFailed: commonErrors.genericMedicines,
  /** invented: a category's form could not reach the mutual's API (it never needs to: kept for the engine). */
  serviceDown: 'No pudimos comunicarnos con el servicio. Intentá de nuevo en unos minutos.',
} as const
