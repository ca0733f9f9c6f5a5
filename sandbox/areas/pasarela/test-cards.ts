/**
 * The provider's test cards and the checks of the capture form. Only the design's test numbers are accepted, as a
 * provider's sandbox does: 4111 1111 1111 1111 and 5555 5555 5555 4444 approve payments, 4000 0000 0000 0002 is
 * declined at payment. The number itself is never stored: only what the table says, its last four digits and a token.
 */
import type { CardType } from '../grupo-pagos/store'
import { toMontevideo } from '../../lib/local-time'

interface TestCard {
  payment_media_id: number
  tipo: CardType
  rechazaPagos: boolean
}

const TEST_CARDS: Record<string, TestCard> = {
  '4111111111111111': { payment_media_id: 2, tipo: 'CreditCard', rechazaPagos: false },
  '5555555555554444': { payment_media_id: 7, tipo: 'CreditCard', rechazaPagos: false },
  '4000000000000002': { payment_media_id: 2, tipo: 'CreditCard', rechazaPagos: true },
}

/** The provider's name of a brand, for its own pages (the portal has its own mapping, BR15). */
export function brandName(paymentMediaId: number): string {
  const names: Record<number, string> = {
    2: 'Visa',
    13: 'Visa',
    14: 'Visa',
    4: 'OCA',
    8: 'Creditel',
    9: 'Creditos Directos',
    11: 'Passcard',
  }
  return names[paymentMediaId] ?? 'Mastercard'
}

function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

export interface CapturedCard extends TestCard {
  last4: string
  /** MM/YY */
  vencimiento: string
  titular: string
}

export type CaptureField = 'numero' | 'vencimiento' | 'titular'
export type CaptureErrors = Partial<Record<CaptureField, string>>

/** The card the form describes, or the problem of each field, in Spanish for the page. */
export function readCaptureForm(
  fields: { numero: unknown; vencimiento: unknown; titular: unknown },
  now: Date,
): { card: CapturedCard } | { errors: CaptureErrors } {
  const errors: CaptureErrors = {}
  const numero = typeof fields.numero === 'string' ? fields.numero.replace(/[\s-]/g, '') : ''
  let testCard: TestCard | undefined
  if (numero === '') errors.numero = 'Ingrese el número de la tarjeta'
  else if (!/^\d{13,19}$/.test(numero) || !passesLuhn(numero)) errors.numero = 'El número de tarjeta no es válido'
  else {
    testCard = TEST_CARDS[numero]
    if (!testCard) errors.numero = 'Esta tarjeta no es aceptada. Use una de las tarjetas de prueba.'
  }

  const vencimiento = typeof fields.vencimiento === 'string' ? fields.vencimiento.trim() : ''
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.exec(vencimiento)
  let expiry: string | undefined
  if (vencimiento === '') errors.vencimiento = 'Ingrese el vencimiento'
  else if (!match) errors.vencimiento = 'El vencimiento debe tener el formato MM/AA'
  else {
    const [, month = '', year = ''] = match
    const yy = year.slice(-2)
    const today = toMontevideo(now).date
    // A card is valid through the last day of its month.
    if (`20${yy}-${month}` < today.slice(0, 7)) errors.vencimiento = 'La tarjeta está vencida'
    else expiry = `${month}/${yy}`
  }

  const titular = typeof fields.titular === 'string' ? fields.titular.trim().replace(/\s+/g, ' ') : ''
  if (titular === '') errors.titular = 'Ingrese el nombre como figura en la tarjeta'
  else if (!/^[\p{L} .'-]{2,40}$/u.test(titular)) errors.titular = 'El nombre solo puede tener letras, de 2 a 40'

  if (!testCard || !expiry || Object.keys(errors).length > 0) return { errors }
  return { card: { ...testCard, last4: numero.slice(-4), vencimiento: expiry, titular: titular.toUpperCase() } }
}
