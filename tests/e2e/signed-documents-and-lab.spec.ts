import fs from 'node:fs/promises'
import { DOCUMENTOS_DEMO } from '../../sandbox/areas/documentos-firmados/seed'
import { readPdfText } from '../pdf-text'
import { expect, test } from './fixtures'
import { personas } from './sign-in'
import { signInCached } from './signed-in'

test.describe('Documentos firmados', () => {
  test('a visitor checks a signed document and downloads it', async ({ page, expectAccessible }) => {
    const response = await page.goto(`/documentos-firmados/${DOCUMENTOS_DEMO.certificado}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Documento firmado' })).toBeVisible()
    await expect(page.getByText('Laura Méndez')).toBeVisible()
    await expect(page.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible()
    await expectAccessible()

    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Descargar el documento firmado (PDF)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`documento-firmado-${DOCUMENTOS_DEMO.certificado}.pdf`)
    const { title, lines } = await readPdfText(new Uint8Array(await fs.readFile(await download.path())))
    expect(title).toBe('Certificado médico')
    expect(lines).toContain('Firmado por: Laura Méndez')
  })

  test('an unsigned document and an unknown id show the invalid screen, with no file', async ({ page, expectAccessible }) => {
    for (const [id, status] of [
      [DOCUMENTOS_DEMO.sinFirmar, 200],
      ['no-existe', 404],
    ] as const) {
      const response = await page.goto(`/documentos-firmados/${id}`)
      expect(response?.status(), id).toBe(status)
      await expect(page.getByRole('heading', { level: 1, name: 'Documento invalido' })).toBeVisible()
      await expect(page.getByText('El docuemnto no fue firmado o es invalido')).toBeVisible()
      await expect(page.getByRole('link', { name: /Descargar/ })).toHaveCount(0)
      await expectAccessible()
    }
  })
})

test.describe('Informes de laboratorio', () => {
  test('Ana opens her lab reports from home and downloads a ready one', async ({ page, expectAccessible }) => {
    await signInCached(page, personas.ana)
    await page.getByRole('link', { name: 'Informes de laboratorio' }).click()
    await expect(page).toHaveURL(/\/mi-mutual\/informes-laboratorio$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Informes de laboratorio' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Urocultivo', 'Glicemia', 'Perfil lipídico', 'Hemograma completo'])
    await expect(page.getByText('En proceso', { exact: true })).toHaveCount(1)
    await expect(page.getByText('Listo', { exact: true })).toHaveCount(3)
    // The report in process offers no file.
    await expect(page.getByRole('link', { name: /Descargar el informe/ })).toHaveCount(3)
    await expectAccessible()

    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: /^Descargar el informe de Glicemia del \d{2}\/\d{2}\/\d{4} \(PDF\)$/ }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('informe-laboratorio-3.pdf')
    const { lines } = await readPdfText(new Uint8Array(await fs.readFile(await download.path())))
    expect(lines).toContain('Estudio: Glicemia')
  })
})
