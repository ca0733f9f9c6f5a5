/**
 * The member's passkeys (C15, `/mis-datos/credenciales`, guarded, passkey-management permission; others go home).
 *
 * - the list of E22 (an empty list when it cannot be read, as the spec says), each with its device and date; this
 *   device's marked;
 * - Eliminar with a confirmation (a `<dialog>` with JavaScript, the page's `?eliminar=<id>` state without), sent with
 *   E23. Deleting this device's passkey also forgets the member on this browser (the login's Biometric screen);
 * - Agregar (BR08) when this device has no passkey (E21), the flag is on, and the browser can make one (it says so
 *   once hydrated: public-key credentials and a platform authenticator). The creation options come with the page.
 *
 * Outcomes come back after a redirect, in the shell's banner, so a reload sends nothing again.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { redirectWithFlash } from '~/auth/flash.server'
import { requirePermission } from '~/auth/guards.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { hasPermission, PERMISOS } from '~/auth/user'
import { BackLink } from '~/components/back-link'
import { ButtonLink } from '~/components/button'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { PageHeader } from '~/components/page-header'
import { VisuallyHidden } from '~/components/visually-hidden'
import { passkeys } from '~/copy/passkeys'
import { profile } from '~/copy/profile'
import { formatDate, toBusinessTime } from '~/domain/dates.server'
import { isFlagOn } from '~/flags/flags.server'
import { FLAGS } from '~/flags/names'
import { readFormData } from '~/forms/form-data.server'
import { createPasskey } from '~/passkeys/ceremony'
import { CeremonyButton } from '~/passkeys/ceremony-button'
import { readDeviceId } from '~/passkeys/device-cookies.server'
import { PASSKEY_INTENTS } from '~/passkeys/fields'
import { forgetOnThisBrowser, passkeyOnThisDevice, registerPasskey, registrationOptions } from '~/passkeys/registration.server'
import { usePasskeySupport } from '~/passkeys/use-passkey-support'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { listCredentials, removeCredential, type StoredCredential } from '~/upstream/credentials.server'
import { titled } from '~/utils/meta'
import { paths } from '~/utils/paths'

export const meta = titled(passkeys.title)

/** The query of the confirmation state, without JavaScript. */
const REMOVE_PARAM = 'eliminar'

/** "Empty list on failure" (000 §7): a list that cannot be read shows as none. */
async function credentialsOrNone(api: Awaited<ReturnType<typeof upstreamAs>>): Promise<StoredCredential[]> {
  try {
    return await listCredentials(api)
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return []
    throw error
  }
}

function createdOn(createdAt: string): string {
  const date = new Date(createdAt)
  return Number.isNaN(date.getTime()) ? createdAt : formatDate(toBusinessTime(date), 'releaseDate')
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, PERMISOS.passkeyManagement)
  const api = await upstreamAs(request)
  const [credentials, flagOn, deviceId, onDevice] = await Promise.all([
    credentialsOrNone(api),
    isFlagOn(request, FLAGS.deviceCredential),
    readDeviceId(request),
    passkeyOnThisDevice(request, api),
  ])
  // BR08's server half; E15 also needs the passkey permission, so Agregar is not offered without it.
  const mayAdd = flagOn && onDevice === null && hasPermission(api.user, PERMISOS.biometricLogin)
  const { options, setCookie } = mayAdd ? await registrationOptions(request, api) : { options: null, setCookie: undefined }
  const removing = new URL(request.url).searchParams.get(REMOVE_PARAM)
  return data(
    {
      credentials: credentials.map((credential) => ({
        id: credential.id,
        thisDevice: deviceId !== null && credential.deviceId === deviceId,
        created: createdOn(credential.createdAt),
      })),
      confirming: credentials.some((credential) => credential.id === removing) ? removing : null,
      options,
    },
    setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
  )
}

