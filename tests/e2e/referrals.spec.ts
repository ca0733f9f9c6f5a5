import fs from 'node:fs/promises'
import { readPdfText } from '../pdf-text'
import { expect, test } from './fixtures'
import { BOTH } from './projects'
import { personas } from './sign-in'
import { signInCached } from './signed-in'

test.describe('Pases a terceros', () => {
  test('Ana opens her referrals from home, reads one and downloads its file', BOTH, async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await page.getByRole('link', { name: 'Pases a terceros' }).click()
    await expect(page).toHaveURL(/\/mi-mutual\/pases-terceros$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pases a terceros' })).toBeVisible()
    await expect(page.getByText('Vencido')).toHaveCount(1)
    await expectAccessible()

    await page.getByRole('link', { name: /^Resonancia magnética/ }).click()
    await expect(page).toHaveURL(/\/mi-mutual\/pases-terceros\/1$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Resonancia magnética' })).toBeVisible()
    await expect(page.getByText('Centro de Diagnóstico por Imágenes del Sur')).toBeVisible()
    await expectAccessible()

    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Descargar el pase (PDF)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('pase-1.pdf')
    const { lines } = await readPdfText(new Uint8Array(await fs.readFile(await download.path())))
    expect(lines).toContain('Motivo: Resonancia magnética de rodilla derecha')

    // The expired one has no file: its page offers no link.
    await page.getByRole('link', { name: 'Volver a pases a terceros' }).click()
    await page.getByRole('link', { name: /^Odontología/ }).click()
    await expect(page.getByText('Este pase no tiene un archivo para descargar.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Descargar el pase (PDF)' })).toHaveCount(0)
  })
})
