import type { ReactNode } from 'react'

export type BannerTone = 'info' | 'success' | 'warning' | 'error'

export type NotificationBannerProps = {
  tone?: BannerTone
  title?: ReactNode
  children: ReactNode
}

/*
 * Live-region roles only where the message is news the user must hear: a success
 * is polite (`status`), a failure interrupts (`alert`). Info and warning banners
 * are part of the page and are read in reading order.
 */
const roles: Record<BannerTone, 'status' | 'alert' | undefined> = {
  info: undefined,
  success: 'status',
  warning: undefined,
  error: 'alert',
}

function ToneIcon({ tone }: { tone: BannerTone }) {
  return (
    <svg className="banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      {tone === 'success' ? (
        <path d="M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm-1.5 16-5-5 1.8-1.8 3.2 3.2 6.7-6.7L19 8.5Z" />
      ) : tone === 'warning' ? (
        <path d="M12 1.5 0.5 22h23Zm-1.3 7h2.6l-.4 7h-1.8Zm1.3 8.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z" />
      ) : tone === 'error' ? (
        <path d="M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm-1.3 5h2.6l-.4 8h-1.8Zm1.3 10a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z" />
      ) : (
        <path d="M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm0 4.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM10.7 10h2.6v8h-2.6Z" />
      )}
    </svg>
  )
}

/** A coloured box with an icon, for messages about the page or the last action (GOV.UK notification banner). */
export function NotificationBanner({ tone = 'info', title, children }: NotificationBannerProps) {
  return (
    <div className={`banner banner--${tone}`} role={roles[tone]}>
      <ToneIcon tone={tone} />
      <div className="banner__content">
        {title ? <h2 className="banner__title">{title}</h2> : null}
        {children}
      </div>
    </div>
  )
}
