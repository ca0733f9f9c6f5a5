/**
 * The file of `motivo-solicitud` (C80): the institution's request, a PDF, JPEG or PNG of up to 5 MB, told by its
 * bytes. Shared by the step's action and its page (StepFileField).
 */
import type { StepFileOption } from '../step-files'

export const archivo: StepFileOption = { field: 'archivo', maxBytes: 5 * 1024 * 1024, types: ['pdf', 'jpeg', 'png'] }
