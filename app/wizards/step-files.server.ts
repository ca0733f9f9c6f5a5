/**
 * A file attached on a wizard step (the clinical-history request's PDF, JPEG or PNG): kept on the
 * server between submits, so an error elsewhere on the step, or coming back to it, never asks for
 * the file again. docs/wizards.md, "A file on a step", shows a step written with it.
 *
 * - The bytes live in a folder of DATA_DIR (step-file-store.server.ts), one file per upload,
 *   named by a random 256-bit id. The draft holds the id with the file's name, kind, size and
 *   digest (`StepFile`). The id never leaves the server: pages get `attachedFile` (no id), and no form or
 *   URL can name a file, so a file is readable only through the draft that holds it.
 * - The type is told by the first bytes (`detectFileKind`), never by the name or the type the
 *   browser declared; the name's extension is corrected to match what the file is.
 * - A file ends with its draft: `updateDraft` deletes the files a save leaves unreferenced
 *   (replaced, removed, cleared by `invalidate`), `clearDraft` those of the draft it forgets,
 *   `runAttempt` those its call carried once the outcome is stored, and signing out those of the
 *   session's drafts (`discardSessionFiles`). The rest (a session that timed out, a browser
 *   closed mid-journey) expire in the store.
 *
 * Nothing here logs a file's name or content.
 */
import type { SubmissionResult } from '@conform-to/react'
import crypto from 'node:crypto'
import { data } from '@remix-run/node'
import { z } from 'zod'
import { stepFiles as copy } from '~/copy/step-files'
import { MEDIA_TYPES, type FileKind } from '~/domain/file-kinds'
import { readFileFormWithin } from '~/forms/form-data.server'
import { logger } from '~/utils/logger.server'
import { FILE_ID, stepFileStore } from './step-file-store.server'
import { checkChosenFile, REMOVE_FILE_FIELD, STEP_FILE_ATTACHED, type AttachedFile, type StepFileOption } from './step-files'

export { REMOVE_FILE_FIELD, STEP_FILE_ATTACHED, type AttachedFile, type StepFileOption } from './step-files'

/** A file name longer than this is cut (keeping its extension): the API and the page show it. */
const MAX_NAME = 120

/** The draft's answer for an attached file (`archivo: StepFileSchema.optional()` in the draft schema). */
export const StepFileSchema = z.object({
  fileId: z.string().regex(FILE_ID),
  name: z.string().min(1).max(MAX_NAME),
  kind: z.enum(['pdf', 'jpeg', 'png']),
  size: z.number().int().positive(),
  // SHA-256 of the bytes (base64url): the same file chosen again is told without reading the store, inside a save.
  digest: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})
export type StepFile = z.infer<typeof StepFileSchema>

// ---- the files a draft holds ----

/** The files a draft holds: its answers that are a `StepFile`. */
export function filesIn(draft: unknown): StepFile[] {
  if (draft === null || typeof draft !== 'object') return []
  return Object.values(draft).flatMap((value) => {
    const file = StepFileSchema.safeParse(value)
    return file.success ? [file.data] : []
  })
}

/** Deletes the files `before` held that `after` no longer does (a save replaced, removed or cleared them). */
export async function discardDropped(before: unknown, after: unknown): Promise<void> {
  const kept = new Set(filesIn(after).map((file) => file.fileId))
  await discardFiles(filesIn(before).filter((file) => !kept.has(file.fileId)))
}

/** Deletes these files. A failure is logged (without names) and left to expiry: the member's answer is saved. */
export async function discardFiles(files: readonly StepFile[]): Promise<void> {
  if (files.length === 0) return
  try {
    await stepFileStore().discard(files.map((file) => file.fileId))
  } catch (error) {
    logger.warn('step files not deleted; they expire', { count: files.length, code: (error as NodeJS.ErrnoException).code })
  }
}

/** Deletes the files of every draft of a session that ends (signing out): `drafts.*` keys. */
export async function discardSessionFiles(data: Record<string, unknown>): Promise<void> {
  await discardFiles(Object.entries(data).flatMap(([key, value]) => (key.startsWith('drafts.') ? filesIn(value) : [])))
}

/** What a step page shows of the file in `value` (a draft's answer): null when none is attached or it expired. */
export async function attachedFile(value: unknown): Promise<AttachedFile | null> {
  const file = StepFileSchema.safeParse(value)
  if (!file.success || !(await stepFileStore().has(file.data.fileId))) return null
  const { name, kind, size } = file.data
  return { name, kind, size }
}

/**
 * The file as the API takes it (E98's `solicitud_externa` and `nombre_archivo`): a data URL of its
 * bytes with their media type, and its name. Null when its bytes are gone (expired, or already
 * sent by an attempt): the step must ask for it again.
 */