async function remove(request: Request, api: Awaited<ReturnType<typeof upstreamAs>>, idToDelete: string) {
  const notRemoved = () => redirectWithFlash(request, paths.passkeys, { tone: 'error', message: passkeys.notRemoved })
  // The member's own list says whether the id is theirs and on which device: nothing is sent for another id.
  const [credentials, deviceId] = await Promise.all([credentialsOrNone(api), readDeviceId(request)])
  const credential = credentials.find((item) => item.id === idToDelete)
  if (!credential) return notRemoved()
  try {
    await removeCredential(api, credential.id)
  } catch (error) {
    if (error instanceof Response) throw error
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return notRemoved()
    throw error
  }
  const headers = credential.deviceId === deviceId ? { 'Set-Cookie': await forgetOnThisBrowser(request, api.user) } : undefined
  return redirectWithFlash(request, paths.passkeys, { tone: 'success', message: passkeys.removed }, { headers })
}

export async function action({ request }: ActionFunctionArgs) {
  await requirePermission(request, PERMISOS.passkeyManagement)
  const api = await upstreamAs(request)
  const formData = await readFormData(request)
  const intent = formData.get('intent')
  if (intent === PASSKEY_INTENTS.register) {
    const outcome = await registerPasskey(request, api, formData)
    return outcome.added
      ? redirectWithFlash(request, paths.passkeys, { tone: 'success', message: passkeys.added }, { headers: { 'Set-Cookie': outcome.setCookie } })
      : redirectWithFlash(request, paths.passkeys, { tone: 'warning', message: passkeys.notAdded })
  }
  const idToDelete = formData.get('idToDelete')
  if (intent === PASSKEY_INTENTS.remove && typeof idToDelete === 'string' && idToDelete.length > 0 && idToDelete.length <= 256) {
    return remove(request, api, idToDelete)
  }
  throw redirect(paths.passkeys)
}

function AddPasskey({ options }: { options: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['options']> }) {
  const supported = usePasskeySupport({ preload: true })
  // BR08's browser half: public-key credentials and the device check (a platform authenticator).
  if (!supported) return null
  return (
    <CeremonyButton intent={PASSKEY_INTENTS.register} credentialField="credential" run={() => createPasskey(options)}>
      {passkeys.add}
    </CeremonyButton>
  )
}

export default function PasskeysPage() {
  const { credentials, confirming, options } = useLoaderData<typeof loader>()
  return (
    <div className="stack">
      <BackLink to={paths.profile}>{profile.title}</BackLink>
      <PageHeader title={passkeys.title} />
      {credentials.length === 0 ? (
        <p>{passkeys.empty}</p>
      ) : (
        <ul className="link-list stack">
          {credentials.map((credential, index) => {
            const device = credential.thisDevice ? passkeys.thisDevice : passkeys.otherDevice
            return (
              <li key={credential.id} className="card stack">
                <h2 className="card__title">{device}</h2>
                <p>{passkeys.createdOn(credential.created)}</p>
                <ConfirmDialog
                  id={`confirmar-eliminar-${index}`}
                  question={passkeys.confirmRemove}
                  yesLabel={passkeys.confirmRemoveYes}
                  noLabel={passkeys.confirmRemoveNo}
                  confirming={confirming === credential.id}
                  backTo={paths.passkeys}
                  fields={{ intent: PASSKEY_INTENTS.remove, idToDelete: credential.id }}
                >
                  {(open) => (
                    <ButtonLink
                      to={`${paths.passkeys}?${new URLSearchParams({ [REMOVE_PARAM]: credential.id })}`}
                      variant="warning"
                      onClick={open}
                    >
                      {passkeys.remove}
                      <VisuallyHidden> {passkeys.removeWhich(device, credential.created)}</VisuallyHidden>
                    </ButtonLink>
                  )}
                </ConfirmDialog>
              </li>
            )
          })}
        </ul>
      )}
      {options ? <AddPasskey options={options} /> : null}
    </div>
  )
}
