/**
 * A saved card's brand and type as its tile shows them (checklist BR15; A17 names the brands the spec leaves as
 * "international brand A/B" and "four local brands", in the spec's listing order).
 */
export type CardBrand = 'Visa' | 'Mastercard' | 'OCA' | 'Creditel' | 'Creditos Directos' | 'Passcard'
export type CardType = 'credit' | 'debit' | 'prepaid'

const LOCAL_BRANDS: Readonly<Record<number, CardBrand>> = { 4: 'OCA', 8: 'Creditel', 9: 'Creditos Directos', 11: 'Passcard' }
const BRAND_A_IDS: ReadonlySet<number> = new Set([2, 13, 14])

export function cardBrand(paymentMediaId: number | null | undefined): CardBrand {
  if (paymentMediaId != null && BRAND_A_IDS.has(paymentMediaId)) return 'Visa'
  return (paymentMediaId != null ? LOCAL_BRANDS[paymentMediaId] : undefined) ?? 'Mastercard'
}

export function cardType(type: string | null | undefined): CardType {
  if (type === 'CreditCard') return 'credit'
  if (type === 'DebitCard') return 'debit'
  return 'prepaid'
}
