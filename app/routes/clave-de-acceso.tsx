/**
 * The offer after a password sign-in (C14, BR08): "Deseas crear una clave de acceso?". `Si, agregar` runs the
 * registration (E15's options, given with the page, then E16); `Continuar sin agregar` goes on. Either answer goes
 * to the member home (000 §4), with the outcome of an addition in a banner there.
 *
 * Only a browser that said it can make a passkey is sent here; a visit that no longer meets BR08 (a passkey is on
 * this device now, the flag went off) goes home. The spec gives no path (docs/decisions/invented-paths.md).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { redirectWithFlash } from '~/auth/flash.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { hasPermission, PERMISOS } from '~/auth/user'
import { ButtonLink } from '~/components/button'
import { PageHeader } from '~/components/page-header'
import { passkeys } from '~/copy/passkeys'
import { shouldOfferPasskey } from '~/domain/passkeys'
import { isFlagOn } from '~/flags/flags.server'
import { FLAGS } from '~/flags/names'
import { readFormData } from '~/forms/form-data.server'
import { createPasskey } from '~/passkeys/ceremony'
import { CeremonyButton } from '~/passkeys/ceremony-button'
import { PASSKEY_INTENTS } from '~/passkeys/fields'
import { passkeyOnThisDevice, registerPasskey, registrationOptions } from '~/passkeys/registration.server'
import { usePasskeySupport } from '~/passkeys/use-passkey-support'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'

export const meta = titled(passkeys.offerQuestion)

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await upstreamAs(request, { unauthorized: 'answer' })
  const [flagOn, onDevice] = await Promise.all([isFlagOn(request, FLAGS.deviceCredential), passkeyOnThisDevice(request, api)])
  // `undefined`: the API could not say whether this device has one; nothing is offered then.
  const offered =
    onDevice !== undefined &&
    shouldOfferPasskey({ flagOn, hasPermission: hasPermission(api.user, PERMISOS.biometricLogin), deviceHasPasskey: onDevice !== null })
  if (!offered) throw redirect(paths.home)
  const { options, setCookie } = await registrationOptions(request, api)
  if (!options) throw redirect(paths.home, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
  return data({ options }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
}

export async function action({ request }: ActionFunctionArgs) {
  const api = await upstreamAs(request, { unauthorized: 'answer' })
  const formData = await readFormData(request)
  if (formData.get('intent') !== PASSKEY_INTENTS.register) throw redirect(paths.home)
  const outcome = await registerPasskey(request, api, formData)
  return outcome.added
    ? redirectWithFlash(request, paths.home, { tone: 'success', message: passkeys.added }, { headers: { 'Set-Cookie': outcome.setCookie } })
    : redirectWithFlash(request, paths.home, { tone: 'warning', message: passkeys.notAdded })
}

export default function PasskeyOfferPage() {
  const { options } = useLoaderData<typeof loader>()
  const supported = usePasskeySupport({ preload: true })
  return (
    <div className="stack">
      <PageHeader title={passkeys.offerQuestion} lead={passkeys.offerExplanation} />
      <div className="button-group">
        {/* The registration needs JavaScript and a platform authenticator; without them only the way on is offered. */}
        {supported ? (
          <CeremonyButton intent={PASSKEY_INTENTS.register} credentialField="credential" run={() => createPasskey(options)}>
            {passkeys.offerYes}
          </CeremonyButton>
        ) : null}
        <ButtonLink to={paths.home} variant="secondary">
          {passkeys.offerNo}
        </ButtonLink>
      </div>
    </div>
  )
}
