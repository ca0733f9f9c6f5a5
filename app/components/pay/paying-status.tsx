/**
 * The status (`payments.pay.processing`) while the pay form's POST is under way, with JavaScript (a browser without it
 * shows its own progress); not while the security-code dialog is open.
 */
import { useNavigation } from '@remix-run/react'
import { payments } from '~/copy/payments'

export function PayingStatus({ waitingForCode }: { waitingForCode: boolean }) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  return busy && !waitingForCode ? <p role="status">{payments.pay.processing}</p> : null
}
