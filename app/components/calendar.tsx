import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { calendar } from '~/copy/calendar'
import type { CalendarMonth, LabelledMonth } from '~/domain/calendar.server'
import { cx } from './class-names'
import { Hint } from './field'
import { FieldError } from './field-error'
import { VisuallyHidden } from './visually-hidden'

export type CalendarProps = {
  legend: ReactNode
  hint?: ReactNode
  /** The radios' name: the form field. */
  name: string
  /** Id of the first offered day, which the error summary links to; hint and error ids derive from it. */
  id: string
  /**
   * The months with their captions, day names and offered days, written by the loader (`labelMonth`). Only the
   * offered days are read: a month's other days are drawn from the month itself, so a loader may leave them out.
   */
  months: readonly LabelledMonth[]
  /** YYYY-MM-DD of the day checked when the page loads. */
  defaultValue?: string
  error?: string
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The weeks of a month, Monday first; `null` pads the days outside it. */
function weeks({ month, year }: CalendarMonth): Array<Array<number | null>> {
  const first = (new Date(year, month - 1, 1).getDay() + 6) % 7
  const length = new Date(year, month, 0).getDate()
  const cells = [...Array<null>(first).fill(null), ...Array.from({ length }, (_, index) => index + 1)]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/**
 * Month grids (a table per month, Monday first) in which only the offered days are radios; every
 * other day is plain text. Which days are offered is the journey's rule, applied by its loader. Each radio is named in full ("lunes 23 de noviembre"),
 * so it reads well out of the table too. A plain form field: works without JavaScript.
 */
export function Calendar({ legend, hint, name, id, months, defaultValue, error }: CalendarProps) {
  const available = new Map(
    months.flatMap((month) =>
      month.days.filter((day) => day.offered).map((day) => [day.fecha, day.label] as const),
    ),
  )
  const firstDay = [...available.keys()].sort()[0]
  const { weekdays, weekdaysShort } = calendar
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined

  return (
    <div className={cx('field', error && 'field--error')}>
      <fieldset className="fieldset calendar" aria-describedby={describedBy}>
        <legend className="fieldset__legend">{legend}</legend>
        <Hint id={hintId} className="field__hint">
          {hint}
        </Hint>
        {error ? <FieldError id={errorId} message={error} /> : null}
        {months.map((month) => (
          <table key={`${month.year}-${month.month}`} className="calendar__month">
            <caption className="calendar__caption">{month.caption}</caption>
            <thead>
              <tr>
                {weekdays.map((weekday, index) => (
                  <th key={weekday} scope="col" className="calendar__weekday">
                    <span aria-hidden="true">{weekdaysShort[index]}</span>
                    <VisuallyHidden>{weekday}</VisuallyHidden>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks(month).map((week, index) => (
                <tr key={index}>
                  {week.map((date, column) => {
                    if (date === null) return <td key={`x${column}`} className="calendar__day calendar__day--outside" />
                    const day = `${month.year}-${pad(month.month)}-${pad(date)}`
                    if (!available.has(day)) {
                      return (
                        <td key={day} className="calendar__day calendar__day--unavailable">
                          {date}
                        </td>
                      )
                    }
                    const inputId = day === firstDay ? id : `${id}-${day}`
                    return (
                      <td key={day} className="calendar__day">
                        <input
                          type="radio"
                          className="choice__input"
                          id={inputId}
                          name={name}
                          value={day}
                          defaultChecked={day === defaultValue}
                        />
                        <label htmlFor={inputId} className={cx('choice__label', 'calendar__choice')}>
                          <span aria-hidden="true">{date}</span>
                          <VisuallyHidden>{available.get(day)}</VisuallyHidden>
                        </label>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </fieldset>
    </div>
  )
}

/** A page of a calendar's months the links lead to: its first month (`YYYY-MM`) and the captions of its months. */
export type OtherMonths = { month: string; names: readonly string[] }

/**
 * The links to a calendar's months before and after those shown (`monthPage` on the server): plain links that the
 * loader answers, with or without JavaScript, each naming its months for a screen reader. `hrefOf` writes a month's
 * address, keeping the page's own parameters.
 */
export function MonthPager({ previous, next, hrefOf }: { previous?: OtherMonths; next?: OtherMonths; hrefOf: (month: string) => string }) {
  if (!previous && !next) return null
  const link = (to: OtherMonths, text: string, className: string) => (
    <Link className={className} to={hrefOf(to.month)} preventScrollReset>
      {text}
      <VisuallyHidden>{calendar.monthNames(to.names)}</VisuallyHidden>
    </Link>
  )
  return (
    <nav className="calendar-pager" aria-label={calendar.months}>
      {previous ? link(previous, calendar.previousMonths, 'calendar-pager__link') : null}
      {next ? link(next, calendar.nextMonths, 'calendar-pager__link calendar-pager__link--next') : null}
    </nav>
  )
}
