import { describe, expect, it } from 'vitest'
import { contract } from '~/copy/contract'
import { readPdfText } from '../../tests/pdf-text'
import { contractPdf } from './contract-pdf.server'
import type { Registration } from './registration-session.server'

const federico: Registration = {
  nombre: 'Federico',
  apellido: 'Díaz',
  cedula: '67890127',
  mail: 'federico.diaz@example.com',
  // 02:30 UTC on the 6th is still the 5th in Montevideo (UTC-3).
  fecha: '2026-03-06T02:30:00.000Z',
}
const withGabriela: Registration = { ...federico, adicional: { nombre: 'Gabriela', apellido: 'Díaz', cedula: '78901238' } }

describe('contractPdf', () => {
  it('is a PDF that a reader opens, titled as the contract', async () => {
    const bytes = await contractPdf(federico)
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const pdf = await readPdfText(bytes)
    expect(pdf.pages).toBe(1)
    expect(pdf.title).toBe('Contrato de uso de los servicios en línea')
  })

  it("carries the member's data, the date in Montevideo, every clause and a line to sign", async () => {
    const { lines } = await readPdfText(await contractPdf(federico))
    expect(lines).toEqual(
      expect.arrayContaining([
        'Montevideo, 5 de marzo de 2026',
        'Nombre: Federico',
        'Apellido: Díaz',
        'Cédula de identidad: 67890127',
        'Correo electrónico: federico.diaz@example.com',
        'Firma del socio',
        'Aclaración: Federico Díaz, C.I. 67890127',
      ]),
    )
    const text = lines.join(' ')
    expect(contract.clauses).toHaveLength(7)
    contract.clauses.forEach((clause, index) => expect(text).toContain(`${index + 1}. ${clause.title} ${clause.text}`))
    expect(text).not.toContain('Datos del adicional')
  })

  it("adds the adicional's data and a line to sign on the minor's behalf", async () => {
    const { lines } = await readPdfText(await contractPdf(withGabriela))
    expect(lines).toEqual(
      expect.arrayContaining([
        'Datos del adicional',
        'Nombre: Gabriela',
        'Cédula de identidad: 78901238',
        'Firma del socio, en representación del adicional',
        'Adicional: Gabriela Díaz, C.I. 78901238',
        'Cédula de identidad: 67890127',
      ]),
    )
  })

  it('prints a name the font cannot encode without its accent or as "?", and wraps a long address', async () => {
    const mail = `${'muy.largo.'.repeat(20)}@example.com`
    const { lines } = await readPdfText(await contractPdf({ ...federico, nombre: 'Ćwik 李', apellido: 'Ñandú\tDíaz', mail }))
    expect(lines).toContain('Nombre: Cwik ?')
    expect(lines).toContain('Apellido: Ñandú Díaz')
    const mailLines = lines.slice(lines.findIndex((line) => line.startsWith('Correo electrónico: ')), -1)
    expect(mailLines[0]!.length).toBeLessThan(mail.length)
    expect(mailLines.slice(0, 3).join('').replace('Correo electrónico: ', '')).toContain('@example.com')
  })
})
