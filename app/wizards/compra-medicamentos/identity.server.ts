/**
 * Who the purchase is for, as `documento` and `verificacion` both need it (C69, C70, C79, BR53, A08): E84's answer
 * turned into the draft's change (a screen of `documento`, or the person joining `affiliates`), and the
 * call-centre permission checked again once a document is known.
 */
import { redirect } from '@remix-run/node'
import { requireUser } from '~/auth/guards.server'
import { getEnv } from '~/config/env.server'
import { medicinePurchase } from '~/copy/medicine-purchase'
import { documentRoute } from '~/domain/purchase-identity'
import type { AfiliadoHabilitado } from '~/upstream/compra-medicamentos.server'
import type { AffiliateContact } from '~/upstream/afiliados.server'
import type { DocumentType } from '~/upstream/solicitud-medicamentos.server'
import { memberPaths } from '~/utils/paths'
import type { Affiliate, Draft } from './schemas.server'
import { affiliateKey } from './selection'
import { isCallCentre } from './wizard.server'

/** A document as the purchase keys it (BR52). */
export interface Person {
  tipoDocumento: number
  documento: string
  own: boolean
}

/** E84 and E90 name a document by the types the API knows; E88 lists them, so the number is passed on as it is. */
export const asDocumentType = (tipoDocumento: number) => tipoDocumento as DocumentType

/** A08's third check, "once the member's document number is known": call-centre mode needs its permission. */
export async function requireCallCentreRole(request: Request, draft: Pick<Draft, 'callCenter'>): Promise<void> {
  if (!draft.callCenter) return
  const { user } = await requireUser(request)
  if (!isCallCentre(user)) throw redirect(memberPaths(getEnv().PORTAL_PRODUCT).home)
}

/** C79: a person already in the purchase is shown again (her choice kept), nothing asked. */
export function alreadyAdded(draft: Draft, person: Person): Partial<Draft> | null {
  const key = affiliateKey(person.tipoDocumento, person.documento)
  return draft.affiliates?.[key] ? { current: key, candidate: undefined } : null
}

/**
 * BR53's "code already verified": the code redeemed for this other person earlier in this purchase, kept after her
 * request left it (`verifiedCodes`). None for the member herself or in call-centre mode, which ask for no code.
 */
export function keptCode(draft: Draft, person: Person): string | undefined {
  if (person.own || draft.callCenter) return undefined
  return draft.verifiedCodes?.[affiliateKey(person.tipoDocumento, person.documento)]
}

/** The draft's change that drops her kept code (the API refused it), or none when she has none. */
export function codeForgotten(draft: Pick<Draft, 'verifiedCodes'>, key: string): Pick<Draft, 'verifiedCodes'> {
  if (draft.verifiedCodes?.[key] === undefined) return {}
  const { [key]: _refused, ...others } = draft.verifiedCodes
  return { verifiedCodes: others }
}

/**
 * BR53 after E84 answered an enabled check the member may act on (herself, the call centre, or a redeemed code):
 * `inhabilitado` is `documento`'s screen; otherwise she joins the purchase and is the one `agregar-medicamentos`
 * shows, after `documento` asks about her unpaid orders when she has some (declined until accepted). A person
 * already in it (her code asked again) keeps her choice and gets the new code. A code is kept for the whole purchase
 * too (`verifiedCodes`): her document entered again after her request left it joins with it (`keptCode`).
 */
export function admitted(
  draft: Draft,
  person: Person,
  afiliado: AfiliadoHabilitado & { id: number },
  extra: { callCentre: boolean; codigo?: string; contacto?: AffiliateContact | null; now: number },
): Partial<Draft> {
  const key = affiliateKey(person.tipoDocumento, person.documento)
  const kept = extra.codigo === undefined ? {} : { verifiedCodes: { ...draft.verifiedCodes, [key]: extra.codigo } }
  const earlier = draft.affiliates?.[key]
  if (earlier) {
    const affiliates = { ...draft.affiliates, [key]: { ...earlier, codigo: extra.codigo ?? earlier.codigo } }
    return { affiliates, current: key, candidate: undefined, ...kept }
  }
  const route = documentRoute({
    alreadyAdded: false,
    own: person.own,
    callCentre: extra.callCentre,
    inhabilitado: afiliado.inhabilitado,
    ordenesPendientes: afiliado.ordenesPendientes,
    verified: true,
  })
  if (route === 'inhabilitado') {
    return { candidate: { ...person, afiliado, screen: 'inhabilitado', mensaje: afiliado.inhabilitado ?? '' }, ...kept }
  }
  const affiliate: Affiliate = {
    ...person,
    id: afiliado.id,
    // BR74: the call centre may see a person the API has no name for.
    nombre: afiliado.nombre || (extra.callCentre ? medicinePurchase.documento.noName : ''),
    tieneContacto: afiliado.tieneContacto,
    codigo: extra.codigo,
    ordenesPendientes: afiliado.ordenesPendientes,
    ordenesAceptadas: false,
    cantidades: {},
    timeAdded: extra.now,
    ...(extra.contacto ? { contacto: extra.contacto } : {}),
  }
  const affiliates = { ...draft.affiliates, [key]: affiliate }
  if (route === 'ordenes-pendientes') return { affiliates, current: key, candidate: { ...person, screen: 'ordenes-pendientes' }, ...kept }
  return { affiliates, current: key, candidate: undefined, ...kept }
}

/**
 * The unpaid orders' answer (C69, BR53: on to the medicines only with no orders or the orders accepted). `Continuar`
 * accepts them: they are charged in this purchase. `Volver` declines: she leaves the purchase, and the member is
 * back at the document form (the person shown before her, if any, stays the current one).
 */
export function ordersDecided(draft: Draft, accepted: boolean): Partial<Draft> | null {
  const candidate = draft.candidate
  if (candidate?.screen !== 'ordenes-pendientes') return null
  const key = affiliateKey(candidate.tipoDocumento, candidate.documento)
  const affiliate = draft.affiliates?.[key]
  if (!affiliate) return null
  if (accepted) return { affiliates: { ...draft.affiliates, [key]: { ...affiliate, ordenesAceptadas: true } }, current: key, candidate: undefined }
  const { [key]: _declined, ...others } = draft.affiliates ?? {}
  const last = Object.entries(others).sort(([, a], [, b]) => b.timeAdded - a.timeAdded)[0]?.[0]
  return { affiliates: others, current: last, candidate: undefined }
}
