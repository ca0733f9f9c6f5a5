/**
 * The contract of use as a PDF (C16 "Descargar PDF"): the member's data, the adicional's when there
 * is one, the seven clauses (the same text as the page's dialog, ~/copy/contract), the date in
 * Montevideo and the lines to sign. Registration is completed offline: the person prints it,
 * signs it and sends it by e-mail.
 * Written with ~/utils/pdf-writer.server.ts.
 */
import { contactCard } from '~/config/contact'
import { contract, contractDocument as text } from '~/copy/contract'
import { signUp } from '~/copy/sign-up'
import { formatDate, toBusinessTime } from '~/domain/dates.server'
import { newPdf, SIZE } from '~/utils/pdf-writer.server'
import type { Registration } from './registration-session.server'

/** "Aclaración: Federico Díaz, C.I. 67890127" */
const whoIs = (label: string, person: { nombre: string; apellido: string; cedula: string }) =>
  `${label}: ${person.nombre} ${person.apellido}, C.I. ${person.cedula}`

export async function contractPdf(registration: Registration): Promise<Uint8Array<ArrayBuffer>> {
  const submitted = new Date(registration.fecha)
  const { out, save } = await newPdf({ title: contract.documentTitle, created: submitted })

  out.paragraph(contract.documentTitle, { size: SIZE.title, bold: true })
  out.paragraph(`${text.place}, ${formatDate(toBusinessTime(submitted), 'releaseDate')}`)

  out.gap(12)
  out.paragraph(text.memberTitle, { size: SIZE.heading, bold: true })
  out.fact(text.nombre, registration.nombre)
  out.fact(text.apellido, registration.apellido)
  out.fact(text.cedula, registration.cedula)
  out.fact(text.mail, registration.mail)

  const { adicional } = registration
  if (adicional) {
    out.gap(12)
    out.paragraph(signUp.adicionalTitle, { size: SIZE.heading, bold: true })
    out.fact(text.nombre, adicional.nombre)
    out.fact(text.apellido, adicional.apellido)
    out.fact(text.cedula, adicional.cedula)
  }

  out.gap(12)
  out.paragraph(text.clausesTitle, { size: SIZE.heading, bold: true })
  out.paragraph(contract.intro)
  contract.clauses.forEach((clause, index) => {
    const number = `${index + 1}.`
    out.gap(6)
    out.paragraph(clause.title, { label: number, bold: true })
    out.paragraph(clause.text, { indent: number })
  })

  out.gap(12)
  out.paragraph(text.signaturesTitle, { size: SIZE.heading, bold: true })
  out.signature(text.memberSignature, whoIs(text.clarification, registration))
  if (adicional) out.signature(text.adicionalSignature, whoIs(text.adicional, adicional))

  out.gap(24)
  out.paragraph(text.sendTo(contactCard.email))

  return save()
}