export async function fileAsDataUrl(file: StepFile): Promise<{ dataUrl: string; name: string } | null> {
  const bytes = await stepFileStore().read(file.fileId)
  if (!bytes) return null
  return { dataUrl: `data:${MEDIA_TYPES[file.kind]};base64,${bytes.toString('base64')}`, name: file.name }
}

// ---- a file step's submit ----

/** What a file step's submit did with its file field. */
export type StepFileIntake =
  /** The remove checkbox was checked, and no file chosen: the file attached before goes. */
  | { kind: 'removed' }
  /** A file chosen now was refused: the message beside the field; the one attached before stays. */
  | { kind: 'refused'; status: 400 | 413 | 415 | 503; message: string; file: StepFile | null }
  /** A file is attached: chosen now (`fresh`, already in the store) or kept from before. */
  | { kind: 'attached'; file: StepFile; fresh: boolean }
  /** No file: none chosen, and none attached before (or its bytes expired). */
  | { kind: 'none' }

/** The file's name as shown and sent: no folders (an old browser's `C:\fakepath\`), no control characters, its real kind's extension. */
export function fileNameFor(name: string, kind: FileKind): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim()
  const stem = base.replace(/\.(pdf|jpe?g|png)$/i, '') || 'archivo'
  const extension = kind === 'jpeg' ? 'jpg' : kind
  return `${stem.slice(0, MAX_NAME - extension.length - 1)}.${extension}`
}

/** The file attached before, when its bytes are still there. */
async function attachedBefore(draft: Record<string, unknown>, option: StepFileOption): Promise<StepFile | null> {
  const file = StepFileSchema.safeParse(draft[option.field])
  return file.success && (await stepFileStore().has(file.data.fileId)) ? file.data : null
}

/**
 * Takes the file field (and the remove checkbox) out of a file step's form: checks a chosen file
 * (size, then kind by its first bytes) and keeps it in the store, replacing the one attached
 * before; otherwise removes that one (the checkbox) or keeps it. A file the body's reading left out
 * for its size (`tooLarge`) is refused as one too large. The form's file field is left as the
 * schema must see it: `STEP_FILE_ATTACHED` while a file is attached, absent otherwise.
 */
export async function takeStepFile(
  formData: FormData,
  option: StepFileOption,
  draft: Record<string, unknown>,
  { tooLarge = false } = {},
): Promise<StepFileIntake> {
  const chosen = tooLarge ? TOO_LARGE : formData.get(option.field)
  const remove = formData.getAll(REMOVE_FILE_FIELD).includes(option.field)
  formData.delete(option.field)
  formData.delete(REMOVE_FILE_FIELD)

  const before = remove ? null : await attachedBefore(draft, option)
  const intake = await intakeOf(chosen, option, before)
  if (remove && intake.kind === 'none') return { kind: 'removed' }
  const attached = intake.kind === 'attached' || (intake.kind === 'refused' && intake.file)
  if (attached) formData.set(option.field, STEP_FILE_ATTACHED)
  return intake
}

/** A chosen file the body's reading left out for its size: only its size is known, and it is too large. */
const TOO_LARGE = Symbol('too large')

async function intakeOf(
  chosen: FormDataEntryValue | typeof TOO_LARGE | null,
  option: StepFileOption,
  before: StepFile | null,
): Promise<StepFileIntake> {
  const refused = (status: 400 | 413 | 415 | 503, message: string): StepFileIntake => ({ kind: 'refused', status, message, file: before })
  if (chosen === TOO_LARGE) return refused(413, copy.tooLarge(option.maxBytes))
  // A form sent without choosing a file carries an empty part with no name.
  if (!(chosen instanceof File) || (chosen.size === 0 && chosen.name === '')) {
    return before ? { kind: 'attached', file: before, fresh: false } : { kind: 'none' }
  }
  const checked = await checkChosenFile(chosen, option)
  if ('refused' in checked) return refused(checked.refused.status, checked.refused.message)
  const bytes = new Uint8Array(await chosen.arrayBuffer())
  const file = { name: fileNameFor(chosen.name, checked.kind), kind: checked.kind, size: bytes.length, digest: digestOf(bytes) }
  // The same file chosen again (a retry after a failed send, the browser still holding it) is the one attached: a new
  // copy would be a new answer, and the step's call (E98) would go again with a new key instead of replaying.
  if (before && sameFile(before, file)) return { kind: 'attached', file: before, fresh: false }
  const fileId = await stepFileStore().put(bytes)
  if (!fileId) return refused(503, copy.notStored)
  return { kind: 'attached', file: { fileId, ...file }, fresh: true }
}

const digestOf = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('base64url')

