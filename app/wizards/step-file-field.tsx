import type { ReactNode } from 'react'
import { cx } from '~/components/class-names'
import { FieldError } from '~/components/field-error'
import { stepFiles as copy } from '~/copy/step-files'
import type { FieldMeta } from '~/forms/use-form'
import { acceptOf, REMOVE_FILE_FIELD, type AttachedFile, type StepFileOption } from './step-files'

export type StepFileFieldProps = {
  label: ReactNode
  /** The file field's metadata of `useForm` (its errors come from the server: the kind is read from the bytes). */
  meta: FieldMeta
  option: StepFileOption
  /** What the step's draft holds: the action's `attachedFile` after a submit, else the loader's (`attachedFile()`). */
  attached: AttachedFile | null
}

/**
 * A file step's field (step-files.server.ts): what it accepts, the file already attached with
 * the checkbox that removes it, the error, and the input that chooses one (or its replacement).
 * The form posts `encType="multipart/form-data"`.
 */
export function StepFileField({ label, meta, option, attached }: StepFileFieldProps) {
  const error = meta.errors?.[0]
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
      {error ? <FieldError id={meta.errorId} message={error} /> : null}
      <input
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
