/**
 * What a slot step's form posts besides its choice: the filters in force (hidden fields), saved with the choice as
 * `filtros` and read leniently as the GET form's are (`readSlotFilters`).
 */
import { z } from 'zod'
import { readSlotFilters, type SlotFilters } from '~/domain/medical-slots'
import { formValues, offerIds, type FilterOffer } from './slots.server'

const many = z.union([z.string(), z.array(z.string())]).optional()

/** The filters' fields of a posted form, as text: their reading is `readSlotFilters`'. */
export const FilterFieldsSchema = z.object({ modalidad: many, filial: many, desde: many, hasta: many })

export function postedFilters(values: Record<string, unknown>, offer: FilterOffer): SlotFilters {
  return readSlotFilters(formValues(values), offerIds(offer))
}
