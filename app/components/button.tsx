import { Link, useFormAction, useNavigation, type LinkProps } from '@remix-run/react'
import type { ButtonHTMLAttributes, MouseEvent } from 'react'
import { ui } from '~/copy/shell'
import { useHydrated } from '~/utils/use-hydrated'
import { cx } from './class-names'
import { VisuallyHidden } from './visually-hidden'

export type ButtonVariant = 'primary' | 'secondary' | 'warning' | 'link'

function buttonClass(variant: ButtonVariant, className?: string) {
  return cx('button', `button--${variant}`, className)
}

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: ButtonVariant
  /** Defaults to "button" so only deliberate submits submit. */
  type?: 'button' | 'submit'
}

export function Button({ variant = 'primary', className, type, ...props }: ButtonProps) {
  return (
    <button
      type={type === 'submit' ? 'submit' : 'button'}
      className={buttonClass(variant, className)}
      {...props}
    />
  )
}

export type HeldButtonProps = ButtonProps & {
  /** The press is not possible now (a cap reached, a lock under way). */
  held: boolean
}

/**
 * A button whose press may not be possible now. Without JavaScript it is then `disabled`. With it, it stays
 * focusable, says so (`aria-disabled`, as `SubmitButton` does while pending) and swallows the press: disabling the
 * button that has the focus (the press that reached a cap, or began a lock) would drop the focus to <body>, and a
 * keyboard user would have to find her place again.
 */
export function HeldButton({ held, onClick, ...props }: HeldButtonProps) {
  const hydrated = useHydrated()
  const swallowed = hydrated && held
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (swallowed) event.preventDefault()
    else onClick?.(event)
  }
  return <Button {...props} disabled={held && !hydrated} aria-disabled={swallowed || undefined} onClick={handleClick} />
}

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant }

/** A link that looks like a button, for actions that are navigations ("Continuar", "Volver al menú"). */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, className)} {...props} />
}

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'formAction'> & {
  /** Sets the button's own `formaction`; also what the pending state is matched against. */
  formAction?: string
}

/** Compares two form actions as the browser would resolve them (encoding of ñ and accents included). */
function sameAction(a: string, b: string) {
  const base = 'http://portal.invalid'
  const x = new URL(a, base)
  const y = new URL(b, base)
  return x.pathname === y.pathname && x.search === y.search
}

/**
 * A submit button that shows it is working while *its* submission is in flight.
 * Pending means: a navigation is submitting to this button's action and, when
 * the button has a `name`, carries this button's value (so "Reintentar" and
 * "Cancelar" in the same form do not both spin). Without JavaScript it is a
 * plain submit button.
 *
 * While pending it is `aria-disabled` and swallows clicks instead of being
 * `disabled`: disabling the focused button would throw focus back to <body>.
 */
export function SubmitButton({
  formAction,
  name,
  value,
  variant = 'primary',
  className,
  children,
  onClick,
  ...props
}: SubmitButtonProps) {
  const navigation = useNavigation()
  const action = useFormAction(formAction)
  const pending =
    navigation.state === 'submitting' &&
    sameAction(navigation.formAction, action) &&
    (name === undefined || navigation.formData?.get(name) === String(value ?? ''))

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (pending) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }

  return (
    <button
      {...props}
      type="submit"
      name={name}
      value={value}
      formAction={formAction === undefined ? undefined : action}
      className={buttonClass(variant, className)}
      onClick={handleClick}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
    >
      {children}
      {pending ? <VisuallyHidden> {ui.loading}</VisuallyHidden> : null}
    </button>
  )
}
