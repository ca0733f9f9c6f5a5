/**
 * A debt as E35 answers it: `{id_transaccion, importe, data: [{name, description}]}`. The spec names the fields of
 * each kind but not their keys: the names here are the sandbox's (snake_case, listed in the README), descriptions
 * are text, amounts decimal pesos ("2150.50"), dates YYYY-MM-DD and times HH:mm.
 */
import { pesos } from './kinds'
import type { Deuda } from './store'

export interface DebtItem {
  id_transaccion: number
  importe: string
  data: Array<{ name: string; description: string }>
}

function pairs(entries: Array<[string, string | null]>): DebtItem['data'] {
  return entries.map(([name, description]) => ({ name, description: description ?? '' }))
}

export function debtItem(debt: Deuda): DebtItem {
  const data = (() => {
    switch (debt.tipo) {
      case 'cuota': {
        const f = debt.fields
        return pairs([
          ['convenio', f.convenio],
          ['categoria', f.categoria],
          ['mes', f.mes],
          ['autogenerado', f.autogenerado],
          ['cuota_social', pesos(f.cuota_social_centesimos)],
          ['fnr', pesos(f.fnr_centesimos)],
          ['iva', pesos(f.iva_centesimos)],
          ['total', pesos(debt.importe_centesimos)],
        ])
      }
      case 'orden': {
        const f = debt.fields
        return pairs([
          ['convenio', f.convenio],
          ['especialidad_solicitada', f.especialidad_solicitada],
          ['medico_especialista', f.medico_especialista],
          ['fecha_consulta', f.fecha_consulta],
          ['hora_aproximada', f.hora_aproximada],
          ['hora_inicio_policlinica', f.hora_inicio_policlinica],
          ['autogenerado', f.autogenerado],
          ['medico_referente', f.medico_referente],
          ['numero_orden', f.numero_orden],
          ['tipo_orden', f.tipo_orden],
          ['edificio', f.edificio],
          ['tipo_cita', f.tipo_cita],
          ['primera_fecha_disponible', f.primera_fecha_disponible],
          ['motivo_postergacion', f.motivo_postergacion],
          ['fecha_emision', f.fecha_emision],
          ['usuario_emisor', f.usuario_emisor],
          ['canal_anotacion', f.canal_anotacion],
        ])
      }
      case 'medicamento': {
        const f = debt.fields
        // The spec's details are a JSON list with capitalised keys, carried as the description's text.
        const detalles = f.items.map((item) => ({
          Nombre: item.nombre,
          Cantidad: item.cantidad,
          Importe: pesos(item.importe_centesimos),
        }))
        return pairs([
          ['cantidad', String(f.items.reduce((total, item) => total + item.cantidad, 0))],
          ['detalles', JSON.stringify(detalles)],
          ['numero_paquete', f.numero_paquete],
          ['fecha_transaccion', f.fecha_transaccion],
        ])
      }
    }
  })()
  return { id_transaccion: debt.id_transaccion, importe: pesos(debt.importe_centesimos), data }
}
