import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react'
import { cx } from '~/components/class-names'
import { FieldError } from '~/components/field-error'
import { stepFiles as copy } from '~/copy/step-files'
import type { FieldMeta } from '~/forms/use-form'
import { acceptOf, checkChosenFile, REMOVE_FILE_FIELD, type AttachedFile, type StepFileOption } from './step-files'

export type StepFileFieldProps = {
  label: ReactNode
  /** The file field's metadata of `useForm`: its errors come from the server (a chosen file's own check adds to them). */
  meta: FieldMeta
  option: StepFileOption
  /** What the step's draft holds: the action's `attachedFile` after a submit, else the loader's (`attachedFile()`). */
  attached: AttachedFile | null
}

/**
 * A file step's field (step-files.server.ts): what it accepts, the file already attached with
 * the checkbox that removes it, the error, and the input that chooses one (or its replacement).
 * The form posts `encType="multipart/form-data"`.
 *
 * With JavaScript a file is checked when it is chosen (`checkChosenFile`, the server's own rules):
 * one refused is taken out of the input, so it is never uploaded, and its message is shown at once.
 * Without JavaScript the server says the same after the upload.
 */
export function StepFileField({ label, meta, option, attached }: StepFileFieldProps) {
  const serverError = meta.errors?.[0]
  const [chosenError, setChosenError] = useState<string>()
  // A new answer of the server about the field replaces what the browser found.
  useEffect(() => setChosenError(undefined), [serverError])
  const error = chosenError ?? serverError
  const attachedId = `${meta.id}-attached`
  const removeId = `${meta.id}-remove`
  const describedBy = [meta.descriptionId, attached ? attachedId : null, error ? meta.errorId : null].filter(Boolean).join(' ')

  async function checkOnChoice(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return setChosenError(undefined)
    const checked = await checkChosenFile(file, option)
    if (input.files?.[0] !== file) return // another file was chosen meanwhile: its own check answers
    if ('refused' in checked) input.value = ''
    setChosenError('refused' in checked ? checked.refused.message : undefined)
  }

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
        type="file"
        id={meta.id}
        name={meta.name}
        accept={acceptOf(option)}
        className="file-input"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={checkOnChoice}
      />
    </div>
  )
}
