/**
 * The profile menu (spec 000 §2, C03): a native <details> disclosure, so it opens and closes with
 * the mouse, the keyboard (Enter/Space on the summary) and without JavaScript. With JavaScript it
 * also closes on Escape (focus back on the summary), on a click outside and after a navigation.
 */
import { Form, Link } from '@remix-run/react'
import { hasPermission, PERMISOS, shortName, type SessionUser } from '~/auth/user'
import { profileMenu, ui } from '~/copy/shell'
import { paths } from '~/utils/paths'
import { useDismissableDisclosure } from './use-dismissable-disclosure'
import { VisuallyHidden } from './visually-hidden'

export function ProfileMenu({ user }: { user: SessionUser }) {
  const ref = useDismissableDisclosure()
  const entries = [
    { to: paths.profile, label: profileMenu.viewProfile },
    { to: paths.releaseNotes, label: profileMenu.releaseNotes },
    // A page load, not a client-side navigation: only that page's own policy lets the card provider's frame in.
    user.isAdmin ? { to: paths.paymentMethods, label: profileMenu.paymentMethods, reloadDocument: true } : null,
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
            <Link to={entry.to} className="profile-menu__item" reloadDocument={'reloadDocument' in entry ? entry.reloadDocument : undefined}>
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
