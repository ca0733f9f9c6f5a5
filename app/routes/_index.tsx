/**
 * Home (`/` and `/mi-{product}`, spec 000 §1, C02): the eight service tiles, locked for visitors
 * except medicines; for a signed-in user also the self-test button and, when the user has a ci,
 * the next medical appointment and the next administrative service. The cards are optional: a
 * slow API delays the page by their short budget at most, and only they say so.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { upstreamIfSignedIn } from '~/auth/upstream-as.server'
import { AppointmentCard } from '~/components/appointment-card'
import { ButtonLink } from '~/components/button'
import { PageHeader } from '~/components/page-header'
import { StatusBadge } from '~/components/status-badge'
import { SummaryList } from '~/components/summary-list'
import { VisuallyHidden } from '~/components/visually-hidden'
import { home } from '~/copy/home'
import { adminCard, medicalCard } from '~/domain/appointments.server'
import { statusBadge } from '~/domain/reservation-status'
import {
  fetchAdminAppointments,
  fetchMedicalAppointments,
  type AdminReservation,
  type Consulta,
} from '~/upstream/appointments.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { withinBudget } from '~/upstream/optional-part.server'
import { titled } from '~/utils/meta'
import { memberPaths, paths } from '~/utils/paths'
import { useOptionalUser, useRootData } from '~/utils/root-data'

export const meta = titled()

/** A failure the card reports itself (BR45). A 401/403 is the session's business, anything else a bug's. */
function isCardFailure(error: unknown): boolean {
  if (isUpstreamUnavailable(error)) return true
  return error instanceof UpstreamError && error.status !== 401 && error.status !== 403
}

/**
 * A card whose call ran past its budget: the page goes on, and the card says what BR45 says of any failed request
 * (`Error fetching next … appointments.`).
 */
const LATE = { status: 'rejected', reason: 'late' } as const

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await upstreamIfSignedIn(request)
  // The cards only show for a signed-in user with a ci (C02, BR73).
  if (!api?.user.ci) return { cards: null }

  // The cards are optional parts of the page: each gets its own short budget, not the API's timeout.
  const [medical, admin] = await Promise.all([
    withinBudget(request, 'home medical card', (signal) => fetchMedicalAppointments({ ...api, signal })),
    withinBudget(request, 'home admin card', (signal) => fetchAdminAppointments({ ...api, signal })),
  ])
  // A 401/403 has already ended the session through the caller's policy (a thrown redirect);
  // anything else that is not the card's own failure is a bug.
  for (const part of [medical, admin]) {
    if (part.status === 'settled' && part.result.status === 'rejected' && !isCardFailure(part.result.reason)) throw part.result.reason
  }
  return {
    cards: {
      medical: medicalCard(medical.status === 'late' ? LATE : medical.result),
      admin: adminCard(admin.status === 'late' ? LATE : admin.result),
    },
  }
}

function loginFor(target: string): string {
  return `${paths.login}?${new URLSearchParams({ redirectTo: target })}`
}

/** The tiles in the spec's order; only medicines is open to visitors. */
function serviceTiles(product: string) {
  const member = memberPaths(product)
  return [
    { to: paths.medicines, label: home.tiles.medicines, open: true },
    { to: paths.medicalBooking, label: home.tiles.medicalBooking, open: false },
    { to: member.labReports, label: home.tiles.labReports, open: false },
    { to: member.coordinatedTechniques, label: home.tiles.coordinatedTechniques, open: false },
    { to: member.referrals, label: home.tiles.referrals, open: false },
    { to: member.pendingPayments, label: home.tiles.pendingPayments, open: false },
    { to: member.clinicalHistory, label: home.tiles.clinicalHistory, open: false },
    { to: paths.profile, label: home.tiles.profile, open: false },
  ]
}

function LockIcon() {
  return (
    <svg className="tile__lock" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V11a1 1 0 0 1 1-1Zm2 0h6V7a3 3 0 0 0-6 0Z"
      />
    </svg>
  )
}

function Tile({ to, label, locked }: { to: string; label: string; locked: boolean }) {
  return (
    <Link to={locked ? loginFor(to) : to} className="tile">
      <span className="tile__label">{label}</span>
      {locked ? (
        <>
          <LockIcon />
          <VisuallyHidden> ({home.locked})</VisuallyHidden>
        </>
      ) : null}
    </Link>
  )
}

function MedicalDetails({ consulta }: { consulta: Consulta }) {
  const copy = home.medicalCard
  return (
    <SummaryList
      rows={[
        { key: copy.date, value: consulta.fechahora },
        { key: copy.doctor, value: consulta.medico },
        { key: copy.branch, value: consulta.filial },
      ]}
    />
  )
}

function AdminDetails({ reserva }: { reserva: AdminReservation }) {
  const copy = home.adminCard
  const hasBadge = statusBadge(reserva.status) !== null
  return (
    <SummaryList
      rows={[
        { key: copy.date, value: reserva.fechaReservaFormatString },
        { key: copy.sector, value: reserva.nombreSector },
        { key: copy.branch, value: reserva.sucursal.descripcion },
        ...(hasBadge ? [{ key: copy.status, value: <StatusBadge status={reserva.status} /> }] : []),
      ]}
    />
  )
}

export default function HomePage() {
  const { cards } = useLoaderData<typeof loader>()
  const { product } = useRootData()
  const user = useOptionalUser()
  const member = memberPaths(product)

  return (
    <div className="stack">
      <PageHeader title={home.title} lead={home.lead} />

      <section aria-labelledby="servicios" className="stack">
        <h2 id="servicios">{home.servicesTitle}</h2>
        <ul className="tile-grid">
          {serviceTiles(product).map((tile) => (
            <li key={tile.to}>
              <Tile to={tile.to} label={tile.label} locked={!user && !tile.open} />
            </li>
          ))}
        </ul>
      </section>

      {user ? (
        <p>
          <ButtonLink to={paths.genderTest} variant="secondary">
            {home.genderTest}
          </ButtonLink>
        </p>
      ) : null}

      {cards ? (
        <section aria-labelledby="proximas-citas" className="stack">
          <h2 id="proximas-citas">{home.appointmentsTitle}</h2>
          <div className="appointment-cards">
            <AppointmentCard
              id="proxima-consulta"
              copy={home.medicalCard}
              state={cards.medical}
              seeAllTo={member.upcomingConsultations}
              bookTo={paths.medicalBooking}
              details={(consulta) => <MedicalDetails consulta={consulta} />}
            />
            <AppointmentCard
              id="proximo-servicio"
              copy={home.adminCard}
              state={cards.admin}
              seeAllTo={member.upcomingServices}
              bookTo={paths.adminBooking}
              details={(reserva) => <AdminDetails reserva={reserva} />}
            />
          </div>
        </section>
      ) : null}
    </div>
  )
}
