/**
 * The demo payment group: Ana holds it and Bruno is its member.
 */
import type { Db } from '../../db/types'
import type { AfiliadoRow } from '../afiliados/store'
import { addPaymentGroupMember, createPaymentGroup, findMembership, holdsPaymentGroup } from './store'

const PAYMENT_GROUP = { id: 1, titularId: 1, miembroIds: [2] }

export function seedPaymentGroup(db: Db): void {
  createPaymentGroup(db, PAYMENT_GROUP.titularId, PAYMENT_GROUP.id)
  for (const miembroId of PAYMENT_GROUP.miembroIds) addPaymentGroupMember(db, PAYMENT_GROUP.id, miembroId)
}

/**
 * A copy of a holder holds a group of its own, without members (they are other people); a copy of a member joins
 * the same group, so it sees the same administrator.
 */
export function copyPaymentGroup(db: Db, from: AfiliadoRow, to: AfiliadoRow): void {
  if (holdsPaymentGroup(db, from.id)) {
    createPaymentGroup(db, to.id)
    return
  }
  const grupoId = findMembership(db, from.id)
  if (grupoId !== undefined) addPaymentGroupMember(db, grupoId, to.id)
}
