/** Texts of the shared form rules (000 §5). */
export const validation = {
  required: 'Este campo es requerido',
  /** invented: the spec checks document validity but quotes no message for it. */
  invalidCi: 'Ingrese una cédula válida, sin puntos ni guiones.',
  /** invented */
  tooLongCi: 'La cédula tiene como máximo 8 dígitos.',
  /** invented */
  invalidMail: 'Ingrese un correo electrónico válido.',
  /** invented */
  blankText: 'Este campo no puede quedar en blanco.',
  /** invented */
  notNumeric: 'Ingrese solo números.',
} as const
