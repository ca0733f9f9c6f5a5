/**
 * `/mi-{product}/consulta-cancelada` (C55, BR34, A63): the consultation cancelled from the booking's result (E61),
 * in the words of how it had been paid: refunded to the card, to be claimed at the orders' desk, or just
 * cancelled. The kind comes from the cancellation itself, once (cancelled-kind.server.ts): never from the address,
 * so a typed or reloaded address shows nothing of a cancellation and leads to the member's home.
 */
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { upstreamAs } from '~/auth/upstream-as.server'
import { ResultScreen, type IllustrationName } from '~/components/result-screen'
import { getEnv } from '~/config/env.server'
import { medicalBooking } from '~/copy/medical-booking'
import { cancelledMessage, type CancellationKind } from '~/domain/medical-booking'
import { titled } from '~/utils/meta'
import { takeCancellation } from '~/wizards/consulta-medica/cancelled-kind.server'
import { memberPaths, paths } from '~/utils/paths'

export const meta = titled(medicalBooking.cancelled.title)

const ILLUSTRATION: Record<CancellationKind, IllustrationName> = {
  ONLINE: 'refund',
  AGENCIA_PAGA: 'refund-in-hand-with-calendar',
  AGENCIA_NO_PAGA: 'calendar-cancel',
}

export async function loader({ request }: LoaderFunctionArgs) {
  // The member area's page: signed in only.
  await upstreamAs(request)
  const { kind, setCookie } = await takeCancellation(request)
  const headers = setCookie ? { 'Set-Cookie': setCookie } : undefined
  if (!kind) throw redirect(memberPaths(getEnv().PORTAL_PRODUCT).home, { headers })
  return data({ kind, message: cancelledMessage(kind) }, { headers })
}

export default function ConsultaCanceladaPage() {
  const { kind, message } = useLoaderData<typeof loader>()
  return (
    <ResultScreen
      illustration={ILLUSTRATION[kind]}
      title={medicalBooking.cancelled.title}
      messages={[message]}
      primaryAction={{ to: paths.home, label: medicalBooking['reserva-finalizada'].backToMenu }}
    />
  )
}
