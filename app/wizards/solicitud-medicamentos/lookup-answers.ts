/**
 * C58 with JavaScript: what the `documento` step says of the document. Two senders ask about it, the pause's lookup (a
 * fetcher) and the page's forms (Enter, `Continuar`, `Cancelar solicitud activa`), and each answer replaces what the
 * page said of the one before: a refusal takes the name of the person found before off the page, a person found the
 * refusal. Answers rank by when they were asked, not by when they came: one the API gave late, after a question asked
 * later was answered, is dropped, so it never undoes the newer answer.
 */
import type { SubmissionResult } from '@conform-to/react'

/** An answer about the document: the action's reply (a refusal), or `passed` (a person found, saved by a redirect). */
export type Verdict = SubmissionResult<string[]>

/** Who asked: the pause's lookup or a form of the page; one question of each is on its way at most. */
export type Asker = 'lookup' | 'form'

export type Answers = {
  /** How many questions were asked: the rank of the last one. */
  asked: number
  /** The rank of each asker's question on its way. */
  waiting: Partial<Record<Asker, number>>
  /** The answer the page shows (rank 0: the one it was drawn with); no verdict: the saved lookup speaks. */
  last: { rank: number; verdict?: Verdict }
}

/** The answers of a page drawn with `verdict` (the reply to a POST without JavaScript), or with none. */
export const firstAnswers = (verdict?: Verdict): Answers => ({ asked: 0, waiting: {}, last: { rank: 0, verdict } })

/** `by` asked again: its question ranks after every other one. */
export function asked(answers: Answers, by: Asker): Answers {
  const rank = answers.asked + 1
  return { ...answers, asked: rank, waiting: { ...answers.waiting, [by]: rank } }
}

/** `by`'s question answered: the page shows the answer unless one to a question asked later is shown already. */
export function answered(answers: Answers, by: Asker, verdict: Verdict | undefined): Answers {
  const { [by]: rank, ...waiting } = answers.waiting
  if (rank === undefined || rank < answers.last.rank) return { ...answers, waiting }
  return { ...answers, waiting, last: { rank, verdict } }
}

/** A person found for the fields `sent` (a redirect brings no reply): nothing wrong with them, as they were sent. */
export function passed(sent: FormData): Verdict {
  const value = (name: string) => String(sent.get(name) ?? '')
  return { status: 'success', initialValue: { tipoDocumento: value('tipoDocumento'), documento: value('documento') } }
}

/** The lookup the step saved: the document it was of, and the person it found (null: none). */
type Saved<Person> = { tipoDocumento: string; documento: string; found: Person | null }

/**
 * The person whose name (or active request) the page shows: the saved lookup's, unless the last answer refused a
 * document (whichever: a refusal of hers is no longer her) or was about another document than hers (conform leaves a
 * field sent empty out of the answer: an empty document is not hers). An answer that refused neither field (the API
 * out of reach) of her very document leaves her.
 */
export function personShown<Person>(saved: Saved<Person>, verdict: Verdict | undefined): Person | null {
  if (!verdict) return saved.found
  if (verdict.error?.documento?.length || verdict.error?.tipoDocumento?.length) return null
  const sent = verdict.initialValue ?? {}
  const sentDocument = typeof sent.documento === 'string' ? sent.documento.trim() : ''
  return sentDocument === saved.documento && sent.tipoDocumento === saved.tipoDocumento ? saved.found : null
}
