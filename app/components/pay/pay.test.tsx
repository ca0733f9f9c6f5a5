import { describe, expect, it } from 'vitest'
import { useForm } from '~/forms/use-form'
import { renderInRoute, tags } from '../../../tests/component-helpers'
import { CardChoice, type CardChoiceOptions } from './card-choice'
import { PayWithCard } from './pay-with-card'
import { PayingStatus } from './paying-status'
import { paymentChannel } from '~/copy/payment-channel'
import { SecurityCodeDialog } from './security-code-dialog'

const VISA = { value: '501', label: 'Visa crédito terminada en 4021', hint: 'Vence 12/30' }
const KEY = '2f1c6f1e-8a4b-4c1d-9e2f-0a1b2c3d4e5f'

/** CardChoice as a page draws it: the page's form state, passed down. */
function Page(props: { cards: CardChoiceOptions; canAddCard?: boolean; paymentKey?: string }) {
  const [form, fields] = useForm({ id: 'pago', fields: { perfil_pago: null }, lastResult: undefined })
  return (
    <CardChoice
      cards={props.cards}
      canAddCard={props.canAddCard ?? false}
      form={form}
      field={fields.perfil_pago!}
      paymentKey={props.paymentKey}
      amount="$2155.00"
    />
  )
}

const inputs = (html: string) => tags(html).filter((tag) => tag.name === 'input').map((tag) => tag.attrs)

describe('CardChoice', () => {
  it('offers each card under the spec’s question, in a POST form with the page’s key and the pay button', () => {
    const html = renderInRoute(<Page cards={{ status: 'ok', options: [VISA] }} paymentKey={KEY} />)
    const form = tags(html).find((tag) => tag.name === 'form')!
    expect(form.attrs).toMatchObject({ method: 'post', id: 'pago' })
    expect(html).toContain('Seleccione una tarjeta para realizar el pago en línea')
    expect(html).toContain('Visa crédito terminada en 4021')
    expect(inputs(html)).toEqual([
      expect.objectContaining({ type: 'hidden', name: 'clave', value: KEY }),
      expect.objectContaining({ type: 'radio', name: 'perfil_pago', value: '501' }),
    ])
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Pagar \$2155\.00<\/button>/)
  })

  it('carries no key for a wizard’s step (its attempt has it), and no JavaScript field before the page runs it', () => {
    const html = renderInRoute(<Page cards={{ status: 'ok', options: [VISA] }} />)
    expect(inputs(html).map((input) => input.name)).toEqual(['perfil_pago'])
  })

  it('without cards: the holder is offered to add one, a member told whom to ask', () => {
    const holder = renderInRoute(<Page cards={{ status: 'ok', options: [] }} canAddCard />)
    expect(holder).toContain('No tiene tarjetas para pagar en línea.')
    expect(tags(holder).find((tag) => tag.name === 'a')?.attrs.href).toBe('/mis-datos/medios-precargados?tab=mis-tarjetas#mis-tarjetas')
    expect(holder).not.toContain('<form')

    const member = renderInRoute(<Page cards={{ status: 'ok', options: [] }} />)
    expect(member).toContain('Pídale a quien administra su grupo familiar que agregue una tarjeta.')
    expect(member).not.toContain('<a ')
  })

  it('shows the cards’ problem in words, in its tone, and no form', () => {
    const html = renderInRoute(
      <Page cards={{ status: 'problem', problem: { tone: 'warning', messages: ['Tarjeta vencida', 'Otra'] } }} />
    )
    expect(html).toContain('<p>Tarjeta vencida</p><p>Otra</p>')
    expect(html).toContain('warning')
    expect(html).not.toContain('<form')
  })
})

describe('SecurityCodeDialog and PayingStatus', () => {
  it('draw, without JavaScript, only a link to the hosted page while the code is awaited, and nothing while idle', () => {
    const step = { ref: 'pago.couta.MQ.x', url: 'http://127.0.0.1:1/pasarela/cvv?sesion=s', hostedUrl: 'http://127.0.0.1:1/h' }
    const waiting = renderInRoute(<SecurityCodeDialog step={step} scriptUrl="http://127.0.0.1:1/pasarela/checkout.js" />)
    expect(waiting).toContain(paymentChannel.pay.awaitingCode)
    expect(waiting).toContain(`<a href="http://127.0.0.1:1/h">${paymentChannel.pay.openHosted}</a>`)
    expect(waiting).not.toContain('dialog')
    expect(renderInRoute(<SecurityCodeDialog step={null} scriptUrl="http://127.0.0.1:1/pasarela/checkout.js" />)).toBe('')
    expect(renderInRoute(<PayingStatus waitingForCode={false} />)).toBe('')
  })
})

describe('PayWithCard', () => {
  const step = { ref: 'pago.couta.MQ.x', url: 'http://127.0.0.1:1/pasarela/cvv?sesion=s', hostedUrl: 'http://127.0.0.1:1/h' }
  function Paying({ waiting }: { waiting: boolean }) {
    const [form, fields] = useForm({ id: 'pago', fields: { perfil_pago: null }, lastResult: undefined })
    const choice = { cards: { status: 'ok' as const, options: [VISA] }, canAddCard: false, form, field: fields.perfil_pago!, amount: '$2155.00' }
    return <PayWithCard {...choice} securityCode={waiting ? step : null} scriptUrl="http://127.0.0.1:1/pasarela/checkout.js" />
  }

  it('offers the cards while no payment waits for its code', () => {
    const html = renderInRoute(<Paying waiting={false} />)
    expect(inputs(html)).toEqual([expect.objectContaining({ type: 'radio', name: 'perfil_pago', value: '501' })])
    expect(html).not.toContain(paymentChannel.pay.awaitingCode)
  })

  it('offers no card while a payment waits for its code, only the way to that code: paying again would find it', () => {
    const html = renderInRoute(<Paying waiting />)
    expect(html).not.toContain('<form')
    expect(inputs(html)).toEqual([])
    expect(html).toContain(paymentChannel.pay.awaitingCode)
    expect(html).toContain(`<a href="http://127.0.0.1:1/h">${paymentChannel.pay.openHosted}</a>`)
  })
})
