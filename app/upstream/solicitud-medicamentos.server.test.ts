import { beforeAll, describe, expect, inject, it } from 'vitest'
import { upstreamAs, type SignedInApi } from '~/auth/upstream-as.server'
import { farmacoText, isHomeDelivery } from '~/domain/medicine-request'
import { getRequest, signIn } from '../../tests/route-helpers'
import { createPersona, sandboxNow } from '../../tests/sandbox-control'
import {
  cancelPackage,
  DOCUMENT_TYPE,
  fetchDeliveryLocations,
  fetchPaymentMethods,
  fetchRequestHistory,
  fetchShippingTypes,
  fetchUrgentWindow,
  finishRequest,
  historyRange,
  lookupAffiliate,
  searchMedicines,
  type Formulario,
} from './solicitud-medicamentos.server'

/**
 * Flow A's calls (E75–E83) against the test sandbox: a call-centre operator made like Carla, a member made like Ana
 * (her request history), and fresh members made like Bruno to send for, so no other test file's packages interfere.
 */
const sandboxUrl = inject('sandboxUrl')

async function signedIn(like: string): Promise<{ api: SignedInApi; ci: string }> {
  const persona = await createPersona(sandboxUrl, { like })
  const cookie = await signIn(persona.ci, persona.password ?? undefined)
  return { api: await upstreamAs(getRequest('/medicamentos', cookie)), ci: persona.ci }
}

let operator: SignedInApi
let ana: { api: SignedInApi; ci: string }

beforeAll(async () => {
  operator = (await signedIn('34567894')).api
  ana = await signedIn('12345672')
})

describe('historyRange', () => {
  it.each([
    ['2026-11-20T12:00:00Z', '2025-11-20', '2026-11-20'],
    // 01:30 UTC is still the day before in Montevideo.
    ['2026-03-01T01:30:00Z', '2025-02-28', '2026-02-28'],
    ['2024-02-29T15:00:00Z', '2023-02-28', '2024-02-29'],
  ])('from %s asks %s to %s', (now, fechaDesde, fechaHasta) => {
    expect(historyRange(new Date(now))).toEqual({ fechaDesde, fechaHasta })
  })
})

describe('E75 and E76', () => {
  it('finds an affiliate, answers an unknown one as null', async () => {
    const found = await lookupAffiliate(operator, { tipoDocumento: DOCUMENT_TYPE.CI, documento: ana.ci })
    expect(found).toMatchObject({ envio_activo: false, id_paquete: null, PrimerNombre: 'Ana', esStaff: false })
    expect(await lookupAffiliate(operator, { tipoDocumento: DOCUMENT_TYPE.CI, documento: '11111111' })).toBeNull()
  })
  it('cancels a cancellable active package once', async () => {
    const elena = await createPersona(sandboxUrl, { like: '56789016' })
    const before = await lookupAffiliate(operator, { tipoDocumento: DOCUMENT_TYPE.CI, documento: elena.ci })
    expect(before).toMatchObject({ envio_activo: true, puede_cancelar: true })
    expect(await cancelPackage(operator, before?.id_paquete ?? 0)).toBe(true)
    expect(await cancelPackage(operator, before?.id_paquete ?? 0)).toBe(false)
    expect(await lookupAffiliate(operator, { tipoDocumento: DOCUMENT_TYPE.CI, documento: elena.ci })).toMatchObject({
      envio_activo: false,
    })
  })
})

describe('lists', () => {
  it('reads localities, shipping types, payment methods, urgency and suggestions', async () => {
    const montevideo = (await fetchDeliveryLocations(operator)).find((l) => l.Nombre === 'Montevideo')
    const home = montevideo?.FormasDeEnvio.find((method) => isHomeDelivery({ nombre: method.Nombre }))
    expect(home).toEqual({ Id: 2, Nombre: 'DOMICILIO' })
    expect((await fetchShippingTypes(operator)).length).toBeGreaterThan(0)
    expect((await fetchPaymentMethods(operator, home?.Id ?? 0)).map((m) => m.Id)).toEqual([1, 2, 4])
    expect(await fetchUrgentWindow(operator)).toMatchObject({ PermiteUrgente: expect.any(Boolean), Horarios: expect.any(String) })
    expect(await searchMedicines(operator, 'enalapril 10')).toEqual(['Enalapril 10 mg comprimidos'])
    expect(await searchMedicines(operator, ' e ')).toEqual([])
  })
})

describe('E80 and E83', () => {
  it("reads the member's own history in the portal's range", async () => {
    const history = await fetchRequestHistory(ana.api, historyRange(await sandboxNow(sandboxUrl)))
    expect(history.map((p) => p.Estado)).toEqual(['pendingPayment', 'confirmed', 'delivered', 'cancelled'])
    expect(history[0]?.MedicamentosSolicitados[0]?.FarmacoSolicitado).toBe('Enalapril 10 mg comprimidos - Unidades: 2')
  })

  it('sends one request per key and reports an active request after it', async () => {
    const bruno = await createPersona(sandboxUrl, { like: '23456783' })
    const holder = await lookupAffiliate(operator, { tipoDocumento: DOCUMENT_TYPE.CI, documento: bruno.ci })
    const formulario: Formulario = {
      personas: [{ affiliatedId: holder?.IdPersona ?? 0, medicines: [farmacoText('Losartán 50 mg comprimidos', 2)] }],
      titular: {
        shippingAddress: '',
        streetsBetween: '',
        telephoneNumber: '',
        mobilePhoneNumber: '098234567',
        deliveryType: 'PRESENCIAL',
        urgentRequest: false,
        affiliatedId: holder?.IdPersona ?? 0,
        affiliatedName: `${holder?.PrimerNombre} ${holder?.PrimerApellido}`,
        locationId: 1,
        shippingMethodId: 1,
        paymentMethodId: 1,
        shippingTypeId: 0,
      },
    }
    const key = `finalizar-${bruno.ci}`
    const first = await finishRequest(operator, formulario, key)
    expect(first).toEqual({ ok: true, Mensaje: expect.stringMatching(/Código de seguimiento: \w+\.$/) })
    expect(await finishRequest(operator, formulario, key)).toEqual(first)
    expect(await finishRequest(operator, formulario, `${key}-otra`)).toEqual({
      ok: false,
      reason: 'active-request',
      detail: 'El afiliado ya tiene una solicitud de medicamento activa',
    })
    const bad = { ...formulario, titular: { ...formulario.titular, paymentMethodId: 4 } }
    expect(await finishRequest(operator, bad, `${key}-mal`)).toMatchObject({ ok: false, reason: 'refused' })
  })
})
