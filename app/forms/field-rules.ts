/**
 * The browser's half of form validation (with JavaScript): the portal's input rules (000 §5) as
 * field checks for `useForm`. The server always validates again with the route's zod schema, so
 * these checks only spare a round trip; they never decide alone. A separate module from
 * use-form.ts so that forms of choices only (radios) do not download the rules.
 */
import { inputError, type InputType } from '~/domain/input-rules'
import type { FieldCheck } from './use-form'

export interface FieldRule {
  /** The message when the field is empty; without it an empty field is valid (000 §5). */
  required?: string
  type?: InputType
}

/** The message for one field's value, or undefined when it passes. */
export function fieldError(rule: FieldRule, raw: string): string | undefined {
  const value = raw.trim()
  if (value === '') return rule.required
  return rule.type ? inputError(rule.type, value) : undefined
}

/** A rule as the check `useForm` runs: `fields: { ci: check({ required: '…', type: 'CI' }) }`. */
export function check(rule: FieldRule): FieldCheck {
  return (value) => fieldError(rule, value)
}
