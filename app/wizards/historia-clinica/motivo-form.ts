/**
 * The browser's half of `motivo-solicitud`'s rules (C80), with JavaScript: the same messages as the server's schema
 * (`MotivoSchema`). A rule left to the server alone would be said only once the browser's messages were corrected
 * and the form sent again; with all of them, one submit says everything that is missing.
 */
import { clinicalHistory as copy } from '~/copy/clinical-history'
import { check } from '~/forms/field-rules'
import { REMOVE_FILE_FIELD } from '../step-files'
import { archivo } from './file'

/** The phone field's length: room for 9 digits and the spaces a person groups them with (`098 234 567`), as flow B's. */
export const PHONE_MAX_LENGTH = 20

/** The mobile phone's digits as they are checked, kept and sent (E98 takes digits only): the grouping spaces go. */
export const phoneDigits = (raw: string) => raw.replace(/\s/g, '')

/**
 * The mobile phone's message (the server's schema and the browser's check): required (in its own words, not the
 * reason's `Este campo es requerido`), digits only, 8 or 9 of them.
 */
export function phoneError(raw: string): string | undefined {
  const value = phoneDigits(raw)
  if (value === '') return copy.errors.phoneRequired
  if (!/^\d+$/.test(value)) return copy.errors.notNumeric
  return /^\d{8,9}$/.test(value) ? undefined : copy.errors.phoneLength
}

/** The text fields' and the choice's checks for `useForm`; the file's is the page's (`useStepFileCheck`). */
export const motivoChecks = {
  requestedByParticular: check({ required: copy.motivo.chooseDelivery }),
  motivo: check({ required: copy.errors.required }),
  telefono: phoneError,
}

/**
 * Whether the server would say `Este archivo es requerido` of the form as it is sent without a new file (the schema's
 * rule): for an institution only, not for particular reasons nor before either is chosen, and not while a file
 * attached before stays (`attached`, its removal not ticked).
 */
export function fileNeeded(data: FormData, attached: boolean): boolean {
  const kept = attached && !data.getAll(REMOVE_FILE_FIELD).includes(archivo.field)
  return data.get('requestedByParticular') === 'no' && !kept
}
