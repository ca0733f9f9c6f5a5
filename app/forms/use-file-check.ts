/**
 * A file input checked when a file is chosen, with JavaScript (the profile photo, a wizard step's file): a file the
 * check refuses is taken out of the input, so it is never uploaded, and its reason is said beside the field at once.
 * Without JavaScript the server checks the upload by the same rules and says the same.
 *
 * `useForm` reads a file as an empty value, so it cannot check one. The input a refused file was taken out of is
 * empty; sent so, the server would only find the file missing (`Este archivo es requerido`) and that message would
 * replace the reason. While it stays empty after a refusal, its submit check (`submitCheck`, the field's check in
 * `useForm`) says the reason again and sends nothing. Given the server's message for a missing file (`missing`), the
 * same check says it of an input left empty, with the other fields' messages rather than after them.
 */
import { useRef, useState, type ChangeEvent, type RefObject } from 'react'
import type { FieldCheck } from './use-form'

/** The message of a chosen file's refusal, or null for a file that can be sent. */
export type ChosenFileRule = (file: File) => Promise<string | null>

/** What the submit check reads of its input: the files it holds (none once a refused one was taken out). */
export type FileInput = { readonly files: { readonly length: number } | null }

/**
 * The field's check on submit after the file chosen was refused (`refused`, its reason): the reason again while the
 * input is empty and the file `needed` (by default always). A file in the input (another one chosen, its own check
 * pending) goes to the server; so does a form that needs no file now (another answer makes it optional, or a file
 * attached before stays). With nothing refused there is no check at all, and the server answers, an input never
 * chosen included.
 */
export function refusedFileCheck(
  refused: string | null | undefined,
  input: () => FileInput | null,
  needed: () => boolean = () => true,
): FieldCheck | null {
  if (!refused) return null
  return () => (input()?.files?.length || !needed() ? undefined : refused)
}

/**
 * The field's check on submit (`FileCheck.submitCheck`): the reason of a refused choice said again
 * (`refusedFileCheck`), else `missing`, the server's message for a file it needs, while the input is empty and the
 * file `needed`. Without either there is no check: the server answers.
 */
export function fileSubmitCheck(
  refused: string | null | undefined,
  missing: string | undefined,
  input: () => FileInput | null,
  needed?: () => boolean,
): FieldCheck | null {
  return refusedFileCheck(refused ?? missing, input, needed)
}

/**
 * The checks of the files chosen in one input, in turn: only the last one started answers, so a slow check of an
 * earlier file that ends after a later choice's cannot undo it (say its refusal, or empty the input the later file is in).
 */
export function lastChoiceWins() {
  let latest = 0
  return async <T>(check: Promise<T>, answer: (result: T) => void): Promise<void> => {
    const turn = ++latest
    const result = await check
    if (turn === latest) answer(result)
  }
}

export type FileCheck = {
  /** The reason the file last chosen was refused, to show beside the field instead of the field's own message. */
  refused: string | undefined
  /** The file field's check in `useForm`'s `fields` (null while nothing is refused and no `missing` is given: the server answers). */
  submitCheck: FieldCheck | null
  /** Spread on the `<input type="file">`. */
  inputProps: { ref: RefObject<HTMLInputElement>; onChange: (event: ChangeEvent<HTMLInputElement>) => void }
}

export type FileCheckOptions = {
  /**
   * Whether the form, as it is about to be sent, needs the file, so that the server would say it is missing (by
   * default always). Where it would not, a refusal is not said again and the form goes to the server.
   */
  needed?: (data: FormData) => boolean
  /**
   * The server's message for the file `needed` and not sent (`Este archivo es requerido`): said on submit of an empty
   * input, so that one submit says everything missing. Without it an empty input goes to the server.
   */
  missing?: string
}

/** `rule` checks each file chosen in the input of `inputProps`; see the module's comment. */
export function useFileCheck(rule: ChosenFileRule, { needed, missing }: FileCheckOptions = {}): FileCheck {
  const ref = useRef<HTMLInputElement>(null)
  const [refused, setRefused] = useState<string>()
  const [inTurn] = useState(() => lastChoiceWins())

  const neededNow = () => {
    const form = ref.current?.form
    return !needed || !form || needed(new FormData(form))
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    // A check that fails to read the file refuses nothing: the server checks it again.
    const check = file ? rule(file).catch(() => null) : Promise.resolve(null)
    void inTurn(check, (message) => {
      if (message) input.value = ''
      setRefused(message ?? undefined)
    })
  }

  return { refused, submitCheck: fileSubmitCheck(refused, missing, () => ref.current, neededNow), inputProps: { ref, onChange } }
}
