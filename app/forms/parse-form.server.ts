/**
 * Every form the portal reads is parsed here: conform's `parseWithZod` with zod's own messages put into Spanish.
 *
 * A schema names its fields' messages (`required_error`, `invalid_type_error`, a check's message), and they always win.
 * What a schema leaves unsaid is zod's default, in English ("Expected string, received array"): a body the portal's
 * pages never send (a field repeated by a stale tab or a forged POST) would show it to the member. The fallback below
 * says it in Spanish instead, as a field's error, so the page keeps what was typed and says what to fix.
 */
import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'
import { formFallback } from '~/copy/forms'

/**
 * zod's contextual error map. It is asked last, with what the schema's own map made of the issue: that message stands
 * unless it is still zod's default.
 */
export const spanishFallback: z.ZodErrorMap = (issue, ctx) => {
  if (ctx.defaultError !== z.defaultErrorMap(issue, ctx).message) return { message: ctx.defaultError }
  if (issue.code === 'invalid_type' && issue.received === 'array') return { message: formFallback.oneValue }
  if (issue.code === 'invalid_type' && issue.received === 'undefined') return { message: formFallback.required }
  return { message: formFallback.invalid }
}

export function parseForm<Schema extends z.ZodTypeAny>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema, errorMap: spanishFallback })
}
