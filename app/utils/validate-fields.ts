/**
 * The browser's half of form validation (on blur, with JavaScript): the portal's input rules
 * applied through conform's `parse`, without zod, so form pages stay within the JavaScript
 * budget. The server always validates again with the route's full zod schema.
 */
import { parse } from '@conform-to/react'
import { inputError, type InputType } from '~/domain/input-rules'

export interface FieldRule {
  /** The message when the field is empty. */
  required?: string
  type?: InputType
}

/** `Shape` is the form's value as its zod schema on the server would give it. */
export function validateFields<Shape extends Record<string, unknown>>(formData: FormData, rules: Record<string, FieldRule>) {
  return parse<Shape, string[]>(formData, {
    resolve(payload) {
      const error: Record<string, string[]> = {}
      for (const [name, rule] of Object.entries(rules)) {
        const raw = payload[name]
        const value = typeof raw === 'string' ? raw.trim() : ''
        if (value === '') {
          if (rule.required) error[name] = [rule.required]
          continue
        }
        const message = rule.type ? inputError(rule.type, value) : undefined
        if (message) error[name] = [message]
      }
      return Object.keys(error).length > 0 ? { error } : { value: payload as Shape }
    },
  })
}
