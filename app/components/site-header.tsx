/**
 * The shell's header: logo home link and the main menu as plain links (spec 000 §2).
 * Plain links work without JavaScript and with the keyboard; on narrow screens they wrap.
 */
import { Link, NavLink } from '@remix-run/react'
import { menu, ui } from '~/copy/es'
import { paths } from '~/utils/paths'
import { Logo } from './logo'
import { VisuallyHidden } from './visually-hidden'

const MAIN_MENU = [
  { to: paths.home, label: menu.home, end: true },
  { to: paths.agenda, label: menu.agenda },
  { to: paths.medicines, label: menu.medicines },
  { to: paths.virtualQueue, label: menu.virtualQueue },
  { to: paths.contact, label: menu.contact },
  { to: paths.help, label: menu.help },
  // "on mobile also Actualizaciones": the profile menu offers it on wider screens.
  { to: paths.releaseNotes, label: menu.releaseNotes, mobileOnly: true },
] as const

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={paths.home} className="site-header__logo">
          <Logo />
          <VisuallyHidden>{` · ${ui.homeLink}`}</VisuallyHidden>
        </Link>
      </div>
      <nav className="site-nav" aria-label={ui.mainNavigation}>
        <ul className="container site-nav__list">
          {MAIN_MENU.map((item) => (
            <li key={item.to} className={'mobileOnly' in item ? 'site-nav__item site-nav__item--mobile' : 'site-nav__item'}>
              <NavLink to={item.to} end={'end' in item} className="site-nav__link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
