/**
 * The registration form's schema, on the server only (zod stays out of the browser bundle). Every
 * field is checked in one pass, with the same rules the browser applies (`signUpFieldError`), so
 * one submit lists every problem: the member's fields, and the adicional's while its section is open.
 */
import { z } from 'zod'
import { signUp } from '~/copy/sign-up'
import { normalizeCi } from '~/domain/ci'
import { ADICIONAL_FIELDS, ADICIONAL_OPEN, MEMBER_FIELDS, signUpFieldError, type SignUpField } from './sign-up-form'

/** conform sends an empty field as undefined. */
const Typed = z.string().optional()

export const SignUpSchema = z
  .object({
    nombre: Typed,
    apellido: Typed,
    cedula: Typed,
    mail: Typed,
    /** `si` while the adicional's section is open (a hidden field inside it). */
    adicional: z.literal(ADICIONAL_OPEN).optional(),
    nombreAditional: Typed,
    apellidoAditional: Typed,
    cedulaAditional: Typed,
  })
  .superRefine((form, ctx) => {
    const names: readonly SignUpField[] = form.adicional ? [...MEMBER_FIELDS, ...ADICIONAL_FIELDS] : MEMBER_FIELDS
    for (const name of names) {
      const message = signUpFieldError(name, form[name] ?? '')
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message })
    }
    const { cedula, cedulaAditional } = form
    if (form.adicional && cedula && cedulaAditional && normalizeCi(cedula) === normalizeCi(cedulaAditional)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['cedulaAditional'], message: signUp.sameCedula })
    }
  })
  .transform((form) => {
    // Checked above: every field named is a non-blank string.
    const text = (value: string | undefined) => (value ?? '').trim()
    return {
      nombre: text(form.nombre),
      apellido: text(form.apellido),
      cedula: normalizeCi(text(form.cedula)),
      mail: text(form.mail),
      adicional: form.adicional
        ? { nombre: text(form.nombreAditional), apellido: text(form.apellidoAditional), cedula: normalizeCi(text(form.cedulaAditional)) }
        : undefined,
    }
  })
export type SignUpValue = z.output<typeof SignUpSchema>
