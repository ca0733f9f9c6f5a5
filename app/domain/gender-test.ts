/**
 * The gender-violence self-test's rules (BR68, C81): which feedback the yes answers get, the answers
 * as E100 sends them, and the help phones the feedback's tokens name. Pure: the result page draws
 * them in the browser too.
 */

export const CATEGORIES = ['PSYCHOLOGICAL', 'PHYSICAL', 'SEXUAL', 'ECONOMIC_PATRIMONIAL'] as const
export type Category = (typeof CATEGORIES)[number]

export interface Question {
  id: number
  text: string
}

export interface Feedback {
  title: string
  text: string
  max_respuestas_si: number
}

export interface Contacts {
  PUBLICO: string
  PRIVADO: string
}

/** What E99 answers: everything the test needs, loaded once when it is entered. */
export interface SelfTestInfo {
  contactos: Contacts
  preguntas: Record<Category, Question[]>
  feedback: Feedback[]
}

/**
 * The first feedback entry (in the API's order) whose `max_respuestas_si` is at least the number of
 * yes answers. The spec leaves more yes answers than any entry allows without one (BR68 ⚠): the
 * last entry, the one written for the most answers, is shown then. Undefined only for no entries.
 */
export function feedbackFor(feedback: readonly Feedback[], yesCount: number): Feedback | undefined {
  return feedback.find((entry) => entry.max_respuestas_si >= yesCount) ?? feedback.at(-1)
}

/** E100's body: every question once, in the order given, `value` true when it was checked. */
export function answersPayload(questions: readonly Question[], selected: Iterable<number>): Array<{ id: number; value: boolean }> {
  const yes = new Set(selected)
  return questions.map(({ id }) => ({ id, value: yes.has(id) }))
}

/** A phone as a `tel:` link: its digits (and a leading `+`, `*` or `#` a short number needs), no spaces. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+*#]/g, '')}`

export type TextPart = string | { phone: string; href: string }

const TOKENS = { TELEFONO_PRIVADO: 'PRIVADO', TELEFONO_PUBLICO: 'PUBLICO' } as const

/**
 * A feedback text cut where it names a phone by its token (`TELEFONO_PRIVADO`, `TELEFONO_PUBLICO`):
 * plain text, and the phone of `contactos` with its `tel:` link in place of each token.
 */
export function withPhoneLinks(text: string, contactos: Contacts): TextPart[] {
  return text
    .split(/(TELEFONO_PRIVADO|TELEFONO_PUBLICO)/)
    .filter((part) => part !== '')
    .map((part) => {
      const kind = TOKENS[part as keyof typeof TOKENS]
      if (!kind) return part
      const phone = contactos[kind]
      return { phone, href: telHref(phone) }
    })
}
