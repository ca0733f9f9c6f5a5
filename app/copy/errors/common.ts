/**
 * The spec's generic error messages (000 §8, 001 §8, 002 §8), verbatim.
 *
 * Strings quoted by the specification are copied verbatim in every copy module, typos included
 * (`constraseña`, `docuemnto`, `Por favor. vuelva`, `Improvment` ...): the spec is the contract
 * and changing a letter breaks traceability (checklist A18). Texts the spec leaves to us are
 * marked `invented` in a comment.
 */
export const commonErrors = {
  /** Generic message of the account, payments and agenda areas (000 §8, 001 §8). */
  generic: 'Ocurrió un problema inesperado. Inténtelo de nuevo más tarde.',

  /** Generic message of medicines, clinical history, self-test, signed documents (002 §8; A13). */
  genericMedicines:
    'Ha ocurrido un error, por favor intente de nuevo o contacte a soporte técnico',
} as const
