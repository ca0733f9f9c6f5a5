/**
 * The demo payment group: Ana holds it and Bruno is its member. Ana's group has three saved cards, one per kind of
 * brand the portal tells apart (BR15): an international credit card, a local one and a debit card of the other
 * international brand. The provider approves payments with them for any security code but 000.
 */
import type { Db } from '../../db/types'
import { findAfiliadoByCi, type AfiliadoRow } from '../afiliados/store'
import { declinesPayments, insertVaultCard, randomId } from '../pasarela/store'
import {
  addPaymentGroupMember,
  createPaymentGroup,
  findHeldGroup,
  findMembership,
  insertMedioPago,
  listMediosPago,
  type NewMedioPago,
} from './store'

const PAYMENT_GROUP = { id: 1, titularId: 1, miembroIds: [2] }
const ANA_CI = '12345672'
const SEEDED_AT = '2026-01-05T12:00:00.000Z'

type SeededCard = Omit<NewMedioPago, 'grupo_id' | 'creado_en'> & { id: number }

// The expiry years are counted from now when seeding, so the cards never expire in a demo started any year.
const CARDS: Array<Omit<SeededCard, 'vencimiento'> & { mes: string; anos: number }> = [
  {
    id: 1,
    token: 'tok_seed_ana_1',
    payment_media_id: 2,
    tipo: 'CreditCard',
    last_4: '4021',
    mes: '08',
    anos: 3,
    titular: 'ANA PEREZ',
  },
  {
    id: 2,
    token: 'tok_seed_ana_2',
    payment_media_id: 4,
    tipo: 'CreditCard',
    last_4: '7788',
    mes: '03',
    anos: 2,
    titular: 'ANA PEREZ',
  },
  {
    id: 3,
    token: 'tok_seed_ana_3',
    payment_media_id: 7,
    tipo: 'DebitCard',
    last_4: '5100',
    mes: '11',
    anos: 4,
    titular: 'ANA PEREZ',
  },
]

export function seedPaymentGroup(db: Db): void {
  createPaymentGroup(db, PAYMENT_GROUP.titularId, PAYMENT_GROUP.id)
  for (const miembroId of PAYMENT_GROUP.miembroIds) addPaymentGroupMember(db, PAYMENT_GROUP.id, miembroId)
}

/** Ana's cards, in the group she holds; placed by CI, so a database whose personas were edited gets none. */
export function seedMediosPago(db: Db, now: Date): void {
  const ana = findAfiliadoByCi(db, ANA_CI)
  const grupoId = ana && findHeldGroup(db, ana.id)
  if (grupoId === undefined) return
  const year = now.getUTCFullYear() % 100
  for (const { mes, anos, ...card } of CARDS) {
    insertVaultCard(db, card.token, false, new Date(SEEDED_AT))
    const { id, ...fields } = card
    insertMedioPago(
      db,
      {
        ...fields,
        grupo_id: grupoId,
        vencimiento: `${mes}/${String((year + anos) % 100).padStart(2, '0')}`,
        creado_en: SEEDED_AT,
      },
      id,
    )
  }
}

/**
 * A copy of a holder holds a group of its own, without members (they are other people) but with copies of the
 * holder's cards (new tokens, the same provider behaviour); a copy of a member joins the same group, so it sees the
 * same administrator and cards.
 */
export function copyPaymentGroup(db: Db, from: AfiliadoRow, to: AfiliadoRow): void {
  const heldGroup = findHeldGroup(db, from.id)
  if (heldGroup !== undefined) {
    const grupoId = createPaymentGroup(db, to.id)
    for (const { id: _id, token, ...card } of listMediosPago(db, heldGroup)) {
      const copyToken = randomId('tok_')
      insertVaultCard(db, copyToken, declinesPayments(db, token), new Date(card.creado_en))
      insertMedioPago(db, { ...card, token: copyToken, grupo_id: grupoId })
    }
    return
  }
  const grupoId = findMembership(db, from.id)
  if (grupoId !== undefined) addPaymentGroupMember(db, grupoId, to.id)
}
