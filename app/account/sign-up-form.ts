/**
 * The registration form (C16): its fields, their rules, the intents of its secondary buttons and
 * the page's dialog states. Shared by the page (the browser's checks) and the server's schema, so
 * both apply the same rules.
 */
import { signUp } from '~/copy/sign-up'
import { CI_MAX_LENGTH } from '~/domain/ci'
import { fieldError, type FieldRule } from '~/forms/field-rules'
import { paths } from '~/utils/paths'

/** The member's fields, in the order the form shows them (000 §3, verbatim names). */
export const MEMBER_FIELDS = ['nombre', 'apellido', 'cedula', 'mail'] as const
/** The adicional's fields (a minor the member represents): required while its section is open. */
export const ADICIONAL_FIELDS = ['nombreAditional', 'apellidoAditional', 'cedulaAditional'] as const

export type MemberField = (typeof MEMBER_FIELDS)[number]
export type AdicionalField = (typeof ADICIONAL_FIELDS)[number]
export type SignUpField = MemberField | AdicionalField

/** Long enough for any real name or address; a longer value would not fit the printed contract. */
const NAME_MAX = 60
const MAIL_MAX = 254

const RULES: Record<SignUpField, FieldRule & { maxLength: number }> = {
  nombre: { required: signUp.nombreRequired, type: 'TEXT', maxLength: NAME_MAX },
  apellido: { required: signUp.apellidoRequired, type: 'TEXT', maxLength: NAME_MAX },
  cedula: { required: signUp.cedulaRequired, type: 'CI', maxLength: CI_MAX_LENGTH },
  mail: { required: signUp.mailRequired, type: 'MAIL', maxLength: MAIL_MAX },
  nombreAditional: { required: signUp.nombreAditionalRequired, type: 'TEXT', maxLength: NAME_MAX },
  apellidoAditional: { required: signUp.apellidoAditionalRequired, type: 'TEXT', maxLength: NAME_MAX },
  cedulaAditional: { required: signUp.cedulaAditionalRequired, type: 'CI', maxLength: CI_MAX_LENGTH },
}

export const maxLengthOf = (name: SignUpField) => RULES[name].maxLength

/** The message for one field's value, or undefined when it passes (000 §5 rules, plus a length). */
export function signUpFieldError(name: SignUpField, value: string): string | undefined {
  const rule = RULES[name]
  return fieldError(rule, value) ?? (value.trim().length > rule.maxLength ? signUp.tooLong(rule.maxLength) : undefined)
}

/** The value of the hidden `adicional` field, present in the form while the adicional's section is open. */
export const ADICIONAL_OPEN = 'si'

/**
 * The secondary buttons' `intent`. With JavaScript they act in the page; without it they post the
 * form, whose typed values the server keeps while it shows the asked-for state of the page.
 */
export const SIGN_UP_INTENTS = {
  openAdicional: 'abrir-adicional',
  closeAdicional: 'cerrar-adicional',
  readContract: 'leer-contrato',
} as const
export type SignUpIntent = (typeof SIGN_UP_INTENTS)[keyof typeof SIGN_UP_INTENTS]

/**
 * The page's dialogs as states of the page (`?dialogo=`), for a browser without JavaScript
 * (checklist C16 no-JS note): the contract, the adicional's section open, the finish.
 */
export const SIGN_UP_DIALOGS = ['contrato', 'adicional', 'fin'] as const
export type SignUpDialog = (typeof SIGN_UP_DIALOGS)[number]

/** `?continuar`: back to the form from another state of the page, with what had been typed. */
export const CONTINUE_PARAM = 'continuar'

export function signUpPath(state?: SignUpDialog | typeof CONTINUE_PARAM): string {
  if (state === undefined) return paths.signUp
  return state === CONTINUE_PARAM ? `${paths.signUp}?${CONTINUE_PARAM}` : `${paths.signUp}?dialogo=${state}`
}

export function parseDialog(value: string | null): SignUpDialog | undefined {
  return SIGN_UP_DIALOGS.find((dialog) => dialog === value)
}

/** Where the PDF of the contract is downloaded (a resource route). */
export const CONTRACT_PDF_PATH = `${paths.signUp}/contrato`
