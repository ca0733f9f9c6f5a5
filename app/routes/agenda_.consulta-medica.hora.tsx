/**
 * Step `hora` (C38): the chosen day in words, and its free slots with the chosen doctor (the filters chosen on
 * `fecha`) grouped by hour under `Selecciona el horario de tu preferencia:`; the telephone notice while a slot shown is
 * not in person. The page lists the shared year that offered the day; the action asks E53 for the day afresh.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { NotificationBanner } from '~/components/notification-banner'
import { SlotGrid } from '~/components/slot-grid'
import { medicalBooking } from '~/copy/medical-booking'
import { ui } from '~/copy/shell'
import { consultationDayTitle, dayWindow } from '~/domain/medical-booking-days.server'
import { DEFAULT_FILTERS, findSlot, hasRemoteSlot, slotRef, slotRefKey, slotStart } from '~/domain/medical-slots'
import { useForm } from '~/forms/use-form'
import { pageTitle } from '~/utils/meta'
import { answered } from '~/wizards/graph'
import { medicalBookingLabels } from '~/wizards/consulta-medica/frame'
import { useChosen } from '~/wizards/consulta-medica/use-chosen'
import { TurnoSchema } from '~/wizards/consulta-medica/schemas.server'
import { branchNamer, slotOption, TelephoneNotice } from '~/wizards/consulta-medica/slot-view'
import { filterOffer, listedHours, queryOf, slotsOf } from '~/wizards/consulta-medica/slots.server'
import { medicalBookingWizard, openMedicalStep } from '~/wizards/consulta-medica/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { orErrorScreen, refuse, saveAndContinue } from '~/wizards/wizard.server'

const copy = medicalBooking.hora

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(data?.title ?? medicalBooking.title, matches)]

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openMedicalStep(request, 'hora')
  if (page.error) return { ...page, title: null, groups: [], branches: [], selected: undefined }
  const { fecha } = answered(draft, 'fecha')
  const api = await upstreamAs(request)
  const query = queryOf(answered(draft, 'especialidad'))
  const filters = draft.filtros ?? DEFAULT_FILTERS
  const [offer, groups] = await orErrorScreen(medicalBookingWizard, 'hora', () =>
    Promise.all([filterOffer(request, api, query), listedHours(api, query, filters, fecha)]),
  )
  return {
    ...page,
    title: consultationDayTitle(fecha),
    groups,
    branches: offer.branches.map(({ id, nombre }) => ({ id, nombre })),
    selected: draft.turno ? slotRefKey(draft.turno) : undefined,
  }
}

export async function action({ request }: ActionFunctionArgs) {
  return saveAndContinue(request, medicalBookingWizard, 'hora', {
    schema: TurnoSchema,
    async answer({ turno }, { draft }) {
      // A slot of the chosen day, found again among what E53 offers now.
      const { fecha } = answered(draft, 'fecha')
      if (slotStart(turno.comienzo)?.day !== fecha) return refuse({ turno: [medicalBooking.slotRequired] })
      const filters = draft.filtros ?? DEFAULT_FILTERS
      const slots = await slotsOf(await upstreamAs(request), queryOf(answered(draft, 'especialidad')), filters, dayWindow(fecha))
      const slot = findSlot(slots, turno)
      if (!slot) return refuse({ turno: [medicalBooking.slotUnavailable] })
      return { turno: slotRef(slot)! }
    },
  })
}

export default function HoraStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useForm({ id: 'hora', fields: { turno: null }, lastResult: actionData?.result })
  const choice = useChosen(fields.turno.name, page.selected !== undefined)
  const branchName = branchNamer(page.branches)
  const error = fields.turno.errors?.[0]

  return (
    <StepFrame labels={medicalBookingLabels} page={page} title={page.title}>
      <ErrorSummary {...summaryFromForm(form)} />
      {page.groups.length === 0 ? (
        <NotificationBanner tone="warning">
          <p>{medicalBooking.noPlaces}</p>
        </NotificationBanner>
      ) : (
        <Form method="post" {...form.props} onChange={choice.onChange}>
          <p>{copy.prompt}</p>
          {hasRemoteSlot(page.groups.flatMap((group) => group.slots)) ? <TelephoneNotice /> : null}
          {page.groups.map((group, index) => (
            <SlotGrid
              key={group.hour}
              legend={group.label}
              name={fields.turno.name}
              // The first hour's first slot is the field the error summary links to.
              id={index === 0 ? fields.turno.id : `${fields.turno.id}-${group.hour}`}
              slots={group.slots.map((slot) => slotOption(slot, branchName, null))}
              empty={medicalBooking.noPlaces}
              defaultValue={page.selected}
              error={index === 0 ? error : undefined}
            />
          ))}
          <div className="button-group">
            <SubmitButton disabled={choice.disabled}>{ui.continue}</SubmitButton>
          </div>
        </Form>
      )}
    </StepFrame>
  )
}
