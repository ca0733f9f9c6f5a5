/**
 * Every gate of a flag or a permission on a page that exists (checklist C83, C84, BR71, BR73), through the pages'
 * loaders and actions with real Requests against the test sandbox. The gates other route tests already prove are
 * listed in docs/flags-and-permissions.md with their test; these are the rest.
 *
 * Flags are switched in the sandbox (`PUT /sandbox/flags/:nombre`). A session reads its flags once (BR71), so every
 * case signs in after switching; a visitor's flags, and the telephone filter, live a short while in the process,
 * so a case that reads one again moves the clock past that cache first. Every flag goes back to the seed afterwards.
 */
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { PERMISOS } from '~/auth/user'
import { ensureDeviceId, storePasskeyUsers } from '~/passkeys/device-cookies.server'
import { PASSKEY_SUPPORT_FIELD, PASSKEY_SUPPORTED } from '~/passkeys/fields'
import { paths } from '~/utils/paths'
import { medicalBookingWizard } from '~/wizards/consulta-medica/wizard.server'
import { call, formRequest, getRequest, loadContext, redirectLocation, signIn, wizardDriver } from '../../tests/route-helpers'
import { apiCalls, createPersona } from '../../tests/sandbox-control'
import { loader as fechaLoader } from '../routes/agenda_.consulta-medica.fecha'
import { loader as quickSlotsLoader } from '../routes/agenda_.consulta-medica.fecha-hora-rapida'
import { action as reservaWebAction } from '../routes/agenda_.consulta-medica.reserva-web'
import { loader as offerLoader } from '../routes/clave-de-acceso'
import { action as loginAction, loader as loginLoader } from '../routes/login'
import { loader as hubLoader } from '../routes/medicamentos._index'
import { loader as prescriptionsLoader } from '../routes/medicamentos.recetas._index'
import { loader as indicationsLoader } from '../routes/medicamentos.recetas.ver-indicaciones'
import { loader as passkeysLoader } from '../routes/mis-datos_.credenciales'
import { PROCESS_CACHE_MS } from './flags.server'
import { FLAGS, type Flag } from './names'

const sandboxUrl = inject('sandboxUrl')

const ANA = '12345672'
const CARLA = '34567894'

/** The seed's values (sandbox/areas/content/seed.ts), restored after every case. */
const SEEDED: Partial<Record<Flag, boolean>> = {
  [FLAGS.telephoneFilter]: true,
  [FLAGS.deviceCredential]: true,
  [FLAGS.medicinePurchaseEnabled]: true,
  [FLAGS.medicinesMaintenance]: false,
}

