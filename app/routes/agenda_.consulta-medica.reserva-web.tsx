/**
 * Step `reserva-web` (C35): the specialty (the shared combobox: a select without JavaScript), its order types (the
 * first by default), the booking kind, and the doctor with `Elegir médico` when the specialty lets one be chosen
 * (E52 code '02' hides it). Without JavaScript a chosen specialty is saved with the `especialidad` intent and the
 * page redraws its order types and doctors (keeping the order type chosen when the specialty is the one saved); with
 * it, the same intent is posted as the specialty changes. The action checks the specialty, order type and doctor
 * against the API before saving.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useSubmit } from '@remix-run/react'
import { useRef, useState } from 'react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { SubmitButton } from '~/components/button'
import { Combobox } from '~/components/combobox'
import { ErrorSummary, summaryFromForm } from '~/components/error-summary'
import { RadioGroup, SelectField } from '~/components/field'
import { NotificationBanner } from '~/components/notification-banner'
import { medicalBooking } from '~/copy/medical-booking'
import { ui } from '~/copy/shell'
import { professionalName } from '~/domain/medical-booking'
import { useForm } from '~/forms/use-form'
import { fetchProfessionals, fetchSpecialties, type Especialidad } from '~/upstream/agenda-medica.server'
import { titled } from '~/utils/meta'
import { useHydrated } from '~/utils/use-hydrated'
import { medicalBookingLabels } from '~/wizards/consulta-medica/frame'
import { ReservaWebSchema, ReservaWebSpecialtySchema, type Draft } from '~/wizards/consulta-medica/schemas.server'
import { sharedSpecialties } from '~/wizards/consulta-medica/catalog.server'
import { medicalBookingWizard, openMedicalStep } from '~/wizards/consulta-medica/wizard.server'
import { StepFrame } from '~/wizards/step-frame'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { orErrorScreen, refuse, saveAndStay, saveByIntent, showError } from '~/wizards/wizard.server'

const copy = medicalBooking['reserva-web']

export const meta = titled(copy.title)

/** The intents of the step's buttons: redraw for the chosen specialty, or go on. */
const INTENTS = { specialty: 'especialidad', next: 'continuar' } as const

type Kind = 'rapida' | 'medico'

/** Whether `id` is one of the specialty's order types (E51). */
const hasOrderType = (specialty: Especialidad, id: number | undefined): boolean => specialty.tiposOrden.some((type) => type.id === id)

/**
 * E51 answered, but not with the specialties: an error answer of any status (a 5xx reaches here as the service
 * problem read as `invalid-response`, agenda-medica.server.ts), or an answer outside its contract. The spec words that
 * load's failure (A48) and the error screen's `Reintentar` reads it again; only an API that does not answer at all
 * (unreachable, too slow) is the service problem (docs/medical-booking.md, "Decisions taken here").
 */
const specialtiesFailed = (error: unknown): boolean =>
  error instanceof UpstreamError || (isUpstreamUnavailable(error) && error.data.reason === 'invalid-response')

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft, page } = await openMedicalStep(request, 'reserva-web')
  // C35: the kind is required and has no default: nothing is chosen until the member chooses (or chose) one.
  const kind: Kind | null = draft.reservaRapida === undefined ? null : draft.reservaRapida ? 'rapida' : 'medico'
  const none = { especialidad: undefined, tipoOrden: undefined, profesional: undefined }
  const empty = { ...page, specialties: [], orderTypes: [], doctors: null, selected: { ...none, kind } }
  if (page.error) return empty
  const api = await upstreamAs(request)
  // E51 failing has its own words (C35, A48: `Error fetching specialties.`), not the generic error screen's.
  const specialties = await sharedSpecialties(api).catch((error: unknown) => {
    if (specialtiesFailed(error)) showError(medicalBookingWizard, 'SPECIALTIES_FAILED', 'reserva-web')
    throw error
  })
  return orErrorScreen(medicalBookingWizard, 'reserva-web', async () => {
    const specialty = specialties.find((candidate) => candidate.id === draft.especialidad)
    // E52 only for a chosen specialty: `allowed: false` is code '02' (no doctor to choose).
    const doctors = specialty ? await fetchProfessionals(api, specialty.id) : null
    const tipoOrden = specialty && hasOrderType(specialty, draft.tipoOrden) ? draft.tipoOrden : specialty?.tiposOrden[0]?.id
    return {
      ...page,
      specialties: specialties.map(({ id, nombre }) => ({ value: String(id), label: nombre })),
      orderTypes: (specialty?.tiposOrden ?? []).map(({ id, nombre }) => ({ value: String(id), label: nombre })),
      doctors: doctors?.allowed
        ? { allowed: true as const, options: doctors.professionals.map((doctor) => ({ value: String(doctor.id), label: professionalName(doctor) })) }
        : doctors
          ? { allowed: false as const, options: [] }
          : null,
      selected: {
        especialidad: specialty ? String(specialty.id) : undefined,
        tipoOrden: tipoOrden === undefined ? undefined : String(tipoOrden),
        kind,
        profesional: draft.profesional === undefined ? undefined : String(draft.profesional),
      },
    }
  })
}

