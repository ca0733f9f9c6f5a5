/**
 * What a form's field says when its schema has no message of its own for what was sent (parse-form.server.ts).
 * The portal's pages never send such a body; these are not the spec's texts (the spec has none for it).
 */
export const formFallback = {
  oneValue: 'Elija una sola opción.',
  required: 'Complete este dato.',
  invalid: 'El dato ingresado no es válido.',
} as const
