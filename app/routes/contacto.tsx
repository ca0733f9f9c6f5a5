import { PageHeader } from '~/components/page-header'
import { branchPhones, contactCard, departmentPhones, type PhoneEntry } from '~/config/contact'
import { contact } from '~/copy/help'
import { titled } from '~/utils/meta'

export const meta = titled(contact.title)

const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`

function PhoneList({ id, title, entries }: { id: string; title: string; entries: PhoneEntry[] }) {
  return (
    <section aria-labelledby={id} className="stack">
      <h2 id={id}>{title}</h2>
      <ul className="columns-2 phone-list">
        {entries.map((entry) => (
          <li key={entry.name} className="phone-list__item">
            <span className="phone-list__name">{entry.name}</span>{' '}
            <a href={telHref(entry.phone)}>{entry.phone}</a>
            {entry.note ? <span className="phone-list__note"> ({entry.note})</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function ContactPage() {
  return (
    <div className="stack">
      <PageHeader title={contact.title} />

      <section aria-labelledby="tarjeta-contacto" className="card stack">
        <h2 id="tarjeta-contacto">{contact.card}</h2>
        <dl className="contact-card">
          <div>
            <dt>{contact.email}</dt>
            <dd>
              <a href={`mailto:${contactCard.email}`}>{contactCard.email}</a>
            </dd>
          </div>
          <div>
            <dt>{contact.phone}</dt>
            <dd>
              <a href={telHref(contactCard.phone)}>{contactCard.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{contact.address}</dt>
            <dd>{contactCard.address}</dd>
          </div>
          <div>
            <dt>{contact.fax}</dt>
            <dd>{contactCard.fax}</dd>
          </div>
        </dl>
      </section>

      <PhoneList id="filiales" title={contact.branches} entries={branchPhones} />
      <PhoneList id="servicios" title={contact.services} entries={departmentPhones} />
    </div>
  )
}
