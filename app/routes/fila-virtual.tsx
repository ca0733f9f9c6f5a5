/**
 * The virtual queue (C08, `/fila-virtual`, open; A38: the spec shows no content): each branch's sectors with the
 * number being called and the people waiting. Without JavaScript the numbers are as of the page's load, and
 * `Actualizar` is a link to the page itself. With it, the page asks again every REFRESH_EVERY_MS while it is
 * visible, and Actualizar asks at once without leaving the page. A failed load is the spec's generic message with
 * `Reintentar` (as the medicine lists'), not the service-problem page: the queue is one call, and the next refresh
 * may bring it back.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData, useLocation, useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { NotificationBanner } from '~/components/notification-banner'
import { PageHeader } from '~/components/page-header'
import { commonErrors } from '~/copy/errors/common'
import { ui } from '~/copy/shell'
import { virtualQueue as copy } from '~/copy/virtual-queue'
import { formatDate, toBusinessTime } from '~/domain/dates.server'
import { isUpstreamUnavailable, UpstreamError } from '~/upstream/errors'
import { fetchQueueState, type QueueState } from '~/upstream/fila-virtual.server'
import { titled } from '~/utils/meta'

/** How often the page asks again while visible: a call number moves every few minutes, so 20 s is fresh enough. */
const REFRESH_EVERY_MS = 20_000

export const meta = titled(copy.title)

type Sector = QueueState['sucursales'][number]['sectores'][number]

const sectorView = (sector: Sector) => ({
  id: sector.id,
  name: sector.descripcion,
  open: sector.abierto,
  callNumber: sector.abierto ? sector.numero_actual : null,
  waiting: sector.personas_esperando,
  hours: sector.horario ? copy.hoursRange(sector.horario.desde, sector.horario.hasta) : null,
})

export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const state = await fetchQueueState(request.signal)
    return {
      status: 'ok' as const,
      updatedAt: formatDate(toBusinessTime(new Date(state.actualizado)), 'hour'),
      branches: state.sucursales.map((branch) => ({ id: branch.id, name: branch.descripcion, sectors: branch.sectores.map(sectorView) })),
    }
  } catch (error) {
    if (error instanceof UpstreamError || isUpstreamUnavailable(error)) return { status: 'error' as const }
    throw error
  }
}

/**
 * Asks for the page's data again every `everyMs` while the page is visible, and at once when it becomes visible
 * again (what it showed may be old by then). Hidden, it asks nothing: nobody is looking, and the API is spared.
 */
function useRefreshWhileVisible(everyMs: number) {
  const revalidator = useRevalidator()
  const latest = useRef(revalidator)
  latest.current = revalidator

  useEffect(() => {
    let timer: number | undefined
    const refresh = () => {
      if (latest.current.state === 'idle') latest.current.revalidate()
    }
    const start = () => {
      if (timer === undefined) timer = window.setInterval(refresh, everyMs)
    }
    const stop = () => {
      window.clearInterval(timer)
      timer = undefined
    }
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') {
        refresh()
        start()
      } else stop()
    }
    if (document.visibilityState === 'visible') start()
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }, [everyMs])
}

/**
 * Actualizar with JavaScript: the page's data again without a navigation, and a polite word once it is in.
 *
 * Only this refresh, asked for by the person, is announced. The timed ones are silent on purpose: with ten sectors
 * each calling every few minutes, announcing their changes would interrupt a screen reader every few seconds, and
 * there is no one sector the page knows the person is waiting for. The numbers are in the page to be read when
 * wanted; the announcement confirms that Actualizar did something.
 */
function useRefreshOnRequest(updatedAt: string | null) {
  const revalidator = useRevalidator()
  // Asked, then loading, then idle again: only then is the new data in. The state is still idle in the render
  // right after the click, so "asked and idle" alone would announce the old time.
  const [phase, setPhase] = useState<'none' | 'asked' | 'loading'>('none')
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    if (phase === 'asked' && revalidator.state === 'loading') setPhase('loading')
    if (phase === 'loading' && revalidator.state === 'idle') {
      setPhase('none')
      setAnnouncement(updatedAt ? copy.refreshed(updatedAt) : '')
    }
  }, [phase, revalidator.state, updatedAt])

  const onRefresh = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) is the browser's to handle.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    setAnnouncement('')
    setPhase('asked')
    revalidator.revalidate()
  }
  return { announcement, onRefresh }
}

export default function VirtualQueuePage() {
  const queue = useLoaderData<typeof loader>()
  const { pathname } = useLocation()
  useRefreshWhileVisible(REFRESH_EVERY_MS)
  const { announcement, onRefresh } = useRefreshOnRequest(queue.status === 'ok' ? queue.updatedAt : null)

  return (
    <div className="stack">
      <PageHeader title={copy.title} lead={copy.lead} />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {queue.status === 'error' ? (
        <NotificationBanner tone="error">
          <p>{commonErrors.generic}</p>
          <p>
            <Link to={pathname}>{ui.retry}</Link>
          </p>
        </NotificationBanner>
      ) : (
        <>
          <p>
            {copy.updatedAt(queue.updatedAt)}.{' '}
            <Link to={pathname} onClick={onRefresh}>
              {copy.refresh}
            </Link>
          </p>
          {queue.branches.length === 0 ? (
            <p>{copy.noBranches}</p>
          ) : (
            queue.branches.map((branch) => (
              <section key={branch.id} aria-labelledby={`sucursal-${branch.id}`} className="stack">
                <h2 id={`sucursal-${branch.id}`}>{branch.name}</h2>
                <ul className="reservation-list">
                  {branch.sectors.map((sector) => (
                    <li key={sector.id} className="card reservation-list__item">
                      <h3 className="reservation-list__title">{sector.name}</h3>
                      <dl className="reservation-list__facts">
                        {sector.open ? (
                          <>
                            <div>
                              <dt>{copy.callNumber}</dt>
                              <dd>{sector.callNumber ?? '—'}</dd>
                            </div>
                            <div>
                              <dt>{copy.waiting}</dt>
                              <dd>{sector.waiting}</dd>
                            </div>
                          </>
                        ) : null}
                        <div>
                          <dt>{copy.hours}</dt>
                          <dd>{sector.hours ?? copy.noHoursToday}</dd>
                        </div>
                      </dl>
                      {sector.open ? null : (
                        <p>
                          <strong className="tag">{copy.closed}</strong>
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </>
      )}
    </div>
  )
}
