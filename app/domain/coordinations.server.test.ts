import { describe, expect, it } from 'vitest'
import { coordinationView, isCoordinationType } from './coordinations.server'

const answer = {
  id: 3,
  area: 'Imagenología',
  filial: 'Ciudad de la Costa',
  direccion: 'Av. Giannattasio km 21.500',
  medico_informante: 'Dr. Fernando Olivera',
  fecha: '05-03-2025',
  hora: '09:05',
  sector: 'Tomografía',
  estudios: [
    { nombre: 'Tomografía de abdomen', requiere_consentimiento: true, indicaciones: ['Concurrir con 6 horas de ayuno.'] },
    { nombre: 'Radiografía de tórax', requiere_consentimiento: false, indicaciones: [] },
  ],
}

describe('coordinationView', () => {
  it('shows the day as DD/MM/YYYY and the hour with hs (BR70), and is titled by its studies', () => {
    expect(coordinationView(answer)).toEqual({
      id: '3',
      title: 'Tomografía de abdomen, Radiografía de tórax',
      area: 'Imagenología',
      branch: 'Ciudad de la Costa',
      address: 'Av. Giannattasio km 21.500',
      doctor: 'Dr. Fernando Olivera',
      date: '05/03/2025',
      hour: '09:05 hs',
      sector: 'Tomografía',
      studies: [
        { name: 'Tomografía de abdomen', needsConsent: true, instructions: ['Concurrir con 6 horas de ayuno.'] },
        { name: 'Radiografía de tórax', needsConsent: false, instructions: [] },
      ],
    })
  })

  it('shows a day or hour it cannot read as it came, and is titled by its area when it names no study', () => {
    const view = coordinationView({ ...answer, fecha: '2025-03-05', hora: '9 hs', estudios: [{ nombre: ' ', requiere_consentimiento: false, indicaciones: [] }] })
    expect(view).toMatchObject({ date: '2025-03-05', hour: '9 hs', title: 'Imagenología' })
    expect(coordinationView({ ...answer, fecha: '31-02-2025' })).toMatchObject({ date: '31-02-2025', hour: '09:05' })
  })
})

describe('isCoordinationType', () => {
  it("accepts R28's six :type values only", () => {
    for (const type of ['indicacion', 'urgencia', 'anotacion', 'domicilio', 'pase', 'domicilio-urgente']) expect(isCoordinationType(type)).toBe(true)
    for (const type of [undefined, '', 'indicaciones_coordinadas', 'domicilio_urgente', 'Indicacion', 'toString']) expect(isCoordinationType(type)).toBe(false)
  })
})
