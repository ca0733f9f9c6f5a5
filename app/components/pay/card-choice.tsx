/**
 * The pay form of any page that pays online (C31): `Seleccione una tarjeta para realizar el pago en línea` among the
 * group's saved cards, and the pay button. It carries the payment's idempotency key, and, once the page runs with
 * JavaScript, the field that asks the action for the provider's page in the portal's dialog instead of a redirect to
 * its hosted page. Without cards: the way to add one (the group's holder) or whom to ask; the cards' problem in words.
 *
 * The page owns the form state (`useForm`, its error summary above the amount); this draws the choice.
 */
import { Form, Link } from '@remix-run/react'
import { SubmitButton } from '~/components/button'
import { HiddenFields, RadioGroup, type RadioOption } from '~/components/field'
import { NotificationBanner } from '~/components/notification-banner'
import { paymentChannel } from '~/copy/payment-channel'
import type { FieldMeta, FormMeta } from '~/forms/use-form'
import { WITH_SCRIPTS_FIELD } from '~/payments/provider-events'
import { paths } from '~/utils/paths'
import { useHydrated } from '~/utils/use-hydrated'

/** What the loader sends (`cardChoices` in app/payments/saved-cards.server.ts). */
export type CardChoiceOptions =
  | { status: 'ok'; options: RadioOption[] }
  | { status: 'problem'; problem: { tone: 'error' | 'warning'; messages: string[] } }

export function CardChoice(props: {
  cards: CardChoiceOptions
  /** The group's holder may add a card (C27); anyone else is told to ask the holder. */
  canAddCard: boolean
  form: FormMeta
  /** The card field, `perfil_pago`. */
  field: FieldMeta
  /**
   * The debt pay page's idempotency key, drawn with the page: the same form submitted again starts one payment. A
   * wizard's pay step sends none: its key is its payment attempt's (docs/online-payment.md).
   */
  paymentKey?: string
  /** The amount as the page shows it, for the pay button. */
  amount: string
  /**
   * What the page showed, sent back with the card for the action to check (a wizard's booking, which another tab may
   * have changed since: docs/wizards.md).
   */
  shown?: Record<string, string>
}) {
  const { cards, form } = props
  const hydrated = useHydrated()
  if (cards.status === 'problem') {
    return (
      <NotificationBanner tone={cards.problem.tone}>
        {cards.problem.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </NotificationBanner>
    )
  }
  if (cards.options.length === 0) {
    return (
      <div className="stack">
        <p>{paymentChannel.pay.noCards}</p>
        {props.canAddCard ? (
          <Link to={`${paths.paymentMethods}?tab=mis-tarjetas#mis-tarjetas`} reloadDocument>
            {paymentChannel.pay.addCardFirst}
          </Link>
        ) : (
          <p>{paymentChannel.pay.askHolder}</p>
        )}
      </div>
    )
  }
  return (
    <Form method="post" {...form.props} className="stack">
      {props.paymentKey ? <input type="hidden" name="clave" value={props.paymentKey} /> : null}
      <HiddenFields fields={props.shown} />
      {hydrated ? <input type="hidden" name={WITH_SCRIPTS_FIELD} value="1" /> : null}
      <RadioGroup legend={paymentChannel.pay.selectCard} meta={props.field} options={cards.options} />
      <div className="button-group">
        <SubmitButton>{paymentChannel.pay.payButton(props.amount)}</SubmitButton>
      </div>
    </Form>
  )
}
