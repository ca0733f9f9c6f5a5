import { describe, expect, it } from 'vitest'
import { labReportView, type LabReportFacts } from './lab-reports.server'

const report = (facts: Partial<LabReportFacts>): LabReportFacts => ({
  id: 3,
  fecha: '15-11-2026',
  estudio: 'Glicemia',
  medico_solicitante: 'Dra. Laura Méndez',
  estado: 'LISTO',
  ...facts,
})

describe('labReportView', () => {
  it('shows a ready report with its study, day and doctor', () => {
    expect(labReportView(report({}))).toEqual({
      id: 3,
      title: 'Glicemia',
      day: '15/11/2026',
      doctor: 'Dra. Laura Méndez',
      ready: true,
      status: 'Listo',
    })
  })

  it.each([
    ['EN_PROCESO', false, 'En proceso'],
    ['LISTO', true, 'Listo'],
    // A state the page does not know offers no file.
    ['ANULADO', false, 'En proceso'],
    [null, false, 'En proceso'],
  ])('estado %s → ready %s, %s', (estado, ready, status) => {
    expect(labReportView(report({ estado }))).toMatchObject({ ready, status })
  })

  it('names a report without its study by its number, and leaves out what the API leaves out', () => {
    expect(labReportView(report({ estudio: null, fecha: null, medico_solicitante: null }))).toMatchObject({
      title: 'Informe N.º 3',
      day: null,
      doctor: null,
    })
  })
})
