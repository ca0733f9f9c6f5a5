import type { ReactNode } from 'react'
import { cx } from './class-names'
import { FieldError } from './field-error'
import { VisuallyHidden } from './visually-hidden'

/** One time that can be chosen. */
export type Slot = {
  /** What the form sends. */
  value: string
  /** What the grid shows (09:30). */
  label: string
  /** What a screen reader hears instead (09:30, 2 lugares disponibles). */
  accessibleLabel: string
  /** More about the slot under its time (the doctor, the branch …), shown only: `accessibleLabel` says it all. */
  detail?: ReactNode
}

export type SlotGridProps = {
  legend: ReactNode
  /** The radios' name: the form field. */
  name: string
  /** Id of the first offered slot, which the error summary links to; the error id derives from it. */
  id: string
  /** The slots offered, already filtered by the journey's rule (the same filter with and without JavaScript). */
  slots: Slot[]
  /** Said in place of the grid when no slot is offered. */
  empty: ReactNode
  /** The value checked when the page loads. */
  defaultValue?: string
  error?: string
}

/**
 * The id of the grid's item at `index` (from 0), whatever its slot: a link that shows more slots names the first new
 * one, so that the page opens there, and not at its top, without JavaScript too.
 */
export const slotPositionId = (id: string, index: number) => `${id}-lugar-${index + 1}`

/**
 * The time picker: radios laid out in four columns (fewer on narrow screens), one per offered
 * slot. A plain form field: works without JavaScript.
 */
export function SlotGrid({ legend, name, id, slots, empty, defaultValue, error }: SlotGridProps) {
  const errorId = `${id}-error`
  return (
    <div className={cx('field', error && 'field--error')}>
      <fieldset className="fieldset" aria-describedby={error ? errorId : undefined}>
        <legend className="fieldset__legend">{legend}</legend>
        {error ? <FieldError id={errorId} message={error} /> : null}
        {slots.length === 0 ? (
          <p className="slot-grid__empty">{empty}</p>
        ) : (
          <ul className="slot-grid">
            {slots.map((slot, index) => {
              const inputId = index === 0 ? id : `${id}-${slot.value}`
              return (
                <li key={slot.value} id={slotPositionId(id, index)} className="slot-grid__item">
                  <input
                    type="radio"
                    className="choice__input"
                    id={inputId}
                    name={name}
                    value={slot.value}
                    defaultChecked={slot.value === defaultValue}
                  />
                  <label htmlFor={inputId} className={cx('choice__label', slot.detail !== undefined && 'slot-grid__label--detailed')}>
                    <span aria-hidden="true">{slot.label}</span>
                    {slot.detail !== undefined ? (
                      <span aria-hidden="true" className="slot-grid__detail">
                        {slot.detail}
                      </span>
                    ) : null}
                    <VisuallyHidden>{slot.accessibleLabel}</VisuallyHidden>
                  </label>
                </li>
              )
            })}
          </ul>
        )}
      </fieldset>
    </div>
  )
}
