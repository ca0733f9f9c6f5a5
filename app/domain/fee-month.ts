/**
 * A monthly fee's month (checklist BR18): `YYYYMM` as the Spanish month's name and the year, capitalised as a
 * heading ("Marzo 2024"). A value that is not one is shown as it came (the spec recommends it).
 */
const MONTHS = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre']

export function formatFeeMonth(value: string): string {
  const match = /^(\d{4})(\d{2})$/.exec(value.trim())
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined
  return match && month ? `${month} ${match[1]}` : value
}
