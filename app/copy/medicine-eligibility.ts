/**
 * Why a person may not ask for medicines (spec 002 §6; C69, BR53, verbatim), said by both medicine flows. A module of
 * its own: each flow's copy is carried only by its pages, and importing the other flow's whole copy for two texts
 * moved it into the script every page loads.
 */
export const medicineEligibility = {
  /** C69, BR53, verbatim (the spec's spelling). */
  sanctioned: 'El usuario esta sancionado',
  /** C69, BR53, verbatim. */
  disabled: 'No es posible realizar nuevas solicitudes de medicamentos',
} as const
