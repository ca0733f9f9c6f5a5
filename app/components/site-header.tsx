/**
 * The shell's header: logo home link, the profile menu (or the way in), and the main menu as
 * plain links (spec 000 §2). The main menu is one <details> disclosure: on a narrow screen
 * (below 48rem, the spec's 768 px breakpoint) it is folded behind its "Menú" summary and opens as
 * a sheet over the page, so the page's own h1 stays in the first screen; on a wide screen the
 * stylesheet shows its links as a row and hides the summary. A <details> works without JavaScript
 * and with the keyboard, and the links are in the page once, also for a text browser.
 */
import { Link, NavLink } from '@remix-run/react'
import type { SessionUser } from '~/auth/user'
import { menu, ui } from '~/copy/shell'
import { memberPaths, paths } from '~/utils/paths'
import { Logo } from './logo'
import { ProfileMenu } from './profile-menu'
import { useDismissableDisclosure } from './use-dismissable-disclosure'
import { VisuallyHidden } from './visually-hidden'

function mainMenu(product: string) {
  return [
    { to: memberPaths(product).home, label: menu.home },
    { to: paths.agenda, label: menu.agenda },
    { to: paths.medicines, label: menu.medicines },
    { to: paths.virtualQueue, label: menu.virtualQueue },
    { to: paths.contact, label: menu.contact },
    { to: paths.help, label: menu.help },
    // "on mobile also Actualizaciones": on wider screens the profile menu offers it.
    { to: paths.releaseNotes, label: menu.releaseNotes, mobileOnly: true },
  ]
}

/**
 * `user` is the signed-in member, null for a visitor, or undefined when the page does not know: an error page after an
 * action (the root's loader does not run then), which must not offer `Ingresar` to a member who is signed in.
 */
export function SiteHeader({ user, product }: { user: SessionUser | null | undefined; product: string }) {
  const menuRef = useDismissableDisclosure()
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={paths.home} className="site-header__logo">
          <Logo />
          <VisuallyHidden>{` · ${ui.homeLink}`}</VisuallyHidden>
        </Link>
        {user ? (
          <ProfileMenu user={user} />
        ) : user === null ? (
          <Link to={paths.login} className="site-header__signin">
            {ui.signIn}
          </Link>
        ) : null}
        <nav className="site-nav" aria-label={ui.mainNavigation}>
          <details ref={menuRef} className="menu-disclosure site-nav__disclosure">
            <summary className="site-nav__summary">{ui.menu}</summary>
            <ul className="site-nav__list">
              {mainMenu(product).map((item) => (
                <li key={item.to} className={item.mobileOnly ? 'site-nav__item site-nav__item--mobile' : 'site-nav__item'}>
                  <NavLink to={item.to} end={item.to === memberPaths(product).home} className="site-nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </details>
        </nav>
      </div>
    </header>
  )
}
