/**
 * What a file step's page and its action share (step-files.server.ts keeps the file; the page
 * shows it with `StepFileField`): the step's file option, the fields' names, what the page is told
 * of the attached file.
 */
import { MEDIA_TYPES, type FileKind } from '~/domain/file-kinds'

/** What a step accepts in its file field: `{ field: 'archivo', maxBytes: 5 * 1024 * 1024, types: ['pdf', 'jpeg', 'png'] }`. */
export interface StepFileOption {
  /** The `<input type="file" name>` and the draft's answer that holds the file. */
  field: string
  maxBytes: number
  types: readonly FileKind[]
}

/** What a step page is told of its attached file: never its id. */
export interface AttachedFile {
  name: string
  kind: FileKind
  size: number
}

/**
 * What the schema of a file step sees in the file field: this marker while a file is attached
 * (chosen now or kept from before), nothing otherwise. A file always required is
 * `archivo: z.literal(STEP_FILE_ATTACHED, { required_error: stepFiles.required })`.
 */
export const STEP_FILE_ATTACHED = 'adjunto'

/**
 * The checkbox that takes the attached file off the step when the form is sent:
 * `<input type="checkbox" name="quitar-archivo" value="archivo">`. A checkbox, not a submit button:
 * Enter in a text field presses the form's first button, which must never remove the file.
 */
export const REMOVE_FILE_FIELD = 'quitar-archivo'

/** The file input's `accept`: the kinds' media types and extensions (a hint to the browser; the server checks the bytes). */
export function acceptOf(option: StepFileOption): string {
  const extensions: Record<FileKind, string[]> = { pdf: ['.pdf'], jpeg: ['.jpg', '.jpeg'], png: ['.png'] }
  return option.types.flatMap((kind) => [MEDIA_TYPES[kind], ...extensions[kind]]).join(',')
}
