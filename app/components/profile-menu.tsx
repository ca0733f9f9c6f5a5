/**
 * The profile menu (spec 000 §2, C03): a native <details> disclosure, so it opens and closes with
 * the mouse, the keyboard (Enter/Space on the summary) and without JavaScript. With JavaScript it
 * also closes on Escape (focus back on the summary), on a click outside and after a navigation.
 */
import { Form, Link, useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { hasPermission, PERMISOS, shortName, type SessionUser } from '~/auth/user'
import { profileMenu, ui } from '~/copy/shell'
import { paths } from '~/utils/paths'
import { VisuallyHidden } from './visually-hidden'

function useDismissableDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null)
  const { key } = useLocation()
  const shownKey = useRef(key)

  useEffect(() => {
    const details = ref.current
    if (!details) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false
    }
    details.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      details.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [])

  // The header survives client-side navigations: a chosen entry must not leave the menu open.
  useEffect(() => {
    if (shownKey.current === key) return
    shownKey.current = key
    if (ref.current) ref.current.open = false
  }, [key])

  return ref
}

export function ProfileMenu({ user }: { user: SessionUser }) {
  const ref = useDismissableDisclosure()
  const entries = [
    { to: paths.profile, label: profileMenu.viewProfile },
    { to: paths.releaseNotes, label: profileMenu.releaseNotes },
    user.isAdmin ? { to: paths.paymentMethods, label: profileMenu.paymentMethods } : null,
    { to: paths.changePassword, label: profileMenu.changePassword },
    hasPermission(user, PERMISOS.passkeyManagement) ? { to: paths.passkeys, label: profileMenu.passkeys } : null,
  ].filter((entry) => entry !== null)

  return (
    <details ref={ref} className="menu-disclosure profile-menu">
      <summary className="profile-menu__summary">
        <span className="profile-menu__name">{shortName(user)}</span>
        <VisuallyHidden> · {ui.profileMenu}</VisuallyHidden>
      </summary>
      <ul className="profile-menu__list">
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="profile-menu__item">
              {entry.label}
            </Link>
          </li>
        ))}
        <li>
          <Form method="post" action={paths.logout}>
            <button type="submit" className="profile-menu__item profile-menu__logout">
              {profileMenu.logout}
            </button>
          </Form>
        </li>
      </ul>
    </details>
  )
}
