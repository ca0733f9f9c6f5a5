/** A labelled `<select>` wired to `useForm`'s field metadata, with its error above it (as `Field` does). */
import { FieldError } from '~/components/field-error'
import { cx } from '~/components/class-names'
import type { FieldMeta } from '~/forms/use-form'

export function SelectField({
  label,
  meta,
  options,
  placeholder,
  defaultValue,
}: {
  label: string
  meta: FieldMeta
  options: ReadonlyArray<{ value: string; label: string }>
  placeholder?: string
  /** The value shown when the form was not sent (the saved answer); a sent form shows what was sent. */
  defaultValue?: string
}) {
  const error = meta.errors?.[0]
  return (
    <div className={cx('field', error && 'field--error')}>
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      {error ? <FieldError id={meta.errorId} message={error} /> : null}
      <select
        id={meta.id}
        name={meta.name}
        defaultValue={meta.initialValue ?? defaultValue ?? ''}
        className="field__input"
        aria-describedby={error ? meta.errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
