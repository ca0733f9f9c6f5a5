import { describe, expect, it } from 'vitest'
import { hasExpired, referralView, shownDay } from './referrals.server'

describe('shownDay', () => {
  it("shows the API's DD-MM-YYYY day as DD/MM/YYYY", () => {
    expect(shownDay('05-03-2026')).toBe('05/03/2026')
  })

  it('shows anything else as it came', () => {
    expect(shownDay('2026-03-05')).toBe('2026-03-05')
    expect(shownDay('31-02-2026')).toBe('31-02-2026')
  })
})

describe('hasExpired', () => {
  // 2026-11-21 01:30 UTC is still Friday 2026-11-20 in Montevideo (UTC-3).
  const fridayNightInMontevideo = new Date('2026-11-21T01:30:00Z')

  it('is valid through its last day, Montevideo time', () => {
    expect(hasExpired('20-11-2026', fridayNightInMontevideo)).toBe(false)
    expect(hasExpired('21-11-2026', fridayNightInMontevideo)).toBe(false)
  })

  it('has expired the day after its last day', () => {
    expect(hasExpired('19-11-2026', fridayNightInMontevideo)).toBe(true)
    expect(hasExpired('20-11-2026', new Date('2026-11-21T03:00:00Z'))).toBe(true)
  })

  it('an unreadable day is not called expired', () => {
    expect(hasExpired('sin fecha', fridayNightInMontevideo)).toBe(false)
  })
})

describe('referralView', () => {
  const now = new Date('2026-11-20T12:00:00Z')
  const pase = {
    id: 3,
    especialidad: 'Odontología',
    prestador: 'Clínica Odontológica Rambla',
    direccion_prestador: null,
    medico_derivante: 'Dr. Leonardo Pintos',
    motivo: 'Extracción de tercer molar',
    fecha_emision: '11-10-2026',
    vigente_hasta: '10-11-2026',
    tiene_archivo: false,
  }

  it('names the referral by its specialty and shows its days as DD/MM/YYYY', () => {
    expect(referralView(pase, now)).toEqual({
      id: 3,
      title: 'Odontología',
      provider: 'Clínica Odontológica Rambla',
      providerAddress: null,
      reason: 'Extracción de tercer molar',
      referringDoctor: 'Dr. Leonardo Pintos',
      issued: '11/10/2026',
      validUntil: '10/11/2026',
      expired: true,
      hasFile: false,
    })
  })

  it('names one without a specialty by its number; without a last day it has not expired', () => {
    const view = referralView({ ...pase, especialidad: null, vigente_hasta: null }, now)
    expect(view).toMatchObject({ title: 'Pase N.º 3', validUntil: null, expired: false })
  })
})