/** What `Elegir médico` still lacks, beside the field to answer it; null once a doctor the specialty offers is chosen. */
function doctorMissing(doctors: { allowed: true; professionals: unknown[] } | { allowed: false }, chosen: boolean): Record<string, string[]> | null {
  if (!doctors.allowed) return { tipoReserva: [copy.doctorsNotAllowed] }
  // The page says there is nobody to choose; `Seleccione un médico` would ask for what it does not offer.
  if (doctors.professionals.length === 0) return { tipoReserva: [copy.noDoctors] }
  return chosen ? null : { profesional: [copy.doctorRequired] }
}

export async function action({ request }: ActionFunctionArgs) {
  /** The specialty as E51 lists it now: a forged id is refused beside the field. */
  const specialtyOf = async (id: number) => (await fetchSpecialties(await upstreamAs(request))).find((specialty) => specialty.id === id)
  return saveByIntent(request, medicalBookingWizard, 'reserva-web', {
    [INTENTS.specialty]: {
      schema: ReservaWebSpecialtySchema,
      then: 'stay',
      async answer({ especialidad, tipoOrden, tipoReserva }, { draft }) {
        const specialty = await specialtyOf(especialidad)
        if (!specialty) return refuse({ especialidad: [copy.specialtyRequired] })
        const kind = tipoReserva ? { reservaRapida: tipoReserva === 'rapida' } : {}
        // The page shows the order types of the specialty saved: pressed again for it (to see its doctors), the order
        // type chosen there is kept. Another specialty takes its first (C35), the page's default once the old is cleared.
        if (especialidad !== draft.especialidad || tipoOrden === undefined) return { especialidad, ...kind }
        if (!hasOrderType(specialty, tipoOrden)) return refuse({ tipoOrden: [copy.orderTypeRequired] })
        return { especialidad, tipoOrden, ...kind }
      },
    },
    [INTENTS.next]: {
      schema: ReservaWebSchema,
      then: 'continue',
      async answer({ especialidad, tipoOrden: sentType, tipoReserva, profesional }, { draft }) {
        const specialty = await specialtyOf(especialidad)
        if (!specialty) return refuse({ especialidad: [copy.specialtyRequired] })
        // The page shows the order types and doctors of the specialty it was drawn with. A specialty chosen since
        // (without JavaScript, `Continuar` pressed at once) takes its first order type (C35's default), and the page
        // is drawn again for it when its doctor is still to be chosen.
        const redrawn = especialidad !== draft.especialidad
        const tipoOrden =
          hasOrderType(specialty, sentType) ? sentType : redrawn || sentType === undefined ? specialty.tiposOrden[0]?.id : undefined
        if (tipoOrden === undefined) return refuse({ tipoOrden: [copy.orderTypeRequired] })
        if (tipoReserva === 'rapida') return { especialidad, tipoOrden, reservaRapida: true, profesional: undefined }
        const doctors = await fetchProfessionals(await upstreamAs(request), especialidad)
        const chosen = doctors.allowed && doctors.professionals.some((doctor) => doctor.id === profesional)
        const missing = doctorMissing(doctors, chosen)
        // Drawn for another specialty, the page is drawn again for this one (saved), saying what is still to choose.
        if (missing && redrawn) return saveAndStay<Draft>({ especialidad, reservaRapida: false }, missing)
        if (missing) return refuse(missing)
        return { especialidad, tipoOrden, reservaRapida: false, profesional }
      },
    },
  })
}

