/**
 * What the sign-up page keeps in the visitor's server-side session, never in a URL:
 * - the draft: what was typed when a secondary button posted the form without JavaScript (opening
 *   or closing the adicional's section, reading the contract), so the next state of the page shows
 *   it again;
 * - the registration: what a successful submit checked, from which the contract's PDF is made, so
 *   the download works with and without JavaScript and carries no personal data in its address.
 */
import { z } from 'zod'
import { commitSession, getSession } from '~/auth/session.server'
import { ADICIONAL_FIELDS, MEMBER_FIELDS, maxLengthOf, type SignUpField } from './sign-up-form'

const DRAFT_KEY = 'registro.borrador'
const REGISTRATION_KEY = 'registro.contrato'

const PersonSchema = z.object({ nombre: z.string(), apellido: z.string(), cedula: z.string() })

export const RegistrationSchema = PersonSchema.extend({
  mail: z.string(),
  /** The minor the member represents, when the adicional's section was filled in. */
  adicional: PersonSchema.optional(),
  /** When the registration was submitted (an ISO instant): the contract's date. */
  fecha: z.string().datetime(),
})
export type Registration = z.infer<typeof RegistrationSchema>

const DraftSchema = z.object({
  values: z.record(z.string()),
  adicional: z.boolean(),
})
export type SignUpDraft = { values: Partial<Record<SignUpField, string>>; adicional: boolean }

/**
 * The typed values worth keeping: the form's own fields only, each cut to its longest valid
 * length (the next submit checks them all anyway), the adicional's only while its section stays open.
 */
export function draftFrom(formData: FormData, adicional: boolean): SignUpDraft {
  const values: SignUpDraft['values'] = {}
  for (const name of adicional ? [...MEMBER_FIELDS, ...ADICIONAL_FIELDS] : MEMBER_FIELDS) {
    const value = formData.get(name)
    if (typeof value === 'string' && value !== '') values[name] = value.slice(0, maxLengthOf(name) + 1)
  }
  return { values, adicional }
}

export async function readSignUpDraft(request: Request): Promise<SignUpDraft> {
  const parsed = DraftSchema.safeParse((await getSession(request)).get(DRAFT_KEY))
  return parsed.success ? parsed.data : { values: {}, adicional: false }
}

/** Keeps the draft; returns the Set-Cookie header for the redirect. */
export async function saveSignUpDraft(request: Request, draft: SignUpDraft): Promise<string> {
  const session = await getSession(request)
  session.set(DRAFT_KEY, draft)
  return commitSession(session)
}

export async function readRegistration(request: Request): Promise<Registration | null> {
  const parsed = RegistrationSchema.safeParse((await getSession(request)).get(REGISTRATION_KEY))
  return parsed.success ? parsed.data : null
}

/** Keeps the checked registration for the PDF and forgets the draft: the form starts empty again. */
export async function completeRegistration(request: Request, registration: Registration): Promise<string> {
  const session = await getSession(request)
  session.set(REGISTRATION_KEY, registration)
  session.unset(DRAFT_KEY)
  return commitSession(session)
}

/**
 * Forgets both, when the page is entered from elsewhere (decisions.md: drafts): someone who comes
 * to the page again, or the next person at a shared computer, starts from an empty form. Returns
 * the Set-Cookie header, or null when there was nothing to forget.
 */
export async function forgetSignUp(request: Request): Promise<string | null> {
  const session = await getSession(request)
  if (!session.has(DRAFT_KEY) && !session.has(REGISTRATION_KEY)) return null
  session.unset(DRAFT_KEY)
  session.unset(REGISTRATION_KEY)
  return commitSession(session)
}
