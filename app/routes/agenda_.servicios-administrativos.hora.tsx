/**
 * Step `hora` (C47): first whether the person already has a reservation that day
 * (HAS_APPOINTMENT), then the day's hours; a day without a free hour is DAY_UNAVAILABLE (BR41).
 * The band filter (BR40) is a GET form (`?franja=`) without JavaScript and filters in place with it. The hours
 * shown are the day every visitor shares for a while (`listedQueueDay`); the action checks the hour against fresh ones.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { SlotGrid, type Slot } from '~/components/slot-grid'
import { adminBooking } from '~/copy/admin-booking'
import { agendaErrors } from '~/copy/errors/agenda'
import { commonErrors } from '~/copy/errors/common'
import { ui } from '~/copy/shell'
import { hasFreeHour, HOUR_BANDS, hoursInBand, type AvailableHour, type HourBand } from '~/domain/admin-booking'
import { hourStepTitle } from '~/domain/calendar.server'
import { getCalendarDay, hasDayAgenda } from '~/upstream/agenda-admin.server'
import { UpstreamError } from '~/upstream/errors'
import { useForm } from '~/forms/use-form'
import { pageTitle } from '~/utils/meta'
import { answered } from '~/wizards/graph'
import { listedQueueDay } from '~/wizards/servicios-administrativos/availability.server'
import { adminBookingLabels } from '~/wizards/servicios-administrativos/frame'
import { HoraSchema, HourBandSchema } from '~/wizards/servicios-administrativos/schemas.server'
import { FRANJA_PARAM, hourBandOf } from '~/wizards/servicios-administrativos/steps'
import { adminBookingWizard, openAdminStep } from '~/wizards/servicios-administrativos/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { orErrorScreen, refuse, saveAndContinue, showError } from '~/wizards/wizard.server'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(data?.title ?? adminBooking.title, matches)]

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openAdminStep(request, 'hora')
  if (page.error) return { ...page, title: null, hours: [], band: 0 as HourBand, selected: undefined }

  const { ci, branch, sector, date } = answered(draft, 'ci', 'branch', 'sector', 'date')
  const requested = HourBandSchema.safeParse(Number(new URL(request.url).searchParams.get(FRANJA_PARAM) ?? Number.NaN))
  const band = requested.success ? requested.data : draft.hourFilter ?? 0
  const hours = await orErrorScreen(adminBookingWizard, 'hora', async () => {
    if (await hasDayAgenda(ci, { idSucursal: branch.id, idSector: sector.id }, date, request.signal))
      showError(adminBookingWizard, 'HAS_APPOINTMENT', 'hora')
    const hours = await listedQueueDay({ idSucursal: branch.id, idSector: sector.id, idFila: sector.idFila }, date)
    if (!hasFreeHour(hours)) showError(adminBookingWizard, 'DAY_UNAVAILABLE', 'hora')
    return hours
  })
  return { ...page, title: hourStepTitle(date), hours: hoursInBand(hours, 0), band, selected: draft.hour }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, adminBookingWizard, 'hora', {
    schema: HoraSchema,
    // C47: an hour of the day with a place now, read again (a forged or stale one is refused beside the grid); the
    // booking still has the last word, on the confirmation.
    async answer(chosen, { draft }) {
      const { branch, sector, date } = answered(draft, 'branch', 'sector', 'date')
      const queue = { idSucursal: branch.id, idSector: sector.id, idFila: sector.idFila }
      const hours = await getCalendarDay(queue, date, request.signal).catch((error: unknown) => {
        if (error instanceof UpstreamError) return null
        throw error
      })
      if (hours === null) return refuse({ hour: [commonErrors.generic] })
      if (!hoursInBand(hours, 0).some((hour) => hour.hora === chosen.hour)) return refuse({ hour: [agendaErrors.noPlaces] })
      return chosen
    },
  })
}

/** The hours of the band as the grid offers them (BR40): the same filter with JavaScript (live) and without. */
const slotsOf = (hours: AvailableHour[], band: HourBand): Slot[] =>
  hoursInBand(hours, band).map((hour) => ({
    value: hour.hora,
    label: hour.horaInicio,
    accessibleLabel: `${hour.horaInicio}, ${adminBooking.hora.places(hour.disponibles)}`,
  }))

export default function HoraStep() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [band, setBand] = useState<HourBand>(loaded.band)
  useEffect(() => setBand(loaded.band), [loaded.band])
  /**
   * The band applies at once, and the address keeps it (so a reload or the back button shows the
   * same hours) without a navigation: the page has every hour of the day already, and asking the
   * server again would make the enhanced page slower than the plain one. The router's own state
   * is kept as it is.
   */
  const chooseBand = (value: HourBand) => {
    setBand(value)
    const url = new URL(window.location.href)
    url.searchParams.set(FRANJA_PARAM, String(value))
    window.history.replaceState(window.history.state, '', url)
  }
  const [form, fields] = useForm({
    id: 'hora',
    fields: { hour: null, hourFilter: null },
    lastResult: actionData?.result,
  })

  return (
    <StepFrame labels={adminBookingLabels} page={loaded} title={loaded.title}>
      <ErrorSummary {...summaryFromForm(form)} />
      {/* Without JavaScript the band is applied by reloading the page; with it, as it changes. */}
      <Form method="get" className="band-filter">
        <div className="field">
          <label className="field__label" htmlFor="franja">
            {adminBooking.hora.bandLegend}
          </label>
          <select
            id="franja"
            name={FRANJA_PARAM}
            value={band}
            onChange={(event) => chooseBand(hourBandOf(event.currentTarget.value))}
          >
            {HOUR_BANDS.map((value) => (
              <option key={value} value={value}>
                {adminBooking.hora.bands[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary no-js-only">
          {adminBooking.hora.filter}
        </button>
      </Form>
      <Form method="post" {...form.props}>
        <input type="hidden" name={fields.hourFilter.name} value={band} />
        <SlotGrid
          legend={adminBooking.hora.legend}
          name={fields.hour.name}
          id={fields.hour.id}
          slots={slotsOf(loaded.hours, band)}
          empty={agendaErrors.noHoursInBand}
          defaultValue={loaded.selected}
          error={fields.hour.errors?.[0]}
        />
        <div className="button-group">
          <SubmitButton>{ui.continue}</SubmitButton>
        </div>
      </Form>
    </StepFrame>
  )
}
