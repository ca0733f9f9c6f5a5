import type { APIRequestContext } from '@playwright/test'
import { firstDayFreeAt, type Queue } from '../admin-agenda'
import { sandboxNow } from '../sandbox-control'
import { addDays, montevideoDay } from '../test-clock'
import { expect, SANDBOX_URL, test } from './fixtures'
import { JS_ONLY } from './projects'
import { signInCached } from './signed-in'
import { personas } from './sign-in'

/** Where and when the tests book for Ana: a queue where she has no seeded reservation. */
const QUEUE: Queue = { idSucursal: 2, idSector: 22, idFila: 221 }
const HORA = '11:00:00'

/**
 * The first day at least `days` after the sandbox's today (the test day) on which the agenda offers HORA: never a
 * Sunday or a holiday, when the row is closed. Ana books a sector once a day and both projects share the sandbox:
 * each booking starts seven days after another's, and at most two closed days come in a row, so their days differ.
 */
async function offeredDayAhead(days: number): Promise<string> {
  return firstDayFreeAt(SANDBOX_URL, QUEUE, HORA, addDays(montevideoDay(await sandboxNow(SANDBOX_URL)), days))
}

/** A reservation of Ana's own, made through the API, so a test cancels nothing it did not create. */
async function bookForAna(request: APIRequestContext, day: string) {
  const booked = await request.post(`${SANDBOX_URL}/api/reservas/reserva-farmacia/`, {
    data: { afiliado: personas.ana, dia: day, hora: HORA, sucursal: QUEUE.idSucursal, sector: QUEUE.idSector, fila: QUEUE.idFila },
  })
  expect(booked.status()).toBe(201)
  return ((await booked.json()) as { data: { id: number; numeroLlamado: string } }).data
}

const CONFIRM_CANCEL = 'Está seguro que desea cancelar su reserva?'

test.describe('Próximos servicios', () => {
  test('a visitor is asked to sign in first', async ({ page }) => {
    await page.goto('/mi-mutual/proximos-servicios')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmi-mutual%2Fproximos-servicios$/)
  })

  test('lists the member reservations and cancels one after confirming', async ({ page, request, expectAccessible }, testInfo) => {
    const day = await offeredDayAhead(testInfo.project.name === 'js' ? 20 : 27)
    const data = await bookForAna(request, day)
    const [year, month, date] = day.split('-')
    const shown = `${date}/${month}/${year} 11:00`

    await signInCached(page, personas.ana)
    await page.goto('/mi-mutual/proximos-servicios')
    await expect(page.getByRole('heading', { level: 1, name: 'Próximos servicios' })).toBeVisible()
    await expect(page.getByText('Pendiente de Pago').first()).toBeVisible()
    await expectAccessible()

    await page.getByRole('link', { name: new RegExp(shown) }).click()
    await expect(page).toHaveURL(new RegExp(`/mi-mutual/proximos-servicios/${data.id}$`))
    // Once seen twice for a moment (two <dd>s) right after the client navigation in CI: the first is enough here.
    await expect(page.getByText(data.numeroLlamado).first()).toBeVisible()
    await expectAccessible()

    await page.getByRole('link', { name: 'Cancelar reserva' }).click()
    await expect(page.getByRole('heading', { name: CONFIRM_CANCEL })).toBeVisible()
    // Without JavaScript the question is at the end of the page: the address names it, so the browser goes there.
    if (testInfo.project.name !== 'js') await expect(page).toHaveURL(/\?cancelar#confirmar-cancelacion$/)
    await expectAccessible()
    await page.getByRole('button', { name: 'Sí, cancelar la reserva' }).click()

    await expect(page).toHaveURL(/\/mi-mutual\/proximos-servicios$/)
    await expect(page.getByText('La reserva fue cancelada.', { exact: false })).toBeVisible()
    await expect(page.getByRole('link', { name: new RegExp(shown) })).toHaveCount(0)
  })

  test('with JavaScript the confirmation is a modal dialog: "No" and Escape close it, "Sí" cancels', JS_ONLY, async ({
    page,
    request,
    expectAccessible,
  }) => {
    const data = await bookForAna(request, await offeredDayAhead(34))
    const detailPath = `/mi-mutual/proximos-servicios/${data.id}`
    await signInCached(page, personas.ana)
    await page.goto(detailPath)

    const cancel = page.getByRole('link', { name: 'Cancelar reserva' })
    const dialog = page.getByRole('dialog', { name: CONFIRM_CANCEL })
    // The dialog is attached once the page has hydrated; a click before that would be the no-JavaScript navigation.
    await expect(page.getByRole('dialog', { name: CONFIRM_CANCEL, includeHidden: true })).toBeAttached()

    await cancel.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: CONFIRM_CANCEL })).toBeVisible()
    // The safe answer has the focus: Enter by reflex keeps the reservation.
    await expect(dialog.getByRole('button', { name: 'No, volver' })).toBeFocused()
    await expect(page).toHaveURL(new RegExp(`${detailPath}$`))
    await expectAccessible()

    await dialog.getByRole('button', { name: 'No, volver' }).click()
    await expect(dialog).toBeHidden()
    await expect(cancel).toBeFocused()
    await expect(page.getByText(data.numeroLlamado)).toBeVisible()

    await cancel.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(cancel).toBeFocused()

    await cancel.click()
    await dialog.getByRole('button', { name: 'Sí, cancelar la reserva' }).click()
    await expect(page).toHaveURL(/\/mi-mutual\/proximos-servicios$/)
    await expect(page.getByText('La reserva fue cancelada.', { exact: false })).toBeVisible()
    await expect(page.locator(`a[href="${detailPath}"]`)).toHaveCount(0)
  })

  test('offers the reservation as a calendar file', async ({ page }) => {
    await signInCached(page, personas.ana)
    await page.goto('/mi-mutual/proximos-servicios')
    await page.locator('.reservation-list__title a').first().click()
    await expect(page).toHaveURL(/\/mi-mutual\/proximos-servicios\/\d+$/)
    const response = await page.request.get(`${page.url()}/calendario`)
    expect(response.headers()['content-type']).toContain('text/calendar')
    expect(await response.text()).toContain('BEGIN:VEVENT')
  })

  test('an id that is not the member own goes back to the list without showing anything', async ({ page }) => {
    await signInCached(page, personas.bruno)
    await page.goto('/mi-mutual/proximos-servicios/1')
    await expect(page).toHaveURL(/\/mi-mutual\/proximos-servicios$/)
    await expect(page.getByText('No encontramos esa reserva.', { exact: false })).toBeVisible()
  })
})
