/**
 * Step `fecha-hora-rapida` (C36): a quick booking's free slots of the coming year (E53, any doctor), filtered by
 * `Tipo de consulta`, `Filiales`, `Desde` and `Hasta` (BR25–BR27): a GET form the loader applies. A year is
 * thousands of slots, so the loader sends only the page shown (`?mostrar=` asks for more, up to a few pages: past
 * them the page asks for narrower filters) and how many the filters leave. With JavaScript a filter change first
 * narrows the slots already here, at once, with the loader's very `filterSlots`; the address then changes and the
 * loader brings the page those filters leave.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { SlotGrid, slotPositionId } from '~/components/slot-grid'
import { medicalBooking } from '~/copy/medical-booking'
import { ui } from '~/copy/shell'
import { shownSlots } from '~/domain/medical-booking'
import { dayWindow } from '~/domain/medical-booking-days.server'
import { DEFAULT_FILTERS, filterSlots, findSlot, hasRemoteSlot, slotRef, slotRefKey, slotStart } from '~/domain/medical-slots'
import { useForm } from '~/forms/use-form'
import { titled } from '~/utils/meta'
import { answered } from '~/wizards/graph'
import { medicalBookingLabels } from '~/wizards/consulta-medica/frame'
import { useChosen } from '~/wizards/consulta-medica/use-chosen'
import { TurnoSchema } from '~/wizards/consulta-medica/schemas.server'
import { FilterFields, filterParams, SlotFilterForm, useLiveFilters } from '~/wizards/consulta-medica/slot-filters'
import { FilterFieldsSchema, postedFilters } from '~/wizards/consulta-medica/slot-form.server'
import { branchNamer, slotOption, TelephoneNotice } from '~/wizards/consulta-medica/slot-view'
import { filterOffer, filtersInForce, listedPage, queryOf, slotsOf, type SlotWithDay } from '~/wizards/consulta-medica/slots.server'
import { medicalBookingWizard, openMedicalStep } from '~/wizards/consulta-medica/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { orErrorScreen, refuse, saveAndContinue } from '~/wizards/wizard.server'

const copy = medicalBooking['fecha-hora-rapida']

export const meta = titled(copy.title)

/**
 * How many slots a page shows, the parameter that asks for more (`?mostrar=`), and the most pages one view adds up
 * to: past them the member narrows the filters rather than drawing ever more of the year.
 */
const PAGE_SIZE = 24
const SHOWN_PARAM = 'mostrar'
const MAX_PAGES = 5
const MAX_SHOWN = PAGE_SIZE * MAX_PAGES

const shownOf = (url: URL): number => shownSlots(url.searchParams.get(SHOWN_PARAM), PAGE_SIZE, MAX_PAGES)

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openMedicalStep(request, 'fecha-hora-rapida')
  const none = { offer: { telephone: false, branches: [] }, filters: DEFAULT_FILTERS, slots: [] as readonly SlotWithDay[], total: 0, shown: PAGE_SIZE, selected: undefined }
  if (page.error) return { ...page, ...none }
  const api = await upstreamAs(request)
  const query = queryOf(answered(draft, 'especialidad'))
  const url = new URL(request.url)
  // The filters are read against the offer, and E53 is asked for them (BR28).
  const shown = shownOf(url)
  const { offer, filters, listed } = await orErrorScreen(medicalBookingWizard, 'fecha-hora-rapida', async () => {
    const offer = await filterOffer(request, api, query)
    const filters = filtersInForce(url, offer, draft.filtros)
    // Only what the page shows: the first `shown` the filters leave, and how many they leave.
    return { offer, filters, listed: await listedPage(api, query, filters, shown) }
  })
  return {
    ...page,
    offer: { telephone: offer.telephone, branches: offer.branches.map(({ id, nombre }) => ({ id, nombre })) },
    filters,
    slots: listed.slots,
    total: listed.total,
    shown,
    selected: draft.turno ? slotRefKey(draft.turno) : undefined,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, medicalBookingWizard, 'fecha-hora-rapida', {
    schema: TurnoSchema.merge(FilterFieldsSchema),
    async answer({ turno, ...filterFields }, { draft }) {
      // The key only names a slot: it is found again among what E53 offers now for that day.
      const api = await upstreamAs(request)
      const query = queryOf(answered(draft, 'especialidad'))
      const day = slotStart(turno.comienzo)!.day
      const offer = await filterOffer(request, api, query)
      const filtros = postedFilters(filterFields, offer)
      const slot = findSlot(await slotsOf(api, query, filtros, dayWindow(day)), turno)
      if (!slot) return refuse({ turno: [medicalBooking.slotUnavailable] })
      return { turno: slotRef(slot)!, filtros }
    },
  })
}

export default function FechaHoraRapidaStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // A filter change asks for the first page again.
  const [filters, setFilters] = useLiveFilters(page.filters, [SHOWN_PARAM])
  const [form, fields] = useForm({ id: 'fecha-hora-rapida', fields: { turno: null }, lastResult: actionData?.result })
  const choice = useChosen(fields.turno.name, page.selected !== undefined)
  // At once, the slots here that the filters chosen keep; the loader's answer for them follows.
  const kept = new Set(filterSlots(page.slots.map(({ slot }) => slot), filters))
  const shown = page.slots.filter(({ slot }) => kept.has(slot))
  const branchName = branchNamer(page.offer.branches)
  const more = new URLSearchParams(filterParams(filters))
  more.set(SHOWN_PARAM, String(page.shown + PAGE_SIZE))

  return (
    <StepFrame labels={medicalBookingLabels} page={page} title={copy.title}>
      <ErrorSummary {...summaryFromForm(form)} />
      <SlotFilterForm offer={page.offer} filters={filters} onFilters={setFilters} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {medicalBooking.filters.count(page.total)}
      </p>
      <Form method="post" {...form.props} onChange={choice.onChange}>
        <FilterFields filters={filters} />
        {hasRemoteSlot(shown.map(({ slot }) => slot)) ? <TelephoneNotice /> : null}
        <SlotGrid
          legend={copy.legend}
          name={fields.turno.name}
          id={fields.turno.id}
          slots={shown.map(({ slot, day }) => slotOption(slot, branchName, day))}
          empty={medicalBooking.noPlaces}
          defaultValue={page.selected}
          error={fields.turno.errors?.[0]}
        />
        {/* Up to MAX_SHOWN: past it the filters narrow the list, as the page says. */}
        {page.total > page.slots.length ? (
          page.shown < MAX_SHOWN ? (
            <p>
              {/* The page opens at the first slot it adds (with JavaScript, the router scrolls to it too). */}
              <Link to={`?${more.toString()}#${slotPositionId(fields.turno.id, page.slots.length)}`} preventScrollReset>
                {copy.more}
              </Link>
            </p>
          ) : (
            <p>{copy.narrowFilters}</p>
          )
        ) : null}
        {shown.length > 0 ? (
          <div className="button-group">
            <SubmitButton disabled={choice.disabled}>{ui.continue}</SubmitButton>
          </div>
        ) : null}
      </Form>
    </StepFrame>
  )
}
