/**
 * What a file step's page and its action share (step-files.server.ts keeps the file; the page
 * shows it with `StepFileField`): the step's file option, the fields' names, what the page is told
 * of the attached file, and the check of a chosen file (the page's when it is chosen, the server's again).
 */
import { stepFiles as copy } from '~/copy/step-files'
import { detectFileKind, MEDIA_TYPES, SIGNATURE_BYTES, type FileKind } from '~/domain/file-kinds'

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

/** A chosen file refused by the step's rules: the status the server answers with, the message beside the field. */
export interface FileRefusal {
  status: 400 | 413 | 415
  message: string
}

/** A chosen file's kind, or why the step refuses it. */
export type ChosenFileCheck = { kind: FileKind } | { refused: FileRefusal }

/**
 * The step's rules on a chosen file, in the order the member is told: empty, over its limit, then not one of the kinds
 * by its first bytes (never its name or the type the browser declared). The page checks a file when it is chosen,
 * with JavaScript, so that one too large is never uploaded; the server checks again.
 */
export async function checkChosenFile(file: Blob, option: StepFileOption): Promise<ChosenFileCheck> {
  if (file.size === 0) return { refused: { status: 400, message: copy.empty } }
  if (file.size > option.maxBytes) return { refused: { status: 413, message: copy.tooLarge(option.maxBytes) } }
  const kind = detectFileKind(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()), option.types)
  return kind ? { kind } : { refused: { status: 415, message: copy.wrongType(option.types) } }
}

/** `checkChosenFile` as the page's check of a chosen file (`useStepFileCheck`): the message of its refusal, or null. */
export async function chosenFileMessage(file: Blob, option: StepFileOption): Promise<string | null> {
  const checked = await checkChosenFile(file, option)
  return 'refused' in checked ? checked.refused.message : null
}
