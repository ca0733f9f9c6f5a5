/**
 * The medical booking's choosing steps in the browser (C35–C38): the specialty redraws the step (a select and a
 * button without JavaScript, the combobox with it), the quick booking's filters (a GET form without JavaScript,
 * live with it, the address kept), and the doctor's calendar and hours. Each branch of the steps (code '02',
 * forged values, no slots, errors) is a route test (app/routes/agenda_.consulta-medica.test.ts).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForHydration } from './hydration'
import { BOTH } from './projects'
import { personas } from './sign-in'
import { signInCached } from './signed-in'

const BASE = '/agenda/consulta-medica'

/** Chooses the specialty as the person would: the select and its button, or the combobox. */
async function chooseSpecialty(page: Page, javaScriptEnabled: boolean, name: string) {
  if (!javaScriptEnabled) {
    await page.getByLabel('Especialidad').selectOption({ label: name })
    await page.getByRole('button', { name: 'Ver opciones de la especialidad' }).click()
    return
  }
  await waitForHydration(page)
  const input = page.getByRole('combobox', { name: 'Especialidad' })
  // Typed in part, then chosen from the list: choosing posts the redraw at once.
  await input.fill(name.slice(0, -2))
  await page.getByRole('option', { name, exact: true }).click()
}

test.describe('choosing a medical consultation', () => {
  test('a quick booking: the specialty redraws the step, the filters narrow the slots and the address keeps them', BOTH, async ({
    page,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    await signInCached(page, personas.bruno)
    await page.goto(BASE)
    await expect(page).toHaveURL(`${BASE}/reserva-web?continuar`)
    await expectAccessible()
    // A specialty, then another: the field is redrawn in place, never twice (its key once matched the order types').
    await chooseSpecialty(page, javaScriptEnabled, 'Dermatología')
    await expect(page.getByLabel('Tipo de orden')).toBeVisible()
    await chooseSpecialty(page, javaScriptEnabled, 'Cardiología')
    await expect(page.locator('label', { hasText: /^Especialidad$/ })).toHaveCount(1)
    await expect(page.locator('[name="especialidad"]')).toHaveCount(1)
    // The order types of the specialty, the first chosen.
    await expect(page.getByLabel('Tipo de orden')).toHaveValue('31')
    await page.getByLabel('Reserva rápida').check()
    await page.getByRole('button', { name: 'Continuar' }).click()

    await expect(page).toHaveURL(`${BASE}/fecha-hora-rapida`)
    await expect(page.getByRole('heading', { name: 'Reserva rápida' })).toBeVisible()
    await expectAccessible()
    const slots = page.getByRole('group', { name: 'Horarios disponibles' }).getByRole('radio')
    await expect(slots).toHaveCount(24)
    if (javaScriptEnabled) await waitForHydration(page)
    // More slots: the page opens at the first one added, not at its top.
    await page.getByRole('link', { name: 'Ver más horarios' }).click()
    await expect(page).toHaveURL(/mostrar=48#fecha-hora-rapida-turno-lugar-25$/)
    await expect(slots).toHaveCount(48)
    await expect(page.locator('#fecha-hora-rapida-turno-lugar-25')).toBeInViewport()

    // Continuar waits for a slot with JavaScript; without it the server asks for one (C36, A57).
    const next = page.getByRole('button', { name: 'Continuar' })
    if (javaScriptEnabled) await expect(next).toBeDisabled()
    else await expect(next).toBeEnabled()
    // With JavaScript the filters apply in place and the page's data follows (no document load); without, the form loads it.
    const reloads: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(`${BASE}/fecha-hora-rapida`)) reloads.push(request.url())
    })
    await page.getByLabel('Tipo de consulta').selectOption({ label: 'Presencial' })
    await page.getByLabel('Desde').selectOption({ label: '10:00' })
    await page.getByLabel('Hasta').selectOption({ label: '11:00' })
    // Filiales is a multiple choice (BR25): a branch ticked is the choice, `Todas` then unticked.
    const branches = page.getByRole('group', { name: 'Filiales' }).getByRole('checkbox')
    await expect(branches.first()).toBeChecked()
    await branches.nth(1).check()
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page).toHaveURL(/modalidad=PRESENCIAL/)
    await expect(page).toHaveURL(/filial=\d+/)
    await expect(page).toHaveURL(/desde=10&hasta=11/)
    await expect(branches.first()).not.toBeChecked()
    await expect(branches.nth(1)).toBeChecked()
    expect(reloads.length).toBeGreaterThan(0)
    if (javaScriptEnabled) expect(reloads.every((url) => new URL(url).pathname.endsWith('.data'))).toBe(true)
    else expect(reloads).toHaveLength(1)
    // Every slot left is in person and starts between 10:00 and 11:59 (Hasta is inclusive, A05).
    const labels = await slots.evaluateAll((inputs) => inputs.map((input) => input.closest('li')?.textContent ?? ''))
    expect(labels.length).toBeGreaterThan(0)
    for (const label of labels) {
      expect(label).toMatch(/^1[01]:\d{2}/)
      expect(label).toContain('Presencial')
      expect(label).not.toContain('Telefónica')
    }
    // A reload shows the same filters (the address has them).
    await page.reload()
    await expect(page.getByLabel('Tipo de consulta')).toHaveValue('PRESENCIAL')
    await expect(page.getByLabel('Desde')).toHaveValue('10')
  })

  test('with a doctor: only the days with availability, the first chosen, then the hours of the day', BOTH, async ({
    page,
    javaScriptEnabled,
    expectAccessible,
  }) => {
    await signInCached(page, personas.bruno)
    await page.goto(`${BASE}/reserva-web`)
    await chooseSpecialty(page, javaScriptEnabled, 'Cardiología')
    // No kind is chosen until the member chooses one (C35), and no doctor's list shows before `Elegir médico` (BR73).
    await expect(page.getByLabel('Reserva rápida')).not.toBeChecked()
    await expect(page.getByLabel('Elegir médico')).not.toBeChecked()
    await expect(page.getByLabel('Médico', { exact: true })).toHaveCount(0)
    await page.getByLabel('Elegir médico').check()
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Ver opciones de la especialidad' }).click()
    await page.getByLabel('Médico', { exact: true }).selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Continuar' }).click()

    await expect(page).toHaveURL(`${BASE}/fecha`)
    await expect(page.getByRole('heading', { name: 'Fechas con disponibilidad horaria' })).toBeVisible()
    await expectAccessible()
    const days = page.getByRole('radio')
    await expect(days.first()).toBeChecked()
    // The year comes two months at a time: the next two with their own first day chosen, and back.
    const firstCaption = page.locator('.calendar__caption').first()
    const firstMonth = (await firstCaption.textContent())!
    await page.getByRole('link', { name: 'Meses siguientes' }).click()
    await expect(firstCaption).not.toHaveText(firstMonth)
    await expect(days.first()).toBeChecked()
    await page.getByRole('link', { name: 'Meses anteriores' }).click()
    await expect(firstCaption).toHaveText(firstMonth)
    await page.getByRole('button', { name: 'Continuar' }).click()

    await expect(page).toHaveURL(`${BASE}/hora`)
    await expect(page.getByText('Selecciona el horario de tu preferencia:')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[A-ZÁÉ][a-zé]+ \d{1,2} de [a-z]+ de \d{4}$/)
    await expect(page.getByRole('radio').first()).toBeVisible()
    await expectAccessible()
    const next = page.getByRole('button', { name: 'Continuar' })
    if (javaScriptEnabled) {
      await waitForHydration(page)
      await expect(next).toBeDisabled()
      await page.getByRole('radio').first().check()
    }
    await expect(next).toBeEnabled()
  })
})
