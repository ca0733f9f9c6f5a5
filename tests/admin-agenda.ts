/**
 * The administrative agenda as the sandbox's API answers it, for tests that book or choose a day.
 * A test asks the agenda instead of counting days from today: a fixed offset lands, on some test
 * days, on a day the queue's weekly schedule closes (Sunday, Saturday afternoon) or on a holiday
 * (sandbox/lib/closed-days.ts), and the booking is refused.
 */
import { addDays } from './test-clock'

/** A branch / sector / row of the administrative agenda. */
export type Queue = { idSucursal: number; idSector: number; idFila: number }

/** The hours (HH:mm:ss) of a day with a free place, as the API answers them. */
export async function freeHours(baseUrl: string, queue: Queue, day: string): Promise<string[]> {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const params = new URLSearchParams({
    idSucursal: String(queue.idSucursal),
    idSector: String(queue.idSector),
    idFila: String(queue.idFila),
    month: String(month),
    year: String(year),
    day: String(date),
  })
  const response = await fetch(`${baseUrl}/api/agenda/get-calendar-day?${params}`)
  if (!response.ok) throw new Error(`the day ${day} of the agenda answered ${response.status}`)
  const { horas } = (await response.json()) as { horas: Array<{ hora: string; disponibles: number }> }
  return horas.filter((hora) => hora.disponibles > 0).map((hora) => hora.hora)
}

/** The first day from `from` on (YYYY-MM-DD) whose `hora` (HH:mm:ss) has a free place in the queue. */
export async function firstDayFreeAt(baseUrl: string, queue: Queue, hora: string, from: string): Promise<string> {
  for (let day = from; day <= addDays(from, 14); day = addDays(day, 1)) {
    if ((await freeHours(baseUrl, queue, day)).includes(hora)) return day
  }
  throw new Error(`no day from ${from} on has a free place at ${hora}`)
}
