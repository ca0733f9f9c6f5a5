/**
 * Demo debts, dated from the sandbox clock's Montevideo date when the tables are created: Ana owes one of each kind
 * (last month's fee, a cardiology order for her upcoming consultation, a medicine package) and Bruno last month's
 * fee, so each has something to pay and neither can reach the other's. Deterministic for a given now.
 */
import type { Db } from '../../db/types'
import { addDays, toMontevideo } from '../../lib/local-time'
import { findAfiliadoByCi, type AfiliadoRow } from '../afiliados/store'
import { demoVisits } from '../agenda/seed'
import { insertDebt, listPendingDebts, type DebtFields } from './store'

const ANA_CI = '12345672'
const BRUNO_CI = '23456783'

/** YYYYMM of the month before a YYYY-MM-DD date. */
function previousMonth(date: string): string {
  const [year = 0, month = 1] = date.split('-').map(Number)
  return month === 1 ? `${year - 1}12` : `${year}${String(month - 1).padStart(2, '0')}`
}

function cuota(
  categoria: string,
  cuotaSocial: number,
  mes: string,
  autogenerado: string,
): DebtFields & { importe: number } {
  const fnr = 12_000
  // Health services carry the minimum VAT rate, 10 %.
  const iva = Math.round(cuotaSocial / 10)
  return {
    tipo: 'cuota',
    importe: cuotaSocial + fnr + iva,
    fields: {
      convenio: 'Plan Integral',
      categoria,
      mes,
      autogenerado,
      cuota_social_centesimos: cuotaSocial,
      fnr_centesimos: fnr,
      iva_centesimos: iva,
    },
  }
}

export function seedDeudas(db: Db, now: Date): void {
  const today = toMontevideo(now).date
  const mes = previousMonth(today)
  // The order pays Ana's seeded cardiology consultation (agenda/seed.ts): its date is that visit's, which the
  // calendar may have moved past +9 days to the next Tuesday or Thursday.
  const cardiologia = demoVisits(now).find((visit) => visit.id === 2)?.fecha ?? addDays(today, 9)
  const debts: Array<{ ci: string; id: number; creadaEn: string; debt: DebtFields & { importe: number } }> = [
    {
      ci: ANA_CI,
      id: 70001,
      creadaEn: `${today.slice(0, 8)}01`,
      debt: cuota('Titular adulto', 185_000, mes, `CS-${mes}-70001`),
    },
    {
      ci: ANA_CI,
      id: 70002,
      creadaEn: addDays(today, -1),
      debt: {
        tipo: 'orden',
        importe: 45_000,
        fields: {
          convenio: 'Orden de consulta con especialista',
          especialidad_solicitada: 'Cardiología',
          medico_especialista: 'Dr. Martín Silva',
          fecha_consulta: cardiologia,
          hora_aproximada: '16:00',
          hora_inicio_policlinica: '15:30',
          autogenerado: 'OR-458213',
          medico_referente: 'Dra. Laura Méndez',
          numero_orden: '458213',
          tipo_orden: 'Consulta',
          edificio: 'Filial Ciudad de la Costa',
          tipo_cita: 'Presencial',
          primera_fecha_disponible: cardiologia,
          motivo_postergacion: null,
          fecha_emision: addDays(today, -1),
          usuario_emisor: 'Recepción Sede Central',
          canal_anotacion: 'Web',
        },
      },
    },
    {
      ci: ANA_CI,
      id: 70003,
      creadaEn: addDays(today, -2),
      debt: {
        tipo: 'medicamento',
        importe: 55_050,
        fields: {
          numero_paquete: 'PQ-310754',
          fecha_transaccion: addDays(today, -2),
          items: [
            { nombre: 'Omeprazol 20 mg', cantidad: 2, importe_centesimos: 24_000 },
            { nombre: 'Losartán 50 mg', cantidad: 1, importe_centesimos: 31_050 },
          ],
        },
      },
    },
    {
      ci: BRUNO_CI,
      id: 70004,
      creadaEn: `${today.slice(0, 8)}01`,
      debt: cuota('Adicional adulto', 162_000, mes, `CS-${mes}-70004`),
    },
  ]
  for (const { ci, id, creadaEn, debt } of debts) {
    // By CI, so a database whose personas were edited gets fewer rows instead of failing.
    const afiliado = findAfiliadoByCi(db, ci)
    if (!afiliado) continue
    const { importe, ...fields } = debt
    insertDebt(db, { ...fields, idTransaccion: id, afiliadoId: afiliado.id, importeCentesimos: importe, creadaEn })
  }
}

/** A copy of a persona owes what she owes now, under new transaction ids. */
export function copyPersonaDeudas(db: Db, from: AfiliadoRow, to: AfiliadoRow): void {
  for (const debt of listPendingDebts(db, from.id)) {
    insertDebt(db, { ...debt, afiliadoId: to.id, importeCentesimos: debt.importe_centesimos, creadaEn: debt.creada_en })
  }
}
