import { Link } from '@remix-run/react'
import { ui } from '~/copy/shell'
import { paths } from '~/utils/paths'
import { cx } from './class-names'
import { VisuallyHidden } from './visually-hidden'

/**
 * Health cross and wordmark. The SVG is decorative: the wordmark text gives the
 * surrounding link its accessible name (and keeps the visible label in the name, WCAG 2.5.3).
 */
export function Logo({ className, name = ui.brandName }: { className?: string; name?: string }) {
  return (
    <span className={cx('logo', className)}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className="logo__tile" width="32" height="32" rx="6" />
        <path className="logo__cross" d="M12 5h8v7h7v8h-7v7h-8v-7H5v-8h7z" />
      </svg>
      <span className="logo__wordmark">{name}</span>
    </span>
  )
}

/**
 * The logo as the link home that heads the pages outside the shell (login, registration, the
 * password screens), where no site header carries it.
 */
export function HomeLogoLink() {
  return (
    <p>
      <Link to={paths.home} className="login__logo">
        <Logo />
        <VisuallyHidden> · {ui.homeLink}</VisuallyHidden>
      </Link>
    </p>
  )
}
