import { describe, expect, it } from 'vitest'
import { medicineRequests } from '~/copy/medicine-requests'
import { renderRoutePage } from '../../tests/component-helpers'
import DocumentoStep from './medicamentos.nueva-solicitud.documento'

const copy = medicineRequests.documento

const ANA = '12345672'

/** What flow A's `documento` loader gives its page once Ana was found and saved (Buscar), or Elena with her request. */
const frame = {
  error: null,
  here: '/medicamentos/nueva-solicitud/documento',
  back: '/medicamentos/solicitudes',
  ahead: [],
  progress: [],
  progressLinks: {},
  tipoDocumento: '1',
  cancelled: false,
}
const anaFound = { ...frame, documento: ANA, found: { name: 'Ana Pérez', active: false, canCancel: false, since: null } }
const elenaFound = {
  ...frame,
  documento: '56789016',
  found: { name: 'Elena Rodríguez', active: true, canCancel: true, since: '01/03/2025 10:00' },
}

/** The action's 400 reply refusing `documento` (conform's, as `refuse` sends it). */
const refused = (documento: string, message: string, intent = 'continuar') => ({
  result: { status: 'error', initialValue: { intent, tipoDocumento: '1', documento }, error: { documento: [message] } },
})

describe('flow A step documento (C58) without JavaScript: a refusal shows no one found before', () => {
  it('her own document refused since she was found (sanctioned now): the refusal, not her name', () => {
    expect(renderRoutePage(DocumentoStep, anaFound)).toContain(copy.affiliate('Ana Pérez'))
    const html = renderRoutePage(DocumentoStep, anaFound, '/step', refused(ANA, copy.sanctioned))
    expect(html).toContain(copy.sanctioned)
    expect(html).not.toContain(copy.affiliate('Ana Pérez'))
  })

  it('another document refused: neither the name nor the active request of the one found before', () => {
    const html = renderRoutePage(DocumentoStep, elenaFound, '/step', refused('11111111', copy.invalidAffiliate, 'buscar'))
    expect(html).toContain(copy.invalidAffiliate)
    expect(html).not.toContain('Elena Rodríguez')
    expect(html).not.toContain(copy.cancel)
  })
})
