/**
 * The status (`paymentChannel.pay.processing`) while the pay form's POST is under way, with JavaScript (a browser without it
 * shows its own progress); not while the security-code dialog is open.
 */
import { useNavigation } from '@remix-run/react'
import { paymentChannel } from '~/copy/payment-channel'

export function PayingStatus({ waitingForCode }: { waitingForCode: boolean }) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  return busy && !waitingForCode ? <p role="status">{paymentChannel.pay.processing}</p> : null
}
