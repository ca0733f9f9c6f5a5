/**
 * "Descargar PDF" (C16): the contract of use of the registration this session has just made, as
 * the file `Contrato de uso.pdf`. The data comes from the session, never from the address; without
 * a registration, back to the form.
 */
import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { contractPdf } from '~/account/contract-pdf.server'
import { readRegistration } from '~/account/registration-session.server'
import { signUpPath } from '~/account/sign-up-form'
import { signUp } from '~/copy/sign-up'

/** The file name for every browser: quoted (it has no quote or backslash), and in RFC 5987 form. */
const contentDisposition = (fileName: string) => `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`

export async function loader({ request }: LoaderFunctionArgs) {
  const registration = await readRegistration(request)
  if (!registration) throw redirect(signUpPath())
  const pdf = await contractPdf(registration)
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(signUp.pdfFileName),
      'Content-Length': String(pdf.byteLength),
      // Personal data: no cache keeps a copy (server/no-store.ts says the same for every session).
      'Cache-Control': 'private, no-store',
    },
  })
}

export { getInstead as action } from '~/utils/get-instead.server'