export default function ReservaWebStep() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const hydrated = useHydrated()
  const submit = useSubmit()
  const formRef = useRef<HTMLFormElement>(null)
  const [form, fields] = useForm({
    id: 'reserva-web',
    fields: { especialidad: null, tipoOrden: null, tipoReserva: null, profesional: null },
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: { tipoReserva: page.selected.kind ?? undefined },
  })
  // The kind the page was drawn with: the one saved, or the one a refused form sent.
  const drawnKind = fields.tipoReserva.initialValue === 'medico' || fields.tipoReserva.initialValue === 'rapida' ? fields.tipoReserva.initialValue : null
  const [kind, setKind] = useState<Kind | null>(drawnKind)
  // A refused form shows the specialty it sent, not the one saved: nothing chosen is lost.
  const sentSpecialty = typeof fields.especialidad.initialValue === 'string' ? fields.especialidad.initialValue : undefined
  const { doctors } = page
  // BR73: the doctor's list only with `Elegir médico`. Without JavaScript, the kind the page was drawn with (the
  // specialty's button saves the kind too and stays); with it, the kind chosen, live.
  const showDoctors = doctors?.allowed === true && doctors.options.length > 0 && (hydrated ? kind : drawnKind) === 'medico'

  return (
    <StepFrame labels={medicalBookingLabels} page={page} title={copy.title}>
      <ErrorSummary {...summaryFromForm(form)} />
      <Form
        method="post"
        {...form.props}
        ref={formRef}
        onChange={(event) => {
          const target = event.target as HTMLInputElement | HTMLSelectElement
          if (target.name === fields.tipoReserva.name) setKind(target.value === 'medico' ? 'medico' : 'rapida')
        }}
      >
        <Combobox
          name={fields.especialidad.name}
          id={fields.especialidad.id}
          label={copy.specialty}
          options={page.specialties}
          defaultValue={sentSpecialty ?? page.selected.especialidad}
          error={fields.especialidad.errors?.[0]}
          // Keys are one namespace among the form's children: the order types' select is keyed by the specialty too.
          key={`especialidad-${sentSpecialty ?? page.selected.especialidad ?? 'none'}`}
          onChoose={(value) => {
            if (value === '' || value === page.selected.especialidad) return
            const data = new FormData(formRef.current ?? undefined)
            data.set(fields.especialidad.name, value)
            data.set('intent', INTENTS.specialty)
            submit(data, { method: 'post', replace: true })
          }}
        />
        {/* Without JavaScript this saves the specialty (and the kind) and redraws its order types and doctors; with it, choosing does. */}
        <button type="submit" name="intent" value={INTENTS.specialty} className="button button--secondary no-js-only">
          {copy.showOptions}
        </button>
        {page.orderTypes.length > 0 ? (
          <SelectField
            key={`tipos-de-orden-${page.selected.especialidad}`}
            label={copy.orderType}
            meta={fields.tipoOrden}
            options={page.orderTypes}
            defaultValue={page.selected.tipoOrden}
          />
        ) : null}
        <RadioGroup
          legend={copy.bookingKind}
          meta={fields.tipoReserva}
          options={[
            { value: 'rapida', label: copy.quick },
            { value: 'medico', label: copy.chooseDoctor },
          ]}
        />
        {doctors && !doctors.allowed ? (
          <NotificationBanner tone="warning">
            <p>{copy.doctorsNotAllowed}</p>
          </NotificationBanner>
        ) : null}
        {doctors?.allowed && doctors.options.length === 0 ? (
          <NotificationBanner tone="warning">
            <p>{copy.noDoctors}</p>
          </NotificationBanner>
        ) : null}
        {showDoctors ? (
          <SelectField
            label={copy.doctor}
            meta={fields.profesional}
            options={doctors.options}
            placeholder={copy.doctorRequired}
            defaultValue={page.selected.profesional}
          />
        ) : null}
        <div className="button-group">
          <SubmitButton name="intent" value={INTENTS.next}>
            {ui.continue}
          </SubmitButton>
        </div>
      </Form>
    </StepFrame>
  )
}
