/**
 * Agenda (`/agenda`, open; spec 000 §2, C04): medical consultation, only for a signed-in user
 * (BR73), and administrative services, for everyone.
 */
import { Link } from '@remix-run/react'
import { PageHeader } from '~/components/page-header'
import { agendaLanding } from '~/copy/home'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'
import { useOptionalUser } from '~/utils/root-data'

export const meta = titled(agendaLanding.title)

export default function AgendaPage() {
  const user = useOptionalUser()
  const options = [
    ...(user ? [{ to: paths.medicalBooking, label: agendaLanding.medical }] : []),
    { to: paths.adminBooking, label: agendaLanding.admin },
  ]
  return (
    <div className="stack">
      <PageHeader title={agendaLanding.title} lead={agendaLanding.lead} />
      <ul className="tile-grid">
        {options.map((option) => (
          <li key={option.to}>
            <Link to={option.to} className="tile">
              <span className="tile__label">{option.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