async function switchFlag(flag: Flag, habilitado: boolean) {
  const response = await fetch(`${sandboxUrl}/sandbox/flags/${flag}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ habilitado }),
  })
  expect(response.ok).toBe(true)
}

// Each jump lands past every reading kept before it, including those kept at an earlier jump.
let skipped = 0
/** Moves the clock past the process cache of flags read without a session (a visitor's, the telephone filter). */
function expireProcessCache() {
  vi.useRealTimers()
  skipped += PROCESS_CACHE_MS + 1_000
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + skipped })
}

afterEach(async () => {
  vi.useRealTimers()
  for (const [flag, on] of Object.entries(SEEDED)) await switchFlag(flag as Flag, on)
})

/** A new member like `like` (or a plain one), with exactly these permissions, signed in. */
async function memberWith(permisos: string[], like?: string): Promise<string> {
  const persona = await createPersona(sandboxUrl, { ...(like ? { like } : {}), permisos })
  return signIn(persona.ci, persona.password ?? undefined)
}

const calls = async (name: string) => (await apiCalls(sandboxUrl))[name] ?? 0

describe('the telephone filter flag (BR27, BR71): off, the medical booking offers no REMOTE', () => {
  const { get } = wizardDriver(medicalBookingWizard)
  type SlotsPage = { offer: { telephone: boolean }; filters: { modalidad: string } }
  const quick = { especialidad: '3', tipoOrden: '31', tipoReserva: 'rapida', intent: 'continuar' }

  it('on: Telefónica is offered and a REMOTE address keeps it', async () => {
    const cookie = await memberWith([], ANA)
    await call(reservaWebAction, formRequest('http://localhost/agenda/consulta-medica/reserva-web', quick, { cookie }))
    expireProcessCache()
    const page = (await get(quickSlotsLoader, 'fecha-hora-rapida?modalidad=REMOTE', cookie)) as SlotsPage
    expect(page.offer.telephone).toBe(true)
    expect(page.filters.modalidad).toBe('REMOTE')
  })

  it('off: neither slot step offers it, and a REMOTE address reads as any mode', async () => {
    const cookie = await memberWith([], ANA)
    await call(reservaWebAction, formRequest('http://localhost/agenda/consulta-medica/reserva-web', quick, { cookie }))
    await switchFlag(FLAGS.telephoneFilter, false)
    expireProcessCache()
    const page = (await get(quickSlotsLoader, 'fecha-hora-rapida?modalidad=REMOTE', cookie)) as SlotsPage
    expect(page.offer.telephone).toBe(false)
    expect(page.filters.modalidad).toBe('ANY')

    const withDoctor = await memberWith([], ANA)
    await call(reservaWebAction, formRequest('http://localhost/agenda/consulta-medica/reserva-web', { ...quick, tipoReserva: 'medico', profesional: '2' }, { cookie: withDoctor }))
    const calendar = (await get(fechaLoader, 'fecha?modalidad=REMOTE', withDoctor)) as SlotsPage
    expect(calendar.offer.telephone).toBe(false)
    expect(calendar.filters.modalidad).toBe('ANY')
  })
})

describe('the device-credential flag (BR07, BR08, BR71): off, the login is Normal and no passkey is offered', () => {
  const START_LOGIN = 'POST /api/credenciales/start_login'

  /** A browser that remembers one passkey user (the login screen reads these cookies). */
  async function browserWithPasskeyUser(): Promise<string> {
    const device = await ensureDeviceId(new Request('http://localhost/login'))
    const users = await storePasskeyUsers([{ id: 999_001, userName: 'Ana' }])
    return [device.setCookie!, users].map((line) => line.split(';')[0]).join('; ')
  }
  const loginScreen = async (cookie: string) => {
    const page = await loginLoader({ request: getRequest('/login', cookie), params: {}, context: loadContext })
    return page.data.mode.kind
  }

  it('on: the login screen looks for the remembered member\'s passkey (E18)', async () => {
    const cookie = await browserWithPasskeyUser()
    expireProcessCache()
    const before = await calls(START_LOGIN)
    await loginScreen(cookie)
    expect((await calls(START_LOGIN)) - before).toBe(1)
  })

  it('off: the login screen is Normal, without asking the API, for a browser that remembers a member', async () => {
    const cookie = await browserWithPasskeyUser()
    await switchFlag(FLAGS.deviceCredential, false)
    expireProcessCache()
    const before = await calls(START_LOGIN)
    expect(await loginScreen(cookie)).toBe('normal')
    expect((await calls(START_LOGIN)) - before).toBe(0)
  })

  it('off: a password sign-in on a capable device goes home, not to the offer, and the offer page sends home', async () => {
    const persona = await createPersona(sandboxUrl, { like: ANA })
    const fields = { ci: persona.ci, password: persona.password ?? '', redirectTo: '/', [PASSKEY_SUPPORT_FIELD]: PASSKEY_SUPPORTED }
    expireProcessCache()
    expect(redirectLocation(await call(loginAction, formRequest('http://localhost/login', fields)))).toBe(paths.passkeyOffer)

    await switchFlag(FLAGS.deviceCredential, false)
    expireProcessCache()
    const login = (await call(loginAction, formRequest('http://localhost/login', fields))) as Response
    expect(redirectLocation(login)).toBe('/')
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!
    expect(redirectLocation(await call(offerLoader, getRequest(paths.passkeyOffer, cookie)))).toBe(paths.home)
  })

  it('off: the passkeys page still opens with its list, but offers no Agregar', async () => {
    const on = await memberWith([PERMISOS.passkeyManagement, PERMISOS.biometricLogin], ANA)
    expect(((await passkeysLoader({ request: getRequest(paths.passkeys, on), params: {}, context: loadContext })).data as { options: unknown }).options).not.toBeNull()

    await switchFlag(FLAGS.deviceCredential, false)
    const off = await memberWith([PERMISOS.passkeyManagement, PERMISOS.biometricLogin], ANA)
    const page = (await passkeysLoader({ request: getRequest(paths.passkeys, off), params: {}, context: loadContext })).data as { options: unknown; credentials: unknown[] }
    expect(page.options).toBeNull()
    expect(page.credentials).toEqual([])
  })
})

describe('the passkey permissions (C15, BR73)', () => {
  it('the management permission alone opens the passkeys page, without Agregar (E15 needs the biometric one)', async () => {
    const cookie = await memberWith([PERMISOS.passkeyManagement], ANA)
    const page = (await passkeysLoader({ request: getRequest(paths.passkeys, cookie), params: {}, context: loadContext })).data as { options: unknown }
    expect(page.options).toBeNull()
  })

  it('the biometric permission without the management one sends home', async () => {
    const cookie = await memberWith([PERMISOS.biometricLogin], ANA)
    expect(redirectLocation(await call(passkeysLoader, getRequest(paths.passkeys, cookie)))).toBe(paths.home)
  })
})

describe('the purchase flag (A08, BR71): off, the medicines hub offers no purchase', () => {
  type Hub = { links: string[] }
  const hub = async (cookie?: string) => (await call(hubLoader, getRequest(paths.medicines, cookie))) as Hub

  it('neither to a member, nor to the call centre in either mode, nor to a visitor', async () => {
    expect((await hub(await memberWith([PERMISOS.prescriptionsBuy], ANA))).links).toContain('purchase')
    await switchFlag(FLAGS.medicinePurchaseEnabled, false)
    expireProcessCache()
    expect((await hub(await memberWith([PERMISOS.prescriptionsBuy], ANA))).links).toEqual(['requests', 'prescriptions'])
    const carla = (await hub(await signIn(CARLA))).links
    expect(carla).not.toContain('purchase')
    expect(carla).not.toContain('callCentrePurchase')
    expect((await hub()).links).toEqual(['requests'])
  })
})

describe('the prescription permissions (C56, C84): either one opens the prescriptions', () => {
  it.each([
    ['recetas_ver alone', [PERMISOS.prescriptionsView]],
    ['recetas_comprar alone', [PERMISOS.prescriptionsBuy]],
  ])('%s opens the list and the indications page, and the hub shows the link', async (_, permisos) => {
    const cookie = await memberWith(permisos)
    expect(await call(prescriptionsLoader, getRequest('/medicamentos/recetas', cookie))).not.toBeInstanceOf(Response)
    // An id of none of hers: the page answers itself (404), it does not send her away.
    const indications = await call(indicationsLoader, getRequest('/medicamentos/recetas/ver-indicaciones?receta=1&farmaco=1', cookie))
    expect(indications instanceof Response ? indications.status : 200).not.toBe(302)
    expect(((await call(hubLoader, getRequest(paths.medicines, cookie))) as { links: string[] }).links).toContain('prescriptions')
  })

  it('the other medicine permissions do not', async () => {
    const cookie = await memberWith([PERMISOS.medicinesEcommerce, PERMISOS.callCentreEcommerce])
    expect(redirectLocation(await call(prescriptionsLoader, getRequest('/medicamentos/recetas', cookie)))).toBe(paths.home)
  })
})
