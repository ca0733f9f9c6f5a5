import type { ReactNode } from 'react'
import { cx } from '~/components/class-names'
import { FieldError } from '~/components/field-error'
import { stepFiles as copy } from '~/copy/step-files'
import { useFileCheck, type FileCheck, type FileCheckOptions } from '~/forms/use-file-check'
import type { FieldMeta } from '~/forms/use-form'
import { acceptOf, chosenFileMessage, REMOVE_FILE_FIELD, type AttachedFile, type StepFileOption } from './step-files'

export type StepFileFieldProps = {
  label: ReactNode
  /** The file field's metadata of `useForm`: its errors are the server's, or a submit's that says a refusal again. */
  meta: FieldMeta
  option: StepFileOption
  /** What the step's draft holds: the action's `attachedFile` after a submit, else the loader's (`attachedFile()`). */
  attached: AttachedFile | null
  /** The check of the file chosen (`useStepFileCheck`), whose `submitCheck` is the field's check in `useForm`. */
  chosen: FileCheck
}

/**
 * The check of the file chosen on a step, by the server's own rules: made before `useForm`, whose `fields` take its
 * `submitCheck` for the file field, and given to `StepFileField` as `chosen`. `needed`: whether the form as it is
 * sent needs a new file (see `FileCheckOptions`), so that a refusal is said again on submit only where the server
 * would say the file is missing; `missing`: that message (`stepFiles.required`), said then of an empty input too.
 */
export function useStepFileCheck(option: StepFileOption, options?: FileCheckOptions): FileCheck {
  return useFileCheck((file) => chosenFileMessage(file, option), options)
}

/**
 * A file step's field (step-files.server.ts): what it accepts, the file already attached with
 * the checkbox that removes it, the error, and the input that chooses one (or its replacement).
 * The form posts `encType="multipart/form-data"`.
 *
 * With JavaScript a file is checked when it is chosen (`useStepFileCheck`, the server's own rules):
 * one refused is taken out of the input, so it is never uploaded, and its message is shown at once,
 * until another file is chosen; the submit says it again meanwhile. Without JavaScript the server
 * says the same after the upload.
 */
export function StepFileField({ label, meta, option, attached, chosen }: StepFileFieldProps) {
  const error = chosen.refused ?? meta.errors?.[0]
  const attachedId = `${meta.id}-attached`
  const removeId = `${meta.id}-remove`
  const describedBy = [meta.descriptionId, attached ? attachedId : null, error ? meta.errorId : null].filter(Boolean).join(' ')

  return (
    <div className={cx('field', error && 'field--error')}>
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      <div id={meta.descriptionId} className="field__hint">
        {copy.accepted(option.types, option.maxBytes)}
      </div>
      {attached ? (
        <div className="stack">
          <p id={attachedId}>
            {copy.attached} <strong>{attached.name}</strong> ({copy.size(attached.size)}). {copy.replaceHint}
          </p>
          <div className="checkbox">
            <input type="checkbox" id={removeId} name={REMOVE_FILE_FIELD} value={option.field} className="checkbox__input" />
            <label className="checkbox__label" htmlFor={removeId}>
              {copy.remove}
            </label>
          </div>
        </div>
      ) : null}
      {/* Polite: a file refused when chosen is said while the focus stays on the input. */}
      <div aria-live="polite">{error ? <FieldError id={meta.errorId} message={error} /> : null}</div>
      <input
        {...chosen.inputProps}
        type="file"
        id={meta.id}
        name={meta.name}
        accept={acceptOf(option)}
        className="file-input"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      />
    </div>
  )
}
