/** The shell's footer: help, contact and the call centre, reachable from every page. */
import { Link } from '@remix-run/react'
import { callCentre } from '~/config/contact'
import { menu } from '~/copy/shell'
import { paths } from '~/utils/paths'

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <ul className="site-footer__links">
          <li>
            <Link to={paths.help}>{menu.help}</Link>
          </li>
          <li>
            <Link to={paths.contact}>{menu.contact}</Link>
          </li>
          <li>
            <Link to={`${paths.help}#terminos-y-condiciones`}>{menu.terms}</Link>
          </li>
        </ul>
        <p>
          {menu.callCentre}: <a href={`tel:${callCentre.phone.replace(/\s/g, '')}`}>{callCentre.phone}</a>
        </p>
      </div>
    </footer>
  )
}