/** Whether a file chosen now is the attached one: its name, its kind and its bytes. */
function sameFile(attached: StepFile, chosen: Omit<StepFile, 'fileId'>): boolean {
  return attached.name === chosen.name && attached.kind === chosen.kind && attached.size === chosen.size && attached.digest === chosen.digest
}

/**
 * The intake as it lands on `fresh`, the draft its save applies to, when this submit read `read`: a file chosen now
 * that a racing submit of the same form attached since (a double click, a POST sent twice: each kept its own copy
 * before either saved) is the one attached. The second save then changes no answer, so the attempt that depends on
 * the file keeps the key the first save gave it and its call is made once, not once per copy; the copy ends after
 * the save, which does not hold it. A file the draft held already when this submit read it stays replaced: its bytes
 * were gone (`takeStepFile` keeps it otherwise), and the step needs them again.
 */
export function landedIntake(intake: StepFileIntake, option: StepFileOption, read: object, fresh: object): StepFileIntake {
  if (intake.kind !== 'attached' || !intake.fresh) return intake
  const held = StepFileSchema.safeParse((fresh as Record<string, unknown>)[option.field])
  const seen = StepFileSchema.safeParse((read as Record<string, unknown>)[option.field])
  if (!held.success || (seen.success && seen.data.fileId === held.data.fileId)) return intake
  return sameFile(held.data, intake.file) ? { kind: 'attached', file: held.data, fresh: false } : intake
}

/** Saves a change of the step's answers (the engine's save: `invalidate`, the revision check). */
type SaveAnswer = (change: Record<string, unknown>) => Promise<{ setCookie: string }>

/**
 * Reads a file step's body (`readFileFormWithin`: a multipart body's text within the form's limit, its file within the
 * step's) and takes its file out (`takeStepFile`). A file over its limit is left out of the body as it arrives and
 * refused with its message beside the field, the fields typed with it kept, like any other refusal of the file. Only
 * a body no browser form would send (past the most any body is read, or text past the form's limit) is answered here:
 * 413, with only the file's message, since none of it was kept; the file attached before stays.
 */
export async function takeFileStepBody(request: Request, option: StepFileOption, draft: object) {
  const answers = draft as Record<string, unknown>
  const body = await readFileFormWithin(request, option.maxBytes)
  if (body.tooLarge) {
    const result: SubmissionResult<string[]> = { status: 'error', error: { [option.field]: [copy.tooLarge(option.maxBytes)] } }
    return { reply: data({ result, attachedFile: await attachedFile(answers[option.field]) }, { status: 413 }) }
  }
  const { formData } = body
  const intake = await takeStepFile(formData, option, answers, { tooLarge: body.tooLargeFiles.includes(option.field) })
  return { reply: null, formData, intake, option }
}

/** The page's view of what is attached after an intake. */
function attachedBy(intake: StepFileIntake): AttachedFile | null {
  const file = intake.kind === 'attached' || intake.kind === 'refused' ? intake.file : null
  return file ? { name: file.name, kind: file.kind, size: file.size } : null
}

/**
 * A file chosen (or removed) now stays so whatever becomes of the rest of the form (an error
 * elsewhere on the step, the API down, a check-only submit): it is saved alone, and the page says
 * what is attached and does not ask for a file it has.
 */
export async function keepChosenFile(
  intake: StepFileIntake,
  option: StepFileOption,
  save: SaveAnswer,
): Promise<{ attachedFile: AttachedFile | null; headers?: HeadersInit }> {
  const changedNow = intake.kind === 'removed' || (intake.kind === 'attached' && intake.fresh)
  if (!changedNow) return { attachedFile: attachedBy(intake) }
  const { setCookie } = await save(fileAnswer(intake, option))
  return { attachedFile: attachedBy(intake), headers: { 'Set-Cookie': setCookie } }
}

/**
 * The step's answer with its file: the file attached now, or none. The answer may drop the file
 * (`archivo: undefined`, when the other answers no longer need it); any other value it gives the
 * field (the form's `STEP_FILE_ATTACHED` marker, passed through) is the file's.
 */
export function withFileAnswer<Change extends object>(change: Change, intake: StepFileIntake, option: StepFileOption): Change {
  const dropped = Object.hasOwn(change, option.field) && (change as Record<string, unknown>)[option.field] === undefined
  return dropped ? change : { ...change, ...fileAnswer(intake, option) }
}

/** The draft answer an intake gives its field: the attached file, or none. */
export function fileAnswer(intake: StepFileIntake, option: StepFileOption): Record<string, StepFile | undefined> {
  if (intake.kind === 'attached') return { [option.field]: intake.file }
  if (intake.kind === 'refused') return intake.file ? { [option.field]: intake.file } : {}
  return { [option.field]: undefined }
}
