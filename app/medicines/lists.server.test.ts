import { describe, expect, it } from 'vitest'
import type { Receta } from '~/upstream/recetas.server'
import { findIndications, formatIndicationDate, mayReadPrescriptions, prescriptionView, requestView } from './lists.server'

describe('formatIndicationDate (BR65)', () => {
  it.each([
    ['1900-01-01T00:00:00', '-'],
    [null, '-'],
    ['', '-'],
    ['abc', '-'],
    ['1999-12-31', '-'],
    ['2024-02-30', '-'],
    ['2024-05-10T08:30:00', '10/05/2024'],
    ['2000-01-01', '01/01/2000'],
  ])('%j → %s', (value, shown) => {
    expect(formatIndicationDate(value)).toBe(shown)
  })
})

describe('requestView (C56, BR49, BR70)', () => {
  it('shows the date as DD/MM/YYYY and H:mm hs and splits each medicine on "- Unidades:"', () => {
    const view = requestView({
      NroPedido: 7,
      FechaSolicitud: '2025-03-05T09:05:00',
      Estado: 'confirmed',
      MedicamentosSolicitados: [{ FarmacoSolicitado: 'Enalapril 10 mg comprimidos - Unidades: 2' }, { FarmacoSolicitado: 'Sin cantidad' }],
    })
    expect(view).toEqual({
      id: 7,
      day: '05/03/2025',
      time: '9:05 hs',
      status: 'confirmed',
      medicines: [
        { name: 'Enalapril 10 mg comprimidos', units: '2' },
        { name: 'Sin cantidad', units: '-' },
      ],
    })
  })

  it('shows no date for a request the API sent without a readable one', () => {
    const view = requestView({ NroPedido: 1, FechaSolicitud: '05/03/2025', Estado: null, MedicamentosSolicitados: [] })
    expect(view).toMatchObject({ day: null, time: null })
  })
})

describe('mayReadPrescriptions (C56)', () => {
  it.each([
    [['recetas_ver'], true],
    [['recetas_comprar'], true],
    [['ecommerce_medicamentos'], false],
    [[], false],
  ])('%j → %s', (permisos, may) => {
    expect(mayReadPrescriptions({ permisos })).toBe(may)
  })
})

const receta = (overrides: Partial<Receta> = {}): Receta => ({
  Id_Receta: 7001,
  StatusReceta: 'OK',
  StatusMensaje: null,
  Medico: 'Dra. Laura Méndez',
  NroOrden: null,
  Sector: 'Medicina General',
  FechaHoraIndicacion: '2025-03-05T10:30:00',
  FechaProximoRetiro: null,
  FechaUltimaEntrega: '1900-01-01T00:00:00',
  FechaVencimiento: '2025-09-01T00:00:00',
  IndicacionHCE: 'Un comprimido cada 12 horas.',
  EsRecetaEspecial: false,
  Farmacos: [
    {
      Id_Farmaco_Geosalud: 10452,
      NombreFarmaco: 'Enalapril 10 mg comprimidos',
      PrecioTicket: 186,
      CantidadCajasPorTicket: 1,
      CantidadMaximaDeUnidades: 3,
      CantidadCajasMaxima: 3,
      CantidadMaximaTickets: 3,
      FechaProximoRetiro: null,
      CoincideConIndicacionMedica: true,
      AlertaECommerce: 0,
      AlertaECommerceDescripcion: null,
    },
  ],
  ...overrides,
})

describe('prescriptionView (C56)', () => {
  it('formats the dates (BR65), links each medicine to its indications (A45) and reads an unknown status as available', () => {
    expect(prescriptionView(receta({ StatusReceta: 'NUEVO' }))).toMatchObject({
      status: 'OK',
      indicated: '05/03/2025',
      expires: '01/09/2025',
      medicines: [{ id: 10452, indicationsHref: '/medicamentos/recetas/ver-indicaciones?receta=7001&farmaco=10452' }],
    })
  })
})

describe('findIndications (C72, A45)', () => {
  const query = (value: string) => new URLSearchParams(value)

  it('shows only the dates the API sent, an invalid one as "-", and the order only when there is one', () => {
    expect(findIndications([receta()], query('receta=7001&farmaco=10452'))).toEqual({
      medicine: 'Enalapril 10 mg comprimidos',
      sector: 'Medicina General',
      dates: [
        { field: 'indicated', value: '05/03/2025' },
        { field: 'lastDelivery', value: '-' },
        { field: 'expires', value: '01/09/2025' },
      ],
      doctor: 'Dra. Laura Méndez',
      order: null,
      indications: 'Un comprimido cada 12 horas.',
    })
  })

  it.each(['receta=7002&farmaco=10452', 'receta=7001&farmaco=1', 'receta=7001', 'farmaco=10452', ''])(
    'finds nothing for %j, a link that names none of her medicines',
    (value) => {
      expect(findIndications([receta()], query(value))).toBeNull()
    },
  )
})
