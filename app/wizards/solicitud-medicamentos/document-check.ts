/**
 * C58/C85: the document fields' browser check (with JavaScript), which follows the document type chosen beside
 * it: an identity card is checked as the portal checks every cédula (`CI`: digits, check digit, at most 8), another
 * document only for its length. The server checks again with `DocumentoSchema`.
 */
import { useState, type ChangeEvent } from 'react'
import { medicineRequests } from '~/copy/medicine-requests'
import { CI_MAX_LENGTH } from '~/domain/ci'
import { fieldError } from '~/forms/field-rules'
import type { FieldCheck } from '~/forms/use-form'
import { useHydrated } from '~/utils/use-hydrated'
import { ID_CARD, OTHER_DOCUMENT_MAX_LENGTH } from './steps'

const copy = medicineRequests.documento

/** A document of `type` ('1' card, '2' other): the message for `raw`, or undefined when it passes. */
export function documentError(type: string, raw: string): string | undefined {
  if (type === ID_CARD) return fieldError({ required: copy.documentRequired, type: 'CI' }, raw)
  const empty = fieldError({ required: copy.documentRequired }, raw)
  if (empty) return empty
  return raw.trim().length > OTHER_DOCUMENT_MAX_LENGTH ? copy.otherDocumentInvalid : undefined
}

/**
 * The chosen type, the document field's check and length for it, and the form's `onChange` that follows the type.
 * Until the scripts run the field takes the longest document of either type (the server checks each type's length).
 * A refusal of the server (a sanctioned person's valid cédula) stands while the document is unchanged (`useForm`).
 */
export function useDocumentCheck(initialType: string): {
  check: FieldCheck
  maxLength: number
  followType: (event: ChangeEvent<HTMLFormElement>) => void
} {
  const [type, setType] = useState(initialType)
  const hydrated = useHydrated()
  return {
    check: (value) => documentError(type, value),
    maxLength: hydrated && type === ID_CARD ? CI_MAX_LENGTH : OTHER_DOCUMENT_MAX_LENGTH,
    followType: (event) => {
      const target = event.target as unknown
      if (target instanceof HTMLSelectElement && target.name === 'tipoDocumento') setType(target.value)
    },
  }
}
