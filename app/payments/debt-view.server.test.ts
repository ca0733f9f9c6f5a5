import { describe, expect, it } from 'vitest'
import { debtView, medicineLines } from './debt-view.server'
import { PAYMENT_KINDS } from '~/domain/payment-kinds'

const pairs = (data: Record<string, string>) => Object.entries(data).map(([name, description]) => ({ name, description }))

describe('debtView (C29, C30)', () => {
  it('titles a monthly fee by its month (BR18) and shows its amounts as money', () => {
    const view = debtView(PAYMENT_KINDS.MONTHLY_PAYMENT, {
      id_transaccion: '70001',
      importe: 2155,
      data: pairs({ convenio: 'Individual', mes: '202403', cuota_social: '1800', iva: '355', total: '2155.00' }),
    })
    expect(view).toMatchObject({ slug: 'couta', id: '70001', title: 'Cuota de Marzo 2024', amount: '$2155.00' })
    expect(view.rows).toEqual([
      { key: 'Convenio', value: 'Individual' },
      { key: 'Mes', value: 'Marzo 2024' },
      { key: 'Cuota social', value: '$1800.00' },
      { key: 'IVA', value: '$355.00' },
      { key: 'Total', value: '$2155.00' },
    ])
  })

  it('lists each kind by its simplified display form (C29): its id, then only its kind’s fields', () => {
    const fee = debtView(PAYMENT_KINDS.MONTHLY_PAYMENT, {
      id_transaccion: '70001',
      importe: 2155,
      data: pairs({ convenio: 'Individual', categoria: 'A', mes: '202403', cuota_social: '1800', total: '2155.00' }),
    })
    expect(fee.summary).toEqual([
      { key: 'Número', value: '70001' },
      { key: 'Convenio', value: 'Individual' },
      { key: 'Categoría', value: 'A' },
      { key: 'Mes', value: 'Marzo 2024' },
    ])
    const order = debtView(PAYMENT_KINDS.ORDER, {
      id_transaccion: '2',
      importe: 450,
      data: pairs({ numero_orden: '9', especialidad_solicitada: 'Cardiología', medico_especialista: 'Silva', fecha_consulta: '05/03/2025', edificio: 'B' }),
    })
    expect(order.summary.map((row) => row.key)).toEqual(['Número', 'Especialidad solicitada', 'Médico especialista', 'Fecha de la consulta'])
    const medicine = debtView(PAYMENT_KINDS.MEDICINE, { id_transaccion: '3', importe: 10, data: pairs({ fecha_transaccion: 'x', cantidad: '2', numero_paquete: 'P-9' }) })
    expect(medicine.summary.map((row) => row.key)).toEqual(['Número', 'Cantidad', 'Número de paquete'])
  })

  it('keeps a month it cannot read as it came, and a datum it has no caption for under its own name', () => {
    const view = debtView(PAYMENT_KINDS.MONTHLY_PAYMENT, { id_transaccion: '1', importe: 10, data: pairs({ mes: '2024', nuevo_dato: 'x', fnr: '' }) })
    expect(view.title).toBe('Cuota mensual')
    expect(view.rows).toEqual([
      { key: 'Mes', value: '2024' },
      { key: 'nuevo_dato', value: 'x' },
    ])
  })

  it('titles an order by its specialty and its day, and a medicine package by its number, listing its lines', () => {
    const order = (data: Record<string, string>) => debtView(PAYMENT_KINDS.ORDER, { id_transaccion: '2', importe: 450, data: pairs(data) }).title
    expect(order({ especialidad_solicitada: 'Cardiología' })).toBe('Orden de Cardiología')
    // Two orders of one specialty, each with its link `Ver detalle de …`, are told apart by the consultation's day.
    expect(order({ especialidad_solicitada: 'Cardiología', fecha_consulta: '2026-12-08' })).toBe('Orden de Cardiología del 08/12/2026')
    expect(order({ especialidad_solicitada: 'Cardiología', fecha_consulta: 'mañana' })).toBe('Orden de Cardiología')
    expect(order({ fecha_consulta: '2026-12-08' })).toBe('Orden')
    const medicine = debtView(PAYMENT_KINDS.MEDICINE, {
      id_transaccion: '3',
      importe: 550.5,
      data: pairs({ numero_paquete: 'P-9', detalles: JSON.stringify([{ Nombre: 'Enalapril', Cantidad: 2, Importe: '100.25' }]) }),
    })
    expect(medicine.title).toBe('Medicamentos, paquete P-9')
    expect(medicine.amount).toBe('$550.50')
    // `Importe` is the line's amount (the lines add up to the debt), not a price per box.
    expect(medicine.rows[1]).toEqual({ key: 'Detalle', value: 'Enalapril (2): $100.25', lines: ['Enalapril (2): $100.25'] })
  })

  it('shows the days as BR70 does (05/03/2025), and anything else in a day field as it came', () => {
    const order = debtView(PAYMENT_KINDS.ORDER, {
      id_transaccion: '2',
      importe: 450,
      data: pairs({ fecha_consulta: '2025-03-05', primera_fecha_disponible: '2025-03-04', fecha_emision: 'mañana' }),
    })
    expect(order.rows.map((row) => row.value)).toEqual(['05/03/2025', '04/03/2025', 'mañana'])
    expect(order.summary).toContainEqual({ key: 'Fecha de la consulta', value: '05/03/2025' })
  })

  it('shows details that are not a JSON list as they came', () => {
    expect(medicineLines('no es json')).toBeNull()
    expect(medicineLines('{"a":1}')).toBeNull()
  })
})
