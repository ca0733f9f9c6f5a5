import type { InputHTMLAttributes, ReactNode } from 'react'
import type { FieldMeta } from '~/forms/use-form'
import { cx } from './class-names'
import { FieldError } from './field-error'

/*
 * Form controls wired to the field metadata of `useForm` (~/forms/use-form): id, name and the
 * starting value, which is what the server sent back, so the answer survives a round trip
 * without JavaScript. The inputs are uncontrolled: with JavaScript the browser keeps what is typed.
 *
 * aria-describedby and aria-invalid point only at the hint and error elements rendered here.
 */

/** Attributes the metadata owns are left out so a caller cannot desynchronise them. */
type ExtraInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'name' | 'form' | 'value' | 'defaultValue' | 'defaultChecked' | 'aria-describedby' | 'aria-invalid'
>

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined
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

/**
 * Label, optional hint, error message and input (GOV.UK order: hint and error above the input).
 * A message that appears while the form is in use pushes the input and what follows it down;
 * `useForm` holds such a message back while a press or a tap is in progress (~/forms/press), so
 * the button being pressed does not move from under the pointer.
 */
export function Field({ label, hint, meta, type = 'text', inputProps }: FieldProps) {
  const error = meta.errors?.[0]
  return (
    <LabelledControl label={label} hint={hint} meta={meta} error={error}>
      <input
        type={type}
        id={meta.id}
        name={meta.name}
        defaultValue={meta.initialValue}
        {...inputProps}
        className={cx('field__input', inputProps?.className)}
        aria-describedby={describedBy(hint ? meta.descriptionId : undefined, error && meta.errorId)}
        aria-invalid={error ? true : undefined}
      />
    </LabelledControl>
  )
}

/** A labelled `<select>`, as `Field` lays out its input: the value sent back, else `defaultValue` (the saved answer). */
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
    <LabelledControl label={label} meta={meta} error={error}>
      <select
        id={meta.id}
        name={meta.name}
        defaultValue={meta.initialValue ?? defaultValue ?? ''}
        className="field__input"
        aria-describedby={describedBy(error && meta.errorId)}
        aria-invalid={error ? true : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledControl>
  )
}

/** A control's hint, when it has one: the element its `aria-describedby` names. */
export function Hint({ id, className, children }: { id: string | undefined; className: string; children: ReactNode }) {
  return children ? (
    <div id={id} className={className}>
      {children}
    </div>
  ) : null
}

/** The label, the hint and the error above a control (GOV.UK order), for `Field` and `SelectField`. */
function LabelledControl({ label, hint, meta, error, children }: { label: ReactNode; hint?: ReactNode; meta: FieldMeta; error?: string; children: ReactNode }) {
  return (
    <div className={cx('field', error && 'field--error')}>
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      <Hint id={meta.descriptionId} className="field__hint">
        {hint}
      </Hint>
      {error ? <FieldError id={meta.errorId} message={error} /> : null}
      {children}
    </div>
  )
}

export type CheckboxFieldProps = {
  label: ReactNode
  hint?: ReactNode
  meta: FieldMeta
  /** Submitted value when checked; the browser's default is `on`. */
  value?: string
}

/** A single checkbox, e.g. accepting the terms. */
export function CheckboxField({ label, hint, meta, value = 'on' }: CheckboxFieldProps) {
  const error = meta.errors?.[0]
  return (
    <div className={cx('field', error && 'field--error')}>
      {error ? <FieldError id={meta.errorId} message={error} /> : null}
      <div className="checkbox">
        <input
          type="checkbox"
          id={meta.id}
          name={meta.name}
          value={value}
          defaultChecked={meta.initialValue === value}
          className="checkbox__input"
          aria-describedby={describedBy(hint ? meta.descriptionId : undefined, error && meta.errorId)}
          aria-invalid={error ? true : undefined}
        />
        <label className="checkbox__label" htmlFor={meta.id}>
          {label}
        </label>
        <Hint id={meta.descriptionId} className="checkbox__hint">
          {hint}
        </Hint>
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
  /** With `isPageHeading`, the journey above the h1, as a page header's caption (flow B's mode, C67). */
  caption?: ReactNode
}

/**
 * Radios in a fieldset. Hint and error describe the fieldset, as in GOV.UK. The
 * first radio takes the field's own id, so labels, `#id` links from the error
 * summary all point at a real control.
 */
export function RadioGroup({ legend, hint, meta, options, isPageHeading = false, caption }: RadioGroupProps) {
  const error = meta.errors?.[0]
  return (
    <div className={cx('field', error && 'field--error')}>
      <fieldset
        className="fieldset"
        aria-describedby={describedBy(hint ? meta.descriptionId : undefined, error && meta.errorId)}
      >
        <legend className="fieldset__legend">
          {isPageHeading ? (
            <>
              {caption ? <span className="page-header__caption fieldset__caption">{caption}</span> : null}
              <h1 className="fieldset__heading">{legend}</h1>
            </>
          ) : (
            legend
          )}
        </legend>
        <Hint id={meta.descriptionId} className="field__hint">
          {hint}
        </Hint>
        {error ? <FieldError id={meta.errorId} message={error} /> : null}
        <div className="radios">
          {options.map((option, index) => {
            const id = index === 0 ? meta.id : `${meta.id}-${option.value}`
            const hintId = option.hint ? `${id}-hint` : undefined
            return (
              <div className="radios__item" key={option.value}>
                <input
                  type="radio"
                  id={id}
                  name={meta.name}
                  value={option.value}
                  defaultChecked={meta.initialValue === option.value}
                  className="radios__input"
                  aria-describedby={hintId}
                />
                <label className="radios__label" htmlFor={id}>
                  {option.label}
                </label>
                <Hint id={hintId} className="radios__hint">
                  {option.hint}
                </Hint>
              </div>
            )
          })}
        </div>
      </fieldset>
    </div>
  )
}

/** Fields a form sends back as the page drew them (name → value): what the page showed, for its action to check. */
export function HiddenFields({ fields }: { fields: Record<string, string> | undefined }) {
  return (
    <>
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}
