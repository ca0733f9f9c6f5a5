/**
 * The self-test's tables: what E99 answers, and the one count E100 keeps.
 */
import type { Db } from '../../db/types'

export const CATEGORIAS = ['PSYCHOLOGICAL', 'PHYSICAL', 'SEXUAL', 'ECONOMIC_PATRIMONIAL'] as const
export type Categoria = (typeof CATEGORIAS)[number]

export interface Pregunta {
  id: number
  text: string
}

export interface InfoViolenciaGenero {
  contactos: Record<'PUBLICO' | 'PRIVADO', string>
  preguntas: Record<Categoria, Pregunta[]>
  feedback: Array<{ title: string; text: string; max_respuestas_si: number }>
}

export function infoViolenciaGenero(db: Db): InfoViolenciaGenero {
  const contactos = Object.fromEntries(
    (db.prepare('SELECT tipo, telefono FROM autopesquisa_contactos').all() as Array<{ tipo: string; telefono: string }>).map(
      ({ tipo, telefono }) => [tipo, telefono],
    ),
  ) as InfoViolenciaGenero['contactos']
  const preguntas = Object.fromEntries(CATEGORIAS.map((categoria) => [categoria, [] as Pregunta[]])) as InfoViolenciaGenero['preguntas']
  const rows = db.prepare('SELECT id, categoria, texto FROM autopesquisa_preguntas ORDER BY categoria, orden, id').all() as Array<{
    id: number
    categoria: Categoria
    texto: string
  }>
  for (const { id, categoria, texto } of rows) preguntas[categoria].push({ id, text: texto })
  const feedback = db
    .prepare('SELECT titulo AS title, texto AS text, max_respuestas_si FROM autopesquisa_feedback ORDER BY orden')
    .all() as InfoViolenciaGenero['feedback']
  return { contactos, preguntas, feedback }
}

/** Every question's id, in no particular order: a completed test answers each exactly once. */
export function preguntaIds(db: Db): number[] {
  return db.prepare('SELECT id FROM autopesquisa_preguntas').pluck().all() as number[]
}

/** Counts one completed test. Its answers are not kept: the test promises they are not saved. */
export function countEnvio(db: Db): void {
  db.prepare('UPDATE autopesquisa_envios SET cantidad = cantidad + 1 WHERE id = 1').run()
}

export function envios(db: Db): number {
  return db.prepare('SELECT cantidad FROM autopesquisa_envios WHERE id = 1').pluck().get() as number
}
