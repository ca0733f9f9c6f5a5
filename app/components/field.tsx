import { getCollectionProps, getInputProps, type FieldMetadata } from '@conform-to/react'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { ui } from '~/copy/shell'
import { cx } from './class-names'
import { VisuallyHidden } from './visually-hidden'

/*
 * Form controls wired to conform 1.x field metadata. Conform supplies id, name,
 * `form`, required and defaultValue, so the answer survives a server round trip
 * without JavaScript. The inputs carry `form={formId}`: the <form> must get its
 * id from `getFormProps(form)` or the inputs are not submitted.
 *
 * aria-describedby and aria-invalid are computed here rather than by conform so
 * they only ever point at the hint and error elements this component renders.
 */

type FieldMeta = FieldMetadata<string | number | undefined>

/** Attributes conform owns are left out so a caller cannot desynchronise them. */
type ExtraInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'name' | 'form' | 'value' | 'defaultValue' | 'defaultChecked' | 'aria-describedby' | 'aria-invalid'
>

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined
}

function ErrorMessage({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="field__error">
      <VisuallyHidden>{ui.errorTitlePrefix}</VisuallyHidden>
      {message}
    </p>
  )
}

export type FieldProps = {
  label: ReactNode
  hint?: ReactNode
  meta: FieldMeta
  /** GOV.UK advice: numbers such as a cédula are `text` with `inputMode="numeric"`, not `number`. */
  type?: 'text' | 'password' | 'email' | 'tel' | 'number' | 'search' | 'url' | 'date'
  /** Extra attributes: inputMode, autoComplete, maxLength, placeholder, className... */
  inputProps?: ExtraInputProps
}

/** Label, optional hint, error message and input (GOV.UK order: hint and error above the input). */
export function Field({ label, hint, meta, type = 'text', inputProps }: FieldProps) {
  const error = meta.errors?.[0]
  const { key, ...conformProps } = getInputProps(meta, { type, ariaAttributes: false })
  return (
    <div className={cx('field', error && 'field--error')}>
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      {hint ? (
        <div id={meta.descriptionId} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? <ErrorMessage id={meta.errorId} message={error} /> : null}
      <input
        key={key}
        {...conformProps}
        {...inputProps}
        className={cx('field__input', inputProps?.className)}
        aria-describedby={describedBy(hint ? meta.descriptionId : undefined, error && meta.errorId)}
        aria-invalid={error ? true : undefined}
      />
    </div>
  )
}

export type CheckboxFieldProps = {
  label: ReactNode
  hint?: ReactNode
  meta: FieldMeta
  /** Submitted value when checked; conform's default is `on`. */
  value?: string
}

/** A single checkbox, e.g. accepting the terms. */
export function CheckboxField({ label, hint, meta, value }: CheckboxFieldProps) {
  const error = meta.errors?.[0]
  const { key, ...conformProps } = getInputProps(meta, { type: 'checkbox', value, ariaAttributes: false })
  return (
    <div className={cx('field', error && 'field--error')}>
      {error ? <ErrorMessage id={meta.errorId} message={error} /> : null}
      <div className="checkbox">
        <input
          key={key}
          {...conformProps}
          className="checkbox__input"
          aria-describedby={describedBy(hint ? meta.descriptionId : undefined, error && meta.errorId)}
          aria-invalid={error ? true : undefined}
        />
        <label className="checkbox__label" htmlFor={meta.id}>
          {label}
        </label>
        {hint ? (
          <div id={meta.descriptionId} className="checkbox__hint">
            {hint}
          </div>
        ) : null}
      </div>
    </div>
  )
}

export type RadioOption = { value: string; label: ReactNode; hint?: ReactNode }

export type RadioGroupProps = {
  legend: ReactNode
  hint?: ReactNode
  meta: FieldMeta
  options: RadioOption[]
  /** One question per page: the legend is the page's h1 (GOV.UK pattern). */
  isPageHeading?: boolean
}

/**
 * Radios in a fieldset. Hint and error describe the fieldset, as in GOV.UK. The
 * first radio takes the field's own id, so labels, `#id` links from the error
 * summary and conform all point at a real control.
 */
export function RadioGroup({ legend, hint, meta, options, isPageHeading = false }: RadioGroupProps) {
  const error = meta.errors?.[0]
  const controls = getCollectionProps(meta, {
    type: 'radio',
    options: options.map((option) => option.value),
    ariaAttributes: false,
  })
  return (
    <div className={cx('field', error && 'field--error')}>
      <fieldset
        className="fieldset"
        aria-describedby={describedBy(hint ? meta.descriptionId : undefined, error && meta.errorId)}
      >
        <legend className="fieldset__legend">
          {isPageHeading ? <h1 className="fieldset__heading">{legend}</h1> : legend}
        </legend>
        {hint ? (
          <div id={meta.descriptionId} className="field__hint">
            {hint}
          </div>
        ) : null}
        {error ? <ErrorMessage id={meta.errorId} message={error} /> : null}
        <div className="radios">
          {options.map((option, index) => {
            const control = controls[index]
            if (!control) return null
            const { key, ...props } = control
            const id = index === 0 ? meta.id : props.id
            const hintId = option.hint ? `${id}-hint` : undefined
            return (
              <div className="radios__item" key={key ?? option.value}>
                <input {...props} id={id} className="radios__input" aria-describedby={hintId} />
                <label className="radios__label" htmlFor={id}>
                  {option.label}
                </label>
                {option.hint ? (
                  <div id={hintId} className="radios__hint">
                    {option.hint}
                  </div>
                ) : null}
              </div>
            )
          })}
        </div>
      </fieldset>
    </div>
  )
}
