/**
 * Step `fecha` (C37): `Fechas con disponibilidad horaria`, the chosen doctor's days with a free slot in the coming
 * year (E53), on the shared calendar: only those days can be chosen, the stored one (or else the first) is chosen
 * already. The calendar shows two months at a time (`?mes=` the first, as the month links ask; C37). The filters of
 * the quick booking apply here too, the same way (a GET form the loader applies; with JavaScript a change asks the
 * loader at once). The loader sends the calendar in words, not the year of slots.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { Calendar, MonthPager, type OtherMonths } from '~/components/calendar'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { NotificationBanner } from '~/components/notification-banner'
import { medicalBooking } from '~/copy/medical-booking'
import { ui } from '~/copy/shell'
import { monthPage, type LabelledMonth } from '~/domain/calendar.server'
import { DEFAULT_FILTERS, preselectedDay } from '~/domain/medical-slots'
import { useForm } from '~/forms/use-form'
import { titled } from '~/utils/meta'
import { answered } from '~/wizards/graph'
import { medicalBookingLabels } from '~/wizards/consulta-medica/frame'
import { FechaSchema } from '~/wizards/consulta-medica/schemas.server'
import { FilterFields, filterParams, SlotFilterForm, useLiveFilters } from '~/wizards/consulta-medica/slot-filters'
import { FilterFieldsSchema, postedFilters } from '~/wizards/consulta-medica/slot-form.server'
import { filterOffer, filtersInForce, listedCalendar, listedDays, queryOf } from '~/wizards/consulta-medica/slots.server'
import { medicalBookingWizard, openMedicalStep } from '~/wizards/consulta-medica/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { orErrorScreen, refuse, saveAndContinue } from '~/wizards/wizard.server'

const copy = medicalBooking.fecha

/** How many months the calendar shows at once (two side by side on a wide screen, D1 §9), and the parameter of the first. */
const MONTHS_SHOWN = 2
const MONTH_PARAM = 'mes'

export const meta = titled(copy.title)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openMedicalStep(request, 'fecha')
  const none = {
    offer: { telephone: false, branches: [] },
    filters: DEFAULT_FILTERS,
    months: [] as readonly LabelledMonth[],
    otherMonths: {} as { previous?: OtherMonths; next?: OtherMonths },
    selected: undefined,
  }
  if (page.error) return { ...page, ...none }
  const api = await upstreamAs(request)
  const query = queryOf(answered(draft, 'especialidad'))
  const url = new URL(request.url)
  // The filters are read against the offer, and E53 is asked for them (BR28).
  const { offer, filters, calendar } = await orErrorScreen(medicalBookingWizard, 'fecha', async () => {
    const offer = await filterOffer(request, api, query)
    const filters = filtersInForce(url, offer, draft.filtros)
    // The doctor's days the filters leave and their calendar in words, as shared by every view of this year (C37).
    return { offer, filters, calendar: await listedCalendar(api, query, filters) }
  })
  // The months asked for, else those of the day chosen; a day chosen in other months gives way to these months' first.
  const chosen = preselectedDay(calendar.days, draft.fecha)
  const { shown, previous, next } = monthPage(calendar.months, { asked: url.searchParams.get(MONTH_PARAM), focus: chosen, size: MONTHS_SHOWN })
  // Each link names the months it leads to.
  const namedPage = (month: string | undefined) =>
    month === undefined ? undefined : { month, names: monthPage(calendar.months, { asked: month, size: MONTHS_SHOWN }).shown.map((each) => each.caption) }
  const shownDays = shown.flatMap((month) => month.days.map((day) => day.fecha))
  return {
    ...page,
    offer: { telephone: offer.telephone, branches: offer.branches.map(({ id, nombre }) => ({ id, nombre })) },
    filters,
    months: shown,
    otherMonths: { previous: namedPage(previous), next: namedPage(next) },
    selected: chosen !== undefined && shownDays.includes(chosen) ? chosen : preselectedDay(shownDays),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, medicalBookingWizard, 'fecha', {
    schema: FechaSchema.merge(FilterFieldsSchema),
    async answer({ fecha, ...filterFields }, { draft }) {
      // The day must still have a slot the filters leave, as E53 answers now.
      const api = await upstreamAs(request)
      const query = queryOf(answered(draft, 'especialidad'))
      const filtros = postedFilters(filterFields, await filterOffer(request, api, query))
      if (!(await listedDays(api, query, filtros)).includes(fecha)) return refuse({ fecha: [copy.required] })
      return { fecha, filtros }
    },
  })
}

export default function FechaStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // A filter change shows its first months again.
  const [filters, setFilters] = useLiveFilters(page.filters, [MONTH_PARAM])
  const [form, fields] = useForm({ id: 'fecha', fields: { fecha: null }, lastResult: actionData?.result })
  const { months, selected } = page
  const monthHref = (month: string) => {
    const params = filterParams(filters)
    params.set(MONTH_PARAM, month)
    return `?${params.toString()}`
  }

  return (
    <StepFrame labels={medicalBookingLabels} page={page} title={copy.title}>
      <ErrorSummary {...summaryFromForm(form)} />
      <SlotFilterForm offer={page.offer} filters={filters} onFilters={setFilters} />
      <Form method="post" {...form.props}>
        <FilterFields filters={filters} />
        {selected === undefined ? (
          <NotificationBanner tone="warning">
            <p>{medicalBooking.noPlaces}</p>
          </NotificationBanner>
        ) : (
          <>
            <Calendar
              // Other filters or months, other days: the calendar starts again from their first.
              key={`${filterParams(page.filters).toString()}|${months[0] ? `${months[0].year}-${months[0].month}` : ''}`}
              legend={copy.legend}
              name={fields.fecha.name}
              id={fields.fecha.id}
              months={months}
              defaultValue={selected}
              error={fields.fecha.errors?.[0]}
            />
            <MonthPager {...page.otherMonths} hrefOf={monthHref} />
            <div className="button-group">
              <SubmitButton>{ui.continue}</SubmitButton>
            </div>
          </>
        )}
      </Form>
    </StepFrame>
  )
}
