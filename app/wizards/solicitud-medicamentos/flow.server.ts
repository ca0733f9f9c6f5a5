/**
 * What flow A's steps ask the API (E75–E83) and how the draft becomes E83's `formulario`. Every call is the
 * operator's (`upstreamAs`), made only after the gate (A09) let her in.
 */
import {
  HOME_DELIVERY,
  PICK_UP,
  lookupAffiliate,
  type DocumentType,
  type Formulario,
} from '~/upstream/solicitud-medicamentos.server'
import type { Caller } from '~/upstream/client.server'
import { fetchEnabledAffiliate, fetchSanction } from '~/upstream/compra-medicamentos.server'
import { medicineRequests } from '~/copy/medicine-requests'
import { answered } from '../graph'
import type { Draft, Lookup } from './schemas.server'
import { farmacoText, groupsToSend, isHomeDelivery } from '~/domain/medicine-request'

/** E75 as the `documento` step keeps it (C58's affiliate status fields). */
export async function lookUp(as: Caller, tipoDocumento: DocumentType, documento: string): Promise<Lookup> {
  const found = await lookupAffiliate(as, { tipoDocumento, documento })
  if (!found) return { tipoDocumento, documento, found: null }
  return {
    tipoDocumento,
    documento,
    found: {
      id: found.IdPersona,
      name: `${found.PrimerNombre} ${found.PrimerApellido}`.trim(),
      isStaff: found.esStaff,
      previousRequestActive: found.envio_activo,
      canCancelPreviousRequest: found.puede_cancelar,
      idPreviousRequest: found.id_paquete,
      datePreviousRequest: found.fecha_solicitud,
      celular: found.Celular,
      telefono: found.Telefono,
      direccion: found.Direccion,
    },
  }
}

/** A lookup E75 answered with a person. */
type Found = Lookup & { found: NonNullable<Lookup['found']> }

/**
 * Who a document names, as `documento` and `agregar-medicamentos` both ask (C58, C60): E75's lookup, or the message
 * that refuses her. Spec 002 §6: sanctioned affiliates and those flagged inhabilitado make no request; E75 does not
 * say, so flow B's checks answer it as they do for the call centre (BR53): E85 (`Status` true: sanctioned) and E84's
 * `inhabilitado` reason. An E84 that does not know someone E75 found bars nobody.
 */
export async function lookUpPerson(
  as: Caller,
  tipoDocumento: DocumentType,
  documento: string,
): Promise<{ lookup: Found } | { refused: string }> {
  const copy = medicineRequests.documento
  const lookup = await lookUp(as, tipoDocumento, documento)
  if (!lookup.found) return { refused: copy.invalidAffiliate }
  const [sanction, enabled] = await Promise.all([fetchSanction(as, documento), fetchEnabledAffiliate(as, { tipoDocumento, documento })])
  if (sanction?.sancionado) return { refused: copy.sanctioned }
  if (enabled.kind === 'afiliado' && enabled.afiliado.inhabilitado) return { refused: copy.disabled(enabled.afiliado.inhabilitado) }
  return { lookup: { ...lookup, found: lookup.found } }
}

/** The lookup's person once she may be asked for (found, with no active request); null otherwise. */
export function eligible(lookup: Lookup): NonNullable<Lookup['found']> | null {
  return lookup.found && !lookup.found.previousRequestActive ? lookup.found : null
}

/** C65: E83's form from a draft that reached the confirmation (flowAStepAllowed guaranteed every answer). */
export function formularioOf(draft: Draft): Formulario {
  const { affiliate, location, groups, shippingMethod, paymentMethod, delivery } = answered(
    draft,
    'affiliate',
    'location',
    'groups',
    'shippingMethod',
    'paymentMethod',
    'delivery',
  )
  const home = isHomeDelivery(shippingMethod)
  return {
    personas: groupsToSend(groups).map((group) => ({
      affiliatedId: group.affiliatedId,
      medicines: Object.entries(group.medicines).map(([name, quantity]) => farmacoText(name, quantity)),
    })),
    titular: {
      shippingAddress: home ? delivery.direccion : '',
      streetsBetween: home ? delivery.entreCalles : '',
      telephoneNumber: delivery.telefono,
      mobilePhoneNumber: delivery.celular,
      deliveryType: home ? HOME_DELIVERY : PICK_UP,
      urgentRequest: home && draft.urgent === true,
      affiliatedId: affiliate.id,
      affiliatedName: affiliate.name,
      locationId: location.id,
      shippingMethodId: shippingMethod.id,
      paymentMethodId: paymentMethod.id,
      shippingTypeId: affiliate.isStaff ? (draft.shippingTypeId ?? 0) : 0,
    },
  }
}
