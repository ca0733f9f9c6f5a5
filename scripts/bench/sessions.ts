/** Sessions the benchmark measures pages with: a signed-in member, a visitor mid-booking. */
const WIZARD = '/agenda/servicios-administrativos'
/** Ana, the demo member (decisions.md), and the demo password. */
const MEMBER = { ci: '12345672', password: 'Socio2026' }
/** Federico books as a visitor. */
const VISITOR_CI = '67890127'

function sessionCookie(response: Response, previous: string): string {
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('__session='))
  return setCookie ? setCookie.split(';')[0]! : previous
}

async function post(origin: string, path: string, fields: Record<string, string>, cookie: string) {
  const response = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
  if (response.status !== 302) throw new Error(`POST ${path} answered ${response.status}`)
  return sessionCookie(response, cookie)
}

export async function signIn(origin: string): Promise<string> {
  return post(origin, '/login', MEMBER, '')
}

async function sandboxJson<T>(sandboxOrigin: string, path: string): Promise<T> {
  return (await (await fetch(sandboxOrigin + path)).json()) as T
}

/** A visitor's session that reached the confirmation step, booking at Sede Central / Farmacia. */
export async function reachConfirmation(origin: string, sandboxOrigin: string): Promise<string> {
  const place = 'idSucursal=1&idSector=11&idFila=111'
  const today = new Date()
  const months = [0, 1].map((offset) => new Date(today.getFullYear(), today.getMonth() + offset, 1))
  const calendars = await Promise.all(
    months.map((month) =>
      sandboxJson<{ dias: { fecha: string; idEstado: number }[] }>(
        sandboxOrigin,
        `/api/agenda/get-calendar?${place}&month=${month.getMonth() + 1}&year=${month.getFullYear()}`,
      ),
    ),
  )
  const date = calendars.flatMap((calendar) => calendar.dias).find((day) => day.idEstado === 1)?.fecha
  if (!date) throw new Error('no bookable date in the sandbox')
  const [year, month, day] = date.split('-')
  const { horas } = await sandboxJson<{ horas: { hora: string; disponibles: number }[] }>(
    sandboxOrigin,
    `/api/agenda/get-calendar-day?${place}&month=${Number(month)}&year=${year}&day=${Number(day)}`,
  )
  const hour = horas.find((slot) => slot.disponibles > 0)?.hora
  if (!hour) throw new Error('no free hour in the sandbox')
  let cookie = await post(origin, `${WIZARD}/cedula`, { ci: VISITOR_CI }, '')
  cookie = await post(origin, `${WIZARD}/sucursal`, { branchId: '1' }, cookie)
  cookie = await post(origin, `${WIZARD}/sector`, { sectorId: '11' }, cookie)
  cookie = await post(origin, `${WIZARD}/fecha`, { date }, cookie)
  return post(origin, `${WIZARD}/hora`, { hour, hourFilter: '0' }, cookie)
}

export const WIZARD_STEPS = ['sucursal', 'sector', 'fecha', 'hora', 'confirmacion'].map((step) => `${WIZARD}/${step}`)

/**
 * The cookie a browser holds after its first page (app/styles/first-visit.server.ts): with it,
 * pages link the cached stylesheet, as they do for every page after a person's first.
 */
export async function returningVisitor(origin: string): Promise<string> {
  const response = await fetch(`${origin}/ayuda`, { redirect: 'manual' })
  await response.arrayBuffer()
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('estilos='))
  return setCookie ? setCookie.split(';')[0]! : ''
}

/** Cookies joined as a browser sends them. */
export const cookies = (...values: string[]) => values.filter(Boolean).join('; ')
