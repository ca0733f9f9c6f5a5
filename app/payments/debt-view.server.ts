/**
 * A pending debt as its list item and its page show it (checklist C29, C30): a title, the amount as money, and each
 * datum the API sent under its caption, in the API's order. Put into words here, on the server (the loaders), so the
 * pages carry no formatting code. Pure.
 */
import { payments } from '~/copy/payments'
import { formatDate, parseDate } from '~/domain/dates.server'
import { formatFeeMonth } from '~/domain/fee-month'
import { formatMoney } from '~/domain/money'
import type { Debt } from '~/upstream/cobranzas.server'
import type { PaymentKindInfo } from '~/domain/payment-kinds'

export interface DebtView {
  slug: PaymentKindInfo['slug']
  id: string
  title: string
  amount: string
  rows: Array<{ key: string; value: string; lines?: string[] }>
  /** C29's simplified display form, for the list: the rows of its kind's fields, in the API's order. */
  summary: Array<{ key: string; value: string }>
}

/**
 * C29: what the list shows of each kind, besides its id and amount: a monthly payment's agreement, category and month;
 * an order's agreement, specialty, doctor, date and times; a medicine request's quantity, number and details.
 */
const LISTED: Record<PaymentKindInfo['kind'], ReadonlySet<string>> = {
  MONTHLY_PAYMENT: new Set(['convenio', 'categoria', 'mes']),
  ORDER: new Set(['convenio', 'especialidad_solicitada', 'medico_especialista', 'fecha_consulta', 'hora_aproximada', 'hora_inicio_policlinica']),
  MEDICINE: new Set(['cantidad', 'numero_paquete', 'detalles']),
}

/** Data that are amounts of money, shown as `$2155.00`. */
const MONEY_FIELDS: ReadonlySet<string> = new Set(['cuota_social', 'fnr', 'iva', 'total'])

/** Data that are days, sent as `2025-03-05` and shown as BR70's `05/03/2025`. */
const DAY_FIELDS: ReadonlySet<string> = new Set(['fecha_consulta', 'primera_fecha_disponible', 'fecha_emision', 'fecha_transaccion'])

/** A day as BR70 shows it; null for anything that is not a day. */
function shownDay(value: string): string | null {
  const parsed = parseDate(value, 'isoDay')
  return parsed ? formatDate(parsed, 'day') : null
}

/** A day field's value: the day as BR70 shows it, anything else as it came. */
const day = (value: string) => shownDay(value) ?? value

const datum = (debt: Debt, name: string) => debt.data.find((item) => item.name === name)?.description.trim() ?? ''

function money(value: string): string {
  const amount = Number(value)
  return value !== '' && Number.isFinite(amount) ? formatMoney(amount) : value
}

/** A medicine package's `detalles`: a JSON list of `{Nombre, Cantidad, Importe}`; anything else is shown as it came. */
export function medicineLines(detalles: string): string[] | null {
  try {
    const lines: unknown = JSON.parse(detalles)
    if (!Array.isArray(lines)) return null
    return lines.map((line: Record<string, unknown>) =>
      payments.medicineLine(String(line?.Nombre ?? ''), String(line?.Cantidad ?? ''), money(String(line?.Importe ?? ''))),
    )
  } catch {
    return null
  }
}

function title(kind: PaymentKindInfo, debt: Debt): string {
  if (kind.kind === 'MONTHLY_PAYMENT') {
    const month = datum(debt, 'mes')
    const shown = formatFeeMonth(month)
    return month && shown !== month ? payments.titles.cuota(shown) : payments.titles.cuotaWithoutMonth
  }
  if (kind.kind === 'ORDER') return payments.titles.orden(datum(debt, 'especialidad_solicitada'), shownDay(datum(debt, 'fecha_consulta')) ?? '')
  return payments.titles.medicamento(datum(debt, 'numero_paquete'))
}

export function debtView(kind: PaymentKindInfo, debt: Debt): DebtView {
  const shown = debt.data.filter((item) => item.description.trim() !== '')
  const rows = shown.map((item) => {
    const key = payments.fields[item.name] ?? item.name
    const value = item.description.trim()
    if (item.name === 'mes') return { key, value: formatFeeMonth(value) }
    if (MONEY_FIELDS.has(item.name)) return { key, value: money(value) }
    if (DAY_FIELDS.has(item.name)) return { key, value: day(value) }
    if (item.name === 'detalles') {
      const lines = medicineLines(value)
      return lines ? { key, value: lines.join('; '), lines } : { key, value }
    }
    return { key, value }
  })
  const summary = [
    { key: payments.fields.id_transaccion!, value: debt.id_transaccion },
    ...rows.filter((_row, index) => LISTED[kind.kind].has(shown[index]!.name)).map(({ key, value }) => ({ key, value })),
  ]
  return { slug: kind.slug, id: debt.id_transaccion, title: title(kind, debt), amount: formatMoney(debt.importe), rows, summary }
}
