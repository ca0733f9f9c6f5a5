import type { ReactNode } from 'react'
import { adminBooking } from '~/copy/admin-booking'
import { agendaErrors } from '~/copy/errors/agenda'
import { hoursInBand, type AvailableHour, type HourBand } from '~/domain/admin-booking'
import { cx } from './class-names'
import { FieldError } from './field-error'
import { VisuallyHidden } from './visually-hidden'

export type SlotGridProps = {
  legend: ReactNode
  /** The radios' name: the form field. */
  name: string
  /** Id of the first offered hour, which the error summary links to; the error id derives from it. */
  id: string
  /** Every hour of the day; only those of `band` with a free place are offered (BR40). */
  hours: AvailableHour[]
  band: HourBand
  /** HH:mm:ss of the hour checked when the page loads. */
  defaultValue?: string
  error?: string
}

/**
 * The hour picker: radios laid out in four columns (fewer on narrow screens), one per hour with a
 * free place in the chosen band. A plain form field: works without JavaScript.
 */
export function SlotGrid({ legend, name, id, hours, band, defaultValue, error }: SlotGridProps) {
  const offered = hoursInBand(hours, band)
  const errorId = `${id}-error`
  return (
    <div className={cx('field', error && 'field--error')}>
      <fieldset className="fieldset" aria-describedby={error ? errorId : undefined}>
        <legend className="fieldset__legend">{legend}</legend>
        {error ? <FieldError id={errorId} message={error} /> : null}
        {offered.length === 0 ? (
          <p className="slot-grid__empty">{agendaErrors.noHoursInBand}</p>
        ) : (
          <ul className="slot-grid">
            {offered.map((hour, index) => {
              const inputId = index === 0 ? id : `${id}-${hour.hora}`
              return (
                <li key={hour.hora} className="slot-grid__item">
                  <input
                    type="radio"
                    className="choice__input"
                    id={inputId}
                    name={name}
                    value={hour.hora}
                    defaultChecked={hour.hora === defaultValue}
                  />
                  <label htmlFor={inputId} className="choice__label">
                    <span aria-hidden="true">{hour.horaInicio}</span>
                    <VisuallyHidden>{`${hour.horaInicio}, ${adminBooking.hora.places(hour.disponibles)}`}</VisuallyHidden>
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
