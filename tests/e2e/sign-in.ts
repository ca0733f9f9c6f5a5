/** Signs in through the real login form, as a person would (works with JavaScript on and off). */
import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'Socio2026'
/** The password the password journeys choose (the log scan looks for it too). */
export const CHOSEN_PASSWORD = 'Elegida2026'

export const personas = {
  ana: '12345672',
  bruno: '23456783',
  carla: '34567894',
  diego: '45678905',
  elena: '56789016',
  federico: '67890127',
  gabriela: '78901238',
  hugo: '98765438',
} as const

export async function signIn(page: Page, ci: string, options: { password?: string; from?: string } = {}) {
  await page.goto(options.from ?? '/login')
  await page.getByLabel('Cédula de identidad').fill(ci)
  await page.getByLabel('Contraseña', { exact: true }).fill(options.password ?? DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Iniciar', exact: true }).click()
}

export async function signInAs(page: Page, ci: string) {
  await signIn(page, ci)
  await expect(page).not.toHaveURL(/\/login/)
}
